// Package assertdefault holds assertions for the assert analyzer in default
// mode: manifest failures are reported with their point and witness; latent
// failures (those that depend on the arguments) are not.
package assertdefault

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// sign: manifest assertion. P = the then-branch (line 18): every execution
// through it sets s = -1.
func sign(n int) int {
	s := 1
	if n < 0 {
		s = -1
		assert(s > 0) // want `^assertion fails on every path through line 18 \(witness: n=-\d+\)$`
	}
	return s
}

// NoDefault: manifest panic("unreachable"). P = the statement after the
// switch (line 32), reached by every i other than 1 and 2.
func NoDefault(i int) int {
	switch i {
	case 1:
		return 10
	case 2:
		return 20
	}
	panic("unreachable: bad i") // want `^panic\("unreachable"\) is reached on every path through line 32 \(witness: i=-?\d+\)$`
}

// whenever: manifest panic("unreachable") behind an unknown call. P = the
// then-branch (line 41), reachable when f returns true. The witness has no
// argument values to show (the choice is f's result), so the pattern stops
// at the point.
func whenever(f func() bool) {
	if f() {
		panic("unreachable: f is false") // want `^panic\("unreachable"\) is reached on every path through line 41`
	}
}

// positive: latent assertion. It fails only for x <= 0, and its only point
// (the entry) is also passed by executions that succeed: silent.
func positive(x int) {
	assert(x > 0)
}

// inc8: latent assertion. x+1 > x fails only at x == 127 (wrap-around).
func inc8(x int8) int8 {
	y := x + 1
	assert(y > x)
	return y
}

// noDefaultInternal is NoDefault in an unexported function: only this
// package calls it, so the panic states an obligation of its callers (it is
// never called with i outside 0..2). The failure is latent: silent by
// default.
func noDefaultInternal(i int) int {
	switch i {
	case 0, 1, 2:
		return i
	}
	panic("unreachable")
}

// never: manifest, P = the function entry: x != x is false for every x, so
// every call fails.
func never(x int) {
	assert(x != x) // want `^assertion fails on every call \(witness: x=-?\d+\)$`
}

// thirdRound: manifest, every execution with n > 5 reaches i == 3 and fails
// (len(a) < 0 never holds). P = the then-branch of n > 5 (the loop, line
// 81) or the then-branch of i == 3 (line 83).
func thirdRound(a []int, n int) {
	if n > 5 {
		for i := 0; i < n; i++ {
			if i == 3 {
				assert(len(a) < 0) // want `^assertion fails on every path through line (81|83) \(witness: len\(a\)=\d+, n=\d+\)$`
			}
		}
	}
}

// conjunction: latent. x < 0 decides the failure, but that branch belongs
// to the assertion's own condition (x >= 0 && a <= 8), not to a point
// before it: silent by default, whatever the condition's shape.
func conjunction(x, a int) {
	assert(x >= 0 && a <= 8)
	assert(!(x < 0 || a > 8))
	assert(x >= 0 && (a <= 8 || a == 100) && x != 7)
}

// conjunctionAfter: manifest, P = the then-branch of x < 0 (line 102): a
// branch of the function before the assertion, where x >= 0 never holds.
func conjunctionAfter(x, a int) {
	if x < 0 {
		assert(x >= 0 && a <= 8) // want `^assertion fails on every path through line 102 \(witness: x=-\d+, a=-?\d+\)$`
	}
}

// kindOf is noDefaultInternal over a string: the switch compares typ, a
// value the analysis does not track, so its branches are read as untracked
// conditions; they still branch on the callers' argument (latent, silent).
func kindOf(typ string) int {
	switch typ {
	case "int":
		return 1
	case "uint":
		return 2
	}
	panic("unreachable")
}

// KindOf is kindOf exported: a manifest failure (every call with another
// string panics), as NoDefault.
func KindOf(typ string) int {
	switch typ {
	case "int":
		return 1
	case "uint":
		return 2
	}
	panic("unreachable") // want `^panic\("unreachable"\) is reached on every path through line 128`
}

// StepsOdd: the loop keeps k == 2·i (a template from its increments), so
// k == 2·n after it, never 2·n+1: the assertion fails on every path
// through k := 0 (line 139), although the states the first run
// keeps after the loop do not show it.
func StepsOdd(n int) int {
	if n < 1 || n > 1000 {
		return 0
	}
	k := 0
	for i := 0; i < n; i++ {
		k += 2
	}
	assert(k == 2*n+1) // want `^assertion fails on every path through line 139 \(witness: n=\d+\)$`
	return k
}

// TransferShort: x + y == n across the loop and x == 0 after it, so
// y == n and y < n fails on every path through x, y := n, 0 (line 153).
func TransferShort(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	x, y := n, 0
	for x > 0 {
		x--
		y++
	}
	assert(y < n) // want `^assertion fails on every path through line 153 \(witness: n=\d+\)$`
	return y + x
}

// Machine is fed events from a slice: their values are the function's
// data, free like its parameters. Events 1 then 5 reach s == 3 with m ==
// 0; the panic is the only statement of its branch, so every execution
// through the branch fails. The witness takes two rounds of the loop.
func Machine(events []int) int {
	s, m := 0, 0
	for _, ev := range events {
		switch {
		case s == 0 && ev == 1:
			s = 1
		case s == 1 && ev == 2:
			s, m = 2, 1
		case s == 2 && ev == 3:
			s = 3
		case s == 1 && ev == 5:
			s = 3
		case s == 3 && ev == 1:
			s, m = 0, 0
		}
		if s == 3 && m == 0 {
			panic("unreachable: skipped m") // want `^panic\("unreachable"\) is reached on every path through line 182 \(witness: len\(events\)=\d+\)$`
		}
	}
	return s
}

// machineField decides on a field: its invariants are the package's
// (a constructor may rule the state out), so a panic reached through it
// is not manifest.
type machine struct{ state int }

func (m *machine) step() int {
	switch m.state {
	case 0, 1:
		return m.state + 1
	}
	panic("unreachable")
}

// Step is step for any caller: the field is still the package's, read on
// entry, not an argument the callers choose.
func (m *machine) Step() int {
	switch m.state {
	case 0, 1:
		return m.state + 1
	}
	panic("unreachable")
}

// DownOdd reads no input: its one execution counts 999 down by twos to
// -1 and fails the assertion, on every call.
func DownOdd() int {
	x := 999
	for x > 0 {
		x -= 2
	}
	assert(x == 0) // want `^assertion fails on every call$`
	return x
}

// OrRight: the right operand of || is evaluated in a block lowered after
// the assertion's. Past m > 0 failing, m < -100 fails for every n > 5,
// but that branch is inside the assertion's condition: n = 11 passes, so
// no point before the assertion fails on every path.
func OrRight(n int) {
	if n > 5 {
		m := n - 10
		assert(m > 0 || m < -100)
	}
}

// OrRightNarrow confines n so that both operands fail: manifest through
// the branch before the assertion.
func OrRightNarrow(n int) {
	if n > 5 && n < 50 {
		m := n - 100
		assert(m > 0 || m < -100) // want `^assertion fails on every path through line \d+ \(witness: n=\d+\)$`
	}
}
