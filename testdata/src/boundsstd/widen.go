package boundsstd

func writeString(string) {}

// upper (strings.ToUpper's ASCII path): the first loop's widening must not
// take len(s) out of its range, or i+1 may wrap in the second loop.
func upper(s string) {
	isASCII, hasLower := true, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			isASCII = false
			break
		}
		hasLower = hasLower || ('a' <= c && c <= 'z')
	}
	if !isASCII || !hasLower {
		return
	}
	pos := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' {
			if pos < i {
				writeString(s[pos:i])
			}
			pos = i + 1
		}
	}
	if pos < len(s) {
		writeString(s[pos:])
	}
}

// upperWrong: pos may pass i by one.
func upperWrong(s string) {
	pos := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' {
			writeString(s[pos:i]) // want `^s\[pos:i\]: slice bounds not proven in range$`
			pos = i + 2
		}
	}
}
