// Package nested2_triangle: triangular nested loops over a[:n], n <= len(a).
//
// Pairs keeps i <= j < n <= len(a): safe. PairsLE runs j up to n inclusive,
// so a[j] fails when n == len(a) >= 1 and passes when n < len(a): latent.
//
// Needs: octagon j < n, n <= len(a) through nested loops.
// Expect: Pairs safe; strict:bounds on a[j] in PairsLE.
package nested2_triangle

// Pairs sums a[j]-a[i] over i <= j < n.
func Pairs(a []int, n int) int {
	if n < 0 || n > len(a) {
		return 0
	}
	s := 0
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			s += a[j] - a[i]
		}
	}
	return s
}

// PairsLE has an inclusive inner bound.
func PairsLE(a []int, n int) int {
	if n < 0 || n > len(a) {
		return 0
	}
	s := 0
	for i := 0; i < n; i++ {
		for j := i; j <= n; j++ {
			s += a[j] // strict:bounds
		}
	}
	return s
}
