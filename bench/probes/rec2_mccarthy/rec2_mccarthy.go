// Package rec2_mccarthy is McCarthy's 91 function (a classic YASM-style
// terminating recursion with a nested recursive call).
//
// M91 terminates for every integer (n > 100 returns at once; otherwise the
// nested calls climb to 101..111 and come down to 91). No arithmetic wraps
// (n+11 only for n <= 100, n-10 only for n > 100). Check91 asserts the
// classic result 91 for n in [-1000, 100].
//
// Needs: termination of nested recursion (no strict false alarm); a summary
// M91(n) == 91 for n <= 100.
// Expect: SAFE (no diagnostic in default or strict mode).
package rec2_mccarthy

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// M91 is McCarthy's function.
func M91(n int) int {
	if n > 100 {
		return n - 10
	}
	return M91(M91(n + 11))
}

// Check91 checks the classic property.
func Check91(n int) int {
	if n < -1000 || n > 100 {
		return 0
	}
	r := M91(n)
	assert(r == 91)
	return r
}
