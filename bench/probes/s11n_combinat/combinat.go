// Package s11n_combinat: counting recursions on integers (integer
// partitions, Catalan numbers with a loop of recursive calls, binomial
// coefficients, depth in an implicit binary heap).
//
// Partitions(n, m) recurses on (n-m, m) with m >= 1 and on (n, m-1); both
// calls only happen with n > 0 and m >= 1, and n + m drops by m or by 1, while
// n + m >= 1: terminates. Catalan(n) for 2 <= n <= 15 calls itself on k and
// n-1-k with 0 <= k < n, both in [0, n): terminates. Binom(n, k) recurses on
// n-1 only when 0 < k < n: terminates. HeapDepth(i) recurses on (i-1)/2 < i
// for i >= 1: terminates. Products can wrap only for arguments far outside
// the ranges the doc comments give; nonterm ignores overflow anyway.
//
// Needs: termination by a sum measure (n + m) across two calls, by a loop
// bound inside a recursion (k < n), and by truncating division.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11n_combinat

// Partitions returns the number of partitions of n into parts of size at
// most m.
func Partitions(n, m int) int {
	if n == 0 {
		return 1
	}
	if n < 0 || m <= 0 {
		return 0
	}
	return Partitions(n-m, m) + Partitions(n, m-1)
}

// Catalan returns the n-th Catalan number for n <= 15, 0 above.
func Catalan(n int) int {
	if n <= 1 {
		return 1
	}
	if n > 15 {
		return 0
	}
	c := 0
	for k := 0; k < n; k++ {
		c += Catalan(k) * Catalan(n-1-k)
	}
	return c
}

// Binom returns n choose k (0 outside 0 <= k <= n).
func Binom(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	if k == 0 || k == n {
		return 1
	}
	return Binom(n-1, k-1) + Binom(n-1, k)
}

// HeapDepth returns the depth of node i in a 0-based binary heap.
func HeapDepth(i int) int {
	if i <= 0 {
		return 0
	}
	return 1 + HeapDepth((i-1)/2)
}
