// Package domtypes2_cycle: IntEq rotation 0 -> 1 -> 2 -> 0 on an input in
// [0, 2]; the result differs from the input and indexes a 3-array.
//
// Needs: IntEq values compared with several constants, correlation of n with c.
// Expect: SAFE (no diagnostic in default or strict mode).
package domtypes2_cycle

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Rotate maps c to its successor modulo 3.
func Rotate(c int) int {
	if c < 0 || c > 2 {
		return -1
	}
	n := 0
	switch c {
	case 0:
		n = 1
	case 1:
		n = 2
	case 2:
		n = 0
	}
	assert(n != c)
	assert((n == 0) == (c == 2))
	var hits [3]int
	hits[n]++
	hits[c]++
	return n + hits[0]
}
