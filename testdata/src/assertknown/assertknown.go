// Package assertknown holds assertions on which the assert analyzer is known
// to be wrong or incomplete today. The expectations are the correct ones, for
// default and strict mode alike; the test that runs this package is skipped
// until the engine meets them (see assert_test.go).
package assertknown

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// odd: manifest, P = the then-branch (lines 18-19): n*2+1 is odd for every n,
// wrap-around included, so n%2 == 0 fails. Known incomplete: default mode
// is silent (strict says "assertion not proven"); the proof needs parity.
func odd(n int) {
	if n > 0 {
		n = n*2 + 1
		assert(n%2 == 0) // want `^assertion fails on every path through line (18|19) \(witness: n=\d+\)$`
	}
}

// countdown: manifest assertion. Every execution past the guard leaves the
// loop with n == 0, so the statement after the loop (line 36) is a point
// every execution through which fails; the loop always terminates, so the
// loop head (line 33) is one too. Known wrong: the message says "assertion
// fails on every path" without naming a point, which reads as if every
// execution failed (those with n outside [0, 100] return early).
func countdown(n int) {
	if n < 0 || n > 100 {
		return
	}
	for n > 0 {
		n--
	}
	assert(n == 1) // want `^assertion fails on every path through line (33|34|36) \(witness: n=\d+\)$`
}

// wrap8: manifest, P = the then-branch (line 45). y == 0 means x+1 wrapped,
// so x == 255 and the assertion x == 254 fails. Known incomplete: default
// mode is silent (strict says "assertion not proven").
func wrap8(x uint8) {
	y := x + 1
	if y == 0 {
		assert(x == 254) // want `^assertion fails on every path through line 45 \(witness: x=255\)$`
	}
}

// late: manifest, P = the then-branch of i == 1000 (line 55), reachable for
// n > 1000. Known incomplete: default mode is silent (strict says
// "assertion not proven"); the witness needs 1001 loop iterations.
func late(n int) {
	for i := 0; i < n; i++ {
		if i == 1000 {
			assert(false) // want `^assertion fails on every path through line 55 \(witness: n=\d+\)$`
		}
	}
}

// spinDown: manifest, P = the statement after the outer loop (line 74):
// every execution reaching it has n == 0. The loops are not manifest points:
// with f always true and n > 0 an execution spins forever and fails nothing.
// Known wrong: the message says "assertion fails on every path" without a
// line, so the point cannot be checked.
func spinDown(n int, f func() bool) {
	if n < 0 || n > 10 {
		return
	}
	for n > 0 {
		for f() {
		}
		n--
	}
	assert(n == 1) // want `^assertion fails on every path through line 74 \(witness: n=0\)$`
}

// notFound: manifest, P = the statement after the loop (line 87): every
// execution that leaves the loop without returning has n outside [0, 10) and
// panics. Known incomplete: default mode is silent (strict says "not proven
// unreachable"); a witness needs ten loop iterations.
func notFound(n int) {
	for i := 0; i < 10; i++ {
		if i == n {
			return
		}
	}
	panic("unreachable: n in [0, 10)") // want `^panic\("unreachable"\) is reached on every path through line 87 \(witness: n=-?\d+\)$`
}
