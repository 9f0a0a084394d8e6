package boundsstd

const flushAt = 240

type bitWriter struct {
	bytes  [flushAt + 8]byte
	nbytes int
}

func (w *bitWriter) flush(b []byte) {}

// The count is flushed when it reaches flushAt, so it stays below it (a
// field invariant from that guard): six bytes fit past it
// (compress/flate).
func (w *bitWriter) put48(bits uint64) {
	n := w.nbytes
	b := w.bytes[n : n+6]
	b[0] = byte(bits)
	b[5] = byte(bits >> 40)
	n += 6
	if n >= flushAt {
		w.flush(w.bytes[:n])
		n = 0
	}
	w.nbytes = n
}

// Without the first slice: the invariant alone bounds n+6.
func (w *bitWriter) put48Unchecked(bits uint64) {
	n := w.nbytes + 6
	if n >= flushAt {
		w.flush(w.bytes[:n])
	}
}
