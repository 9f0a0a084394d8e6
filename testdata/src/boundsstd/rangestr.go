package boundsstd

// rangeKeys: the key of a range over a string is an index of it.
func rangeKeys(s string) int {
	n := 0
	for i := range s {
		if s[i] == '/' {
			n++
		}
	}
	return n
}

// rangeKeysWrong: the byte after the key may be past the end.
func rangeKeysWrong(s string) int {
	n := 0
	for i := range s {
		n += int(s[i+1]) // want `^s\[i \+ 1\]: index not proven in range$`
	}
	return n
}

// rangeSplit: the key splits s.
func rangeSplit(s string, c rune) (string, string) {
	for i, r := range s {
		if r == c {
			return s[:i], s[i:]
		}
	}
	return s, ""
}

// rangeAfterLoop: a key kept after the loop is still an index of s.
func rangeAfterLoop(s string) string {
	k := -1
	for i, r := range s {
		if r == ' ' {
			k = i
		}
	}
	if k >= 0 {
		return s[k+1:]
	}
	return s
}

// rangeIncreasing: the key increases, so the previous key is below it.
func rangeIncreasing(s string) int {
	n, prev := 0, 0
	for i := range s {
		n += len(s[prev:i])
		prev = i
	}
	return n
}

// rangeRune: a rune of a range is at most unicode.MaxRune, never negative.
func rangeRune(s string, ascii *[128]bool) int {
	n := 0
	for _, r := range s {
		if r < 128 && ascii[r] {
			n++
		}
	}
	return n
}

// rangeRuneWrong: a rune may be past a table of 256.
func rangeRuneWrong(s string, t *[256]bool) int {
	n := 0
	for _, r := range s {
		if r < 0x800 && t[r] { // want `^t\[r\]: index not proven in range$`
			n++
		}
	}
	return n
}

// letterIndex: a range over a constant yields its runes only, 'a' to 'c'.
func letterIndex() int {
	var seen [3]int
	for _, c := range "abcab" {
		seen[c-'a']++
	}
	return seen[0]
}

// letterIndexWide: 'é' is past the table.
func letterIndexWide() int {
	var seen [3]int
	for _, c := range "abé" {
		seen[c-'a']++ // want `^seen\[c - 'a'\]: index not proven in range$`
	}
	return seen[0]
}

// countASCII: each rune of an ASCII constant is one byte, so the loop
// runs len(s) times.
func countASCII() int {
	var t [1]int
	n := 0
	for range "rwxrwxrwx" {
		n++
	}
	return t[n-9]
}

// countUTF8: "é" is two bytes and one rune: one run fewer than bytes.
func countUTF8() int {
	var t [1]int
	n := 0
	for range "rwxé" {
		n++
	}
	return t[n-5] // want `^t\[n - 5\]: index not proven in range$`
}
