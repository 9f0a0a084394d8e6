package boundsstd

// An intrinsic stub's Go body only panics; the compiler replaces its
// calls, which return (crypto/internal/constanttime.boolToUint8). The
// code after them runs, and is checked.
func boolToUint8(b bool) uint8 {
	panic("unreachable; must be intrinsicified")
}

func byteEq(x, y uint8) int {
	return int(boolToUint8(x == y))
}

var classNames = [2]string{"differ", "equal"}

func className(x, y uint8) string {
	return classNames[byteEq(x, y)] // want `^classNames\[byteEq\(x, y\)\]: index not proven in range$`
}

func fifth(a []int, x, y uint8) int {
	_ = byteEq(x, y)
	return a[5] // want `^a\[5\]: index not proven in range$`
}

// A function that really panics ends the path.
func fail() int {
	panic("bad state")
}

func afterFail(a []int) int {
	fail()
	return a[5]
}
