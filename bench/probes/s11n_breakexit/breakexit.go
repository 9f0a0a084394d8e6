// Package s11n_breakexit: loops written as "for { ... }" or without a
// condition that stop only through a break (or return) under a test.
//
// CountTo increments i before testing i >= n: terminates for every n.
// CollatzCapped follows the 3n+1 map but breaks once steps reaches limit, and
// steps grows by one per round: terminates for every n and limit. IsPrime
// runs d = 2, 3, ... and breaks once d*d > n, which holds after finitely many
// rounds for every n (unbounded integers). Scan stops when lo reaches hi or
// ok(lo) holds, and lo grows by one per round: terminates whatever ok
// returns.
//
// Needs: termination through a break condition (measures n - i, limit -
// steps, hi - lo); a non-linear exit d*d > n; unknown calls that cannot keep
// a loop alive.
// Expect: SAFE (no diagnostic in default or strict mode).
package s11n_breakexit

// CountTo counts from 1 up to n (at least one round).
func CountTo(n int) int {
	i := 0
	for {
		i++
		if i >= n {
			break
		}
	}
	return i
}

// CollatzCapped follows the 3n+1 map from n for at most limit steps.
func CollatzCapped(n, limit int) int {
	steps := 0
	for {
		if n == 1 || steps >= limit {
			break
		}
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

// IsPrime tests n by trial division up to its square root.
func IsPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; ; d++ {
		if d*d > n {
			break
		}
		if n%d == 0 {
			return false
		}
	}
	return true
}

// Scan returns the first lo in [lo, hi) where ok holds, or -1.
func Scan(lo, hi int, ok func(int) bool) int {
	for {
		if lo >= hi {
			return -1
		}
		if ok != nil && ok(lo) {
			break
		}
		lo++
	}
	return lo
}
