// Package gc2_fig1b_seven is a variant of Fig. 1(b) of Gurfinkel & Chaki:
// two guarded branches set x1, x2 so that x1 + x2 == 7 whichever is taken
// (y1-3 + 10-y1, y2-1 + 8-y2, or the initial 3 + 4).
//
// Intervals give x1 + x2 in [3, 11]; the octagon (or predicates) keep the
// sum. x1 stays in [2, 6].
//
// Needs: octagon x1 + x2 through a three-way join.
// Expect: SAFE (no diagnostic in default or strict mode).
package gc2_fig1b_seven

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Fig1bSeven is the variant.
func Fig1bSeven(y1, y2 int) int {
	x1, x2 := 3, 4
	if y1 >= 5 && y1 <= 7 {
		x1 = y1 - 3
		x2 = 10 - y1
	} else if y2 >= 5 && y2 <= 7 {
		x1 = y2 - 1
		x2 = 8 - y2
	}
	assert(x1+x2 == 7)
	assert(x1 >= 1 && x1 <= 6)
	return x1 * x2
}
