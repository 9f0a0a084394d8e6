// Package std3_putat: writing a big-endian uint16 at an offset, with a range
// check that can wrap.
//
// PutAt checks off+2 > len(b); for off = MaxInt-1 the sum wraps to a negative
// number, the check passes and b[off] fails for every realistic b (and
// b[off+1] for len(b) == MaxInt). Small offsets pass the same branches:
// latent (exact wrap-around). Both writes are on one line. PutAtOK compares
// off > len(b)-2, which cannot wrap (len(b)-2 >= -2): safe.
//
// Needs: exact wrap-around in a guard.
// Expect: strict:bounds on the writes in PutAt; PutAtOK safe.
package std3_putat

// PutAt writes v at b[off:off+2].
func PutAt(b []byte, off int, v uint16) bool {
	if off < 0 || off+2 > len(b) {
		return false
	}
	b[off], b[off+1] = byte(v>>8), byte(v) // strict:bounds
	return true
}

// PutAtOK uses a guard that cannot wrap.
func PutAtOK(b []byte, off int, v uint16) bool {
	if off < 0 || off > len(b)-2 {
		return false
	}
	b[off], b[off+1] = byte(v>>8), byte(v)
	return true
}
