// Package rec3_norm: normalization by recursion.
//
// NormOK brings an angle into [0, 360) by recursing on deg-360 or deg+360:
// terminates. Norm also subtracts 360 in the deg < 0 branch, so deg stays
// negative: P = the then-branch of deg < 0 diverges on every execution:
// manifest. AlignUp steps n up by one until a > 0 divides it (at most a-1
// steps): terminates. AlignBad steps by a, which never changes whether a
// divides n: P = the statement after the n%a == 0 test diverges on every
// execution: manifest.
//
// Needs: recurrent sets deg < 0 under deg -> deg-360 and a !| n under n ->
// n+a; termination through a modular argument.
// Expect: want:nonterm in Norm and AlignBad; NormOK and AlignUp safe.
package rec3_norm

// NormOK reduces deg into [0, 360).
func NormOK(deg int) int {
	if deg >= 360 {
		return NormOK(deg - 360)
	}
	if deg < 0 {
		return NormOK(deg + 360)
	}
	return deg
}

// Norm has the wrong sign for negative angles.
func Norm(deg int) int { // want:nonterm
	if deg >= 360 {
		return Norm(deg - 360)
	}
	if deg < 0 {
		return Norm(deg - 360)
	}
	return deg
}

// AlignUp rounds n up to a multiple of a.
func AlignUp(n, a int) int {
	if a <= 0 {
		return n
	}
	if n%a == 0 {
		return n
	}
	return AlignUp(n+1, a)
}

// AlignBad steps by a instead of 1.
func AlignBad(n, a int) int { // want:nonterm
	if a <= 0 {
		return n
	}
	if n%a == 0 {
		return n
	}
	return AlignBad(n+a, a)
}
