package boundsstd

// Bitmap sets bit i of a bitmap of n bits, one byte per 8: (n+7)/8 wraps
// around for the largest n, but then make panics on the negative length,
// so past it 8·len(b) >= n, and i/8 < len(b) for i < n.
func Bitmap(n int, keep func(int) bool) []byte {
	if n < 0 {
		return nil
	}
	b := make([]byte, (n+7)/8)
	for i := 0; i < n; i++ {
		if keep(i) {
			b[i/8] |= 1 << (i % 8)
		}
	}
	return b
}

// Words is Bitmap with 64-bit words and shifts.
func Words(n int) []uint64 {
	if n < 0 {
		return nil
	}
	w := make([]uint64, (n+63)>>6)
	for i := 0; i < n; i++ {
		w[i>>6] |= 1 << (i & 63)
	}
	return w
}

// BitmapUint wraps to a small length instead: for n = 2^64-1, (n+7)/8 == 0
// and b[0] panics.
func BitmapUint(n uint) []byte {
	b := make([]byte, (n+7)/8)
	for i := uint(0); i < n; i++ {
		b[i/8] |= 1 << (i % 8) // want `^b\[i / 8\]: index not proven in range$`
	}
	return b
}
