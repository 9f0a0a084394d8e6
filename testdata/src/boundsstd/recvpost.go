package boundsstd

// growBuf mirrors bytes.Buffer: a method leaves the receiver's fields in a
// state its callers index by (what grow leaves in b.buf, what empty says
// of b.buf and b.off).
type growBuf struct {
	buf []byte
	off int
}

// grow makes room for n more bytes and returns where they start: it
// leaves len(b.buf) == m + n. Its callers pass n >= 0, under which the
// capacity either way in holds m + n.
func (b *growBuf) grow(n int) int {
	m := len(b.buf)
	if n > cap(b.buf)-m {
		nb := make([]byte, m, 2*cap(b.buf)+n)
		copy(nb, b.buf)
		b.buf = nb
	}
	b.buf = b.buf[:m+n]
	return m
}

// Write copies p where grow made room for it.
func (b *growBuf) Write(p []byte) int {
	m := b.grow(len(p))
	return copy(b.buf[m:], p)
}

// WriteByte stores c at the byte grow added.
func (b *growBuf) WriteByte(c byte) {
	m := b.grow(1)
	b.buf[m] = c
}

// reserve makes room like grow but leaves len(b.buf) as it was.
func (b *growBuf) reserve(n int) int {
	m := len(b.buf)
	if n > cap(b.buf)-m {
		nb := make([]byte, m, 2*cap(b.buf)+n)
		copy(nb, b.buf)
		b.buf = nb
	}
	return m
}

// writeReserved is WriteByte's twin over reserve: b.buf[m] is one past
// the end.
func (b *growBuf) writeReserved(c byte) {
	m := b.reserve(1)
	b.buf[m] = c // want `^b\.buf\[m\]: index not proven in range$`
}

func (b *growBuf) empty() bool { return len(b.buf) <= b.off }

// ReadByte reads the byte at b.off once empty said there is one.
func (b *growBuf) ReadByte() byte {
	if b.empty() || b.off < 0 {
		return 0
	}
	return b.buf[b.off]
}

func (b *growBuf) full() bool { return len(b.buf) >= b.off }

// readFull is ReadByte's twin over the wrong test: past it, b.off is at
// least len(b.buf), so the index always fails.
func (b *growBuf) readFull() byte {
	if b.full() || b.off < 0 {
		return 0
	}
	return b.buf[b.off] // want `^b\.buf\[b\.off\]: index out of range \[\d+\] with length \d+ on every path through line \d+`
}

// tryGrow extends b.buf in place when its capacity allows (bytes.Buffer's
// tryGrowByReslice): when it says so, len(b.buf) == m + n.
func (b *growBuf) tryGrow(n int) (int, bool) {
	if l := len(b.buf); n <= cap(b.buf)-l {
		b.buf = b.buf[:l+n]
		return l, true
	}
	return 0, false
}

// WriteTwoWays reads b.buf after a join: each way in leaves len(b.buf) ==
// m + len(p).
func (b *growBuf) WriteTwoWays(p []byte) int {
	m, ok := b.tryGrow(len(p))
	if !ok {
		m = b.grow(len(p))
	}
	return copy(b.buf[m:], p)
}

// WriteByteTwoWays stores at the byte either way added.
func (b *growBuf) WriteByteTwoWays(c byte) {
	m, ok := b.tryGrow(1)
	if !ok {
		m = b.grow(1)
	}
	b.buf[m] = c
}

// writeByteOrReserve is its twin: reserve leaves b.buf as it was, and
// b.buf[m] one past its end.
func (b *growBuf) writeByteOrReserve(c byte) {
	m, ok := b.tryGrow(1)
	if !ok {
		m = b.reserve(1)
	}
	b.buf[m] = c // want `^b\.buf\[m\]: index not proven in range$`
}
