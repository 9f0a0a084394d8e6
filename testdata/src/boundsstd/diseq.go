package boundsstd

// A disequality decided by a dominating branch sharpens a bound a later
// check gives: go/doc's splitExampleName.

func splitAt(s string, i int) (string, string) {
	if i == len(s) {
		return s, ""
	}
	return s[:i], s[i+1:] // want `s\[:i\]: slice bounds not proven in range`
}

func splitAtNe(s string, i int) (string, string) {
	if i != len(s) {
		return s[:i], s[i+1:] // want `s\[:i\]: slice bounds not proven in range`
	}
	return s, ""
}

func splitAtUnsafe(s string, i int) (string, string) {
	if i == len(s)-1 {
		return s, ""
	}
	return s[:i], s[i+1:] // want `s\[:i\]: slice bounds not proven in range` `s\[i \+ 1:\]: slice bounds not proven in range`
}

// A disequality decided before a branch sharpens the branch's condition:
// n != 0, then len(q) == n, gives len(q) > 0 (net/http's priority queue).
func dropFirst(q []int, n int) int {
	if n != 0 && len(q) == n {
		return q[0]
	}
	return 0
}

func dropFirstUnsafe(q []int, n int) int {
	if n != 1 && len(q) == n {
		return q[0] // want `index not proven in range`
	}
	return 0
}

// unbracket (net/url's host[1:len(host)-1]): s[0] == '[' and
// s[len(s)-1] == ']' cannot read one byte, so len(s) >= 2.
func unbracket(s string) string {
	if len(s) > 0 && s[0] == '[' && s[len(s)-1] == ']' {
		return s[1 : len(s)-1]
	}
	return s
}

// unquote: both ends '"' may be one byte.
func unquote(s string) string {
	if len(s) > 0 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1] // want `^s\[1:len\(s\) - 1\]: slice bounds not proven in range$`
	}
	return s
}

// unbracketNe: the test as s[len(s)-1] != ']' failing.
func unbracketNe(s string) string {
	if s == "" || s[0] != '(' {
		return s
	}
	if s[len(s)-1] != ')' {
		return s
	}
	return s[1 : len(s)-1]
}
