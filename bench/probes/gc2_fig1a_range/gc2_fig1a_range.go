// Package gc2_fig1a_range is a three-way variant of Fig. 1(a) of Gurfinkel &
// Chaki, "Combining Predicate and Numeric Abstraction for Software Model
// Checking": the assumption is an interval (1 <= i <= 3) instead of a
// disjunction of equalities, and the first switch uses a default clause for
// i == 3.
//
// Needs: IntEq predicates on i correlated with a1/a2/a3 across two switches;
// the interval assume makes the final panic unreachable.
// Expect: SAFE (no diagnostic in default or strict mode).
package gc2_fig1a_range

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Fig1aRange is the three-way program.
func Fig1aRange(i int) {
	if i < 1 || i > 3 {
		return
	}
	a1, a2, a3 := 0, 0, 0
	switch i {
	case 1:
		a1 = 5
	case 2:
		a2 = -2
	default:
		a3 = 7
	}
	switch i {
	case 1:
		assert(a1 > 0 && a2 == 0)
	case 2:
		assert(a2 < 0 && a3 == 0)
	case 3:
		assert(a3 == 7 && a1 == 0)
	default:
		panic("unreachable: i out of range")
	}
}
