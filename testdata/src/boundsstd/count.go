package boundsstd

// countTo: i < n keeps i below the greatest int, so i+1 does not wrap and
// i stays non-negative, whatever n.
func countTo(a []int, n int) int {
	s := 0
	for i := 0; i < n; i++ {
		if i < len(a) {
			s += a[i]
		}
	}
	return s
}

// countToWrong: with i <= n, i+1 wraps to the least int when n is the
// greatest.
func countToWrong(a []int, n int) int {
	s := 0
	for i := 0; i <= n; i++ {
		if i < len(a) {
			s += a[i] // want `^a\[i\]: index not proven in range$`
		}
	}
	return s
}
