// Package ctl3_fallthrough: switch fallthrough over a byte count, the way hash
// functions fold a tail of one to three bytes.
//
// Tail folds b[2], b[1], b[0] for len 3, 2, 1 through fallthrough: each read
// is reached only with len(b) large enough: safe. TailBad lets case 0 fall
// through into case 1, which reads b[1]: P = the case 1 body, reached only
// with len(b) == 0 (via fallthrough) or 1, fails on every execution:
// manifest. TailLast falls from n == 2 into a default clause reading b[n-1]:
// n = 0 enters the default directly and fails, n = 1 and n = 3 enter it
// directly and pass: latent.
//
// Needs: fallthrough edges in switch lowering; per-clause length facts.
// Expect: want:bounds in TailBad; strict:bounds in TailLast; Tail safe.
package ctl3_fallthrough

// Tail folds the last one to three bytes.
func Tail(b []byte) (h uint32) {
	switch len(b) {
	case 3:
		h ^= uint32(b[2]) << 16
		fallthrough
	case 2:
		h ^= uint32(b[1]) << 8
		fallthrough
	case 1:
		h ^= uint32(b[0])
	}
	return h
}

// TailBad falls from the empty case into the one-byte case.
func TailBad(b []byte) (h uint32) {
	switch len(b) {
	case 0:
		fallthrough
	case 1:
		h = uint32(b[1]) // want:bounds
	case 2:
		h = uint32(b[0])<<8 | uint32(b[1])
	}
	return h
}

// TailLast reads the last byte in the default clause.
func TailLast(b []byte) (h uint32) {
	n := len(b)
	switch {
	case n == 2:
		h = uint32(b[1]) << 8
		fallthrough
	default:
		h |= uint32(b[n-1]) // strict:bounds
	}
	return h
}
