// Package loop2_done_flag: a loop exited through a flag set by a test on a
// counter.
//
// DoneGE sets the flag once i >= n: terminates for every n. DoneEq sets it
// only when i == n, which never happens for n <= 0 (i starts at 1 and grows);
// n = 1 passes the same points: latent.
//
// Needs: flag/counter correlation for termination; recurrent set n <= 0.
// Expect: DoneGE safe; strict:nonterm in DoneEq.
package loop2_done_flag

// DoneGE counts up to n.
func DoneGE(n int) int {
	i, done := 0, false
	for !done {
		i++
		if i >= n {
			done = true
		}
	}
	return i
}

// DoneEq counts up to exactly n.
func DoneEq(n int) int { // strict:nonterm
	i, done := 0, false
	for !done {
		i++
		if i == n {
			done = true
		}
	}
	return i
}
