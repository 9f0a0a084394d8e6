// Package ctl3_tuple: parallel assignment versus sequential assignment.
//
// Swap exchanges a and b with a, b = b, a: the assertions a == y and b == x
// hold. SwapSeq writes a = b; b = a, so both end up equal to y: a == y holds
// and b == x fails whenever x != y; x == y passes the same statements:
// latent. Rotate3 rotates three values k times with a
// parallel assignment, so their sum is unchanged (also under wrap-around: it
// is the same multiset): safe.
//
// Needs: simultaneous assignment semantics; a three-variable sum invariant.
// Expect: strict:assert in SwapSeq; Swap and Rotate3 safe.
package ctl3_tuple

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Swap exchanges two values.
func Swap(x, y int) {
	a, b := x, y
	a, b = b, a
	assert(a == y)
	assert(b == x)
}

// SwapSeq swaps without a temporary.
func SwapSeq(x, y int) {
	a, b := x, y
	a = b
	b = a
	assert(a == y)
	assert(b == x) // strict:assert
}

// Rotate3 rotates (a, b, c) k times.
func Rotate3(x, y, z, k int) {
	if k < 0 || k > 1000 {
		return
	}
	a, b, c := x, y, z
	for i := 0; i < k; i++ {
		a, b, c = b, c, a
	}
	assert(a+b+c == x+y+z)
}
