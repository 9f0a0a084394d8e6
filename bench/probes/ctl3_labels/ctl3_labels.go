// Package ctl3_labels: pair search with labeled loops and goto.
//
// PairIndex scans pairs and jumps to found with i < len(a): a[i] there is
// safe. PairIndexBad also reads a[i] at the statement after the loops, which
// is reached only when the outer loop ended with i == len(a): P = that
// statement, every execution through it fails: manifest (the read at found is
// safe). FirstDup leaves both loops with a labeled break, skips ahead with a
// labeled continue, and tests i < len(a) afterwards: safe.
//
// Needs: goto and labeled break/continue in the CFG; exit value of a loop
// counter.
// Expect: want:bounds after the loops in PairIndexBad; the rest safe.
package ctl3_labels

// PairIndex returns a[i] for the first i with a partner summing to t.
func PairIndex(a []int, t int) int {
	i := 0
	for i = 0; i < len(a); i++ {
		for j := i + 1; j < len(a); j++ {
			if a[i]+a[j] == t {
				goto found
			}
		}
	}
	return -1
found:
	return a[i]
}

// PairIndexBad reads a[i] on the not-found path too.
func PairIndexBad(a []int, t int) int {
	i := 0
	for i = 0; i < len(a); i++ {
		for j := i + 1; j < len(a); j++ {
			if a[i]+a[j] == t {
				goto found
			}
		}
	}
	return a[i] - 1 // want:bounds
found:
	return a[i]
}

// FirstDup returns the first element equal to an earlier one.
func FirstDup(a []int) int {
	i := 0
outer:
	for ; i < len(a); i++ {
		for j := 0; j < i; j++ {
			if a[j] == a[i] {
				break outer
			}
			if a[j] > a[i] {
				continue outer
			}
		}
	}
	if i < len(a) {
		return a[i]
	}
	return -1
}
