package boundsstd

// zeros: len(a) == n after make, and n cannot reach MaxInt (make refuses
// lengths that do not fit in memory), so i+1 does not wrap.
func zeros(n int) int {
	if n < 0 {
		return 0
	}
	a := make([]int, n)
	t := 0
	for i := 0; i < len(a); i++ {
		t += a[i]
	}
	return t
}

// fill: the same with a range over n.
func fill(n int) []int {
	if n < 0 {
		return nil
	}
	a := make([]int, n)
	for i := range n {
		a[i] = i
	}
	return a
}

// fillShift: i+k is out of range for k > 0.
func fillShift(n, k int) []int {
	if n < 0 || k < 0 {
		return nil
	}
	a := make([]int, n)
	for i := range n {
		a[i+k] = i // want `^a\[i \+ k\]: index not proven in range$`
	}
	return a
}

// smallBuf: make with a constant capacity is a make check (not reported),
// as make with a variable one, though go/ssa builds it as an array sliced
// by n; the slice then has that capacity.
func smallBuf(n int) []byte {
	b := make([]byte, n, 64)
	return b[:cap(b)]
}

// smallBufWrong: a slice that may pass the constant capacity.
func smallBufWrong(n, m int) []byte {
	b := make([]byte, n, 64)
	if m > n {
		return b[:m] // want `^b\[:m\]: slice bounds not proven in range$`
	}
	return b
}
