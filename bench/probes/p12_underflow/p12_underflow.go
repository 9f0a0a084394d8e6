// Package p12_underflow: len(s)-1 on empty.
package p12_underflow

func LastU(s []int) int {
	n := uint(len(s)) - 1
	return s[n] // strict:bounds
}

func Last(s []int) int { return s[len(s)-1] } // strict:bounds

func LastEmpty(s []int) int {
	if len(s) == 0 {
		return s[len(s)-1] // want:bounds
	}
	return 0
}

func LoopU(s []int) int {
	t := 0
	for i := uint(0); i < uint(len(s))-1; i++ {
		t += s[i] // strict:bounds
	}
	return t
}
