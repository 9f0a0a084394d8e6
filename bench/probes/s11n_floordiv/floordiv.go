// Package s11n_floordiv: floor and ceiling division helpers that delegate to
// each other for a negative divisor.
//
// FloorDiv(a, b) for b < 0 returns -CeilDiv(-a, b) and CeilDiv(a, b) for b <
// 0 returns -FloorDiv(-a, b): both identities hold (⌊x⌋ = -⌈-x⌉), but
// together they bounce between the two functions with the same b < 0 (a just
// flips sign) and never reach the direct code: P = the then-branch of b < 0
// diverges on every execution, in each function of the cycle: manifest in
// both. For b > 0 both compute directly; FloorDivOK normalizes the divisor's
// sign first and terminates.
//
// Needs: a recurrent set (b < 0) across a two-function cycle with a sign
// flip on the other argument; manifest in every function of the cycle.
// Expect: want:nonterm in FloorDiv and CeilDiv; FloorDivOK safe.
package s11n_floordiv

// FloorDiv returns ⌊a/b⌋ (0 for b == 0).
func FloorDiv(a, b int) int { // want:nonterm
	if b == 0 {
		return 0
	}
	if b < 0 {
		return -CeilDiv(-a, b)
	}
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// CeilDiv returns ⌈a/b⌉ (0 for b == 0).
func CeilDiv(a, b int) int { // want:nonterm
	if b == 0 {
		return 0
	}
	if b < 0 {
		return -FloorDiv(-a, b)
	}
	q := a / b
	if a%b != 0 && a > 0 {
		q++
	}
	return q
}

// FloorDivOK makes the divisor positive first.
func FloorDivOK(a, b int) int {
	if b == 0 {
		return 0
	}
	if b < 0 {
		return FloorDivOK(-a, -b)
	}
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}
