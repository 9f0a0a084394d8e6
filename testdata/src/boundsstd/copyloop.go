package boundsstd

// Gather copies the parts one after the other into buf: copy's count is
// at most len(buf[n:]) = len(buf) - n, so n += count keeps n <= len(buf),
// and Gather's result is one of buf's slice bounds.
func Gather(buf []byte, parts [][]byte) []byte {
	n := 0
	for _, p := range parts {
		n += copy(buf[n:], p)
	}
	return buf[:n]
}

// GatherSkip also skips a byte after each part: n may pass len(buf).
func GatherSkip(buf []byte, parts [][]byte) int {
	n := 0
	for _, p := range parts {
		n += copy(buf[n:], p) // want `^buf\[n:\]: slice bounds not proven in range$`
		n++
	}
	return n
}
