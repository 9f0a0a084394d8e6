// Package dagger2_broken3 is a broken DAGGER variant: the second branch adds
// 3 to x and 1 to y without a guard.
//
// Witness: n = 1, choices (loop, branch1, branch2) = (true, false, true), then
// loop choice false: x = 3, y = 1. P = the then-branch of the error test;
// every execution through it panics: manifest.
//
// Needs: witness search through a loop with opaque choices.
// Expect: want:assert on the panic("unreachable").
package dagger2_broken3

// Broken3 is the loop; choice stands for "*".
func Broken3(n int, choice func() bool) (int, int) {
	if n < 0 || n > 1000 || choice == nil {
		return 0, 0
	}
	x, y := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			x++
			y += 3
		} else if choice() {
			x += 3
			y++
		}
	}
	if x >= 3 && y <= 2 {
		panic("unreachable") // want:assert
	}
	return x, y
}
