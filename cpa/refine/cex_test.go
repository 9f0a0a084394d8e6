package refine

import (
	"context"
	"math/rand"
	"sort"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// cexSrc holds functions whose safety needs precision that only the unsat
// cores of spurious counterexamples give, and unsafe twins.
const cexSrc = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Scaled: b = 3a at the loop head, though both move by a value read afresh
// at every step (no constant increment, so no ratio template), and the
// assertion reads c, a copy of b - 3a or 0 (a form of one variable, which
// closure does not carry back).
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
// assertion is reached only with the i that set its variable. The
// disequalities i != 1, i != 2 on the way to the join are lost by convex
// domains unless i keys the states apart.
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

// typedOracle answers unknown values at random within their types: small
// values mostly, booleans true with probability 3/4.
type typedOracle struct{ rnd *rand.Rand }

func (o typedOracle) value(t ssa2cfa.Type) cfainterp.Value {
	switch {
	case t.IsBool():
		if o.rnd.Intn(4) > 0 {
			return 1
		}
		return 0
	case o.rnd.Intn(8) == 0:
		return t.Canon(o.rnd.Uint64())
	}
	return t.Canon(uint64(o.rnd.Int63n(300)))
}

func (o typedOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env cfainterp.Env) cfainterp.Value {
	return o.value(c.Vars[v].Type)
}

func (o typedOracle) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []cfainterp.Value, env cfainterp.Env) ([]cfainterp.Value, bool) {
	out := make([]cfainterp.Value, len(call.Results))
	for i, v := range call.Results {
		if v >= 0 {
			out[i] = o.value(c.Vars[v].Type)
		}
	}
	return out, true
}

// concreteFailures runs c on random inputs (integers in [-4, 40]) and
// returns the checks some run fails.
func concreteFailures(t *testing.T, c *ssa2cfa.CFA, runs int, seed int64) map[*ssa2cfa.Check]bool {
	t.Helper()
	failed := map[*ssa2cfa.Check]bool{}
	rnd := rand.New(rand.NewSource(seed))
	o := typedOracle{rnd}
	for run := 0; run < runs; run++ {
		in := map[ssa2cfa.Var]cfainterp.Value{}
		for _, v := range c.Inputs {
			ty := c.Vars[v].Type
			if ty.IsBool() {
				in[v] = cfainterp.Value(rnd.Intn(2))
			} else {
				in[v] = ty.Canon(uint64(rnd.Int63n(45) - 4))
			}
		}
		out, err := cfainterp.Run(c, in, o, 1e5)
		if err != nil {
			t.Fatal(err)
		}
		if out.Failed != nil {
			failed[out.Failed] = true
		}
	}
	return failed
}

// assertions selects the checks the tests are about.
func assertions(chk *ssa2cfa.Check) bool {
	return chk.Kind == ssa2cfa.CheckAssert || chk.Kind == ssa2cfa.CheckUnreachable
}

// refined returns the reached set after refinement of c (r0 if none).
func refined(t *testing.T, c *ssa2cfa.CFA, cexRounds int) (*cpa.Reached, *cpa.Reached, *Result) {
	t.Helper()
	cfg, r0 := analyse(t, c)
	res, err := Refine(context.Background(), c, Config{Numeric: cfg, CexRounds: cexRounds}, r0, assertions)
	if err != nil {
		t.Fatal(err)
	}
	if res == nil {
		return r0, r0, nil
	}
	return r0, res.Reached, res
}

