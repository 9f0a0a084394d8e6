// Package refinestrict holds the unsafe twins of package refinesafe:
// refinement must not prove them, and strict mode reports them (latent:
// each fails only for some choices). The bounds twin is in
// refineboundsstrict.
package refinestrict

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// ratio: s <= 2t+1 fails once s = 6, t = 2 (two steps of 3).
func ratio(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s, t := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			s += 3
		} else {
			s += 2
		}
		t++
	}
	assert(s <= 2*t+1) // want `^assertion not proven$`
	return s
}

// coupled: q grows by 8, so q > 7p from the second step on and b can
// overtake a.
func coupled(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b, p, q := 0, 0, 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			a += 5
			b++
		} else if q > 7*p {
			b += 100
		}
		p++
		q += 8
	}
	if b > a {
		panic("unreachable") // want `^panic\("unreachable"\) not proven unreachable$`
	}
	return a
}
