// Package cpa2_disjoint: a flag chooses which of x, y receives n; after the
// join x == 0 || y == 0 (not convex) and x + y == n.
//
// Needs: predicated merge / disjunctive join; octagon x + y == n.
// Expect: SAFE (no diagnostic in default or strict mode).
package cpa2_disjoint

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Disjoint puts n into x or y.
func Disjoint(c bool, n int) int {
	if n < 0 || n > 100 {
		return 0
	}
	x, y := 0, 0
	if c {
		x = n
	} else {
		y = n
	}
	assert(x == 0 || y == 0)
	assert(x+y == n)
	buf := make([]int, n+1)
	if c {
		return buf[x] + buf[n-x]
	}
	return buf[y]
}
