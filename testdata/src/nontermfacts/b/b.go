// Package b holds functions that never return for some arguments: the
// nonterm analyzer exports their must-diverge summaries as facts, which
// package a uses at its calls.
package b

// Grow never returns for n > 0.
func Grow(n int) int { // want Grow:"diverges when n > 0"
	if n > 0 {
		return Grow(n + 1) // want `Grow never terminates when n > 0: every call recurses with a larger n`
	}
	return 0
}

// Forever never returns.
func Forever(n int) int { // want Forever:"diverges"
	return Forever(n) + 1 // want `Forever never terminates: every call recurses with the same n`
}

// Down counts down to 0, which it never meets from n < 0: a latent
// divergence, silent in default mode, yet summarised for callers.
func Down(n int) int { // want Down:"diverges when n < 0"
	if n == 0 {
		return 0
	}
	return Down(n-1) + 1
}

// SumTo forgot to advance i.
func SumTo(n int) int { // want SumTo:"diverges when n > 0"
	s := 0
	for i := 0; i < n; { // want `SumTo never terminates when n > 0: the loop at line 31 never exits`
		s += i
	}
	return s
}

// Len never returns on a non-empty slice.
func Len(a []int) int { // want Len:"diverges when len\\(a\\) > 0"
	i := 0
	for i < len(a) { // want `Len never terminates when len\(a\) > 0: the loop at line 40 never exits`
		i += 0
	}
	return i
}

// T is a receiver.
type T struct{ depth int }

// Walk never reaches 0 from n < 0.
func (t *T) Walk(n int) int { // want Walk:"diverges when n < 0"
	if n < 0 {
		return t.Walk(n-1) + 1 // want `Walk never terminates when n < 0: every call recurses with a smaller n`
	}
	return 0
}

// Count terminates: no fact.
func Count(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}
