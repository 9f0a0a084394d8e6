// Package p29_unreach: panic("unreachable") assertions.
package p29_unreach

func Sign(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	} else if x == 0 {
		return 0
	}
	panic("unreachable")
}

func Class2(x int) int {
	switch {
	case x < 10:
		return 0
	case x > 10:
		return 1
	}
	panic("unreachable: ten") // want:assert
}

func Mod3(x uint) int {
	switch x % 3 {
	case 0:
		return 0
	case 1:
		return 1
	case 2:
		return 2
	}
	panic("unreachable")
}

func Mod3s(x int) int {
	switch x % 3 {
	case 0, 1, 2:
		return 0
	}
	panic("unreachable") // want:assert
}

func NotAssert(x int) int {
	if x == 3 {
		panic("bad value")
	}
	return x
}
