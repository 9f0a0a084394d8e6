package boundsstd

// string(r) holds r's UTF-8 encoding, or U+FFFD's: one to four bytes
// (strings.IndexRune searches for its last byte).
func lastByteOf(r rune, s string) int {
	rs := string(r)
	last := len(rs) - 1
	for i := last; i < len(s); i++ {
		if s[i] == rs[last] && s[i-last] == rs[0] {
			return i - last
		}
	}
	return -1
}

func fourthByteOf(b byte) byte {
	rs := string(rune(b))
	return rs[3] // want `^rs\[3\]: index not proven in range$`
}
