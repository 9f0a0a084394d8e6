// Package p40_cap: slicing up to cap.
package p40_cap

func Extend(s []int) []int {
	if cap(s) > len(s) {
		return s[:len(s)+1]
	}
	return s
}

func Extend2(s []int) []int {
	return s[:len(s)+1] // strict:bounds
}

func Full(s []int) []int {
	return s[:cap(s)+1] // want:bounds
}

func ThreeIdx(s []int, i int) []int {
	if i < 0 || i > len(s) {
		return nil
	}
	return s[0:i:len(s)]
}
