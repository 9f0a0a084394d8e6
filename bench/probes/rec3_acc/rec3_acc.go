// Package rec3_acc: recursions with accumulators on integers.
//
// Reverse(n, acc) recurses on n/10, which moves toward 0 for every n (Go
// division truncates): terminates. BitLen(n) recurses on n/2 until 0: also
// terminates for negative n. PopCount(n) recurses on n>>1 until 0; for n < 0
// the arithmetic shift reaches -1 and stays there: diverges for every
// negative n and returns for n >= 0 through the same statements: latent.
// Pow(b, e, acc) halves even exponents and decrements odd ones, stopping at e
// == 0; e = -1 goes to -2 and back to -1 (-2/2 == -1): diverges for every e <
// 0, terminates for e >= 0 through the same branches: latent.
//
// Needs: truncating division and arithmetic shift on negative numbers under
// unbounded integers.
// Expect: strict:nonterm in PopCount and Pow; Reverse and BitLen safe.
package rec3_acc

// Reverse returns the digits of n reversed, appended to acc.
func Reverse(n, acc int) int {
	if n == 0 {
		return acc
	}
	return Reverse(n/10, acc*10+n%10)
}

// BitLen counts halvings until zero.
func BitLen(n int) int {
	if n == 0 {
		return 0
	}
	return 1 + BitLen(n/2)
}

// PopCount counts one bits of a non-negative n.
func PopCount(n int) int { // strict:nonterm
	if n == 0 {
		return 0
	}
	return n&1 + PopCount(n>>1)
}

// Pow returns acc * b**e for e >= 0.
func Pow(b, e, acc int) int { // strict:nonterm
	if e == 0 {
		return acc
	}
	if e%2 == 0 {
		return Pow(b*b, e/2, acc)
	}
	return Pow(b, e-1, acc*b)
}
