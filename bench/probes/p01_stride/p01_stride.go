// Package p01_stride: loops with strides 2 and 3.
package p01_stride

func PairSum(s []int) int {
	t := 0
	for i := 0; i+1 < len(s); i += 2 {
		t += s[i] + s[i+1]
	}
	return t
}

func PairSumBad(s []int) int {
	t := 0
	for i := 0; i < len(s); i += 2 {
		t += s[i] + s[i+1] // strict:bounds
	}
	return t
}

func Triples(s []int) int {
	t := 0
	for i := 0; i+2 < len(s); i += 3 {
		t += s[i] * s[i+2]
	}
	return t
}
