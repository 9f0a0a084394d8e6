// Package rec2_guarded_grow: recursions whose argument grows under a guard.
//
// Spiral(n, k) with n >= 0, k > 10 recurses on (n+k, k+1): n stays >= 0 and
// k > 10, so P = the then-branch of k > 10 diverges: manifest. Dbl(n) doubles
// positive n forever (P = the then-branch of n > 0: manifest) and counts
// negative n up to 0.
//
// Needs: recurrent sets n >= 0 && k > 10, n > 0 under n -> 2n (unbounded
// integers).
// Expect: want:nonterm in Spiral and Dbl.
package rec2_guarded_grow

// Spiral grows n by k for large k.
func Spiral(n, k int) int { // want:nonterm
	if n < 0 {
		return 0
	}
	if k > 10 {
		return Spiral(n+k, k+1)
	}
	return n + k
}

// Dbl doubles positive n.
func Dbl(n int) int { // want:nonterm
	if n == 0 {
		return 0
	}
	if n > 0 {
		return Dbl(2 * n)
	}
	return Dbl(n + 1)
}
