// Package std3_trim: trimming loops in the style of strings.TrimSpace.
//
// TrimSpace moves i forward while i < j and j back while j > i, keeping 0 <= i
// <= j <= len(s): safe. TrimRightBad starts j at len(s) and reads s[j] before
// decrementing: P = the statement j := len(s) after the s == "" test, reached
// only with len(s) >= 1, after which the first loop test reads s[len(s)]:
// manifest. TrimLeftFunc stops at a caller-supplied predicate: safe.
//
// Needs: len facts from s == ""; relation i <= j; unknown predicate calls.
// Expect: want:bounds in TrimRightBad; the rest safe.
package std3_trim

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// TrimSpace removes leading and trailing white space.
func TrimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && isSpace(s[i]) {
		i++
	}
	for j > i && isSpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// TrimRightBad reads one past the end.
func TrimRightBad(s string) string {
	if s == "" {
		return s
	}
	j := len(s)
	for j > 0 && isSpace(s[j]) { // want:bounds
		j--
	}
	return s[:j]
}

// TrimLeftFunc removes the leading bytes satisfying f.
func TrimLeftFunc(s string, f func(byte) bool) string {
	i := 0
	for i < len(s) && f(s[i]) {
		i++
	}
	return s[i:]
}
