// Package std3_readwrap: reading a circular byte buffer into dst with two
// copies, the way ring-buffer readers do.
//
// ReadAt copies buf[r:] and, if dst has room left, buf[:r] into dst[n:], where
// n is the first copy's count (n <= len(dst)): safe. ReadZ does both copies
// unconditionally and then terminates dst with a NUL at dst[n]; whenever the
// data fill dst (len(buf) >= len(dst)), n == len(dst) and the write fails
// (ReadZ(make(2), "abc", 0)); a longer dst passes the same statements: latent.
//
// Needs: the result of copy bounded by both lengths.
// Expect: strict:bounds on dst[n] in ReadZ; ReadAt safe.
package std3_readwrap

// ReadAt copies the ring contents starting at r into dst.
func ReadAt(dst, buf []byte, r int) int {
	if r < 0 || r > len(buf) {
		return 0
	}
	n := copy(dst, buf[r:])
	if n < len(dst) {
		n += copy(dst[n:], buf[:r])
	}
	return n
}

// ReadZ also writes a terminating zero byte.
func ReadZ(dst, buf []byte, r int) int {
	if r < 0 || r > len(buf) {
		return 0
	}
	n := copy(dst, buf[r:])
	n += copy(dst[n:], buf[:r])
	dst[n] = 0 // strict:bounds
	return n
}
