// Package fsm2_counts: a switch-on-state machine over input bytes counts the
// visits of each state in a [4]int.
//
// In Counts the transition out of state 3 on 'd' goes to state 4 instead of
// 0, and counts[state] right after it fails: P = the then-branch of e == 'd'
// in case 3 (reachable with "abcd"); every execution through it fails:
// manifest. CountsOK keeps state in [0, 3]: safe.
//
// Needs: IntEq state variable in a loop, switch lowering, manifest detection.
// Expect: want:bounds in Counts; CountsOK safe.
package fsm2_counts

// Counts counts state visits.
func Counts(events []byte) [4]int {
	var counts [4]int
	state := 0
	for _, e := range events {
		switch state {
		case 0:
			if e == 'a' {
				state = 1
			}
		case 1:
			if e == 'b' {
				state = 2
			} else {
				state = 0
			}
		case 2:
			if e == 'c' {
				state = 3
			}
		case 3:
			if e == 'd' {
				state = 4
			} else {
				state = 0
			}
		}
		counts[state]++ // want:bounds
	}
	return counts
}

// CountsOK counts state visits of the corrected machine.
func CountsOK(events []byte) [4]int {
	var counts [4]int
	state := 0
	for _, e := range events {
		switch state {
		case 0:
			if e == 'a' {
				state = 1
			}
		case 1:
			if e == 'b' {
				state = 2
			} else {
				state = 0
			}
		case 2:
			if e == 'c' {
				state = 3
			}
		case 3:
			if e == 'd' {
				state = 0
			} else {
				state = 3
			}
		}
		counts[state]++
	}
	return counts
}
