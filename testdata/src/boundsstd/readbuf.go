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
