// Package p47_bigsearch: overflowing midpoint on zero-size elements.
package p47_bigsearch

func Search(a []struct{}, less func(int) bool) int {
	lo, hi := 0, len(a)-1
	for lo <= hi {
		m := (lo + hi) / 2
		_ = a[m] // strict:bounds
		if less(m) {
			lo = m + 1
		} else {
			hi = m - 1
		}
	}
	return -1
}

func SearchHalfOpen(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := (lo + hi) / 2
		if a[m] < x { // overflow needs len > MaxInt/2, unrealizable for []int: not marked
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

func Stall(a []int, x int) int { // strict:nonterm
	lo, hi := 0, len(a)
	for lo < hi {
		m := (lo + hi) / 2
		if a[m] < x { // overflow needs huge len, unrealizable for []int: not marked
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

func StallSimple(lo, hi int, f func(int) bool) int { // strict:nonterm
	for lo < hi {
		m := lo + (hi-lo)/2
		if f(m) {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}
