package boundsstd

// Getters: a method's postcondition speaks of the fields it finds
// (more() is true only when pos < len(src), Len() returns len(keys)),
// and a caller hands on what it knows of them, its own entry value
// included, so that a later read of the field agrees.
type cursor struct {
	src []byte
	pos int
}

func (c *cursor) more() bool { return c.pos < len(c.src) }

// Blanks indexes under the bool getter.
func Blanks(b []byte) int {
	c := &cursor{src: b}
	n := 0
	for c.more() {
		if c.src[c.pos] == ' ' {
			n++
		}
		c.pos++
	}
	return n
}

// lanes holds parallel slices: keys and vals are made alike, and seen is
// made as long as keys.
type lanes struct {
	keys []int
	vals []int
	seen []bool
}

func (l *lanes) Len() int { return len(l.keys) }

// mark makes seen as long as keys, and indexes it below Len: the store
// into seen changes no other field, so both calls of Len find the same
// keys. It indexes vals below Len and below len(seen) too: relations
// between the lengths of the fields (len(keys) <= len(vals), len(seen)
// <= len(vals)), which every store keeps, prove them.
func (l *lanes) mark() int {
	l.seen = make([]bool, l.Len())
	n := 0
	for i := range l.seen {
		n += l.vals[i]
	}
	for i := 0; i < l.Len(); i++ {
		if !l.seen[i] {
			n += l.vals[i]
		}
	}
	return n
}

// NewLanes makes keys and vals alike.
func NewLanes(t []int) *lanes {
	return &lanes{keys: append([]int(nil), t...), vals: append([]int(nil), t...)}
}

// Mark marks the lanes of any caller.
func (l *lanes) Mark() int { return l.mark() }

// decoder reads big-endian numbers from buf at off.
type decoder struct {
	buf []byte
	off int
}

// remaining is a pure getter: a caller reads its result as
// len(d.buf) - d.off, over what it knows of the fields.
func (d *decoder) remaining() int { return len(d.buf) - d.off }

// fits says whether n more bytes are left, through remaining.
func (d *decoder) fits(n int) bool { return d.remaining() >= n }

// U16 indexes below the getter's bound.
func (d *decoder) U16() uint16 {
	if d.off < 0 || d.remaining() < 2 {
		return 0
	}
	v := uint16(d.buf[d.off])<<8 | uint16(d.buf[d.off+1])
	d.off += 2
	return v
}

// U32 slices below the getter's bound, reached through fits.
func (d *decoder) U32() []byte {
	if d.off < 0 || !d.fits(4) {
		return nil
	}
	return d.buf[d.off : d.off+4]
}

// U24 is U16's twin over a bound one short.
func (d *decoder) U24() uint32 {
	if d.off < 0 || d.remaining() < 2 {
		return 0
	}
	return uint32(d.buf[d.off])<<16 | uint32(d.buf[d.off+1])<<8 | uint32(d.buf[d.off+2]) // want `^d\.buf\[d\.off \+ 2\]: index not proven in range$`
}
