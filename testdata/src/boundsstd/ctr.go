package boundsstd

import mbits "math/bits"

// crypto/internal/fips140/aes's CTR.XORKeyStreamAt: dst is cut to src's
// length, and both advance together; the conversions of dst to arrays
// hold while len(src) does. The function is large enough that the
// relational domain runs over variable packs, whose cone must then take
// in the loop's and the branches' guards on src.

const ctrBlockSize = 16

type ctrBlock struct {
	rounds int
	enc    [60]uint32
}
type ctrStream struct {
	b          ctrBlock
	ivlo, ivhi uint64
}

var ctrAsm bool

func blocksN(b *ctrBlock, dst, src []byte, ivlo, ivhi uint64) {
	buf := make([]byte, len(src), 8*ctrBlockSize)
	for i := 0; i < len(buf); i += ctrBlockSize {
		buf[i] = byte(ivlo)
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 1)
	}
	for i := range buf {
		buf[i] ^= src[i]
	}
	copy(dst, buf)
}

func blocksN1(b *ctrBlock, dst, src *[ctrBlockSize]byte, ivlo, ivhi uint64) {
	blocksN(b, dst[:], src[:], ivlo, ivhi)
}
func blocksN8(b *ctrBlock, dst, src *[8 * ctrBlockSize]byte, ivlo, ivhi uint64) {
	blocksN(b, dst[:], src[:], ivlo, ivhi)
}

func blocksN4(b *ctrBlock, dst, src *[4 * ctrBlockSize]byte, ivlo, ivhi uint64) {
	blocksN(b, dst[:], src[:], ivlo, ivhi)
}
func blocksN2(b *ctrBlock, dst, src *[2 * ctrBlockSize]byte, ivlo, ivhi uint64) {
	blocksN(b, dst[:], src[:], ivlo, ivhi)
}

func ctrAdd128(lo, hi uint64, x uint64) (uint64, uint64) {
	lo, c := mbits.Add64(lo, x, 0)
	hi, _ = mbits.Add64(hi, 0, c)
	return lo, hi
}
func ctrOverlap(x, y []byte) bool { return len(x) > 0 && len(y) > 0 && &x[0] == &y[0] }

func (c *ctrStream) XORKeyStreamAt(dst, src []byte, offset uint64) {
	if len(dst) < len(src) {
		panic("crypto/aes: len(dst) < len(src)")
	}
	dst = dst[:len(src)]
	if ctrOverlap(dst, src) {
		panic("crypto/aes: invalid buffer overlap")
	}
	ivlo, ivhi := ctrAdd128(c.ivlo, c.ivhi, offset/ctrBlockSize)
	if blockOffset := offset % ctrBlockSize; blockOffset != 0 {
		var in, out [ctrBlockSize]byte
		copy(in[blockOffset:], src)
		blocksN1(&c.b, &out, &in, ivlo, ivhi)
		n := copy(dst, out[blockOffset:])
		src = src[n:]
		dst = dst[n:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 1)
	}
	for len(src) >= 8*ctrBlockSize {
		blocksN8(&c.b, (*[8 * ctrBlockSize]byte)(dst), (*[8 * ctrBlockSize]byte)(src), ivlo, ivhi)
		src = src[8*ctrBlockSize:]
		dst = dst[8*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 8)
	}
	if len(src) >= 4*ctrBlockSize {
		blocksN4(&c.b, (*[4 * ctrBlockSize]byte)(dst), (*[4 * ctrBlockSize]byte)(src), ivlo, ivhi)
		src = src[4*ctrBlockSize:]
		dst = dst[4*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 4)
	}
	if len(src) >= 2*ctrBlockSize {
		blocksN2(&c.b, (*[2 * ctrBlockSize]byte)(dst), (*[2 * ctrBlockSize]byte)(src), ivlo, ivhi)
		src = src[2*ctrBlockSize:]
		dst = dst[2*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 2)
	}
	if len(src) >= 1*ctrBlockSize {
		blocksN1(&c.b, (*[1 * ctrBlockSize]byte)(dst), (*[1 * ctrBlockSize]byte)(src), ivlo, ivhi)
		src = src[1*ctrBlockSize:]
		dst = dst[1*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 1)
	}
	if len(src) != 0 {
		var in, out [ctrBlockSize]byte
		copy(in[:], src)
		blocksN1(&c.b, &out, &in, ivlo, ivhi)
		copy(dst, out[:])
	}
}

// xorUnchecked: the same without cutting dst to src's length.
func (c *ctrStream) xorUnchecked(dst, src []byte, offset uint64) {
	if ctrOverlap(dst, src) {
		panic("crypto/aes: invalid buffer overlap")
	}
	ivlo, ivhi := ctrAdd128(c.ivlo, c.ivhi, offset/ctrBlockSize)
	if blockOffset := offset % ctrBlockSize; blockOffset != 0 {
		var in, out [ctrBlockSize]byte
		copy(in[blockOffset:], src)
		blocksN1(&c.b, &out, &in, ivlo, ivhi)
		n := copy(dst, out[blockOffset:])
		src = src[n:] // want `^src\[n:\]: slice bounds not proven in range$`
		dst = dst[n:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 1)
	}
	for len(src) >= 8*ctrBlockSize {
		blocksN8(&c.b, (*[8 * ctrBlockSize]byte)(dst), (*[8 * ctrBlockSize]byte)(src), ivlo, ivhi) // want `^\(\*\[8 \* ctrBlockSize\]byte\)\(dst\): slice length not proven in range for the array$`
		src = src[8*ctrBlockSize:]
		dst = dst[8*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 8)
	}
	if len(src) >= 4*ctrBlockSize {
		blocksN4(&c.b, (*[4 * ctrBlockSize]byte)(dst), (*[4 * ctrBlockSize]byte)(src), ivlo, ivhi) // want `^\(\*\[4 \* ctrBlockSize\]byte\)\(dst\): slice length not proven in range for the array$`
		src = src[4*ctrBlockSize:]
		dst = dst[4*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 4)
	}
	if len(src) >= 2*ctrBlockSize {
		blocksN2(&c.b, (*[2 * ctrBlockSize]byte)(dst), (*[2 * ctrBlockSize]byte)(src), ivlo, ivhi) // want `^\(\*\[2 \* ctrBlockSize\]byte\)\(dst\): slice length not proven in range for the array$`
		src = src[2*ctrBlockSize:]
		dst = dst[2*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 2)
	}
	if len(src) >= 1*ctrBlockSize {
		blocksN1(&c.b, (*[1 * ctrBlockSize]byte)(dst), (*[1 * ctrBlockSize]byte)(src), ivlo, ivhi) // want `^\(\*\[1 \* ctrBlockSize\]byte\)\(dst\): slice length not proven in range for the array$`
		src = src[1*ctrBlockSize:]
		dst = dst[1*ctrBlockSize:]
		ivlo, ivhi = ctrAdd128(ivlo, ivhi, 1)
	}
	if len(src) != 0 {
		var in, out [ctrBlockSize]byte
		copy(in[:], src)
		blocksN1(&c.b, &out, &in, ivlo, ivhi)
		copy(dst, out[:])
	}
}
