// Package p08_wrap8: uint8/int8 wrap-around.
package p08_wrap8

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Inc(x uint8) uint8 {
	y := x + 1
	assert(y != 0) // strict:assert
	return y
}

func Tab(t [256]int, x uint8) int { return t[x+1] }

func Wrap(n int) int {
	var x uint8 = 250
	for i := 0; i < 10; i++ {
		x++
	}
	assert(x == 4)
	return int(x)
}

func Wrap3() int8 {
	var x int8 = 127
	x++
	assert(x > 0) // want:assert
	return x
}

func Neg8(x int8) int {
	var t [128]int
	if x >= 0 {
		return 0
	}
	y := -x
	return t[y] // strict:bounds
}
