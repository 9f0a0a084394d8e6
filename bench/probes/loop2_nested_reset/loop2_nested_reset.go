// Package loop2_nested_reset: an inner loop that moves the outer index back.
//
// Each outer iteration decrements i three times and increments it once, so
// i < n stays true once the body is entered (n > 0): P = the outer loop body,
// manifest. ResetOK moves it back by one and forward by two: terminates.
//
// Needs: nested loop summary (i decreases by 2 per outer iteration).
// Expect: want:nonterm in Reset; ResetOK safe.
package loop2_nested_reset

// Reset never finishes for n > 0.
func Reset(n int) int { // want:nonterm
	s := 0
	for i := 0; i < n; i++ {
		for j := 0; j < 3; j++ {
			i--
			s++
		}
	}
	return s
}

// ResetOK advances by one per outer iteration.
func ResetOK(n int) int {
	s := 0
	for i := 0; i < n; i += 2 {
		for j := 0; j < 1; j++ {
			i--
			s++
		}
	}
	return s
}
