// Package p31_u16: uint16 arithmetic.
package p31_u16

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Hash(s []byte) uint16 {
	var h uint16
	for _, c := range s {
		h = h*31 + uint16(c)
	}
	return h
}

func Slot(x uint16, t []int) int {
	if len(t) != 4096 {
		return 0
	}
	return t[x>>4]
}

func Slot2(x uint16, t []int) int {
	if len(t) != 4096 {
		return 0
	}
	return t[x>>3] // strict:bounds
}

func Lookup(s []byte, t []int) int {
	if len(t) < 65536 {
		return 0
	}
	return t[Hash(s)]
}

func Roll() uint16 {
	x := uint16(65535)
	x++
	assert(x == 0)
	return x
}

func Succ(x uint16) uint16 {
	assert(x+1 > x) // strict:assert
	return x + 1
}
