// Package std3_binle: little-endian encoding in the style of encoding/binary.
//
// Uint16, Uint32 and PutUint32 start with a bounds hint (_ = b[1], _ = b[3]);
// the hint itself fails for short slices (latent), and every later index is
// safe after it. Uint64Bad hints b[6] but also reads b[7]: a 7-byte slice
// passes the hint and fails at b[7], an 8-byte one passes both: latent on
// both lines. Header checks len(b) >= 6 and decodes b[0:2] and b[2:6] with the
// helpers: safe (the helpers' hints belong to the helpers). AppendUint32:
// safe.
//
// Needs: facts from a successful index expression (b[3] ok implies len(b) >=
// 4); lengths of b[i:j].
// Expect: strict:bounds on each hint and on b[7] in Uint64Bad; the rest safe.
package std3_binle

// Uint16 decodes two bytes.
func Uint16(b []byte) uint16 {
	_ = b[1] // strict:bounds
	return uint16(b[0]) | uint16(b[1])<<8
}

// Uint32 decodes four bytes.
func Uint32(b []byte) uint32 {
	_ = b[3] // strict:bounds
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// PutUint32 encodes four bytes.
func PutUint32(b []byte, v uint32) {
	_ = b[3] // strict:bounds
	b[0] = byte(v)
	b[1] = byte(v >> 8)
	b[2] = byte(v >> 16)
	b[3] = byte(v >> 24)
}

// Uint64Bad hints one byte short.
func Uint64Bad(b []byte) uint64 {
	_ = b[6] // strict:bounds
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 |
		uint64(b[7])<<56 // strict:bounds
}

// Header decodes a 16-bit tag and a 32-bit length.
func Header(b []byte) (uint16, uint32, bool) {
	if len(b) < 6 {
		return 0, 0, false
	}
	return Uint16(b[0:2]), Uint32(b[2:6]), true
}

// AppendUint32 appends four bytes.
func AppendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
}
