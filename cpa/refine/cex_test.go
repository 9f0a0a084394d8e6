package refine

import (
	"context"
	"testing"
	"time"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// cexSrc holds functions whose safety needs precision that only the unsat
// cores of spurious counterexamples give, and unsafe twins.
const cexSrc = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Guard: 3a <= b is checked far from the assertion, which reads c = b - 3a.
func Guard(a, b int, choice func() bool) int {
	if a < 0 || a > 1000 || b < 0 || b > 5000 {
		return 0
	}
	if 3*a > b {
		return 0
	}
	s := 0
	for i := 0; i < 10 && choice(); i++ {
		s++
	}
	if choice() {
		s += 2
	}
	if choice() {
		s += 3
	}
	x := a + 1
	y := b + 3
	if choice() {
		s++
	}
	c := y - 3*x
	assert(c >= 0)
	return s
}

// GuardBad: the guard is 3a <= b + 1.
func GuardBad(a, b int, choice func() bool) int {
	if a < 0 || a > 1000 || b < 0 || b > 5000 {
		return 0
	}
	if 3*a > b+1 {
		return 0
	}
	s := 0
	for i := 0; i < 10 && choice(); i++ {
		s++
	}
	if choice() {
		s += 2
	}
	if choice() {
		s += 3
	}
	x := a + 1
	y := b + 3
	if choice() {
		s++
	}
	c := y - 3*x
	assert(c >= 0)
	return s
}

// Lockstep: b = 3a at the loop head, though a and b move on different
// edges by steps that differ from branch to branch.
func Lockstep(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b := 0, 0
	for i := 0; i < n; i++ {
		f := choice()
		if f {
			a += 1
		} else {
			a += 2
		}
		if f {
			b += 3
		} else {
			b += 6
		}
	}
	c := b - 3*a
	assert(c <= 0)
	return a
}

// LockstepBad: b moves by 7 where a moves by 2.
func LockstepBad(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b := 0, 0
	for i := 0; i < n; i++ {
		f := choice()
		if f {
			a += 1
		} else {
			a += 2
		}
		if f {
			b += 3
		} else {
			b += 7
		}
	}
	c := b - 3*a
	assert(c <= 0)
	return a
}

// Scaled: b = 3a at the loop head, though both move by a value read
// afresh at every step.
func Scaled(n int, step func() uint8, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b := 0, 0
	for i := 0; i < n && a < 100000; i++ {
		d := int(step())
		a += d
		b += 3 * d
	}
	c := b - 3*a
	if choice() {
		c = 0
	}
	assert(c <= 0)
	return n
}

// ScaledBad: b moves by 3d + 1.
func ScaledBad(n int, step func() uint8, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b := 0, 0
	for i := 0; i < n && a < 100000; i++ {
		d := int(step())
		a += d
		b += 3*d + 1
	}
	c := b - 3*a
	if choice() {
		c = 0
	}
	assert(c <= 0)
	return n
}

// Select is Gurfinkel & Chaki's Fig. 1(a) without its assumption: each
// assertion is reached only with the i that set its variable.
func Select(i int) {
	var x1, x2 int
	if i == 1 {
		x1 = i
	} else if i == 2 {
		x2 = -4
	}
	if i == 1 {
		assert(x1 > 0)
	} else if i == 2 {
		assert(x2 < 0)
	}
}

// SelectBad sets x1 for i == 2 but asserts it for i == 1.
func SelectBad(i int) {
	var x1 int
	if i == 2 {
		x1 = i
	}
	if i == 1 {
		assert(x1 > 0)
	}
}
`

func TestCexExplore(t *testing.T) {
	cfas := load(t, cexSrc)
	for _, fn := range []string{"Guard", "GuardBad", "Lockstep", "LockstepBad", "Scaled", "ScaledBad", "Select", "SelectBad"} {
		c := cfas[fn]
		cfg, r0 := analyse(t, c)
		wanted := func(chk *ssa2cfa.Check) bool { return true }
		t.Logf("%s: unproven %d", fn, len(Unproven(c, r0, wanted)))
		res, err := Refine(context.Background(), c, Config{Numeric: cfg}, r0, wanted)
		t.Logf(" templates: %v %v", res != nil, err)
		t0 := time.Now()
		res, err = Refine(context.Background(), c, Config{Numeric: cfg, CexRounds: 3}, r0, wanted)
		t.Logf(" %v", time.Since(t0))
		if res != nil {
			t.Logf(" cex: rounds %d forms %v keys %v unproven %d", res.Rounds, res.Forms, res.Keys, len(Unproven(c, res.Reached, wanted)))
		} else {
			t.Logf(" cex: nil %v", err)
		}
	}
}

func TestCexDebug(t *testing.T) {
	c := load(t, cexSrc)["Scaled"]
	_, r0 := analyse(t, c)
	x, err := newCexer(c)
	if err != nil {
		t.Fatal(err)
	}
	defer x.close()
	for _, chk := range Unproven(c, r0, nil) {
		for _, p := range counterexamples(r0, chk) {
			res, core, err := x.check(p)
			t.Logf("path %d edges: %v core %v err %v", len(p), res, core, err)
			for i, e := range p {
				t.Logf("  %d %v", i, e.Op)
			}
			f, k := coreHints(c, p, core)
			t.Logf("forms %v keys %v", f, k)
		}
	}
}
