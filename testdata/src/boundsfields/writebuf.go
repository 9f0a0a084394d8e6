package boundsfields

import "encoding/binary"

// A writeBuf is filled through a pointer by its methods. PutUint16 writes
// only bytes (encoding/binary's WritesBasic fact), and this package
// reaches no byte through an unsafe conversion, so the slice header in *b
// that the method's next load reads is the one it found: the method
// leaves len(*b) two less, and the caller knows how much room is left.
type writeBuf []byte

func (b *writeBuf) uint16(v uint16) {
	binary.LittleEndian.PutUint16(*b, v)
	*b = (*b)[2:]
}

type pair struct{ a, b, c uint16 }

func (p *pair) encode() []byte {
	var buf [8]byte
	b := writeBuf(buf[:])
	b.uint16(p.a)
	b.uint16(p.b)
	b = b[2:]
	b.uint16(p.c)
	return buf[:]
}

func (p *pair) encodeShort() []byte {
	var buf [5]byte
	b := writeBuf(buf[:])
	b.uint16(p.a)
	b.uint16(p.b)
	b = b[2:] // want `^b\[2:\]: slice bounds not proven in range$`
	return buf[:]
}
