// Package ctl3_goto: loops written with goto.
//
// SumGoto loops while i < len(a): safe. SumGotoLE loops while i <= len(a):
// every execution reaches i == len(a) (nothing leaves early) and a[i] fails:
// P = entry, manifest. Retry calls try at most three times, counting attempts
// across the backward goto: terminates. RetryReset declares the counter after
// the label, so it restarts at 0 on every jump: a try that keeps failing loops
// forever, one that succeeds stops, through the same statements: latent.
//
// Needs: loops formed by backward goto; unknown calls as nondeterminism.
// Expect: want:bounds in SumGotoLE; strict:nonterm in RetryReset; others safe.
package ctl3_goto

// SumGoto adds the elements of a.
func SumGoto(a []int) int {
	s, i := 0, 0
loop:
	if i < len(a) {
		s += a[i]
		i++
		goto loop
	}
	return s
}

// SumGotoLE runs one step too far.
func SumGotoLE(a []int) int {
	s, i := 0, 0
loop:
	if i <= len(a) {
		s += a[i] // want:bounds
		i++
		goto loop
	}
	return s
}

// Retry calls try up to three times.
func Retry(try func() bool) bool {
	attempts := 0
again:
	if try() {
		return true
	}
	attempts++
	if attempts < 3 {
		goto again
	}
	return false
}

// RetryReset resets its counter on every attempt.
func RetryReset(try func() bool) bool { // strict:nonterm
again:
	attempts := 0
	if try() {
		return true
	}
	attempts++
	if attempts < 3 {
		goto again
	}
	return false
}
