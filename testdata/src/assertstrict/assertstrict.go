// Package assertstrict holds assertions for the assert analyzer in strict
// mode: latent failures are reported, manifest failures keep their default
// message, proven assertions are not reported.
package assertstrict

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// inc8: latent, x+1 > x fails only at x == 127 (int8 wrap-around).
func inc8(x int8) int8 {
	y := x + 1
	assert(y > x) // want `^assertion not proven$`
	return y
}

// withdraw: latent, balance - amount wraps for balance = MaxInt, amount = -1.
func withdraw(balance, amount int) int {
	if amount > balance {
		return balance
	}
	rest := balance - amount
	assert(rest >= 0) // want `^assertion not proven$`
	return rest
}

// positive: latent, fails only for x <= 0.
func positive(x int) {
	assert(x > 0) // want `^assertion not proven$`
}

// NoDefault: manifest panic("unreachable"), reported in strict mode with
// the default message. P = the statement after the switch (line 43).
func NoDefault(i int) int {
	switch i {
	case 1:
		return 10
	case 2:
		return 20
	}
	panic("unreachable: bad i") // want `^panic\("unreachable"\) is reached on every path through line 43 \(witness: i=-?\d+\)$`
}

// withdrawChecked: proven, amount in [0, balance] cannot wrap.
func withdrawChecked(balance, amount int) int {
	if amount < 0 || amount > balance {
		return balance
	}
	rest := balance - amount
	assert(rest >= 0)
	return rest
}

// conjunction: latent (fails for x < 0 or a > 8): not proven, never
// manifest.
func conjunction(x, a int) {
	assert(x >= 0 && a <= 8) // want `^assertion not proven$`
}

// scaled is unexported and only called with 0 <= k < 8: its assertion
// holds wherever it runs.
func scaled(k int) int {
	assert(k >= 0 && k < 8)
	return k * 4
}

func Scales() int {
	s := 0
	for k := 0; k < 8; k++ {
		s += scaled(k)
	}
	return s
}

// scaledAny: one of its calls passes any k.
func scaledAny(k int) int {
	assert(k >= 0) // want `^assertion not proven$`
	return k
}

func ScalesAny(k int) int { return scaledAny(3) + scaledAny(k) }
