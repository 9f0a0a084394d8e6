// Package sting2_seesaw_bug is sting2_seesaw_ratio with the guard of T3
// dropped: x++ alone can overtake y.
//
// Witness: n = 1, choices false, false: x = 1, y = 0. n = 0 passes the same
// points, and T3 is also taken by passing runs (T1 first): latent. y <= 2x
// still holds (x only grows).
//
// Needs: latent assertion in a loop; non-octagonal y <= 2x still proved.
// Expect: strict:assert on x <= y; y <= 2*x safe.
package sting2_seesaw_bug

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// RatioBug runs n transitions chosen by choice.
func RatioBug(n int, choice func() bool) (int, int) {
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
		} else {
			x++
		}
	}
	assert(x <= y) // strict:assert
	assert(y <= 2*x)
	return x, y
}
