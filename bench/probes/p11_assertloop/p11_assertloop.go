// Package p11_assertloop: asserts after counting loops.
package p11_assertloop

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Count(n int) int {
	i := 0
	for i < n {
		i++
	}
	assert(i == n) // strict:assert
	return i
}

func Count2(n int) int {
	if n < 0 {
		return 0
	}
	i := 0
	for i < n {
		i++
	}
	assert(i == n)
	assert(i >= 0)
	return i
}

func Count4(n int) int {
	i := 0
	for i < n {
		i += 2
	}
	assert(i == n) // strict:assert
	return i
}

func Count5(n int) int {
	if n <= 0 {
		return 0
	}
	i := 0
	for i <= n {
		i++
	}
	assert(i == n) // want:assert
	return i
}
