// Package rec3_heaptree: recursion over an implicit binary tree stored in a
// slice (children of i at 2i+1 and 2i+2), and over halves of a slice.
//
// Sum visits i only when 0 <= i < len(t) and recurses on 2i+1 and 2i+2, both
// > i: terminates (for nonterm integers are unbounded; under wrap-around a
// wrapped child index is negative and returns) and t[i] is safe. SumBad uses
// 2i for the left child: i = 0 recurses on 0 forever when len(t) > 0, while i
// = 1 with len(t) = 3 terminates through the same statements: latent.
// MaxHalf stops at length 1; an empty slice recurses on a[:0] forever, while
// lengths >= 1 terminate through the same statements: latent.
//
// Needs: recursion measure len(t) - i; latent non-termination.
// Expect: strict:nonterm in SumBad and MaxHalf; Sum safe.
package rec3_heaptree

// Sum adds the subtree rooted at i.
func Sum(t []int, i int) int {
	if i < 0 || i >= len(t) {
		return 0
	}
	return t[i] + Sum(t, 2*i+1) + Sum(t, 2*i+2)
}

// SumBad uses 1-based child arithmetic on a 0-based tree.
func SumBad(t []int, i int) int { // strict:nonterm
	if i < 0 || i >= len(t) {
		return 0
	}
	return t[i] + SumBad(t, 2*i) + SumBad(t, 2*i+1)
}

// MaxHalf returns the maximum of a by halving.
func MaxHalf(a []int) int { // strict:nonterm
	if len(a) == 1 {
		return a[0]
	}
	m := len(a) / 2
	l, r := MaxHalf(a[:m]), MaxHalf(a[m:])
	if l > r {
		return l
	}
	return r
}
