// Package rec2_down2: recursion on n-2 with base case n == 0.
//
// Down2 stops for even n >= 0 and diverges for odd or negative n; even inputs
// pass every point: latent. Down2OK stops at n <= 0.
//
// Needs: recurrent set (odd or negative n) under n -> n-2.
// Expect: strict:nonterm in Down2; Down2OK safe.
package rec2_down2

// Down2 counts the steps of 2 down to 0.
func Down2(n int) int { // strict:nonterm
	if n == 0 {
		return 0
	}
	return Down2(n-2) + 1
}

// Down2OK counts the steps of 2 down to 0 or below.
func Down2OK(n int) int {
	if n <= 0 {
		return 0
	}
	return Down2OK(n-2) + 1
}
