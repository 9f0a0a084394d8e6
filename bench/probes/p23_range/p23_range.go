// Package p23_range: range loops.
package p23_range

func Diff(s []int) []int {
	d := make([]int, len(s))
	for i := range s {
		if i > 0 {
			d[i] = s[i] - s[i-1]
		}
	}
	return d
}

func Next(s []int) int {
	t := 0
	for i := range s {
		t += s[i+1] // want:bounds
	}
	return t
}

func Zip(a, b []int) int {
	t := 0
	for i := range a {
		t += a[i] * b[i] // strict:bounds
	}
	return t
}

func ZipOK(a, b []int) int {
	if len(b) < len(a) {
		return 0
	}
	t := 0
	for i, v := range a {
		t += v * b[i]
	}
	return t
}
