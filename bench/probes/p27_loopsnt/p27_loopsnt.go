// Package p27_loopsnt: loops that diverge for some inputs.
package p27_loopsnt

func Collatz(n int) int { // strict:nonterm
	c := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		c++
	}
	return c
}

func Halve(n int) int {
	c := 0
	for n != 0 {
		n /= 2
		c++
	}
	return c
}

func HalveShift(n int) int { // strict:nonterm
	c := 0
	for n != 0 {
		n >>= 1
		c++
	}
	return c
}

func Up2(n int) int { // want:nonterm
	if n%2 != 0 {
		for n != 10 {
			n += 2
		}
	}
	return n
}
