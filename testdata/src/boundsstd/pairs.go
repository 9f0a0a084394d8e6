package boundsstd

// PairsOf fills n pairs: 2*n wraps around for the largest n, to a negative
// length that make rejects, so past make len(b) == 2*n and 2*i+1 < len(b)
// for i < n.
func PairsOf(n int) []int {
	if n < 0 {
		return nil
	}
	b := make([]int, 2*n)
	for i := 0; i < n; i++ {
		b[2*i] = i
		b[2*i+1] = -i
	}
	return b
}

// TriplesOf may wrap around to a positive length (3*(2^63-1) wraps to
// 2^63-3), which the indexes do not stay below.
func TriplesOf(n int) []int {
	if n < 0 {
		return nil
	}
	b := make([]byte, n*3)
	for i := 0; i < n; i++ {
		b[3*i+2] = 1 // want `^b\[3 \* i \+ 2\]: index not proven in range$`
	}
	return nil
}
