// Package sting2_seesaw_ratio is a STING-style transition system (Sankaranarayanan,
// Sipma & Manna) with the invariant x <= y <= 2*x.
//
// T1 adds (1, 2), T2 adds (2, 2), T3 adds (1, 0) only when x < y. Each keeps
// x <= y and y <= 2x (from 0, 0). n <= 1000 so nothing wraps.
//
// Needs: octagon y - x >= 0 and non-octagonal y <= 2x.
// Expect: SAFE (no diagnostic in default or strict mode).
package sting2_seesaw_ratio

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Ratio runs n transitions chosen by choice.
func Ratio(n int, choice func() bool) (int, int) {
	if n < 0 || n > 1000 || choice == nil {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n; i++ {
		if choice() {
			x++
			y += 2
		} else if choice() {
			x += 2
			y += 2
		} else if x < y {
			x++
		}
	}
	assert(x <= y)
	assert(y <= 2*x)
	return x, y
}
