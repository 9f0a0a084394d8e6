// Package b exports a function with a latent assertion: its precondition
// travels to package a as a fact of numpredengine.
package b

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Sqrt asserts that x is not negative.
func Sqrt(x int) int {
	assert(x >= 0)
	r := 0
	for (r+1)*(r+1) <= x {
		r++
	}
	return r
}
