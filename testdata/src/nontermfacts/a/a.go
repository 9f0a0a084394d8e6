// Package a calls the functions of package b that never return for some
// arguments: nonterm reports the calls whose arguments fall in the
// callee's diverging set on every path, from b's facts.
package a

import "nontermfacts/b"

// CallsGrow passes 1 to b.Grow, which never returns for n > 0.
func CallsGrow() int { // want CallsGrow:"diverges"
	return b.Grow(1) // want `CallsGrow never terminates: it calls b.Grow, which never returns when n > 0`
}

// MaybeGrow diverges when k > 10 only.
func MaybeGrow(k int) int { // want MaybeGrow:"diverges when k >= 11"
	if k > 10 {
		return b.Grow(k) // want `MaybeGrow never terminates when k >= 11: it calls b.Grow, which never returns when n > 0`
	}
	return b.Grow(0)
}

// SafeGrow passes 0: b.Grow returns.
func SafeGrow() int {
	return b.Grow(0)
}

// CallsDown passes a negative value to b.Down, whose divergence is latent
// in b but certain here.
func CallsDown() int { // want CallsDown:"diverges"
	return b.Down(-3) // want `CallsDown never terminates: it calls b.Down, which never returns when n < 0`
}

// Either may pass anything to b.Down: a latent divergence, not reported in
// default mode, but summarised for callers.
func Either(n int) int { // want Either:"diverges when n < 0"
	return b.Down(n)
}

// Loops calls b.SumTo with a positive bound after a loop that terminates.
func Loops(xs []int) int { // want Loops:"diverges"
	s := 0
	for _, x := range xs {
		s += x
	}
	return b.SumTo(1) // want `Loops never terminates: it calls b.SumTo, which never returns when n > 0`
}

// Walks calls a method whose summary speaks of its second parameter.
func Walks(t *b.T) int { // want Walks:"diverges"
	return t.Walk(-1) // want `Walks never terminates: it calls Walk, which never returns when n < 0`
}

// Empty calls b.Len with an empty slice: it returns.
func Empty() int {
	return b.Len(nil)
}

// NonEmpty calls b.Len with xs when xs is not empty.
func NonEmpty(xs []int) int { // want NonEmpty:"diverges when len\\(xs\\) > 0"
	if len(xs) == 0 {
		return 0
	}
	return b.Len(xs) // want `NonEmpty never terminates when len\(xs\) > 0: it calls b.Len, which never returns when len\(a\) > 0`
}

// Transitive calls CallsGrow, summarised in this package.
func Transitive(n int) int { // want Transitive:"diverges when n == 1"
	if n == 1 {
		return CallsGrow() // want `Transitive never terminates when n == 1: it calls CallsGrow, which never returns`
	}
	return 0
}
