// Package p02_reverse: reverse loops.
package p02_reverse

func Reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func LastNonZero(s []int) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] != 0 {
			return i
		}
	}
	return -1
}

func RevBad(s []int) int {
	t := 0
	for i := len(s); i >= 0; i-- {
		t += s[i] // want:bounds
	}
	return t
}
