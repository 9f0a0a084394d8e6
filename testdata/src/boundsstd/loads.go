// Package boundsstd holds index and slice shapes from the standard library
// for the bounds analyzer in strict mode: each safe shape is proven (silent),
// and its unsafe twin, which differs by a write, a call or a bound, is
// reported.
package boundsstd

import (
	"encoding/binary"
	"fmt"
)

type buffer struct {
	buf  []byte
	in   []byte
	rs   []rune
	done bool
}

func (b *buffer) grow() { b.in = b.in[:0] }

// last: two loads of b.in in different blocks, no write between them.
func (b *buffer) last() byte {
	if len(b.in) == 0 {
		return 0
	}
	return b.in[len(b.in)-1]
}

// lastAfterCall: the call may change b.in between the test and the index.
func (b *buffer) lastAfterCall() byte {
	if len(b.in) == 0 {
		return 0
	}
	b.grow()
	return b.in[len(b.in)-1] // want `^b\.in\[len\(b\.in\) - 1\]: index not proven in range$`
}

// lastAfterStore: a store through another pointer may change b.in.
func (b *buffer) lastAfterStore(c *buffer) byte {
	if len(b.in) == 0 {
		return 0
	}
	c.in = nil
	return b.in[len(b.in)-1] // want `^b\.in\[len\(b\.in\) - 1\]: index not proven in range$`
}

// lastAfterFlag: a store of a bool, wherever it goes, cannot change b.in.
func (b *buffer) lastAfterFlag(c *buffer) byte {
	if len(b.in) == 0 {
		return 0
	}
	c.done = true
	return b.in[len(b.in)-1]
}

// spaces writes no memory that existed before it was called.
func spaces(p []byte) int {
	n := 0
	for _, c := range p {
		if c == ' ' {
			n++
		}
	}
	return n
}

// lastAfterReadingCall: the call writes nothing, so b.in is unchanged.
func (b *buffer) lastAfterReadingCall() byte {
	if len(b.in) == 0 {
		return 0
	}
	if spaces(b.in) > 3 {
		return 1
	}
	return b.in[len(b.in)-1]
}

// pair: the && makes three blocks reading b.rs.
func (b *buffer) pair() bool { return len(b.rs) == 2 && b.rs[0] == b.rs[1] }

// pairWrong: one element too far for a pair.
func (b *buffer) pairWrong() bool { return len(b.rs) >= 2 && b.rs[0] == b.rs[2] } // want `^b\.rs\[2\]: index not proven in range$`

// lastInLoop: b.in is loaded before the loop and in its body; the body
// writes nothing.
func (b *buffer) lastInLoop(n int) int {
	t := 0
	if len(b.in) > 0 {
		for i := 0; i < n; i++ {
			t += int(b.in[len(b.in)-1])
		}
	}
	return t
}

// lastInLoopWrite: the body shortens b.in, read again in the next iteration.
func (b *buffer) lastInLoopWrite(n int) int {
	t := 0
	if len(b.in) > 0 {
		for i := 0; i < n; i++ {
			t += int(b.in[len(b.in)-1]) // want `^b\.in\[len\(b\.in\) - 1\]: index not proven in range$`
			b.in = b.in[:0]
		}
	}
	return t
}

type lines struct{ lines [][]int }

// truncate: the load after the store reads the stored value.
func (w *lines) truncate(n int) {
	if n < 1 || n > len(w.lines) {
		return
	}
	w.lines = w.lines[:n]
	w.lines[n-1] = nil
}

func (w *lines) flush() { w.lines = nil }

// truncateCall: the call may change w.lines after the store.
func (w *lines) truncateCall(n int) {
	if n < 1 || n > len(w.lines) {
		return
	}
	w.lines = w.lines[:n]
	w.flush()
	w.lines[n-1] = nil // want `^w\.lines\[n - 1\]: index not proven in range$`
}

// dots (path.Clean): path[r] read again in the next case is the same byte,
// so a second '.' test there means the first case's r+1 == n was false.
func dots(path string) int {
	n, c := len(path), 0
	for r := 0; r < n; r++ {
		switch {
		case path[r] == '/':
		case path[r] == '.' && (r+1 == n || path[r+1] == '/'):
		case path[r] == '.' && path[r+1] == '.':
			c++
		}
	}
	return c
}

