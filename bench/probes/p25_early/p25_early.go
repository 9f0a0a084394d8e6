// Package p25_early: early returns.
package p25_early

func Get(s []int, i int) int {
	if i < 0 {
		return 0
	}
	if i >= len(s) {
		return -1
	}
	return s[i]
}

func Get2(s []int, i int) int {
	if i < 0 || i > len(s) {
		return 0
	}
	return s[i] // strict:bounds
}

func Get3(s []int, i int) int {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return s[i] // want:bounds
}
