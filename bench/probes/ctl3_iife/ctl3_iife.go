// Package ctl3_iife: function literals called immediately.
//
// First passes s as an argument to a literal that checks len(b) before b[0]:
// safe. Clamp computes an index with a literal over parameters (i, len(s))
// whose result is -1 or in [0, n-1], then reads s[j] after checking j >= 0:
// safe. Captured reads s[0] inside a literal made after the caller checked
// len(s) > 0; s is captured once and never assigned again, so every run of
// the literal sees a non-empty s: safe. Parse's literal reads p[0] in the
// branch where p == "": P = that branch of the literal, manifest.
//
// Needs: function literals as entry points; results of immediately called
// literals; captured variables as heap reads.
// Expect: nothing in Captured's literal; want:bounds in Parse's
// literal; First and Clamp safe.
package ctl3_iife

// First returns the first element or 0.
func First(s []int) int {
	return func(b []int) int {
		if len(b) == 0 {
			return 0
		}
		return b[0]
	}(s)
}

// Clamp returns s[i] with i clamped into range.
func Clamp(s []int, i int) int {
	j := func(i, n int) int {
		if n <= 0 {
			return -1
		}
		if i < 0 {
			return 0
		}
		if i >= n {
			return n - 1
		}
		return i
	}(i, len(s))
	if j < 0 {
		return 0
	}
	return s[j]
}

// Captured reads a captured slice inside the literal.
func Captured(s []int) int {
	if len(s) == 0 {
		return 0
	}
	return func() int {
		return s[0]
	}()
}

// Parse returns the first byte of s through a literal with the test inverted.
func Parse(s string) int {
	return func(p string) int {
		if p == "" {
			return int(p[0]) // want:bounds
		}
		return 0
	}(s)
}
