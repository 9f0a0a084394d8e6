// Package c calls the functions of package b in strict mode: a call that
// falls in the callee's diverging set for some inputs only is reported
// with such an input.
package c

import "nontermfacts/b"

// Either may pass anything to b.Down, which never returns for n < 0.
func Either(n int) int { // want Either:"diverges when n < 0"
	return b.Down(n) // want `Either does not terminate when n < 0: it calls b.Down, which never returns when n < 0 \(e.g. n = -1\)`
}

// Bounded passes k-5 to b.Down for k in [0, 10]: it diverges for k < 5.
// The entry set is the meet of two of its conditions (k <= 4, k > 0).
func Bounded(k int) int { // want Bounded:"diverges when k <= 4 && k > 0"
	if k < 0 || k > 10 {
		return 0
	}
	return b.Down(k - 5) // want `Bounded does not terminate when k <= 4 && k > 0: it calls b.Down, which never returns when n < 0 \(e.g. k = 1\)`
}

// Safe passes a non-negative value: b.Down returns.
func Safe(k int) int {
	if k < 0 {
		return 0
	}
	return b.Down(k)
}
