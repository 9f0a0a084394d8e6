// Package lib is called by nontermcallee/use: functions whose results the
// nonterm analyzer does not see but knows from their postconditions (the
// engine's facts), and that always return (nonterm's Returns facts).
package lib

// Same returns its argument: its postcondition determines the result.
func Same(x int) int { // want Same:"returns"
	return x
}

// Step is the size of the first unit of s: 0 for an empty s, else 1 or 2.
// Its postcondition bounds it, without saying that it is 1 or more for a
// non-empty s.
func Step(s []byte) int { // want Step:"returns"
	if len(s) == 0 {
		return 0
	}
	if s[0] < 0x80 {
		return 1
	}
	return min(len(s), 2)
}

// Fold swaps the case of an ASCII letter, like unicode.SimpleFold: the
// orbit of every r comes back to r, which no postcondition says.
func Fold(r int) int { // want Fold:"returns"
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}

// Limit panics for n > 100: it does not always return.
func Limit(n int) int {
	if n > 100 {
		panic("too large")
	}
	return n
}

// Even returns an even n and panics for an odd one, which its
// postcondition (r0 == p0) does not say.
func Even(n int) int {
	if n%2 != 0 {
		panic("odd")
	}
	return n
}

// Half divides by a nonzero constant: it always returns.
func Half(n int) int { // want Half:"returns"
	return n / 2
}

// The functions below may panic or run long: no Returns fact.

// Div panics for d == 0.
func Div(n, d int) int {
	return n / d
}

// Deref panics for a nil p.
func Deref(p *int) int {
	return *p
}

// Unbox panics when x holds no int.
func Unbox(x any) int {
	return x.(int)
}

// Sum has a loop, which the proof does not take.
func Sum(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

// Apply calls a function value, which may do anything.
func Apply(f func(int) int, n int) int {
	return f(n)
}

var ticks int64

// Tick reads and advances a clock.
func Tick() int64 { // want Tick:"returns"
	ticks++
	return ticks
}
