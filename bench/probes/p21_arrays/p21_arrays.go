// Package p21_arrays: fixed arrays.
package p21_arrays

func Rot(a [5]int) [5]int {
	var b [5]int
	for i := range a {
		b[(i+1)%5] = a[i]
	}
	return b
}

func Copy(a [5]int) [5]int {
	var b [5]int
	for i := 0; i <= 5; i++ {
		b[i] = a[i] // want:bounds
	}
	return b
}

func Sum(a *[10]int) int {
	t := 0
	for i := 9; i >= 0; i-- {
		t += a[i]
	}
	return t
}
