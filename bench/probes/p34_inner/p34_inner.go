// Package p34_inner: inner loop missing its increment.
package p34_inner

func Inner(s []int) int { // want:nonterm
	t := 0
	for i := 0; i < len(s); i++ {
		for j := 0; j < i; {
			t += s[j]
		}
	}
	return t
}

func InnerOK(s []int) int {
	t := 0
	for i := 0; i < len(s); i++ {
		for j := 0; j < i; j++ {
			t += s[j]
		}
	}
	return t
}
