// Package dagger2_triple is a DAGGER-style loop (Gulavani et al., TACAS 2008)
// with ratio 3: the invariant is x <= y <= 3*x.
//
// Branch 1 adds (1, 3), branch 2 adds (1, 1) only when x >= 2. Both keep
// x <= y <= 3x, so x >= 3 && y <= 2 is unreachable and both asserts hold.
// n <= 1000 so nothing wraps.
//
// Needs: octagon y - x >= 0 plus the non-octagonal y <= 3x.
// Expect: SAFE (no diagnostic in default or strict mode).
package dagger2_triple

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Triple is the loop; choice stands for "*".
func Triple(n int, choice func() bool) (int, int) {
	if n < 0 || n > 1000 || choice == nil {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			x++
			y += 3
		} else if x >= 2 {
			x++
			y++
		}
	}
	if x >= 3 && y <= 2 {
		panic("unreachable")
	}
	assert(y <= 3*x)
	assert(x <= y)
	return x, y
}
