// Package ctl3_switchbreak: "break" inside a switch leaves only the switch.
//
// UntilSemi means to stop scanning at ';', but its break exits the switch and
// the loop runs again with i unchanged: P = the case ';' clause diverges on
// every execution (s is an immutable string parameter and i does not change):
// manifest. UntilSemiOK uses a labeled break: terminates. CountSemi advances
// i in every clause: terminates, s[i] guarded.
//
// Needs: break targets of a switch inside a for; recurrent set at a clause.
// Expect: want:nonterm in UntilSemi; the rest safe.
package ctl3_switchbreak

// UntilSemi returns the position of the first ';'.
func UntilSemi(s string) int { // want:nonterm
	i := 0
	for i < len(s) {
		switch s[i] {
		case ';':
			break
		default:
			i++
		}
	}
	return i
}

// UntilSemiOK uses a labeled break.
func UntilSemiOK(s string) int {
	i := 0
loop:
	for i < len(s) {
		switch s[i] {
		case ';':
			break loop
		default:
			i++
		}
	}
	return i
}

// CountSemi counts the ';' bytes.
func CountSemi(s string) int {
	n, i := 0, 0
	for i < len(s) {
		switch s[i] {
		case ';':
			n++
			i++
		default:
			i++
		}
	}
	return n
}
