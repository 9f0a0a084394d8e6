// Package boundsstd holds index and slice shapes from the standard library
// for the bounds analyzer in strict mode: each safe shape is proven (silent),
// and its unsafe twin, which differs by a write, a call or a bound, is
// reported.
package boundsstd

type buffer struct {
	buf  []byte
	in   []byte
	rs   []rune
	done bool
}

func (b *buffer) grow() {}

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

// lastAfterFlag: a store to a flag of another struct cannot be told
// apart from one to b.in (no alias analysis).
func (b *buffer) lastAfterFlag(c *buffer) byte {
	if len(b.in) == 0 {
		return 0
	}
	c.done = true
	return b.in[len(b.in)-1] // want `^b\.in\[len\(b\.in\) - 1\]: index not proven in range$`
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

func (w *lines) flush() {}

// truncateCall: the call may change w.lines after the store.
func (w *lines) truncateCall(n int) {
	if n < 1 || n > len(w.lines) {
		return
	}
	w.lines = w.lines[:n]
	w.flush()
	w.lines[n-1] = nil // want `^w\.lines\[n - 1\]: index not proven in range$`
}
