// Package rec2_ack_variants: Ackermann-like recursions with different base
// cases (YASM, mixed semantics).
//
// AckOK uses m <= 0 and n <= 0 as base tests: (m, n) decreases
// lexicographically with m >= 1 on every call: terminates. AckBad tests m == 0
// and n == 0 only: it diverges for m < 0 (m decreases forever) and for m > 0,
// n < 0, but every point is passed by terminating runs (m, n >= 0): latent.
// AckLoop restarts at AckLoop(m, 1) instead of AckLoop(m-1, 1): for m > 0,
// AckLoop(m, 1) calls AckLoop(m, 0) which calls AckLoop(m, 1) again, so no call
// with m > 0 returns: P = the statement after "if m <= 0" is manifest.
//
// Needs: lexicographic termination; latent and manifest non-termination.
// Expect: AckOK safe; strict:nonterm in AckBad; want:nonterm in AckLoop.
package rec2_ack_variants

// AckOK is Ackermann's function with <= base tests.
func AckOK(m, n int) int {
	if m <= 0 {
		return n + 1
	}
	if n <= 0 {
		return AckOK(m-1, 1)
	}
	return AckOK(m-1, AckOK(m, n-1))
}

// AckBad uses equality base tests.
func AckBad(m, n int) int { // strict:nonterm
	if m == 0 {
		return n + 1
	}
	if n == 0 {
		return AckBad(m-1, 1)
	}
	return AckBad(m-1, AckBad(m, n-1))
}

// AckLoop restarts with the same m.
func AckLoop(m, n int) int { // want:nonterm
	if m <= 0 {
		return n + 1
	}
	if n <= 0 {
		return AckLoop(m, 1)
	}
	return AckLoop(m-1, AckLoop(m, n-1))
}
