// Package p26_nested: nested loops.
package p26_nested

func Matrix(m [][]int) int {
	t := 0
	for i := range m {
		for j := range m[i] {
			t += m[i][j]
		}
	}
	return t
}

func Transpose(m [][]int) int {
	t := 0
	for i := range m {
		for j := range m[i] {
			t += m[j][i] // strict:bounds
		}
	}
	return t
}

func Tri(s []int) int {
	t := 0
	for i := 0; i < len(s); i++ {
		for j := 0; j < i; j++ {
			t += s[i] * s[j]
		}
	}
	return t
}
