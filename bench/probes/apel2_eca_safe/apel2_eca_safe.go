// Package apel2_eca_safe is a small event-condition-action machine in the
// RERS style of Apel et al. (Domain Types). s and m are IntEq variables.
//
// Reachable (s, m): (0,0), (1,0), (2,1), (3,1), (1,1). None satisfies an
// error condition.
//
// Needs: IntEq state variables, loop fixpoint over a finite state space.
// Expect: SAFE (no diagnostic in default or strict mode).
package apel2_eca_safe

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
		default:
			out = -1
		}
		if s == 2 && m == 0 {
			panic("unreachable: error 1")
		}
		if s == 3 && m == 0 {
			panic("unreachable: error 2")
		}
		if s == 0 && m == 1 {
			panic("unreachable: error 3")
		}
	}
	return out
}
