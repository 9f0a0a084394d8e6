// Package use calls package lib in loops, for the nonterm analyzer in
// strict mode: a witness may rest on a callee's result only when what is
// known of the callee (its postcondition, the contract of a modelled
// standard function) determines that result.
package use

import (
	"unicode/utf8"

	"nontermcallee/lib"
)

// Stay never leaves a nonzero x: lib.Same returns x. The loop's condition
// on x, stated of the input it copies, is an entry set that diverges.
func Stay(x int) int { // want Stay:"diverges when x > 0"
	n := 0
	for x != 0 { // want `Stay does not terminate when x > 0: the loop at line 17 never exits \(e.g. x = 1\)`
		x = lib.Same(x)
		n++
	}
	return n
}

// StayOff is Stay on a computed value: the witness is a run that comes
// back to its state, and rests on lib.Same's result.
func StayOff(k int) int {
	n := 0
	for x := k + 1; x != 0; n++ { // want `StayOff does not terminate for some inputs: with k = 0 and the call at line 29 returning 1, the loop at line 28 comes back to the same state, forever`
		x = lib.Same(x)
	}
	return n
}

// Skip terminates: lib.Step(s) is at least 1 for a non-empty s. A run that
// chooses 0 for it is no witness.
func Skip(s []byte) int {
	n := 0
	for len(s) > 0 {
		s = s[lib.Step(s):]
		n++
	}
	return n
}

// Orbit terminates: the orbit of lib.Fold comes back to r. A run that
// chooses lib.Fold(65) = 0 and lib.Fold(0) = 0 is no witness.
func Orbit(r int) int {
	m := r
	for x := lib.Fold(r); x != r; x = lib.Fold(x) {
		m = min(m, x)
	}
	return m
}

// Runes terminates: utf8.DecodeRune returns a size of at least 1 for a
// non-empty p (its modelled contract).
func Runes(p []byte) int {
	n := 0
	for len(p) > 0 {
		_, size := utf8.DecodeRune(p)
		p = p[size:]
		n++
	}
	return n
}

// Halt would stay at an odd x if lib.Even returned it, but lib.Even
// panics then: a callee that does not always return is no part of a
// witness.
func Halt(x int) int {
	for x%2 != 0 {
		x = lib.Even(x)
	}
	return x
}

// swap exchanges the n elements of data at a and at b: it panics for
// indices out of range, and returns at once for n <= 0.
func swap[E any](data []E, a, b, n int) {
	for i := 0; i < n; i++ {
		data[a+i], data[b+i] = data[b+i], data[a+i]
	}
}

// Rotate is sort's rotate, generic: for a = m = 0 and b = 1 its loop never
// ends (j -= i with i = 0). The run enters the calls of the generic swap
// (they return at once): it does not take them for calls that may stop.
func Rotate[E any](data []E, a, m, b int) {
	i := m - a
	j := b - m
	for i != j { // want `Rotate does not terminate for some inputs: with len\(data\) = 0, a = 0, m = 0 and b = 1, the loop at line 91 comes back to the same state, forever`
		if i > j {
			swap(data, m-i, m, j)
			i -= j
		} else {
			swap(data, m-i, m+j-i, i)
			j -= i
		}
	}
	swap(data, m-i, m, i)
}

// Wait spins until the clock has advanced by d: lib.Tick need not return
// the same value on every round, so a run where it does is no witness.
func Wait(d int64) {
	for start := lib.Tick(); lib.Tick()-start < d; {
	}
}
