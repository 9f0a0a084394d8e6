// Package assertdefault holds assertions for the assert analyzer in default
// mode, after the papers the analyses come from.
package assertdefault

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// apelFig1 is Fig. 1 of Apel et al., "Domain Types": with enabled and a == 0,
// every path through the then-branch sets b = 0 and fails the assertion.
func apelFig1(enabled bool, a int) {
	b := 20
	if enabled || a > 5 {
		if a == 0 {
			b = 0
		}
		assert(b*b > 200) // want `assertion fails on every path through line 18`
	}
}

// gcFig1a is Fig. 1(a) of Gurfinkel & Chaki: the switches are correlated.
func gcFig1a(i int) {
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
		assert(a2 < 0)
	default:
		panic("unreachable")
	}
}

// gcFig1b is Fig. 1(b) of Gurfinkel & Chaki: x1+x2 needs an octagon.
func gcFig1b(y1, y2 int) {
	x1, x2 := 3, 3
	if 3 <= y1 && y1 <= 4 {
		x1, x2 = y1-2, y1+2
	} else if 3 <= y2 && y2 <= 4 {
		x1, x2 = y2-2, y2+2
	}
	assert(5 <= x1+x2 && x1+x2 <= 10)
}

// gcFig2a is Fig. 2(a) of Gurfinkel & Chaki with a map read as the unknown.
func gcFig2a(m map[int]int, k int) int {
	v := m[k]
	if v < -1000 || v > 1000 {
		return 0
	}
	x, s := 0, 0
	if v > 0 {
		x, s = v, 1
	} else {
		x, s = -v, -1
	}
	assert(x >= 0)
	if v > 0 {
		assert(s == 1)
	} else {
		assert(x+v == 0)
	}
	return x * s
}

// flagMerge needs a merge that keeps flag-correlated values apart.
func flagMerge(flag bool, xs []int) int {
	x := 2
	if flag {
		x = 1
	}
	t := 0
	for i := 0; i < len(xs); i++ {
		t += xs[i]
	}
	if flag {
		assert(x == 1)
	} else {
		assert(x == 2)
	}
	return t
}

// fig8a counts to a bound; x == C after the loop needs widening thresholds.
func fig8a() {
	x := 0
	for x < 5000 {
		x++
	}
	assert(x == 5000)
}

// noDefault reaches panic("unreachable") for any i other than 1 and 2.
func noDefault(i int) int {
	switch i {
	case 1:
		return 10
	case 2:
		return 20
	}
	panic("unreachable: bad i") // want `panic\("unreachable"\) is reached on every path through line 120`
}
