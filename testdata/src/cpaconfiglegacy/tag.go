// Package cpaconfiglegacy is package cpaconfig checked with the default
// configuration in strict mode: the same expressions are not proven. It holds index expressions that only a BDD predicate
// component proves: the tags a and b are not constants, so the default
// CPA's predicate key cannot tell the paths apart at the loop head, while a
// BDD state keeps a == b and a != b apart and the predicated merge joins
// the numbers of each separately. Checked with -numpredengine.cpa=bdd-inteq
// in strict mode: nothing to report.
package cpaconfiglegacy

// TagSum reads xs[k] only on the path where k was set to 0.
func TagSum(a, b int, xs []int, n int) int {
	if len(xs) == 0 {
		return 0
	}
	k := -1
	if a == b {
		k = 0
	}
	s := 0
	for j := 0; j < n; j++ {
		if a == b {
			s += xs[k] // want `index not proven in range`
		}
	}
	return s
}

// FlagPair reads xs[i] only when both flags agree, which is exactly when i
// was set inside the bounds.
func FlagPair(p, q bool, xs []int, n int) int {
	i := len(xs)
	if p == q && len(xs) > 3 {
		i = 2
	}
	t := 0
	for j := 0; j < n; j++ {
		if p == q && len(xs) > 3 {
			t += xs[i] // want `index not proven in range`
		}
	}
	return t
}
