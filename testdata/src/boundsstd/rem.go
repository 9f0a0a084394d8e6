package boundsstd

// oddLast (encoding/hex's decoder.Read): a length with an odd remainder is
// at least one, so its last index is in range.
func oddLast(in []byte) byte {
	if len(in)%2 != 0 {
		return in[len(in)-1]
	}
	return 0
}

// evenLast: an even length may be zero.
func evenLast(in []byte) byte {
	if len(in)%2 == 0 {
		return in[len(in)-1] // want `^in\[len\(in\) - 1\]: index not proven in range$`
	}
	return 0
}
