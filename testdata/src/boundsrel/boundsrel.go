package boundsrel

import "io"

// Object invariants between fields: a buffered reader's
// 0 <= r <= w <= len(buf) (bufio.Reader), a buffer's off <= len(buf)
// (bytes.Buffer) and a writer's n <= len(buf) (bufio.Writer). Every store
// keeps them wherever other code may read the fields, so the reads
// elsewhere get them; a struct some store of which breaks its relation
// leaves its reads unproven.

type reader struct {
	buf  []byte
	rd   io.Reader
	r, w int
}

func newReader(rd io.Reader, size int) *reader {
	if size < 16 {
		size = 16
	}
	return &reader{buf: make([]byte, size), rd: rd}
}

func (b *reader) fill() {
	if b.r > 0 {
		copy(b.buf, b.buf[b.r:b.w])
		b.w -= b.r
		b.r = 0
	}
	n, _ := b.rd.Read(b.buf[b.w:])
	if n < 0 || n > len(b.buf)-b.w {
		panic("bad read count")
	}
	b.w += n
}

func (b *reader) buffered() int { return b.w - b.r }

func (b *reader) peek() []byte { return b.buf[b.r:b.w] }

func (b *reader) readByte() (byte, bool) {
	if b.r == b.w {
		b.fill()
		if b.r == b.w {
			return 0, false
		}
	}
	c := b.buf[b.r]
	b.r++
	return c, true
}

func (b *reader) discard(n int) {
	if n < 0 || n > b.w-b.r {
		return
	}
	b.r += n
}

func (b *reader) unread() {
	if b.r > 0 {
		b.r--
		b.buf[b.r] = 0
	}
}

func (b *reader) reset(buf []byte, rd io.Reader) {
	*b = reader{buf: buf, rd: rd}
}

type buffer struct {
	buf []byte
	off int
}

func (b *buffer) next(n int) []byte {
	m := len(b.buf) - b.off
	if n > m {
		n = m
	}
	if n < 0 {
		n = 0
	}
	data := b.buf[b.off : b.off+n]
	b.off += n
	return data
}

func (b *buffer) unreadBytes() []byte { return b.buf[b.off:] }

func (b *buffer) truncate() {
	b.buf = b.buf[:0]
	b.off = 0
}

func (b *buffer) write(p []byte) {
	b.buf = append(b.buf, p...)
}

// A writer whose count a careless method can push past its buffer.
type sloppy struct {
	buf []byte
	n   int
}

func (s *sloppy) avail() []byte {
	return s.buf[s.n:] // want `^s\.buf\[s\.n:\]: slice bounds not proven in range$`
}

func (s *sloppy) skip(k int) {
	if k > 0 {
		s.n += k
	}
}
