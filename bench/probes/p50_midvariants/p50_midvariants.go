// Package p50_midvariants: overflowing midpoints, isolating the element
// type and the comparison.
package p50_midvariants

func ClosedIntFunc(a []int, less func(int) bool) int {
	lo, hi := 0, len(a)-1
	for lo <= hi {
		m := (lo + hi) / 2
		_ = a[m] // unrealizable overflow for []int: not marked
		if less(m) {
			lo = m + 1
		} else {
			hi = m - 1
		}
	}
	return -1
}

func ClosedIntElem(a []int, x int) int {
	lo, hi := 0, len(a)-1
	for lo <= hi {
		m := (lo + hi) / 2
		if a[m] < x { // unrealizable overflow for []int: not marked
			lo = m + 1
		} else {
			hi = m - 1
		}
	}
	return -1
}

func HalfOpenEmpty(a []struct{}, less func(int) bool) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := (lo + hi) / 2
		_ = a[m] // strict:bounds
		if less(m) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

func HalfOpenParam(n int, less func(int) bool) int {
	if n < 0 {
		return 0
	}
	lo, hi := 0, n
	for lo < hi {
		m := (lo + hi) / 2
		if m < 0 {
			panic("unreachable: negative mid") // want:assert
		}
		if less(m) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

func StallElem(a []int, x int) int { // strict:nonterm
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
