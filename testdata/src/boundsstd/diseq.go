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
