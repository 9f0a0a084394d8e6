// Package s11n_parity_step: mutual even/odd recursion where one side steps
// the wrong way.
//
// Even(n) calls Odd(n-1) and Odd(m) calls Even(m+1): for n not in {0, 1},
// Even(n) -> Odd(n-1) -> Even(n) repeats the same state. Even stops for n =
// 0 and n = 1 (Odd(0)), Odd stops for m = 0 and m = -1 (Even(0)). Even(1)
// and Odd(-1) pass the same points as diverging runs (Even(5), Odd(5)): latent
// in both functions of the cycle. EvenOK/OddOK take |n| first and step down
// in both: terminate.
//
// Needs: a recurrent set with a hole (n <= -1 or n >= 2) across a mutual
// recursion whose cycle returns to the same argument.
// Expect: strict:nonterm in Even and Odd; EvenOK and OddOK safe.
package s11n_parity_step

// Even reports whether n >= 0 is even.
func Even(n int) bool { // strict:nonterm
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

// Odd reports whether n >= 0 is odd.
func Odd(n int) bool { // strict:nonterm
	if n == 0 {
		return false
	}
	return Even(n + 1)
}

// EvenOK reports whether n is even.
func EvenOK(n int) bool {
	if n < 0 {
		n = -n
	}
	if n == 0 {
		return true
	}
	return OddOK(n - 1)
}

// OddOK reports whether n is odd.
func OddOK(n int) bool {
	if n < 0 {
		n = -n
	}
	if n == 0 {
		return false
	}
	return EvenOK(n - 1)
}
