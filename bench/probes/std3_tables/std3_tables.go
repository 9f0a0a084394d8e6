// Package std3_tables: fixed-size tables indexed by derived values.
//
// Board splits a square 0..63 into row sq>>3 and column sq&7 of an [8][8]
// array: safe. BoardBad admits sq == 64 (off-by-one guard): row 8 fails, sq
// = 63 passes the same branches: latent. Bitset.Set marks byte x at word x>>6
// (0..3) of a [4]uint64; Has takes a uint16 and checks x <= 255 first: safe.
// CRC folds bytes through a [256]uint32 table indexed by byte(crc)^c: safe.
//
// Needs: shifts and masks of ranged values; byte conversions; arrays behind
// pointers.
// Expect: strict:bounds in BoardBad; the rest safe.
package std3_tables

// Board returns the piece on square sq.
func Board(b *[8][8]int8, sq int) int8 {
	if sq < 0 || sq > 63 {
		return 0
	}
	return b[sq>>3][sq&7]
}

// BoardBad admits one square too many.
func BoardBad(b *[8][8]int8, sq int) int8 {
	if sq < 0 || sq > 64 {
		return 0
	}
	return b[sq>>3][sq&7] // strict:bounds
}

// Bitset is a set of bytes.
type Bitset [4]uint64

// Set adds x.
func (s *Bitset) Set(x byte) {
	s[x>>6] |= 1 << (x & 63)
}

// Has reports whether x is in the set.
func (s *Bitset) Has(x uint16) bool {
	if x > 255 {
		return false
	}
	return s[x>>6]&(1<<(x&63)) != 0
}

// CRC updates a table-driven CRC-32.
func CRC(tab *[256]uint32, crc uint32, p []byte) uint32 {
	crc = ^crc
	for _, c := range p {
		crc = tab[byte(crc)^c] ^ (crc >> 8)
	}
	return ^crc
}
