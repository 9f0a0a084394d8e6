// Package std3_copywin: copy and append windows in the style of slices.Insert
// and bytes.Buffer.
//
// Insert appends one element first, so len(s) becomes n+1 and s[i+1:], s[i:]
// and s[i] are in range for 0 <= i <= n: safe. InsertBad forgets the append:
// s[i+1:] fails for i == len(s) and passes for smaller i through the same
// branches: latent (s[i] after it is safe). Consume drops the first k bytes
// with copy and reslices to the count copied: safe. Window appends
// s[off:off+k] after checking k <= len(s)-off: safe.
//
// Needs: len after append; result of copy; relational guards without wrap.
// Expect: strict:bounds on s[i+1:] in InsertBad; the rest safe.
package std3_copywin

// Insert inserts v at position i.
func Insert(s []int, i, v int) []int {
	if i < 0 || i > len(s) {
		return s
	}
	s = append(s, 0)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

// InsertBad forgets to grow s.
func InsertBad(s []int, i, v int) []int {
	if i < 0 || i > len(s) {
		return s
	}
	copy(s[i+1:], s[i:]) // strict:bounds
	s[i] = v
	return s
}

// Consume drops the first k bytes of buf.
func Consume(buf []byte, k int) []byte {
	if k < 0 || k > len(buf) {
		return buf
	}
	n := copy(buf, buf[k:])
	return buf[:n]
}

// Window appends s[off:off+k] to dst.
func Window(dst, s []byte, off, k int) []byte {
	if off < 0 || off > len(s) || k < 0 || k > len(s)-off {
		return dst
	}
	return append(dst, s[off:off+k]...)
}
