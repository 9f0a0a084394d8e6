// Package gc2_fig8b_gap is the Fig. 8(b) template of Gurfinkel & Chaki with
// five inputs, where the first chain forgets x3.
//
// When x0..x2 are non-negative and x3 is negative, n is 0 only if x4 < 0, so
// the assert in the x3 branch fails for x4 >= 0 and holds for x4 < 0. Every
// branch outcome that a failing run takes (first chain: all tests false; second
// chain: x3 < 0 true) is also taken by a passing run: latent.
//
// Needs: BDD over x_i < 0 with n; latent assertion.
// Expect: strict:assert in the x3 branch; other asserts safe.
package gc2_fig8b_gap

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Fig8bGap is the template with the gap.
func Fig8bGap(x0, x1, x2, x3, x4 int) {
	n := 1
	if x0 < 0 {
		n = 0
	} else if x1 < 0 {
		n = 0
	} else if x2 < 0 {
		n = 0
	} else if x4 < 0 {
		n = 0
	}

	if x0 < 0 {
		assert(n == 0)
	} else if x1 < 0 {
		assert(n == 0)
	} else if x2 < 0 {
		assert(n == 0)
	} else if x3 < 0 {
		assert(n == 0) // strict:assert
	} else if x4 < 0 {
		assert(n == 0)
	} else {
		assert(n == 1)
	}
}
