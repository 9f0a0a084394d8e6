// Package apel2_eca_bug is apel2_eca_safe with one extra rule (s == 1 &&
// ev == 5 -> s = 3) that skips setting m.
//
// Events [1, 5] reach (s, m) = (3, 0), error 2. P = the then-branch of the
// error-2 test; every execution through it panics: manifest. Errors 1 and 3
// stay unreachable (the machine stops at error 2).
//
// Needs: IntEq state variables, witness search (2 steps).
// Expect: want:assert on error 2.
package apel2_eca_bug

// Run feeds the events to the machine.
func Run(events []int) int {
	s, m := 0, 0
	out := 0
	for _, ev := range events {
		if ev < 1 || ev > 5 {
			return -2
		}
		switch {
		case s == 0 && ev == 1:
			s = 1
			out = 1
		case s == 1 && ev == 2:
			s = 2
			m = 1
			out = 2
		case s == 2 && ev == 3:
			s = 3
			out = 3
		case s == 3 && ev == 1:
			s = 0
			m = 0
			out = 4
		case s == 2 && ev == 4:
			s = 1
			out = 5
		case s == 1 && ev == 5:
			s = 3
			out = 6
		default:
			out = -1
		}
		if s == 2 && m == 0 {
			panic("unreachable: error 1")
		}
		if s == 3 && m == 0 {
			panic("unreachable: error 2") // want:assert
		}
		if s == 0 && m == 1 {
			panic("unreachable: error 3")
		}
	}
	return out
}
