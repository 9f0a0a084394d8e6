// Package use calls package lib in loops, for the nonterm analyzer in
// strict mode: a witness may rest on a callee's result only when what is
// known of the callee (its postcondition, the contract of a modelled
// standard function) determines that result.
package use

import (
	"unicode/utf8"

	"nontermcallee/lib"
)

// Stay never leaves a nonzero x: lib.Same returns x.
func Stay(x int) int {
	n := 0
	for x != 0 { // want `Stay does not terminate for some inputs: with x = 1 and the call at line 17 returning 1, the loop at line 16 comes back to the same state, forever`
		x = lib.Same(x)
		n++
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
