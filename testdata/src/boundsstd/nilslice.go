package boundsstd

// A nil slice is empty: bufio's Reader.Reset allocates a buffer when it
// has none, and its read position, at most the old length, is then 0.
func restart(buf []byte, r int) []byte {
	if r < 0 || r > len(buf) {
		return nil
	}
	if buf == nil {
		buf = make([]byte, 16)
	}
	return buf[r:]
}

// An empty slice need not be nil: replacing a non-nil one bounds nothing.
func restartNonNil(buf []byte, r int) []byte {
	if r < 0 || r > len(buf) {
		return nil
	}
	if buf != nil {
		buf = make([]byte, 16)
	}
	return buf[r:] // want `^buf\[r:\]: slice bounds not proven in range$`
}

// Nor is a non-nil slice non-empty.
func firstNonNil(buf []byte) byte {
	if buf != nil {
		return buf[0] // want `^buf\[0\]: index not proven in range$`
	}
	return 0
}
