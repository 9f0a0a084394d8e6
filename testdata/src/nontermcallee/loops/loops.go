// Package loops holds loops that call helpers, for the nonterm analyzer in
// default mode: a loop that never exits is manifest only if every call in
// it returns (a call that may panic ends the execution).
package loops

import "nontermcallee/lib"

var limits [8]int

// clamp reads limits within its bounds: it always returns.
func clamp(i int) int {
	if i < 0 || i >= len(limits) {
		return 0
	}
	return limits[i]
}

// at indexes limits unchecked: it panics for i outside 0..7.
func at(i int) int {
	return limits[i]
}

// Clamp is clamp, exported: its Returns fact is exported.
func Clamp(i int) int { // want Clamp:"returns"
	return clamp(i)
}

// Count forgot to advance i; the helper it calls always returns.
func Count(n int) int { // want Count:"diverges when n > 0"
	s := 0
	for i := 0; i < n; { // want `Count never terminates when n > 0: the loop at line 31 never exits`
		s += clamp(i)
	}
	return s
}

// Scan forgot to advance i too, but at(n) panics for n >= 8: not every
// execution with n > 0 runs forever, nothing is manifest.
func Scan(n int) int {
	s := 0
	for i := 0; i < n; {
		s += at(n + i)
	}
	return s
}

// Spin calls a function value, which may panic or exit: not manifest.
func Spin(n int, f func(int)) int {
	for i := 0; i < n; {
		f(i)
	}
	return n
}

// Hold never moves i: lib.Same(i) is i (its postcondition), and lib.Same
// always returns (its Returns fact).
func Hold(n int) int { // want Hold:"diverges when n > 0"
	for i := 0; i < n; { // want `Hold never terminates when n > 0: the loop at line 58 never exits`
		i = lib.Same(i)
	}
	return n
}

// Cap may stop: lib.Limit(i) panics for i > 100.
func Cap(n int) int {
	for i := 0; i < n; {
		i = lib.Limit(i)
	}
	return n
}
