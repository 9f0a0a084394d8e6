// Package cpanumpredlegacy is package cpanumpred checked with the default
// configuration in strict mode: the assertions marked are not proven. It
// holds assertions whose proof needs predicates and
// numbers to interact: a number correlated with a flag or a tag through a
// loop, so that a convex numeric value per location (or per constant key)
// loses the correlation at the loop head, while a combined domain of
// package domains/numpred keeps one numeric value per predicate valuation.
package cpanumpredlegacy

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// flagStep: pos moves by step = +1 under flag and -1 otherwise (after
// papersknown.flagStep). Safe: pos >= 0 under flag, pos <= 0 otherwise.
// The default configuration proves it too: the flag keys the states
// apart, and in each the octagon keeps pos - i across pos += step.
func flagStep(flag bool, n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	step := -1
	if flag {
		step = 1
	}
	pos := 0
	for i := 0; i < n; i++ {
		pos += step
	}
	if flag {
		assert(pos >= 0)
	} else {
		assert(pos <= 0)
	}
	return pos
}

// tagSum adds k only where k was set to 0 (after cpaconfig.TagSum): the
// tags a and b are not constants, so the default CPA's key cannot tell the
// paths apart at the loop head; the predicate a == b keeps k = 0 and
// k = -1 apart.
func tagSum(a, b int, n int) int {
	k := -1
	if a == b {
		k = 0
	}
	s := 0
	for j := 0; j < n && j < 100; j++ {
		if a == b {
			s += k
		}
	}
	assert(s == 0) // want `^assertion not proven$`
	return s
}

// modeLimit: the IntEq variable mode selects a bound on a counter; under
// mode == 1 the counter stays at most 10, under mode == 2 at most 20.
func modeLimit(mode int, n int) int {
	if mode != 1 && mode != 2 {
		return 0
	}
	limit := 20
	if mode == 1 {
		limit = 10
	}
	c := 0
	for i := 0; i < n; i++ {
		if c < limit {
			c++
		}
	}
	if mode == 1 {
		assert(c <= 10)
	}
	return c
}
