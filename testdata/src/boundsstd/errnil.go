package boundsstd

import "errors"

var errNoData = errors.New("no data")

// errReader refills its buffer from a source: fill returns nil only when
// r.off < len(r.buf), which its callers index by after err != nil.
type errReader struct {
	buf []byte
	off int
	src func([]byte) int
}

func (r *errReader) fill() error {
	if r.off < len(r.buf) {
		return nil
	}
	n := r.src(r.buf[:cap(r.buf)])
	if n <= 0 || n > cap(r.buf) {
		return errNoData
	}
	r.buf = r.buf[:n]
	r.off = 0
	return nil
}

// ReadByte reads the byte fill made available.
func (r *errReader) ReadByte() (byte, error) {
	if err := r.fill(); err != nil {
		return 0, err
	}
	c := r.buf[r.off]
	r.off++
	return c, nil
}

// fillLoose may return nil with an empty buffer.
func (r *errReader) fillLoose() error {
	if r.off < len(r.buf) {
		return nil
	}
	n := r.src(r.buf[:cap(r.buf)])
	if n > cap(r.buf) {
		return errNoData
	}
	if n < 0 {
		n = 0
	}
	r.buf = r.buf[:n]
	r.off = 0
	return nil
}

// ReadByteLoose indexes where fillLoose may have left nothing.
func (r *errReader) ReadByteLoose() (byte, error) {
	if err := r.fillLoose(); err != nil {
		return 0, err
	}
	c := r.buf[r.off] // want `^r\.buf\[r\.off\]: index not proven in range$`
	r.off++
	return c, nil
}

// header returns the header's length, which a nil error says p holds.
func header(p []byte) (int, error) {
	if len(p) < 4 {
		return 0, errors.New("short header")
	}
	n := int(p[0])
	if n < 4 || n > len(p) {
		return 0, errNoData
	}
	return n, nil
}

// body slices p past the header once header returns no error.
func body(p []byte) []byte {
	n, err := header(p)
	if err != nil {
		return nil
	}
	return p[n:]
}

// bodyIgnoring slices p past the header whatever header returns.
func bodyIgnoring(p []byte) []byte {
	n, _ := header(p)
	return p[n-1:] // want `^p\[n - 1:\]: slice bounds not proven in range$`
}

// wrapped passes header's error on through a variable.
func wrapped(p []byte) (int, error) {
	n, err := header(p)
	if err != nil {
		return 0, err
	}
	return n, nil
}

// bodyWrapped slices after wrapped's nil error.
func bodyWrapped(p []byte) []byte {
	n, err := wrapped(p)
	if err == nil {
		return p[n-1:]
	}
	return nil
}
