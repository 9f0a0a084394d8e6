// Package s11b_csvstate: switch-based state machines scanning a CSV line.
//
// Fields counts fields with three states (plain, quoted, quote seen inside
// quotes); the state stays in [0, 2], so the default case's
// panic("unreachable") never runs and per-state counts in a [3]int are in
// range. Stats adds a fourth state for a backslash inside quotes but keeps
// the [3]int table: the statement st = stEscape (P) is followed, in the same
// round, by seen[st]++ with st == 3, so every execution through P fails
// (witness `"\`): manifest. Lines without a backslash in quotes pass.
//
// Needs: a state variable's interval through a switch; reachability of a
// default case; a manifest failure from a branch assignment.
// Expect: want:bounds on seen[st]++ in Stats; Fields safe (including its
// unreachable panic).
package s11b_csvstate

const (
	stPlain  = iota // outside quotes
	stQuoted        // inside quotes
	stQuote         // a quote seen inside quotes
	stEscape        // a backslash seen inside quotes
)

// Fields counts the comma-separated fields of line and the bytes seen in
// each state.
func Fields(line string) (int, [3]int) {
	var seen [3]int
	n := 1
	st := stPlain
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch st {
		case stPlain:
			if c == '"' {
				st = stQuoted
			} else if c == ',' {
				n++
			}
		case stQuoted:
			if c == '"' {
				st = stQuote
			}
		case stQuote:
			if c == '"' {
				st = stQuoted
			} else {
				st = stPlain
				if c == ',' {
					n++
				}
			}
		default:
			panic("unreachable: bad state")
		}
		seen[st]++
	}
	return n, seen
}

// Stats counts the bytes seen in each state, with backslash escapes.
func Stats(line string) [3]int {
	var seen [3]int
	st := stPlain
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch st {
		case stPlain:
			if c == '"' {
				st = stQuoted
			}
		case stQuoted:
			if c == '"' {
				st = stQuote
			} else if c == '\\' {
				st = stEscape
			}
		case stQuote:
			if c == '"' {
				st = stQuoted
			} else {
				st = stPlain
			}
		case stEscape:
			st = stQuoted
		}
		seen[st]++ // want:bounds
	}
	return seen
}
