// Package p32_conv: integer conversions as indices.
package p32_conv

func Conv(x int) int {
	var t [256]int
	return t[uint8(x)]
}

func Conv2(x int) int {
	var t [256]int
	return t[int(int8(x))+128]
}

func Conv3(x int) int {
	var t [128]int
	return t[int8(x)] // strict:bounds
}

func Abs8(x int8) int {
	var t [129]int
	if x < 0 {
		x = -x
	}
	return t[x] // strict:bounds
}
