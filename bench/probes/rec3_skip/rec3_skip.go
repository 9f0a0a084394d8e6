// Package rec3_skip: a recursive white-space and comment skipper over a
// string.
//
// Skip advances past ' ' and '\t' by recursing on i+1, and past a '#' comment
// by recursing on the end of the line (j > i): terminates, safe. SkipBad
// forgets to advance after a '\t': SkipBad(s, i) sees the same byte again, so
// P = the case '\t' clause diverges on every execution (s is an immutable
// string parameter, i does not change): manifest.
//
// Needs: recurrent set at a switch clause; termination by len(s) - i.
// Expect: want:nonterm in SkipBad; Skip safe.
package rec3_skip

// Skip returns the first position at or after i that is not blank or comment.
func Skip(s string, i int) int {
	if i < 0 || i >= len(s) {
		return i
	}
	switch s[i] {
	case ' ', '\t':
		return Skip(s, i+1)
	case '#':
		j := i
		for j < len(s) && s[j] != '\n' {
			j++
		}
		return Skip(s, j)
	}
	return i
}

// SkipBad does not advance over tabs.
func SkipBad(s string, i int) int { // want:nonterm
	if i < 0 || i >= len(s) {
		return i
	}
	switch s[i] {
	case ' ':
		return SkipBad(s, i+1)
	case '\t':
		return SkipBad(s, i)
	}
	return i
}
