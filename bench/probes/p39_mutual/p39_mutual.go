// Package p39_mutual: mutual recursion diverging on a branch.
package p39_mutual

func A(n int) int { // want:nonterm
	if n > 0 {
		return B(n + 1)
	}
	return 0
}

// B diverges for n >= 0 and returns for n < 0; whether default mode should
// flag it is debatable (P = A's then-branch is inside another function).
func B(n int) int { // strict:nonterm
	return A(n + 1)
}
