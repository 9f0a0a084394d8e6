// Package fsm2_cycle: state machines looping until state 3.
//
// Cycle never reaches state 3 (0 -> 1 -> 2 -> 0): P = entry, manifest.
// CycleIf reaches 3 only when x > 0; x never changes, so P = the else-branch
// of x > 0 (reachable for x <= 0) diverges on every execution through it:
// manifest. CycleChoice asks an unknown function each time: it diverges when
// choice always answers false, but the else-branch is also passed by runs that
// stop later: latent.
//
// Needs: recurrent sets over an IntEq state; unknown-call results.
// Expect: want:nonterm in Cycle and CycleIf; strict:nonterm in CycleChoice.
package fsm2_cycle

// Cycle rotates forever.
func Cycle() int { // want:nonterm
	state, steps := 0, 0
	for state != 3 {
		switch state {
		case 0:
			state = 1
		case 1:
			state = 2
		case 2:
			state = 0
		}
		steps++
	}
	return steps
}

// CycleIf stops only for positive x.
func CycleIf(x int) int { // want:nonterm
	state, steps := 0, 0
	for state != 3 {
		switch state {
		case 0:
			state = 1
		case 1:
			state = 2
		case 2:
			if x > 0 {
				state = 3
			} else {
				state = 0
			}
		}
		steps++
	}
	return steps
}

// CycleChoice stops when choice says so.
func CycleChoice(choice func() bool) int { // strict:nonterm
	state, steps := 0, 0
	for state != 3 {
		switch state {
		case 0:
			state = 1
		case 1:
			state = 2
		case 2:
			if choice() {
				state = 3
			} else {
				state = 0
			}
		}
		steps++
	}
	return steps
}
