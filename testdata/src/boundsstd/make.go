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

// appendCount appends once per round to a slice made with capacity n:
// its length is then n, at most its capacity, which s[:n] needs (the
// capacity alone, which append may grow, says nothing of n).
func appendCount(n int) []int {
	s := make([]int, 0, n)
	for i := 0; i < n; i++ {
		s = append(s, i)
	}
	return s[:n]
}

// appendCountShort makes the capacity m and appends one round fewer: for
// m = 0 and n = 2 one append leaves a capacity of 1, and s[:2] fails.
func appendCountShort(n, m int) []int {
	s := make([]int, 0, m)
	for i := 1; i < n; i++ {
		s = append(s, i)
	}
	return s[:n] // want `^s\[:n\]: slice bounds not proven in range$`
}
