// Package gc2_fig8a_step2 is a Fig. 8(a)-style counter of Gurfinkel & Chaki
// that counts down by 2.
//
// From 1000 the counter stays even and stops at 0 (intervals after the loop
// give [-1, 0]; parity or a precise unrolling/threshold argument is needed).
// From 999 it stops at -1, so assert(x == 0) fails on every execution
// (no parameters; P = entry): manifest.
//
// Needs: congruence/parity or exact loop reasoning; manifest detection.
// Expect: Down1000 safe; want:assert in Down999.
package gc2_fig8a_step2

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Down1000 counts down from an even start.
func Down1000() int {
	x := 1000
	for x > 0 {
		x -= 2
	}
	assert(x == 0)
	return x
}

// Down999 counts down from an odd start.
func Down999() int {
	x := 999
	for x > 0 {
		x -= 2
	}
	assert(x == 0) // want:assert
	return x
}