// TestCexRefine checks which functions counterexample-guided refinement
// proves that template refinement alone does not, and that no check a
// concrete run fails is proven.
func TestCexRefine(t *testing.T) {
	if !smt.Available {
		t.Skip("no solver (built without cgo)")
	}
	cfas := load(t, cexSrc)
	for _, tc := range []struct {
		fn          string
		safe        bool // every check proven after refinement
		concreteBad bool // some random run fails a check
	}{
		{"Scaled", true, false},
		{"ScaledBad", false, true},
		{"Select", true, false},
		{"SelectBad", false, true},
	} {
		t.Run(tc.fn, func(t *testing.T) {
			c := cfas[tc.fn]
			r0, tplOnly, _ := refined(t, c, 0)
			if len(Unproven(c, r0, assertions)) == 0 {
				t.Fatalf("proven without refinement: the test is vacuous")
			}
			if tc.safe && len(Unproven(c, tplOnly, assertions)) == 0 {
				t.Fatalf("proven by template refinement alone: the test is vacuous")
			}
			_, final, res := refined(t, c, 2)
			if res != nil {
				t.Logf("%d rounds, forms %v, keys %v", res.Rounds, res.Forms, res.Keys)
			}
			unproven := Unproven(c, final, assertions)
			if tc.safe && len(unproven) > 0 {
				t.Errorf("unproven after refinement: %d checks", len(unproven))
			}
			if !tc.safe && len(unproven) == 0 {
				t.Errorf("unsafe function proven")
			}
			failed := concreteFailures(t, c, 3000, 1)
			for chk := range failed {
				if len(final.ByLoc[chk.Err]) == 0 {
					t.Errorf("a concrete run fails proven check %s#%d", chk.Kind, chk.ID)
				}
			}
			if len(failed) > 0 != tc.concreteBad {
				t.Errorf("some concrete run failed: %v, want %v", len(failed) > 0, tc.concreteBad)
			}
		})
	}
}

// TestCexSound refines every function of both test sources with
// counterexamples and checks that no check proven fails on a concrete run.
func TestCexSound(t *testing.T) {
	for _, source := range []string{src, cexSrc} {
		cfas := load(t, source)
		names := make([]string, 0, len(cfas))
		for n := range cfas {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, fn := range names {
			c := cfas[fn]
			_, final, _ := refined(t, c, 3)
			for chk := range concreteFailures(t, c, 2000, 7) {
				if len(final.ByLoc[chk.Err]) == 0 {
					t.Errorf("%s: a concrete run fails proven check %s#%d", fn, chk.Kind, chk.ID)
				}
			}
		}
	}
}

// TestCoreHints checks the precision the first counterexample of Scaled
// and of Select teaches: the form 3a - b, carried back from the assertion
// c <= 0 over c := b - 3a; the key i, from i != 1 and i == 1 in the core.
func TestCoreHints(t *testing.T) {
	if !smt.Available {
		t.Skip("no solver (built without cgo)")
	}
	cfas := load(t, cexSrc)
	for _, tc := range []struct {
		fn        string
		form, key string
	}{
		{"Scaled", "3a-1b", ""},
		{"Select", "", "i"},
	} {
		t.Run(tc.fn, func(t *testing.T) {
			c := cfas[tc.fn]
			_, r0 := analyse(t, c)
			x, err := newCexer(c)
			if err != nil {
				t.Fatal(err)
			}
			defer x.close()
			h := newHints(nil)
			if !x.learn(r0, Unproven(c, r0, assertions), h) {
				t.Fatal("nothing learnt")
			}
			forms := map[string]bool{}
			for _, f := range h.forms {
				forms[named(c, f)] = true
			}
			keys := map[string]bool{}
			for _, k := range h.keys {
				keys[c.Vars[k].Name] = true
			}
			if tc.form != "" && !forms[tc.form] {
				t.Errorf("no form %s among %v", tc.form, forms)
			}
			if tc.key != "" && !keys[tc.key] {
				t.Errorf("no key %s among %v", tc.key, keys)
			}
			if len(h.real) > 0 {
				t.Errorf("a spurious counterexample judged feasible")
			}
		})
	}
}

// TestCexNoSolver checks that without a solver counterexample rounds are
// skipped: the result is that of template refinement.
func TestCexNoSolver(t *testing.T) {
	if smt.Available {
		t.Skip("solver available (CGO_ENABLED=0 runs this test)")
	}
	cfas := load(t, cexSrc)
	for _, fn := range []string{"Scaled", "Select"} {
		c := cfas[fn]
		_, tplOnly, _ := refined(t, c, 0)
		_, final, _ := refined(t, c, 2)
		if a, b := len(Unproven(c, tplOnly, nil)), len(Unproven(c, final, nil)); a != b {
			t.Errorf("%s: %d unproven with templates, %d with counterexample rounds and no solver", fn, a, b)
		}
	}
}
