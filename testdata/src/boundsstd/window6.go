package boundsstd

const flushAt = 240

type bitWriter struct {
	bytes  [flushAt + 8]byte
	nbytes int
}

func (w *bitWriter) flush(b []byte) {}

// Slicing w.bytes[n:n+6] shows that n+6 does not wrap and is at most
// len(w.bytes): the n it then sets is in range (compress/flate).
func (w *bitWriter) put48(bits uint64) {
	n := w.nbytes
	b := w.bytes[n : n+6] // want `^w\.bytes\[n:n \+ 6\]: slice bounds not proven in range$`
	b[0] = byte(bits)
	b[5] = byte(bits >> 40)
	n += 6
	if n >= flushAt {
		w.flush(w.bytes[:n])
		n = 0
	}
	w.nbytes = n
}

// Without the first slice, n+6 may wrap to a negative length.
func (w *bitWriter) put48Unchecked(bits uint64) {
	n := w.nbytes + 6
	if n >= flushAt {
		w.flush(w.bytes[:n]) // want `^w\.bytes\[:n\]: slice bounds not proven in range$`
	}
}
