// Package assertstrict holds assertions for the assert analyzer in strict
// mode: latent failures are reported, proven assertions are not.
package assertstrict

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// inc8 wraps at 127: x+1 > x is not an invariant of int8.
func inc8(x int8) int8 {
	y := x + 1
	assert(y > x) // want `assertion not proven`
	return y
}

// withdraw wraps for balance = MaxInt, amount = -1.
func withdraw(balance, amount int) int {
	if amount > balance {
		return balance
	}
	rest := balance - amount
	assert(rest >= 0) // want `assertion not proven`
	return rest
}

// withdrawChecked cannot wrap.
func withdrawChecked(balance, amount int) int {
	if amount < 0 || amount > balance {
		return balance
	}
	rest := balance - amount
	assert(rest >= 0)
	return rest
}

// clamp is safe: the result lies in [lo, hi].
func clamp(x, lo, hi int) int {
	if lo > hi {
		return lo
	}
	r := x
	if r < lo {
		r = lo
	}
	if r > hi {
		r = hi
	}
	assert(lo <= r && r <= hi)
	return r
}
