// Package ctl3_defer: deferred calls whose arguments are evaluated when the
// defer statement runs (no recover anywhere).
//
// Snapshot defers record(a[i]) with i == 0 after checking len(a) > 0, then
// moves i to len(a): the argument was already evaluated, safe. DeferAll
// defers one call per element: safe. DeferPair evaluates a[1] as the argument
// of a deferred literal after checking len(a) >= 2: safe (the literal only
// adds). DeferEnd defers record(a[len(a)]): the argument fails on every
// execution (P = entry): manifest. DeferEarly defers record(a[0]) before the
// emptiness test: nil fails, [1] passes: latent; its later a[0] is safe.
//
// Needs: defer argument evaluation at the defer statement; no false report
// from modeling deferred calls at return.
// Expect: want:bounds in DeferEnd; strict:bounds in DeferEarly; others safe.
package ctl3_defer

var sink int

func record(v int) { sink += v }

// Snapshot records the first element on return.
func Snapshot(a []int) int {
	if len(a) == 0 {
		return 0
	}
	i := 0
	defer record(a[i])
	i = len(a)
	return i
}

// DeferAll records every element, last first.
func DeferAll(a []int) {
	for i := range a {
		defer record(a[i])
	}
}

// DeferPair adds a[1] to the result on return.
func DeferPair(a []int) (n int) {
	if len(a) < 2 {
		return 0
	}
	defer func(x int) { n += x }(a[1])
	return a[0]
}

// DeferEnd records one past the end.
func DeferEnd(a []int) int {
	defer record(a[len(a)]) // want:bounds
	return len(a)
}

// DeferEarly records a[0] before checking for emptiness.
func DeferEarly(a []int) int {
	defer record(a[0]) // strict:bounds
	if len(a) == 0 {
		return 0
	}
	return a[0]
}
