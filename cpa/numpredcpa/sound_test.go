package numpredcpa_test

import (
	"context"
	"math/big"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/numpredcpa"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// soundSrc holds functions whose flags, tags and numbers are correlated
// through branches and loops, with wrap-around in small types.
const soundSrc = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func FlagStep(flag bool, n int) int {
	if n < 0 || n > 50 {
		return 0
	}
	step := -1
	if flag {
		step = 1
	}
	pos := 0
	for i := 0; i < n; i++ {
		pos += step
	}
	if flag {
		assert(pos > 0)
	} else {
		assert(pos <= 0)
	}
	return pos
}

func Tags(a, b int, n int) int {
	k := -1
	if a == b {
		k = 0
	}
	s := 0
	for j := 0; j < n && j < 20; j++ {
		if a == b || a == 3 {
			s += k
		}
	}
	assert(s == 0)
	return s
}

func Mode(m int, x int8) int8 {
	y := x
	switch m {
	case 1:
		y = x + 100
	case 2, 7:
		y = x - 100
	}
	if m == 1 {
		assert(y >= x)
	}
	if m == 7 {
		assert(y != 5)
	}
	return y
}

func Count(n int, stop bool, u uint8) uint8 {
	c := 0
	done := false
	for i := 0; i < n && i < 30; i++ {
		if done {
			assert(c >= 3)
		}
		c++
		u += 7
		if stop && c == 2 {
			done = true
		}
	}
	same := done == stop
	if same {
		assert(u != 3)
	}
	return u
}

func Swap(a, b int16, p bool) int16 {
	x, y := a, b
	for i := 0; i < 3; i++ {
		if p {
			x, y = y, x
		}
		p = !p
	}
	if x == y {
		assert(a == b)
	}
	return x - y
}
`

var combined = []cpa.Combined{cpa.NEXPOINT, cpa.NEX, cpa.MTNDD, cpa.NDD}

// newCPA makes the CPA of c over the Bool variables, the IntEq equalities
// domain types find and the compared pairs, as the engine does.
func newCPA(t *testing.T, c *ssa2cfa.CFA, d cpa.Combined) *numpredcpa.CPA {
	t.Helper()
	dom := linform.Domain{Base: octagon.Domain{}}
	cfg := numpredcpa.Config{Domain: d, Numeric: numeric.New(c, numeric.Config{Domain: dom}), NumDomain: dom, Pairs: true}
	ty := domtype.Classify(c)
	for v := range c.Vars {
		if c.Vars[v].Type.IsBool() {
			cfg.Bools = append(cfg.Bools, ssa2cfa.Var(v))
		}
	}
	for _, part := range ty.Partitions() {
		for _, v := range part {
			for _, k := range ty.PartitionConstants(part) {
				cfg.Eqs = append(cfg.Eqs, numpredcpa.Eq{Var: v, Const: k})
			}
		}
	}
	p, err := numpredcpa.New(c, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

var pool = []int64{-128, -101, -2, -1, 0, 1, 2, 3, 4, 5, 7, 20, 50, 99, 127, 128, 255, 256, 1<<15 - 1, -1 << 15, 1<<63 - 1, -1 << 63}

// value returns a random value of v within its range.
func value(r *rand.Rand, c *ssa2cfa.CFA, v ssa2cfa.Var) uint64 {
	info := &c.Vars[v]
	if info.Type.IsBool() {
		return uint64(r.Intn(2))
	}
	x := pool[r.Intn(len(pool))]
	if info.Role == ssa2cfa.RoleParam && r.Intn(2) == 0 {
		x = int64(r.Intn(8)) // small values hit the constants
	}
	if x < info.Lo() || x > info.Hi() {
		x = info.Lo()
	}
	return info.Type.Canon(uint64(x))
}

// contains reports whether the concrete state env is in γ of state s.
func contains(p *numpredcpa.CPA, c *ssa2cfa.CFA, s cpa.State, env cfainterp.MapEnv) bool {
	st := numpredcpa.Of(s)
	if st.Top {
		return true
	}
	val := func(v ssa2cfa.Var) uint64 { return env[v] }
	num := func(v int) *big.Int {
		t := c.Vars[v].Type
		if t.IsBool() {
			return big.NewInt(int64(env[ssa2cfa.Var(v)] & 1))
		}
		return t.BigValue(env[ssa2cfa.Var(v)])
	}
	return numpred.Contains(st.V, func(q bddpred.Pred) bool { return p.Holds(q, val) }, func(k domains.Constraint) bool {
		sum := big.NewInt(k.Lin.Const)
		for _, t := range k.Lin.Terms {
			sum.Add(sum, new(big.Int).Mul(big.NewInt(t.Coef), num(t.Dim)))
		}
		if k.Kind == domains.EqZero {
			return sum.Sign() == 0
		}
		return sum.Sign() <= 0
	})
}

// TestSound runs every combined domain on soundSrc and executes each
// function concretely on random inputs, edge by edge: every concrete state
// must lie in a node reached at its location, and a failing check's error
// location must be reached. It also checks that some run fails a check
// (the test can catch an unsound proof) and that FlagStep's second
// assertion, safe, is proven by the domains that keep numbers per
// predicate valuation (all but NEXPOINT). NDD is skipped with -short.
func TestSound(t *testing.T) {
	cfas := loadSrc(t, soundSrc)
	for _, d := range combined {
		t.Run(d.String(), func(t *testing.T) {
			if d == cpa.NDD && testing.Short() {
				t.Skip("NDD takes about a minute on a loaded machine")
			}
			failed := 0
			for _, c := range cfas {
				p := newCPA(t, c, d)
				r, err := cpa.Run(context.Background(), c, p, cpa.Budget{})
				if err != nil {
					t.Fatalf("%s: %v", c.Fn.Name(), err)
				}
				rng := rand.New(rand.NewSource(1))
				for range 400 {
					env := cfainterp.MapEnv{}
					for v := range c.Vars {
						env[ssa2cfa.Var(v)] = value(rng, c, ssa2cfa.Var(v))
					}
					failed += walk(t, p, c, r, env, rng)
				}
				if d != cpa.NEXPOINT && c.Fn.Name() == "FlagStep" && len(r.ByLoc[c.Checks[1].Err]) > 0 {
					t.Errorf("FlagStep: pos <= 0 under !flag not proven")
				}
			}
			if failed == 0 {
				t.Errorf("no run failed a check")
			}
		})
	}
}

// walk executes c from env along the enabled edges, checking that each
// concrete state is covered by a reached node; it returns 1 when a check
// failed.
func walk(t *testing.T, p *numpredcpa.CPA, c *ssa2cfa.CFA, r *cpa.Reached, env cfainterp.MapEnv, rng *rand.Rand) int {
	t.Helper()
	at := c.Entry
	for step := 0; step < 2000; step++ {
		covered := false
		for _, n := range r.ByLoc[at] {
			if contains(p, c, n.State, env) {
				covered = true
				break
			}
		}
		if !covered {
			t.Fatalf("%s: concrete state %v at l%d is in no reached node (%d nodes)", c.Fn.Name(), env, at, len(r.ByLoc[at]))
		}
		var next *ssa2cfa.Edge
		for _, e := range c.Out[at] {
			switch op := e.Op.(type) {
			case *ssa2cfa.Assume:
				if cfainterp.Eval(op.Cond, env) == 0 {
					continue
				}
			case *ssa2cfa.Fail:
				if cfainterp.Eval(op.Check.Cond, env) != 0 {
					continue
				}
			}
			next = e
			break
		}
		if next == nil {
			return 0
		}
		switch op := next.Op.(type) {
		case *ssa2cfa.Fail:
			at = next.To
			if len(r.ByLoc[at]) == 0 {
				t.Fatalf("%s: check %s proven, but fails on %v", c.Fn.Name(), op.Check.Cond, env)
			}
			return 1
		case *ssa2cfa.Assign:
			vals := make([]uint64, len(op.Vars))
			for i, x := range op.Exprs {
				vals[i] = cfainterp.Eval(x, env)
			}
			for i, v := range op.Vars {
				env[v] = vals[i]
			}
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				env[v] = value(rng, c, v)
			}
		case *ssa2cfa.Call:
			for _, v := range append(append([]ssa2cfa.Var(nil), op.Results...), op.ResultLens...) {
				if v >= 0 {
					env[v] = value(rng, c, v)
				}
			}
		case *ssa2cfa.Return:
			for i, x := range op.Results {
				if x != nil && i < len(c.Results) && c.Results[i] >= 0 {
					env[c.Results[i]] = cfainterp.Eval(x, env)
				}
			}
		}
		at = next.To
	}
	return 0
}
