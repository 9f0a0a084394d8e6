// Package p43_uint8loop: loops that only stop by (no) overflow.
package p43_uint8loop

// All8 really diverges: i <= 255 holds for every uint8, so the test that
// should end the loop never fails (a test true of every value of its type
// is not an overflow that unbounded integers would undo).
func All8(t *[256]int) int { // want:nonterm
	s := 0
	for i := uint8(0); i <= 255; i++ {
		s += t[i]
	}
	return s
}

// Overflow: stops only by wrapping; nonterm treats ints as unbounded.
func Overflow(n int) int { // want:nonterm
	c := 0
	if n > 0 {
		for n > 0 {
			n++
			c++
		}
	}
	return c
}
