package boundsstd

// The guard bounds 1+b[0], a uint8 sum that wraps to 0 for b[0] == 255;
// the slice recomputes the same sum, which the guard has bounded
// (math/rand/v2's readUint8LengthPrefixed). The first slice is the bug
// that wrap hides: b[1:0] when b[0] == 255.
func lengthPrefixed(b []byte) (buf, rest []byte, ok bool) {
	if len(b) == 0 || len(b) < int(1+b[0]) {
		return nil, nil, false
	}
	return b[1 : 1+b[0]], b[1+b[0]:], true // want `^b\[1:1 \+ b\[0\]\]: slice bounds not proven in range$`
}

// A different sum is not bounded by the guard.
func lengthPrefixedOther(b []byte) []byte {
	if len(b) == 0 || len(b) < int(1+b[0]) {
		return nil
	}
	return b[2+b[0]:] // want `^b\[2 \+ b\[0\]:\]: slice bounds not proven in range$`
}
