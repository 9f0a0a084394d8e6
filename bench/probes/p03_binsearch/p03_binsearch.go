// Package p03_binsearch: binary search variants.
package p03_binsearch

func Search(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if a[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// SearchOverflow: (lo+hi)/2 wraps for len(a) > ~2/3 MaxInt.
func SearchOverflow(a []int, x int) int {
	lo, hi := 0, len(a)-1
	for lo <= hi {
		m := (lo + hi) / 2
		if a[m] == x { // overflow only for len > 2/3 MaxInt, unrealizable for []int: not marked
			return m
		}
		if a[m] < x {
			lo = m + 1
		} else {
			hi = m - 1
		}
	}
	return -1
}

// LowerBad: lo = m can stall when hi-lo == 1 and a[lo] < x.
func LowerBad(a []int, x int) int { // strict:nonterm
	lo, hi := 0, len(a)
	for lo < hi {
		m := lo + (hi-lo)/2
		if a[m] < x {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}
