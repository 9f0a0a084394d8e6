// Package s11b_guardtypo: guards with a typo that turns them into
// guaranteed failures.
//
// TrimNewlineBad writes && for ||: on the true outcome of len(s) == 0 (P)
// the next operand reads s[-1], so every execution through P fails
// (witness ""): manifest; the final slice is reached only with len(s) >= 1:
// safe. LastIndexBad starts its backward loop at len(a): every execution
// enters the loop (len(a) >= 0) and reads a[len(a)] first (P = entry,
// witness a = [], or [1 2]): manifest. LastBad returns a[len(a)] after the
// emptiness check: P = that return, every execution through it fails
// (witness [7]): manifest. TrimNewline, LastIndex and Last are the fixed
// versions.
//
// Needs: short-circuit outcomes as points; the first iteration of a
// backward loop; a[len(a)] as a manifest failure.
// Expect: want:bounds in TrimNewlineBad, LastIndexBad and LastBad; the fixed
// versions safe.
package s11b_guardtypo

// TrimNewline removes one trailing newline.
func TrimNewline(s string) string {
	if len(s) == 0 || s[len(s)-1] != '\n' {
		return s
	}
	return s[:len(s)-1]
}

// TrimNewlineBad has && where || was meant.
func TrimNewlineBad(s string) string {
	if len(s) == 0 && s[len(s)-1] != '\n' { // want:bounds
		return s
	}
	return s[:len(s)-1]
}

// LastIndex returns the index of the last x in a, or -1.
func LastIndex(a []int, x int) int {
	for i := len(a) - 1; i >= 0; i-- {
		if a[i] == x {
			return i
		}
	}
	return -1
}

// LastIndexBad starts one past the end.
func LastIndexBad(a []int, x int) int {
	for i := len(a); i >= 0; i-- {
		if a[i] == x { // want:bounds
			return i
		}
	}
	return -1
}

// Last returns the last element of a.
func Last(a []int) (int, bool) {
	if len(a) == 0 {
		return 0, false
	}
	return a[len(a)-1], true
}

// LastBad forgets the -1.
func LastBad(a []int) (int, bool) {
	if len(a) == 0 {
		return 0, false
	}
	return a[len(a)], true // want:bounds
}
