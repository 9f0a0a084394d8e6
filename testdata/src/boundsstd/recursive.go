package boundsstd

// Postconditions of recursive functions: computed together for each call
// cycle, as a fixpoint from "never returns". A recursive search returns -1
// or an index of a; mutual recursion on a string's length returns 0 or 1.

func findFrom(a []int, i, x int) int {
	if i < 0 || i >= len(a) {
		return -1
	}
	if a[i] == x {
		return i
	}
	return findFrom(a, i+1, x)
}

func foundAt(a []int, x int) int {
	if j := findFrom(a, 0, x); j >= 0 {
		return a[j]
	}
	return 0
}

func evenLen(s string) int {
	if len(s) == 0 {
		return 1
	}
	return oddLen(s[1:])
}

func oddLen(s string) int {
	if len(s) == 0 {
		return 0
	}
	return evenLen(s[1:])
}

func parityName(s string) string {
	names := [2]string{"odd", "even"}
	return names[evenLen(s)]
}

// lastFrom may return len(a) itself: a[lastFrom(a, 0)] is not proven.
func lastFrom(a []int, i int) int {
	if i < 0 || i >= len(a) {
		return i
	}
	return lastFrom(a, i+1)
}

func atLast(a []int) int {
	return a[lastFrom(a, 0)] // want `^a\[lastFrom\(a, 0\)\]: index not proven in range$`
}
