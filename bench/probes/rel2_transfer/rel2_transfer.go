// Package rel2_transfer moves n units from x to y one at a time: x + y == n
// throughout, so y == n at the end.
//
// Transfer indexes buf[y] with len(buf) == n+1: safe. TransferBad asserts
// y < n, which fails for every n in [0, 1000]: P = the statement after the
// assume; manifest.
//
// Needs: octagon x + y == n with x >= 0 at exit; manifest detection.
// Expect: Transfer safe; want:assert in TransferBad.
package rel2_transfer

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Transfer moves n units.
func Transfer(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	x, y := n, 0
	for x > 0 {
		x--
		y++
	}
	assert(x+y == n)
	assert(y == n)
	buf := make([]int, n+1)
	return buf[y]
}

// TransferBad asserts the wrong bound.
func TransferBad(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	x, y := n, 0
	for x > 0 {
		x--
		y++
	}
	assert(y < n) // want:assert
	return y + x
}
