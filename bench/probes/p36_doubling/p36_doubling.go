// Package p36_doubling: multiplicative loops.
package p36_doubling

func NextPow2(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}

func Grow(n int) int { // want:nonterm
	p := 0
	for p < n {
		p *= 2
	}
	return p
}

func Grow2(n, p int) int { // strict:nonterm
	for p < n {
		p *= 2
	}
	return p
}
