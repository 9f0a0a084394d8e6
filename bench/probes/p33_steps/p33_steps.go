// Package p33_steps: relational loop invariants and asserts.
package p33_steps

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Steps(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	k := 0
	for i := 0; i < n; i++ {
		k += 2
	}
	assert(k == 2*n)
	return k
}

func StepsBad(n int) int {
	if n < 1 || n > 1000 {
		return 0
	}
	k := 0
	for i := 0; i < n; i++ {
		k += 2
	}
	assert(k == 2*n+1) // want:assert
	return k
}

func Down(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	i, j := n, 0
	for i > 0 {
		i--
		j++
	}
	assert(j == n)
	return j
}
