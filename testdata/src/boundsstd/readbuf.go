package boundsstd

import "encoding/binary"

// A readBuf is consumed by its methods, through a pointer: what a method
// leaves in *b (its length less what it read) is a postcondition of its
// own, over what it found there, and what the caller stored in b its
// calling context.
type readBuf []byte

func (b *readBuf) uint8() uint8 {
	v := (*b)[0]
	*b = (*b)[1:]
	return v
}

func (b *readBuf) uint16() uint16 {
	v := binary.LittleEndian.Uint16(*b)
	*b = (*b)[2:]
	return v
}

func (b *readBuf) uint32() uint32 {
	v := binary.LittleEndian.Uint32(*b)
	*b = (*b)[4:]
	return v
}

type recordHeader struct {
	version, flags uint16
	size           uint32
	kind           uint8
}

// readHeader reads 13 of the 16 bytes it takes: the skip stays in range.
func readHeader(buf []byte, h *recordHeader) bool {
	if len(buf) < 16 {
		return false
	}
	b := readBuf(buf[:16])
	h.version = b.uint16()
	h.flags = b.uint16()
	b = b[4:]
	h.size = b.uint32()
	h.kind = b.uint8()
	return true
}

// readShort skips past the end of its 6 bytes.
func readShort(buf *[6]byte) uint32 {
	b := readBuf(buf[:])
	b.uint16()
	b = b[5:] // want `^b\[5:\]: slice bounds not proven in range$`
	return b.uint32()
}

// byteString's read (nilslice.go) returns nil when n is out of range, in
// one of two ways (n > len(*s), or n < 0), or its next n bytes (nil too,
// if *s is nil and n is 0): a case of its result with alternatives, each of
// which a caller that asks for one byte where one remains rules out but
// the last.
func (s *byteString) varint() (uint64, bool) {
	var v uint64
	for i := 0; len(*s) > 0; i++ {
		if i == 10 {
			return 0, false
		}
		b := s.read(1)[0]
		v |= uint64(b&0x7f) << (7 * i)
		if b&0x80 == 0 {
			return v, true
		}
	}
	return 0, false
}

// pair does not check that two bytes remain; once b[0] is in range, b is
// not the empty nil of a short cursor, and its two bytes are.
func (s *byteString) pair() (byte, byte) {
	b := s.read(2)
	return b[0], b[1] // want `^b\[0\]: index not proven in range$`
}
