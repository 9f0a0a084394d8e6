// Package rec2_parity: mutual recursion Even/Odd on n-1.
//
// Even and Odd stop at 0 only; for n < 0 they recurse forever, for n >= 0
// they stop: latent in both functions of the cycle. EvenOK/OddOK stop at
// n <= 0: terminate.
//
// Needs: mutual recursion summaries; latent non-termination in each member
// of the cycle.
// Expect: strict:nonterm in Even and Odd; EvenOK, OddOK safe.
package rec2_parity

// Even reports whether n is even (n >= 0).
func Even(n int) bool { // strict:nonterm
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

// Odd reports whether n is odd (n >= 0).
func Odd(n int) bool { // strict:nonterm
	if n == 0 {
		return false
	}
	return Even(n - 1)
}

// EvenOK is false for negative n.
func EvenOK(n int) bool {
	if n <= 0 {
		return n == 0
	}
	return OddOK(n - 1)
}

// OddOK is false for negative n.
func OddOK(n int) bool {
	if n <= 0 {
		return false
	}
	return EvenOK(n - 1)
}