// dotsShifted: the second case tests the byte after r, which says nothing
// of r+1 == n.
func dotsShifted(path string) int {
	n, c := len(path), 0
	for r := 0; r+1 < n; r++ {
		switch {
		case path[r+1] == '.' && r+2 == n:
		case path[r] == '.' && path[r+2] == '.': // want `^path\[r \+ 2\]: index not proven in range$`
			c++
		}
	}
	return c
}

// elemTwice: two loads of p[i], no write between them, read one value.
func elemTwice(p []byte, i int) byte {
	if i < 0 || i >= len(p)-1 {
		return 0
	}
	if p[i] == 0 && i+2 == len(p) {
		return 1
	}
	if p[i] == 0 {
		return p[i+2]
	}
	return 0
}

// elemTwiceStore: a store between the two loads may change p[i].
func elemTwiceStore(p, q []byte, i int) byte {
	if i < 0 || i >= len(p)-1 {
		return 0
	}
	if p[i] == 0 && i+2 == len(p) {
		return 1
	}
	if len(q) > 0 {
		q[0] = 1
	}
	if p[i] == 0 {
		return p[i+2] // want `^p\[i \+ 2\]: index not proven in range$`
	}
	return 0
}

func (b *buffer) mark() { b.done = true }

// lastAfterMark: the call writes only a bool, which cannot change b.in.
func (b *buffer) lastAfterMark() byte {
	if len(b.in) == 0 {
		return 0
	}
	b.mark()
	return b.in[len(b.in)-1]
}

type methods struct{ list []int }

type iface struct {
	methods
	pkg string
}

// method: reflect's interfaceType.Method reads t.Methods, a field of an
// embedded struct, in the test and in the index: two address computations
// of one location.
func (t *iface) method(i int) int {
	if i < 0 || i >= len(t.list) {
		return 0
	}
	return t.list[i]
}

// methodOther: the test is on another iface's list.
func (t *iface) methodOther(u *iface, i int) int {
	if i < 0 || i >= len(u.list) {
		return 0
	}
	return t.list[i] // want `^t\.list\[i\]: index not proven in range$`
}

var digits0x = [6]int{1, 2, 3, 4, 5, 6}

// digitAfter: time's layout parser tests layout[i+1] against '1' and '6'
// and indexes a 6-element table by it; the three reads of layout[i+1] agree.
func digitAfter(layout string, i int) int {
	if i >= 0 && i < len(layout)-1 && '1' <= layout[i+1] && layout[i+1] <= '6' {
		return digits0x[layout[i+1]-'1']
	}
	return 0
}

// digitAfterNext: the table index reads layout[i+2], which was not tested.
func digitAfterNext(layout string, i int) int {
	if i >= 0 && i < len(layout)-2 && '1' <= layout[i+1] && layout[i+1] <= '6' {
		return digits0x[layout[i+2]-'1'] // want `^digits0x\[layout\[i \+ 2\] - '1'\]: index not proven in range$`
	}
	return 0
}

// A call of another package's function that changes no memory (its
// ReadOnly fact) keeps loads before and after it one value, as does an
// append to an unrelated slice (it writes elements of its own type):
// archive/zip's readBuf.
type zipBuf []byte

func (b *zipBuf) uint32() uint32 {
	v := binary.LittleEndian.Uint32(*b)
	*b = (*b)[4:]
	return v
}

type zipHeader struct {
	buf []byte
}

func (h *zipHeader) sum(p []int) byte {
	if len(h.buf) < 8 {
		return 0
	}
	x := binary.BigEndian.Uint32(h.buf)
	p = append(p, int(x))
	return h.buf[7] + byte(len(p))
}

// fmt.Println may change anything (it calls String methods).
func (h *zipHeader) sumPrinted() byte {
	if len(h.buf) < 8 {
		return 0
	}
	fmt.Println("x")
	return h.buf[7] // want `index not proven in range`
}
