package boundsstd

// isDigitAt reports whether s[i] is a digit; true only when i < len(s).
func isDigitAt(s string, i int) bool {
	if len(s) <= i {
		return false
	}
	c := s[i] // want `^s\[i\]: index not proven in range$`
	return '0' <= c && c <= '9'
}

// DigitAt passes any i: a negative one fails isDigitAt's check.
func DigitAt(s string, i int) bool { return isDigitAt(s, i) }

// twoDigits: time.getnum's shape. Past isDigitAt(s, 1), s[1] exists:
// the helper's postcondition has a case for each result.
func twoDigits(s string) (int, bool) {
	if !isDigitAt(s, 0) {
		return 0, false
	}
	if !isDigitAt(s, 1) {
		return int(s[0] - '0'), true
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}

// hasRoom reports whether s has room past i; it says nothing when false.
func hasRoom(s []byte, i int) bool {
	return i >= 0 && i < len(s)-1
}

// nextAfterRoom: the false case of hasRoom says nothing, so s[i+1] is
// not proven on that path.
func nextAfterRoom(s []byte, i int) byte {
	if hasRoom(s, i) {
		return s[i+1]
	}
	return s[i+1] // want `^s\[i \+ 1\]: index not proven in range$`
}

// notDigitAt inverts isDigitAt: its true case allows any length.
func notDigitAt(s string, i int) bool {
	return !isDigitAt(s, i)
}

// afterNotDigit: the wrong polarity, s[1] may not exist.
func afterNotDigit(s string) byte {
	if notDigitAt(s, 1) {
		return s[1] // want `^s\[1\]: index not proven in range$`
	}
	return s[1]
}
