// Package papersknown holds paper examples on which the assert analyzer is
// known to be wrong or incomplete today. The expectations are the correct
// ones, for default and strict mode alike; the test that runs this package is
// skipped until the engine meets them (see assert_test.go).
package papersknown

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// daggerSlow breaks the DAGGER loop so that four steps of the second kind
// (x++ only) reach x = 4, y = 0. Manifest: P = the then-branch of the error
// test (line 54), reachable with n >= 4 and coin false four times; every
// execution through it panics. Known incomplete: default mode is silent and
// strict mode says "not proven" (the witness search gives up before four
// loop iterations).
func daggerSlow(n int, coin func() bool) (int, int) {
	if n < 0 || n > 1000 {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n; i++ {
		if coin() {
			x++
			y += 100
		} else {
			x++
		}
	}
	if x >= 4 && y <= 2 {
		panic("unreachable: y >= x in every step") // want `^panic\("unreachable"\) is reached on every path through line 54 \(witness: n=\d+\)$`
	}
	return x, y
}

// flagStep is a predicated-merge example with an Int step correlated with a
// Bool flag: pos moves by step = +1 under flag and -1 otherwise. Safe: at
// most 1000 steps, pos >= 0 under flag and pos <= 0 otherwise. Known
// incomplete: strict mode reports both assertions as not proven (the same
// program with pos++/pos-- under flag inside the loop is proven).
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
