// Package papers holds the running examples of the papers numpredvet's
// analyses come from, as assertions for the assert analyzer. The expectations
// hold in default and in strict mode: the safe programs are proven, and each
// manifest program is reported with its point and witness in both modes.
//
// "assume(c)" is written if !(c) { return }; a nondeterministic choice is a
// call of a func-typed parameter.
package papers

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// gcFig1a is Fig. 1(a) of Gurfinkel & Chaki, "Combining Predicate and
// Numeric Abstraction for Software Model Checking": the branches on i are
// correlated with the values of x1 and x2, so proving the assertions needs
// the predicates i == 1 and i == 2 kept together with the numeric facts
// (x1 = i > 0 under i == 1). Safe: i is 1 or 2, and each branch asserts what
// the matching branch set.
func gcFig1a(i int) {
	if !(i == 1 || i == 2) {
		return
	}
	var x1, x2 int
	if i == 1 {
		x1 = i
	} else {
		x2 = -4
	}
	if i == 1 {
		assert(x1 > 0)
	} else if i == 2 {
		assert(x2 < 0)
	} else {
		panic("unreachable: i is 1 or 2")
	}
}

// gcFig1b is Fig. 1(b) of Gurfinkel & Chaki: y1 or y2 in [3, 4] sets
// x1 = y-2, x2 = y+2 (sum 2y, 6 or 8), otherwise the sum is 4+2 = 6. Safe,
// but intervals alone give x1 in [1, 4], x2 in [2, 6] and a sum in [3, 10]:
// the proof needs the relational fact 6 <= x1+x2 <= 8 (an octagon), or the
// branch predicates.
func gcFig1b(y1, y2 int) {
	x1, x2 := 4, 2
	if 3 <= y1 && y1 <= 4 {
		x1, x2 = y1-2, y1+2
	} else if 3 <= y2 && y2 <= 4 {
		x1, x2 = y2-2, y2+2
	}
	assert(6 <= x1+x2 && x1+x2 <= 8)
}

// gcFig2a is Fig. 2(a) of Gurfinkel & Chaki: a value read from an array
// (a heap read, unconstrained) decides a magnitude x and a sign s. Safe: the
// assertions after the join need the predicate v > 0 kept with the numeric
// facts x == v, s == 1 (or x + v == 0, s == -1); v is confined to
// [-1000, 1000] so that -v cannot wrap.
func gcFig2a(A []int, k int) int {
	if k < 0 || k >= len(A) {
		return 0
	}
	v := A[k]
	if v < -1000 || v > 1000 {
		return 0
	}
	var x, s int
	if v > 0 {
		x, s = v, 1
	} else {
		x, s = -v, -1
	}
	assert(x >= 0)
	if v > 0 {
		assert(s == 1 && x == v)
	} else {
		assert(s == -1 && x+v == 0)
	}
	return x * s
}

// ApelFig1 is Fig. 1 of Apel, Beyer, Friedberger, Raimondi & von Rhein,
// "Domain Types: Abstract-Domain Selection Based on Variable Usage": enabled
// is a Bool, a an IntEq and b an Int variable. Manifest: P = the then-branch
// of a == 0 (reachable with enabled=true, a=0); every execution through it
// sets b = 0 and fails b*b > 200.
func ApelFig1(enabled bool, a int) {
	b := 20
	if enabled || a > 5 {
		if a == 0 {
			b = 0
		}
		assert(b*b > 200) // want `^assertion fails on every path through line 93 \(witness: enabled=(1|true), a=0\)$`
	}
}

// apelFig1Fixed sets b = 15 instead: 225 > 200 on every path. Safe.
func apelFig1Fixed(enabled bool, a int) {
	b := 20
	if enabled || a > 5 {
		if a == 0 {
			b = 15
		}
		assert(b*b > 200)
	}
}

// flagMerge is the predicated merge of Beyer, Henzinger & Théoduloz,
// "Configurable Software Verification": x is set according to flag, a loop
// joins states, and x is asserted under the same flag. Safe, provided the
// merge joins states only when their flag agrees.
func flagMerge(flag bool, xs []int) int {
	var x int
	if flag {
		x = 1
	} else {
		x = 0
	}
	t := 0
	for i := 0; i < len(xs); i++ {
		t += xs[i] * x
	}
	if flag {
		assert(x == 1)
	}
	return t
}

// Dagger is the DAGGER loop of Gulavani et al. Safe: x <= y <= 100x is
// invariant, so x >= 4 implies y >= 4; at most 1000 steps keep y from
// wrapping.
func Dagger(n int, coin func() bool) (int, int) {
	if n < 0 || n > 1000 {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n; i++ {
		if coin() {
			x++
			y += 100
		} else if x >= 4 {
			x++
			y++
		}
	}
	if x >= 4 && y <= 2 {
		panic("unreachable: y >= x in every step")
	}
	return x, y
}

// DaggerLeap breaks the DAGGER loop: the second kind of step adds 2 to x and
// nothing to y, so two such steps reach x = 4, y = 0. Manifest: P = the
// then-branch of the error test (line 172), reachable with n >= 2 and coin
// false twice; every execution through it panics.
func DaggerLeap(n int, coin func() bool) (int, int) {
	if n < 0 || n > 1000 {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n; i++ {
		if coin() {
			x++
			y += 100
		} else {
			x += 2
		}
	}
	if x >= 4 && y <= 2 {
		panic("unreachable: y >= x in every step") // want `^panic\("unreachable"\) is reached on every path through line 172 \(witness: n=\d+\)$`
	}
	return x, y
}

// GCFig1aNoAssume is Fig. 1(a) of Gurfinkel & Chaki without its
// assumption. The two assertions are safe (each is reached only with the i
// that set its variable): proving them needs the predicate i == 1 kept apart
// from i != 1 at the join, which counterexample-guided refinement learns
// from the unsat core of the spurious path i != 1, i != 2, i == 1 (package
// cpa/refine). The panic is manifest: P = the final else-branch.
func GCFig1aNoAssume(i int) {
	var x1, x2 int
	if i == 1 {
		x1 = i
	} else if i == 2 {
		x2 = -4
	}
	if i == 1 {
		assert(x1 > 0)
	} else if i == 2 {
		assert(x2 < 0)
	} else {
		panic("unreachable: i is 1 or 2") // want `^panic\("unreachable"\) is reached on every path through line 195 \(witness: i=-?\d+\)$`
	}
}
