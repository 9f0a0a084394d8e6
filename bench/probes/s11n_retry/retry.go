// Package s11n_retry: retry loops driven by an operation's results (an
// unknown func-typed parameter).
//
// Retry gives up after max failures in a row, but a "transient" result (2)
// resets the failure count and continues: with max >= 1 and an op that
// always returns 2 it never stops; an op returning 2 and then 0 passes every
// point (case 2 included) and returns: latent. RetryCapped also counts
// attempts and stops at limit: terminates whatever op returns. Backoff
// doubles a delay d >= 1 until it reaches max: terminates.
//
// Needs: non-termination through unknown call results (strict only: some
// results stop the loop); termination by an attempt counter despite a reset;
// multiplicative growth.
// Expect: strict:nonterm in Retry; RetryCapped and Backoff safe.
package s11n_retry

// Retry calls op until it succeeds (0) or fails max times in a row; result
// 2 is transient and resets the count.
func Retry(max int, op func() int) int { // strict:nonterm
	if op == nil {
		return -1
	}
	fails := 0
	for fails < max {
		switch op() {
		case 0:
			return fails
		case 2:
			fails = 0
			continue
		}
		fails++
	}
	return -1
}

// RetryCapped is Retry with a bound on the total number of attempts.
func RetryCapped(max, limit int, op func() int) int {
	if op == nil {
		return -1
	}
	fails := 0
	for tries := 0; fails < max && tries < limit; tries++ {
		switch op() {
		case 0:
			return tries
		case 2:
			fails = 0
			continue
		}
		fails++
	}
	return -1
}

// Backoff returns the number of doublings of a delay from 1 to max.
func Backoff(max int) int {
	n := 0
	for d := 1; d < max; d *= 2 {
		n++
	}
	return n
}
