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
