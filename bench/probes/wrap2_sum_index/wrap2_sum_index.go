// Package wrap2_sum_index: an index formed as a sum of two non-negative
// inputs.
//
// a + b can wrap to a negative value (a = b = MaxInt gives -2), which passes
// i < len(s) and fails s[i]; small a, b pass the same branch: latent. AtOK
// also tests i >= 0: safe.
//
// Needs: exact wrap-around for a + b.
// Expect: strict:bounds in At; AtOK safe.
package wrap2_sum_index

// At returns s[a+b] or 0.
func At(s []int, a, b int) int {
	if a < 0 || b < 0 {
		return 0
	}
	i := a + b
	if i < len(s) {
		return s[i] // strict:bounds
	}
	return 0
}

// AtOK returns s[a+b] or 0.
func AtOK(s []int, a, b int) int {
	if a < 0 || b < 0 {
		return 0
	}
	i := a + b
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return 0
}
