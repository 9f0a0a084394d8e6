package boundsstd

// A function of more than 120 variables still widens with thresholds: the
// range index of e.cr stays below its length (image/png writeImage). The
// comparisons before the loop only make the function that large.
type crEncoder struct {
	cr [5][]uint8
}

func (e *crEncoder) resize(tmp *[64]byte, sz int) int {
	count := 0
	if tmp[0] == 0 {
		count++
	}
	if tmp[1] == 1 {
		count++
	}
	if tmp[2] == 2 {
		count++
	}
	if tmp[3] == 3 {
		count++
	}
	if tmp[4] == 4 {
		count++
	}
	if tmp[5] == 5 {
		count++
	}
	if tmp[6] == 6 {
		count++
	}
	if tmp[7] == 7 {
		count++
	}
	if tmp[8] == 8 {
		count++
	}
	if tmp[9] == 9 {
		count++
	}
	if tmp[10] == 10 {
		count++
	}
	if tmp[11] == 11 {
		count++
	}
	if tmp[12] == 12 {
		count++
	}
	if tmp[13] == 13 {
		count++
	}
	if tmp[14] == 14 {
		count++
	}
	if tmp[15] == 15 {
		count++
	}
	if tmp[16] == 16 {
		count++
	}
	if tmp[17] == 17 {
		count++
	}
	if tmp[18] == 18 {
		count++
	}
	if tmp[19] == 19 {
		count++
	}
	if tmp[20] == 20 {
		count++
	}
	if tmp[21] == 21 {
		count++
	}
	if tmp[22] == 22 {
		count++
	}
	if tmp[23] == 23 {
		count++
	}
	if tmp[24] == 24 {
		count++
	}
	if tmp[25] == 25 {
		count++
	}
	if tmp[26] == 26 {
		count++
	}
	if tmp[27] == 27 {
		count++
	}
	if tmp[28] == 28 {
		count++
	}
	if tmp[29] == 29 {
		count++
	}
	if tmp[30] == 30 {
		count++
	}
	if tmp[31] == 31 {
		count++
	}
	if tmp[32] == 32 {
		count++
	}
	if tmp[33] == 33 {
		count++
	}
	if tmp[34] == 34 {
		count++
	}
	if tmp[35] == 35 {
		count++
	}
	if tmp[36] == 36 {
		count++
	}
	if tmp[37] == 37 {
		count++
	}
	if tmp[38] == 38 {
		count++
	}
	if tmp[39] == 39 {
		count++
	}
	if tmp[40] == 40 {
		count++
	}
	if tmp[41] == 41 {
		count++
	}
	if tmp[42] == 42 {
		count++
	}
	if tmp[43] == 43 {
		count++
	}
	if tmp[44] == 44 {
		count++
	}
	if tmp[45] == 45 {
		count++
	}
	if tmp[46] == 46 {
		count++
	}
	if tmp[47] == 47 {
		count++
	}
	if tmp[48] == 48 {
		count++
	}
	if tmp[49] == 49 {
		count++
	}
	if tmp[50] == 50 {
		count++
	}
	if tmp[51] == 51 {
		count++
	}
	if tmp[52] == 52 {
		count++
	}
	if tmp[53] == 53 {
		count++
	}
	if tmp[54] == 54 {
		count++
	}
	if tmp[55] == 55 {
		count++
	}
	if tmp[56] == 56 {
		count++
	}
	if tmp[57] == 57 {
		count++
	}
	if tmp[58] == 58 {
		count++
	}
	if tmp[59] == 59 {
		count++
	}
	if tmp[60] == 60 {
		count++
	}
	if tmp[61] == 61 {
		count++
	}
	if tmp[62] == 62 {
		count++
	}
	if tmp[63] == 63 {
		count++
	}
	for i := range e.cr {
		if cap(e.cr[i]) < sz {
			e.cr[i] = make([]uint8, sz)
		} else {
			e.cr[i] = e.cr[i][:sz] // want `slice bounds not proven in range`
		}
	}
	return count
}
