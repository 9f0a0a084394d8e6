package boundsstd

// min(len(s), prec+1) is at most len(s), even where prec+1 wraps around
// (math/big's fmtE).
func moreDigits(buf, mant []byte, prec int) []byte {
	if prec > 0 {
		m := min(len(mant), prec+1)
		if 1 < m {
			buf = append(buf, mant[1:m]...)
		}
	}
	return buf
}
