package boundsstd

// Records: a loop that consumes a slice in whole records keeps its length
// a multiple of the record size (debug/elf's symbol and dynamic tables),
// so where the length is positive a whole record is left.

// SumRecords sums the last byte of each 16-byte record of d.
func SumRecords(d []byte) int {
	if len(d) == 0 || len(d)%16 != 0 {
		return 0
	}
	d = d[16:] // the first record is all zeros
	n := 0
	for len(d) > 0 {
		n += int(d[0]) + int(d[15])
		d = d[16:]
	}
	return n
}

// SumPairs reads records of 8 or 16 bytes: either way the length stays a
// multiple of 8, but only 8 of the 16 are known to be left.
func SumPairs(d []byte, wide bool) uint64 {
	size := 8
	if wide {
		size = 16
	}
	if len(d)%size != 0 {
		return 0
	}
	var t uint64
	for len(d) > 0 {
		if wide {
			t += uint64(d[7])
			d = d[16:] // want `^d\[16:\]: slice bounds not proven in range$`
		} else {
			t += uint64(d[7])
			d = d[8:]
		}
	}
	return t
}

// SumOdd is SumRecords' twin over records of 12 bytes in a length that is
// a multiple of 8: only 4 bytes are known to be left.
func SumOdd(d []byte) int {
	if len(d)%8 != 0 {
		return 0
	}
	n := 0
	for len(d) > 0 {
		n += int(d[3])
		n += int(d[7]) // want `^d\[7\]: index not proven in range$`
		d = d[12:]     // want `^d\[12:\]: slice bounds not proven in range$`
	}
	return n
}
