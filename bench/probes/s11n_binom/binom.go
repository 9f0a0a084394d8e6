// Package s11n_binom: Pascal-rule binomial coefficients and a factorial with
// base cases that cover only the intended inputs.
//
// Binom(n, k) stops at k == 0 or k == n. For k > n (k != 0) the second call
// keeps k > n-1 and never stops; for k < 0 the first call keeps k < 0 and n -
// k fixed, so it stops only when k == n at once. For 0 <= k <= n it stops.
// Diverging runs (n = 1, k = 2) and terminating runs (n = 2, k = 1) pass the
// same points and both outcomes of both == operands: latent. Fact stops at n
// == 1: diverges for every n <= 0 (n = 0 and n = 2 pass the same points):
// latent. BinomOK and FactOK guard their domain and recurse on n-1 within
// it: terminate.
//
// Needs: recurrent sets k > n && k != 0 (second call) and n < 1 under n ->
// n-1, with a recursive call whose result is needed first; termination of
// two-call recursion on n.
// Expect: strict:nonterm in Binom and Fact; BinomOK and FactOK safe.
package s11n_binom

// Binom returns n choose k for 0 <= k <= n.
func Binom(n, k int) int { // strict:nonterm
	if k == 0 || k == n {
		return 1
	}
	return Binom(n-1, k-1) + Binom(n-1, k)
}

// BinomOK returns n choose k, 0 outside 0 <= k <= n.
func BinomOK(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	if k == 0 || k == n {
		return 1
	}
	return BinomOK(n-1, k-1) + BinomOK(n-1, k)
}

// Fact returns n! for n >= 1.
func Fact(n int) int { // strict:nonterm
	if n == 1 {
		return 1
	}
	return n * Fact(n-1)
}

// FactOK returns n! for n >= 0 and 1 below.
func FactOK(n int) int {
	if n <= 1 {
		return 1
	}
	return n * FactOK(n-1)
}
