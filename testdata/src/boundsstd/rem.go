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

// leadingZeros (reflect's isZero): while len(w) is not a multiple of n, w
// is not empty (0 % n is 0).
func leadingZeros(w []uint64, n int) bool {
	if n <= 0 {
		return false
	}
	for len(w)%n != 0 {
		if w[0] != 0 {
			return false
		}
		w = w[1:]
	}
	return true
}

// maskedFirst: len(b)&m != 0 needs a nonzero len(b).
func maskedFirst(b []byte, m int) byte {
	if len(b)&m != 0 {
		return b[0]
	}
	return 0
}

// orFirst: len(b)|m != 0 holds for any len(b) when m is not 0.
func orFirst(b []byte, m int) byte {
	if len(b)|m != 0 {
		return b[0] // want `^b\[0\]: index not proven in range$`
	}
	return 0
}

const digitChars = "0123456789abcdefghijklmnopqrstuvwxyz"

// digitOf (strconv's formatBits): u - q*b with q = u/b is u % b, below the
// base.
func digitOf(u uint64, base int) byte {
	if base < 2 || base > len(digitChars) {
		panic("bad base")
	}
	b := uint64(base)
	q := u / b
	return digitChars[uint(u-q*b)]
}

// digitOfWrong: u - q*b with q = u/(b-1) is not below the base.
func digitOfWrong(u uint64, base int) byte {
	if base < 3 || base > len(digitChars) {
		panic("bad base")
	}
	b := uint64(base)
	q := u / (b - 1)
	return digitChars[uint(u-q*b)] // want `^digitChars\[uint\(u - q \* b\)\]: index not proven in range$`
}
