// Package s11b_window: sliding windows over a slice.
//
// MaxWindowSum sums the first window a[0:k] without checking k <= len(a):
// k > len(a) fails at a[len(a)] (witness a = [1], k = 2) while k <= len(a)
// passes the same points: latent. Its second loop is safe (i >= k >= 1
// gives 0 <= i-k < i < len(a)), and so is the assertion k <= len(a) after
// the first loop: every run that gets there read a[k-1]. MaxWindowSumOK
// checks k <= len(a) up front. LongestAtMost is a two-pointer window whose
// shrink loop reads a[l] while sum > t: for t >= 0 the window a[l:r+1] is
// non-empty whenever its sum exceeds t (an empty window sums to exactly 0,
// wrap-around included), but a negative t shrinks past r (witness a = [0],
// t = -1); t = 5 on [3 4] passes the same points: latent. MovingAvg divides
// by min(i+1, k) and writes out[i] with len(out) == len(a): safe.
//
// Needs: relation i - k >= 0; a check refined by a previous successful
// access; latent failures that depend on an unchecked parameter.
// Expect: strict:bounds on a[i] in MaxWindowSum's first loop and on a[l] in
// LongestAtMost; the rest safe.
package s11b_window

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// MaxWindowSum returns the largest sum of k consecutive elements.
func MaxWindowSum(a []int, k int) int {
	if k <= 0 {
		return 0
	}
	s := 0
	for i := 0; i < k; i++ {
		s += a[i] // strict:bounds
	}
	assert(k <= len(a))
	best := s
	for i := k; i < len(a); i++ {
		s += a[i] - a[i-k]
		if s > best {
			best = s
		}
	}
	return best
}

// MaxWindowSumOK checks the window size first.
func MaxWindowSumOK(a []int, k int) int {
	if k <= 0 || k > len(a) {
		return 0
	}
	s := 0
	for i := 0; i < k; i++ {
		s += a[i]
	}
	best := s
	for i := k; i < len(a); i++ {
		s += a[i] - a[i-k]
		best = max(best, s)
	}
	return best
}

// LongestAtMost returns the length of the longest window whose sum is at
// most t (meant for t >= 0).
func LongestAtMost(a []int, t int) int {
	best, sum, l := 0, 0, 0
	for r := 0; r < len(a); r++ {
		sum += a[r]
		for sum > t {
			sum -= a[l] // strict:bounds
			l++
		}
		best = max(best, r-l+1)
	}
	return best
}

// MovingAvg returns the average of the last k values at each position.
func MovingAvg(a []int, k int) []int {
	if k <= 0 {
		return nil
	}
	out := make([]int, len(a))
	s := 0
	for i := 0; i < len(a); i++ {
		s += a[i]
		if i >= k {
			s -= a[i-k]
		}
		out[i] = s / min(i+1, k)
	}
	return out
}
