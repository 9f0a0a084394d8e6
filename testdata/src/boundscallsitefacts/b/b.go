// Package b exports functions whose index failures are latent: their
// preconditions travel to package a as facts of numpredengine. Nothing is
// reported here.
package b

// At fails for i outside [0, len(xs)).
func At(xs []int, i int) int {
	return xs[i]
}

// Get inherits the precondition of get.
func Get(xs []int, i int) int {
	return get(xs, i) + 1
}

func get(xs []int, i int) int {
	return xs[i]
}

// Safe checks its index: no precondition.
func Safe(xs []int, i int) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	return xs[i]
}

// Prefix slices a string.
func Prefix(s string, n int) string {
	return s[:n]
}
