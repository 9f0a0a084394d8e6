// Package s11n_isqrt: bisection on values and on slice ranges, and
// square-and-multiply exponentiation.
//
// Isqrt keeps lo*lo <= n < hi*hi and loops while hi - lo > 1; then lo < mid <
// hi, so hi - lo drops on both branches: terminates (n <= 2^30 keeps mid*mid
// below 2^61). LowerBound recurses on [mid+1, hi) or [lo, mid) with lo <= mid
// < hi: the width drops, and a[mid] is in range since 0 <= lo < hi <=
// len(a). PowMod shifts the exponent right while e > 0: terminates. BitLen
// counts halvings of a non-negative value.
//
// Needs: ranking hi - lo with a midpoint strictly inside (hi - lo > 1);
// recursion on sub-ranges with a guarded index; e >> 1 for e > 0.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11n_isqrt

// Isqrt returns the integer square root of n for 0 <= n <= 2^30, -1 otherwise.
func Isqrt(n int) int {
	if n < 0 || n > 1<<30 {
		return -1
	}
	lo, hi := 0, n+1
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if mid*mid <= n {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// LowerBound returns the first index i in [lo, hi) with a[i] >= x for a
// sorted a, or hi when there is none (lo on bad arguments).
func LowerBound(a []int, x, lo, hi int) int {
	if lo < 0 || hi > len(a) || lo >= hi {
		return lo
	}
	mid := lo + (hi-lo)/2
	if a[mid] < x {
		return LowerBound(a, x, mid+1, hi)
	}
	return LowerBound(a, x, lo, mid)
}

// PowMod returns b**e mod m for e >= 0 and 0 < m <= 2^31.
func PowMod(b, e, m int) int {
	if m <= 0 || m > 1<<31 || e < 0 {
		return 0
	}
	b %= m
	r := 1 % m
	for e > 0 {
		if e&1 == 1 {
			r = r * b % m
		}
		b = b * b % m
		e >>= 1
	}
	return r
}

// BitLen returns the number of bits of n >= 0 (0 for n <= 0).
func BitLen(n int) int {
	c := 0
	for n > 0 {
		n >>= 1
		c++
	}
	return c
}
