package boundsstd

// scanner's methods read its fields on entry; the field relations alone
// give 0 <= pos <= len(src), not pos < len(src). What each caller knows of
// the fields when it calls (a test, a store, a new struct's zero values)
// is the calling context of the fields the callee finds.
type scanner struct {
	src string
	pos int
}

// advance keeps 0 <= pos <= len(src).
func (s *scanner) advance() {
	if s.pos < len(s.src) {
		s.pos++
	}
}

// cur is only called where pos < len(src).
func (s *scanner) cur() byte { return s.src[s.pos] }

// at is also called by Peek, whose scanner may be empty.
func (s *scanner) at() byte {
	return s.src[s.pos] // want `^s\.src\[s\.pos\]: index not proven in range$`
}

// Spaces tests the fields before each call of cur.
func Spaces(src string) int {
	s := &scanner{src: src}
	n := 0
	for s.pos < len(s.src) {
		if s.cur() == ' ' || s.at() == '\t' {
			n++
		}
		s.advance()
	}
	return n
}

// First calls cur on a new scanner (pos is 0) once src is not empty.
func First(src string) byte {
	if src == "" {
		return 0
	}
	s := &scanner{src: src}
	return s.cur()
}

// Peek calls at on a scanner of any src.
func Peek(src string) byte {
	s := &scanner{src: src}
	return s.at()
}

// stack's reset leaves what top reads: a later call finds the fields
// reset left (what its postcondition says of them).
type stack struct {
	buf []int
	n   int
}

func (s *stack) reset() {
	s.buf = make([]int, 8)
	s.n = 0
}

// top is called only right after reset.
func (s *stack) top() int { return s.buf[s.n] }

// Fresh resets a stack and reads its top.
func Fresh() int {
	var s stack
	s.reset()
	return s.top()
}
