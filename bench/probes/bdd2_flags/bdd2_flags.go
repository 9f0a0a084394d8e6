// Package bdd2_flags: boolean flags copied into other flags and an IntEq k,
// then tested in combinations (BDD-style correlations).
//
// p == a, q == b and k == (b ? 1 : 0) on every path, so Flags' asserts hold
// and t[k+1] (only for !b, k == 0) and t[k] are in range. FlagsBad asserts
// p == q under a != b, which fails on every execution through that branch
// (reachable for a = true, b = false): manifest.
//
// Needs: boolean correlations (BDD), IntEq k correlated with b.
// Expect: Flags safe; want:assert in FlagsBad.
package bdd2_flags

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Flags uses correlated flags.
func Flags(a, b bool, x int) int {
	p, q := false, false
	if a {
		p = true
	}
	if b {
		q = true
	}
	k := 0
	if q {
		k = 1
	}
	var t [2]int
	if a && !b {
		assert(p && !q)
	}
	if p == q {
		assert(a == b)
	}
	if !b {
		t[k+1] = x
	}
	if b {
		t[k] = x
	}
	return t[0] + t[1]
}

// FlagsBad asserts the opposite correlation.
func FlagsBad(a, b bool) bool {
	p, q := false, false
	if a {
		p = true
	}
	if b {
		q = true
	}
	if a != b {
		assert(p == q) // want:assert
	}
	return p
}
