package boundsstd

// onlyNonEmpty returns the one non-empty string of a, if there is exactly
// one (runtime's concatstrings): where count == 1, the loop set idx to an
// index of a. States are kept apart by count's class among the constants
// it is compared with (0, 1, more), so the loop's join does not mix the
// state where idx was set with the one where it is 0.
func onlyNonEmpty(a []string) string {
	idx, count := 0, 0
	for i, x := range a {
		if len(x) == 0 {
			continue
		}
		count++
		idx = i
	}
	if count == 0 {
		return ""
	}
	if count == 1 {
		return a[idx]
	}
	return "many"
}

// noneNonEmpty is onlyNonEmpty's twin over the wrong count: where none is
// non-empty, a may be empty too.
func noneNonEmpty(a []string) string {
	idx, count := 0, 0
	for i, x := range a {
		if len(x) == 0 {
			continue
		}
		count++
		idx = i
	}
	if count == 0 {
		return a[idx] // want `^a\[idx\]: index not proven in range$`
	}
	return ""
}

// OnlyNonEmpty calls both.
func OnlyNonEmpty(a []string) string { return onlyNonEmpty(a) + noneNonEmpty(a) }
