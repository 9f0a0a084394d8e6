package boundsfields

// Fields that every store keeps within a buffer of their struct (the
// digest's nx in crypto/md5 and crypto/sha256, ascii85's nbuf) or
// non-negative (bytes.Reader's i): the analysis proves each store in
// range, assuming the range at every read, and the reads elsewhere get it.

type digest struct {
	x   [64]byte
	nx  int
	len uint64
}

func (d *digest) Write(p []byte) int {
	n := len(p)
	d.len += uint64(n)
	if d.nx > 0 {
		k := copy(d.x[d.nx:], p)
		d.nx += k
		if d.nx == len(d.x) {
			d.nx = 0
		}
		p = p[k:]
	}
	if len(p) >= len(d.x) {
		p = p[len(p)&^63:]
	}
	if len(p) > 0 {
		d.nx = copy(d.x[:], p)
	}
	return n
}

func (d *digest) tail() []byte { return d.x[:d.nx] }

func (d *digest) rest() []byte { return d.x[d.nx:] }

// A wheel position that every store keeps below the buffer's length.
type wheel struct {
	buf [32]int
	pos int
}

func (r *wheel) push(v int) {
	r.buf[r.pos] = v
	r.pos = (r.pos + 1) % len(r.buf)
}

func (r *wheel) last() int { return r.buf[r.pos] }

// A field one store may push to the buffer's length (enc.n == len(enc.buf)
// after a full block) is at most that length: slicing is proven, indexing
// is not.
type enc struct {
	buf [4]byte
	n   int
}

func (e *enc) put(b byte) {
	e.buf[e.n] = b // want `^e\.buf\[e\.n\]: index not proven in range$`
	e.n++
	if e.n == len(e.buf) {
		e.flush()
	}
}

func (e *enc) flush()          { e.n = 0 }
func (e *enc) pending() []byte { return e.buf[:e.n] }

// A non-negative offset: every store is of a length or a checked value.
type reader struct {
	s []byte
	i int
}

func (r *reader) ReadByte() (byte, bool) {
	if r.i >= len(r.s) {
		return 0, false
	}
	b := r.s[r.i]
	r.i++
	return b, true
}

func (r *reader) Seek(off int) bool {
	if off < 0 {
		return false
	}
	r.i = off
	return true
}

func (r *reader) Reset(s []byte) { r.s, r.i = s, len(s) }

// One store of an unchecked value breaks the invariant, and the reads are
// inputs again.
type loose struct {
	buf [8]byte
	n   int
}

func (l *loose) set(n int) { l.n = n }

func (l *loose) get() byte {
	return l.buf[l.n] // want `^l\.buf\[l\.n\]: index not proven in range$`
}

// A store that keeps the range only if another field's does: the round
// that drops one re-checks the other.
type twins struct {
	buf  [16]byte
	a, b int
}

func (p *twins) seta(v int) { p.a = v }
func (p *twins) copyab()    { p.b = p.a }

func (p *twins) getb() byte {
	return p.buf[p.b] // want `^p\.buf\[p\.b\]: index not proven in range$`
}

// A store may leave a field out of its range until a later store of the
// same function brings it back (math/rand's rng.tap-- then += rngLen):
// only where other code may read it (a call, a return, a panic) must it be
// in range. A read of the function's own store in between gets no range:
// prev reads -1 when tap was 0 (as a zero tapped has it). A read through
// the receiver that may follow either store (next's) reads the value the
// last of them wrote.
type tapped struct {
	vec [8]int
	tap int
}

func (t *tapped) next() int {
	t.tap--
	if t.tap < 0 {
		t.tap += len(t.vec)
	}
	return t.vec[t.tap]
}

func (t *tapped) at() int { return t.vec[t.tap] }

func (t *tapped) prev() int {
	t.tap--
	k := t.tap // -1 when tap was 0
	if t.tap < 0 {
		t.tap = 0
	}
	return t.vec[k] // want `^t\.vec\[k\]: index out of range \[-1\] with length 8 on every path through line [0-9]+ \(witness: t\.tap=0\)$`
}

// A call between the two stores may read the field out of range.
type watched struct {
	vec [8]int
	pos int
}

func (w *watched) step(f func(*watched)) {
	w.pos++
	f(w)
	if w.pos == len(w.vec) {
		w.pos = 0
	}
}

func (w *watched) cur() int {
	return w.vec[w.pos] // want `^w\.vec\[w\.pos\]: index not proven in range$`
}

// A copy of the whole struct between the two stores carries the value out
// of range away: it must be in range there too.
type snap struct {
	buf [4]int
	n   int
}

func (s *snap) set(k int) {
	if k >= 0 && k < len(s.buf) {
		s.n = k
	}
}

func (s *snap) save(dst *snap) {
	old := s.n
	s.n = -old - 1
	*dst = *s
	s.n = old
}

func (s *snap) get() int {
	return s.buf[s.n] // want `^s\.buf\[s\.n\]: index not proven in range$`
}

// A sentinel stored and replaced before anything else runs is no bound.
type marked struct {
	buf [4]int
	n   int
}

func (m *marked) set(k int) {
	m.n = -1
	if k >= 0 && k < len(m.buf) {
		m.n = k
		return
	}
	m.n = 0
}

func (m *marked) get() int { return m.buf[m.n] }

// A field that indexes a table of the package, kept below its length by
// every store.
type level uint8

var levelNames = [4]string{"debug", "info", "warn", "error"}

type logger struct{ lvl level }

func (l *logger) set(v level) {
	if v < level(len(levelNames)) {
		l.lvl = v
	}
}

func (l *logger) name() string { return levelNames[l.lvl] }

// One store may set any level.
type rawLogger struct{ lvl level }

func (l *rawLogger) set(v level) { l.lvl = v }

func (l *rawLogger) name() string {
	return levelNames[l.lvl] // want `^levelNames\[l\.lvl\]: index not proven in range$`
}

// A store of a helper's result, which its postcondition bounds.
type cursor struct {
	buf [16]byte
	pos int
}

func clampPos(p int) int {
	if p < 0 {
		return 0
	}
	if p > 15 {
		return 15
	}
	return p
}

func (c *cursor) seek(p int) { c.pos = clampPos(p) }

func (c *cursor) at() byte { return c.buf[c.pos] }

// A dereference of a pointer that may be nil, between the two stores, may
// panic; a deferred recover may then read the field out of range.
type guarded struct {
	buf [4]int
	n   int
}

func (g *guarded) set(k int) {
	if k >= 0 && k < len(g.buf) {
		g.n = k
	}
}

func (g *guarded) swap(o *int) {
	old := g.n
	g.n = -old - 1
	*o = old
	g.n = old
}

func (g *guarded) get() int {
	return g.buf[g.n] // want `^g\.buf\[g\.n\]: index not proven in range$`
}

// A writer that flushes its buffer when the count reaches a threshold
// keeps the count below the threshold ([0, flushAt-1], a candidate from the
// guard; boundsstd's bitWriter has six bytes of room past it): here six
// bytes do not fit past it.
const flushAt = 24

type lateWriter struct {
	bytes  [flushAt + 4]byte
	nbytes int
	out    []byte
}

func (w *lateWriter) put6(v uint64) {
	n := w.nbytes
	b := w.bytes[n : n+6] // want `^w\.bytes\[n:n \+ 6\]: slice bounds not proven in range$`
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
	n += 6
	if n >= flushAt {
		w.out = append(w.out, w.bytes[:n]...)
		n = 0
	}
	w.nbytes = n
}
