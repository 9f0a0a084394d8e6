// Package p44_assertmisc: assertion mixes.
package p44_assertmisc

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Clamp(x, lo, hi int) int {
	if lo > hi {
		return lo
	}
	if x < lo {
		x = lo
	}
	if x > hi {
		x = hi
	}
	assert(lo <= x && x <= hi)
	return x
}

func Max(s []int) int {
	if len(s) == 0 {
		return 0
	}
	f := s[0]
	m := f
	for _, v := range s {
		if v > m {
			m = v
		}
	}
	assert(m >= f)
	return m
}

func BadMax(s []int) int {
	m := 0
	for _, v := range s {
		if v > m {
			m = v
		}
	}
	assert(m > 0) // strict:assert
	return m
}

func Abs(x int) int {
	if x < 0 {
		x = -x
	}
	assert(x >= 0) // strict:assert
	return x
}

func Sat(x int) int {
	if x < 0 {
		assert(x+1 <= 0)
		return 0
	}
	return x
}
