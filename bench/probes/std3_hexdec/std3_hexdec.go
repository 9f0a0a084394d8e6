// Package std3_hexdec: hex encoding and decoding in the style of encoding/hex.
//
// Encode checks len(dst)/2 >= len(src) (no wrap, unlike 2*len(src)) and writes
// dst[2*i] and dst[2*i+1]: safe. Decode walks pairs while i < len(src)-1 and
// writes dst[i/2] after checking len(dst) >= len(src)/2: safe. DecodeTail
// also decodes a trailing odd nibble into dst[i/2] with i == len(src)-1, i.e.
// dst[len(src)/2], which the length check does not cover: src "abc" with a
// one-byte dst fails, a two-byte dst passes the same branches: latent.
//
// Needs: len relations with /2 and 2*i; byte-indexed string table; loop exit
// value i >= len(src)-1.
// Expect: strict:bounds on the tail write in DecodeTail; the rest safe.
package std3_hexdec

const hextable = "0123456789abcdef"

func fromHex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// Encode writes the hex form of src into dst.
func Encode(dst, src []byte) int {
	if len(dst)/2 < len(src) {
		return 0
	}
	for i, v := range src {
		dst[2*i] = hextable[v>>4]
		dst[2*i+1] = hextable[v&0x0f]
	}
	return 2 * len(src)
}

// Decode decodes pairs of hex digits; an odd final digit is an error.
func Decode(dst, src []byte) (int, bool) {
	if len(dst) < len(src)/2 {
		return 0, false
	}
	i := 0
	for ; i < len(src)-1; i += 2 {
		a, ok1 := fromHex(src[i])
		b, ok2 := fromHex(src[i+1])
		if !ok1 || !ok2 {
			return i / 2, false
		}
		dst[i/2] = a<<4 | b
	}
	return i / 2, i == len(src)
}

// DecodeTail also accepts an odd final digit as a high nibble.
func DecodeTail(dst, src []byte) (int, bool) {
	if len(dst) < len(src)/2 {
		return 0, false
	}
	i := 0
	for ; i < len(src)-1; i += 2 {
		a, ok1 := fromHex(src[i])
		b, ok2 := fromHex(src[i+1])
		if !ok1 || !ok2 {
			return i / 2, false
		}
		dst[i/2] = a<<4 | b
	}
	if i < len(src) {
		a, ok := fromHex(src[i])
		if !ok {
			return i / 2, false
		}
		dst[i/2] = a << 4 // strict:bounds
		return i/2 + 1, true
	}
	return i / 2, true
}
