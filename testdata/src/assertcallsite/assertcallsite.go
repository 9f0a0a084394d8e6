// Package assertcallsite holds calls whose arguments make a callee's latent
// assertion failure certain: reported at the call site in default mode
// (the callee itself stays silent: its failure is latent), and calls that
// must stay silent.
package assertcallsite

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// positive is latent: it fails only for x <= 0.
func positive(x int) int {
	assert(x > 0)
	return x
}

// zero: every call passes 0 to positive, whose assertion then fails.
// Manifest at the call, P = the entry of zero.
func zero() int {
	return positive(0) // want `^positive\(0\): assertion fails in positive \(line 15\) on every call$`
}

// negated: for n > 0, positive(-n) fails (no wrap: -n of a positive int
// is negative). P = the then-branch.
func negated(n int) int {
	if n > 0 {
		return positive(-n) // want `^positive\(-n\): assertion fails in positive \(line 15\) on every path through line 29 \(witness: n=\d+\)$`
	}
	return 0
}

// checked is proven: the argument is positive.
func checked(n int) int {
	if n <= 0 {
		return 1
	}
	return positive(n)
}

// some fails for some n only: silent.
func some(n int) int {
	return positive(n - 1)
}

// viaSome: some's precondition, inherited from positive, is certain.
func viaSome() int {
	return some(1) // want `^some\(1\): assertion fails in positive \(line 15\) on every call$`
}

// loaded passes a value read from memory: whether it fails depends on what
// the caller stored, which it does not know here... but the value is the
// argument's own: silent, as the failure is not certain.
func loaded(p *int) int {
	return positive(*p)
}

// kind reaches panic("unreachable") for k outside 0 and 1.
func kind(k int) int {
	switch k {
	case 0:
		return 10
	case 1:
		return 20
	}
	panic("unreachable")
}

func kindTwo() int {
	return kind(2) // want `^kind\(2\): panic\("unreachable"\) is reached in kind \(line 67\) on every call$`
}

func kindOne() int {
	return kind(1)
}

// fatal never returns; the panic after it documents that, and is no
// precondition of after.
func fatal() {
	for {
	}
}

func after(k int) int {
	if k > 0 {
		return k
	}
	fatal()
	panic("unreachable")
}

func callAfter() int {
	return after(0)
}
