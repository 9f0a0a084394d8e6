package boundsstd

import "slices"

// Lengths of values whose type is a type parameter of slices and strings
// are tracked, and an instance's calls use the generic body's
// postcondition: the shapes of time.getnum and of slices.Index.

func isDigitOf[B []byte | string](s B, i int) bool {
	if len(s) <= i {
		return false
	}
	c := s[i] // want `index not proven in range`
	return '0' <= c && c <= '9'
}

func twoDigitsOf(s string) int {
	if !isDigitOf(s, 0) {
		return -1
	}
	if !isDigitOf(s, 1) {
		return int(s[0] - '0')
	}
	return int(s[0]-'0')*10 + int(s[1]-'0')
}

func twoDigitsOfUnsafe(s string) int {
	if !isDigitOf(s, 0) {
		return -1
	}
	return int(s[0]-'0')*10 + int(s[1]-'0') // want `index not proven in range`
}

func firstOf(s []int, x int) int {
	if i := slices.Index(s, x); i >= 0 {
		return s[i]
	}
	return 0
}

func firstOfUnsafe(s []int, x int) int {
	i := slices.Index(s, x)
	return s[i] // want `index not proven in range`
}

func headOf[B []byte | string](s B, n int) B {
	if 0 <= n && n <= len(s) {
		return s[:n]
	}
	return s
}

// pastLen is not proven, and never reported in default mode: for a
// []byte instance s[:len(s)+1] is within the capacity when that is larger.
func pastLen[B []byte | string](s B) B {
	return s[:len(s)+1] // want `slice bounds not proven in range`
}

func useHeadOf(s string) string { return headOf(s, 3) + string(pastLen([]byte(s))) }
