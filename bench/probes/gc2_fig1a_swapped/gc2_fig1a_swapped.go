// Package gc2_fig1a_swapped is Fig. 1(a) of Gurfinkel & Chaki with the
// second switch checking the wrong variable in case 2.
//
// For i == 2 only a2 is set, so a1 is still 0 and assert(a1 < 0) fails. P =
// the case-2 clause of the second switch (reachable for i == 2); every
// execution through it fails: manifest.
//
// Needs: IntEq predicate i == 2 correlated with a1 == 0; manifest detection.
// Expect: want:assert in case 2; case 1 safe.
package gc2_fig1a_swapped

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Fig1aSwapped asserts the wrong variable for i == 2.
func Fig1aSwapped(i int) {
	if !(i == 1 || i == 2) {
		return
	}
	a1, a2 := 0, 0
	switch i {
	case 1:
		a1 = 3
	case 2:
		a2 = -4
	}
	switch i {
	case 1:
		assert(a1 > 0)
	case 2:
		assert(a1 < 0) // want:assert
	}
	_ = a2
}
