// Package boundsstrict holds index and slice expressions for the bounds
// analyzer in strict mode: every expression not proven in range is reported.
package boundsstrict

func get(xs []int, i int) int {
	return xs[i] // want `not proven in range`
}

func last(xs []int) int {
	return xs[len(xs)-1] // want `not proven in range`
}

func from(s string, i int) string {
	return s[i:] // want `not proven in range`
}

func offByOne(xs []int, i int) int {
	if i <= len(xs) {
		return xs[i] // want `not proven in range`
	}
	return 0
}

func getChecked(xs []int, i int) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	return xs[i]
}

func clone(xs []int) []int {
	ys := make([]int, len(xs))
	for i := range xs {
		ys[i] = xs[i]
	}
	return ys
}

func prefix(s string, n int) string {
	if n >= 0 && n <= len(s) {
		return s[:n]
	}
	return s
}
