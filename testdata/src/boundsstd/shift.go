package boundsstd

type colorDecoder struct{ tmp [1024]byte }

// 1 << (1 + fields&7) is in [2, 256]: the table's 3*n bytes fit in tmp
// (image/gif's readColorTable).
func (d *colorDecoder) colorTable(fields byte) []byte {
	n := 1 << (1 + uint(fields&7))
	return d.tmp[:3*n]
}

// With four bits of size, 3 << 16 does not fit.
func (d *colorDecoder) colorTableWide(fields byte) []byte {
	n := 1 << (1 + uint(fields&15))
	return d.tmp[:3*n] // want `^d\.tmp\[:3 \* n\]: slice bounds not proven in range$`
}
