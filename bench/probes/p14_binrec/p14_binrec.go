// Package p14_binrec: binary recursion.
package p14_binrec

func Fib(n int) int {
	if n < 2 {
		return n
	}
	return Fib(n-1) + Fib(n-2)
}

func Sum(lo, hi int) int {
	if lo >= hi {
		return 0
	}
	if hi-lo == 1 {
		return lo
	}
	m := lo + (hi-lo)/2
	return Sum(lo, m) + Sum(m, hi)
}

// BadSplit diverges for every lo < hi (a width-1 interval recurses on itself).
func BadSplit(lo, hi int) int { // want:nonterm
	if lo >= hi {
		return 0
	}
	m := (lo + hi) / 2
	return BadSplit(lo, m) + BadSplit(m, hi) + 1
}
