// Package rel2_flagcount: a counter correlated with a done flag.
//
// cnt == i throughout; without a break the loop ends with i == n, with a break
// done is set and cnt == i < n. So !done implies cnt == n, and done implies
// cnt < n <= len(a).
//
// Needs: flag/counter correlation (predicated merge) at the loop exit.
// Expect: SAFE (no diagnostic in default or strict mode).
package rel2_flagcount

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// CountUntilZero counts the leading non-zero entries of a[:n].
func CountUntilZero(a []int, n int) int {
	if n < 0 || n > len(a) {
		return 0
	}
	cnt, done := 0, false
	for i := 0; i < n; i++ {
		if a[i] == 0 {
			done = true
			break
		}
		cnt++
	}
	if !done {
		assert(cnt == n)
		return cnt
	}
	assert(cnt < n)
	return a[cnt]
}
