// Package s11b_inplace: in-place slice algorithms with two indices.
//
// Reverse swaps a[i] and a[j] while i < j with j starting at len(a)-1.
// RotateLeft reduces k modulo n = len(a) > 0 (k%n is in (-n, n), so k+n is
// in (0, n) when k < 0) and rotates by three reversals of a[:k], a[k:] and a.
// Dedup keeps the write index w in [1, r] (assertion w <= len(a) after the
// loop). Compact keeps w <= r. Partition (Lomuto) keeps i <= j < hi.
// InsertionSort's inner loop keeps 0 < j <= i < len(a). Merge reads a[i] and
// b[j] under i < len(a) && j < len(b) and appends the tails by slicing.
//
// Needs: octagon relations between two indices (i < j, w <= r, i <= j);
// k % n of a possibly negative k with a variable n; sub-slices passed to a
// callee.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11b_inplace

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Reverse reverses a in place.
func Reverse(a []int) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

// RotateLeft rotates a left by k positions (right for negative k).
func RotateLeft(a []int, k int) {
	n := len(a)
	if n == 0 {
		return
	}
	k %= n
	if k < 0 {
		k += n
	}
	Reverse(a[:k])
	Reverse(a[k:])
	Reverse(a)
}

// Dedup removes adjacent duplicates and returns the shortened slice.
func Dedup(a []int) []int {
	if len(a) < 2 {
		return a
	}
	w := 1
	for r := 1; r < len(a); r++ {
		if a[r] != a[w-1] {
			a[w] = a[r]
			w++
		}
	}
	assert(w <= len(a))
	return a[:w]
}

// Compact removes the zeros of a, keeping the order of the rest.
func Compact(a []int) []int {
	w := 0
	for r := 0; r < len(a); r++ {
		if a[r] != 0 {
			a[w] = a[r]
			w++
		}
	}
	return a[:w]
}

// Partition partitions a around its last element and returns the pivot's
// final position.
func Partition(a []int) int {
	if len(a) == 0 {
		return 0
	}
	hi := len(a) - 1
	p := a[hi]
	i := 0
	for j := 0; j < hi; j++ {
		if a[j] < p {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[hi] = a[hi], a[i]
	return i
}

// InsertionSort sorts a in place.
func InsertionSort(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j-1] > a[j]; j-- {
			a[j-1], a[j] = a[j], a[j-1]
		}
	}
}

// Merge merges two sorted slices.
func Merge(a, b []int) []int {
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if b[j] < a[i] {
			out = append(out, b[j])
			j++
		} else {
			out = append(out, a[i])
			i++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}
