// Package ctl3_continue: loops whose continue skips the increment.
//
// CountEven advances i in the skip branch before continuing: terminates.
// CountEvenBad continues without advancing when skipOdd holds and i is odd: P
// = the then-branch of the skip test diverges on every execution (i and
// skipOdd never change afterwards): manifest. Words skips blanks with a
// continue that advances and scans a word with a guarded inner loop:
// terminates and is safe.
//
// Needs: continue edges (no post statement); nested loops sharing an index.
// Expect: want:nonterm in CountEvenBad; CountEven and Words safe.
package ctl3_continue

// CountEven counts the i in [0, n) that are even or, without skipOdd, all.
func CountEven(n int, skipOdd bool) int {
	c := 0
	for i := 0; i < n; {
		if skipOdd && i%2 == 1 {
			i++
			continue
		}
		c++
		i++
	}
	return c
}

// CountEvenBad forgets to advance before continue.
func CountEvenBad(n int, skipOdd bool) int { // want:nonterm
	c := 0
	i := 0
	for i < n {
		if skipOdd && i%2 == 1 {
			continue
		}
		c++
		i++
	}
	return c
}

// Words counts blank-separated words.
func Words(s string) int {
	n, i := 0, 0
	for i < len(s) {
		if s[i] == ' ' {
			i++
			continue
		}
		n++
		for i < len(s) && s[i] != ' ' {
			i++
		}
	}
	return n
}
