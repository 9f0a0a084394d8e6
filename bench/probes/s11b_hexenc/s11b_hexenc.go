// Package s11b_hexenc: hex and base64 encoders and a hex decoder in the
// style of encoding/hex and encoding/base64, writing into caller buffers.
//
// Table lookups use b>>4, b&0x0f (a byte) and v>>k&0x3f, all in range of the
// 16- and 64-byte digit strings. Encode64 consumes 3-byte groups while
// len(src)-i >= 3 (i <= len(src) throughout, so neither i+2 nor the
// subtraction wraps) and checks len(dst)-j >= 4 before each 4-byte group;
// after the loop rem = len(src)-i is in [0, 2], so src[i] is in range when
// rem >= 1 and src[i+1] when rem == 2. DecodeHex consumes pairs by
// re-slicing (len(src) >= 2 before src[1] and src[2:]) and checks the output
// index against len(dst).
//
// Needs: octagon relations i <= len(src), len(dst)-j >= 4; byte shifts and
// masks; re-slicing in a loop.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_hexenc

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

const hexDigits = "0123456789abcdef"

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// AppendHex appends the lower-case hex form of src to dst.
func AppendHex(dst, src []byte) []byte {
	for _, b := range src {
		dst = append(dst, hexDigits[b>>4], hexDigits[b&0x0f])
	}
	return dst
}

// HexByte returns the two hex digits of b.
func HexByte(b byte) [2]byte {
	var out [2]byte
	out[0] = hexDigits[b>>4]
	out[1] = hexDigits[b&0x0f]
	return out
}

// Encode64 writes the padded base64 form of src into dst, stopping when dst
// is full, and returns the number of bytes written.
func Encode64(dst, src []byte) int {
	i, j := 0, 0
	for ; len(src)-i >= 3; i += 3 {
		if len(dst)-j < 4 {
			return j
		}
		v := uint(src[i])<<16 | uint(src[i+1])<<8 | uint(src[i+2])
		dst[j] = b64[v>>18&0x3f]
		dst[j+1] = b64[v>>12&0x3f]
		dst[j+2] = b64[v>>6&0x3f]
		dst[j+3] = b64[v&0x3f]
		j += 4
	}
	rem := len(src) - i
	if rem == 0 || len(dst)-j < 4 {
		return j
	}
	v := uint(src[i]) << 16
	if rem == 2 {
		v |= uint(src[i+1]) << 8
	}
	dst[j] = b64[v>>18&0x3f]
	dst[j+1] = b64[v>>12&0x3f]
	if rem == 2 {
		dst[j+2] = b64[v>>6&0x3f]
	} else {
		dst[j+2] = '='
	}
	dst[j+3] = '='
	assert(j+4 <= len(dst))
	return j + 4
}

func unhex(c byte) (byte, bool) {
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

// DecodeHex decodes src into dst and returns the number of bytes written and
// whether all of src was valid and used.
func DecodeHex(dst, src []byte) (int, bool) {
	n := 0
	for len(src) >= 2 {
		hi, ok1 := unhex(src[0])
		lo, ok2 := unhex(src[1])
		if !ok1 || !ok2 || n >= len(dst) {
			return n, false
		}
		dst[n] = hi<<4 | lo
		n++
		src = src[2:]
	}
	return n, len(src) == 0
}
