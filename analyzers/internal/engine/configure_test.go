package engine

import (
	"context"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// soundSrc holds functions whose checks fail only on narrow, correlated
// inputs: flags and tags copied, compared and switched on, small loops,
// wrap-around.
const soundSrc = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func Tags(a, b int, xs []int, n int) int {
	k := -1
	if a == b {
		k = 0
	}
	s := 0
	for j := 0; j < n && j < 4; j++ {
		if a == b || a == 3 {
			s += xs[k]
		}
	}
	return s
}

func Flags(p, q bool, xs []int) int {
	i := len(xs)
	if p != q {
		i = 1
	}
	if p && !q {
		return xs[i]
	}
	if q && len(xs) > 2 {
		return xs[i-1]
	}
	return 0
}

func Mode(m int, xs []int) int {
	idx := 0
	switch m {
	case 1:
		idx = 2
	case 2, 7:
		idx = 1
	default:
		idx = -1
	}
	if m == 2 || m == 1 {
		return xs[idx]
	}
	if m == 7 {
		assert(idx == 0)
	}
	return 0
}

func Wrap(x int8, on bool) int8 {
	y := x + 1
	if on {
		assert(y > x)
	}
	return y
}

func Count(n int, stop bool) int {
	c := 0
	done := false
	for i := 0; i < n && i < 20; i++ {
		if done {
			assert(c >= 3)
		}
		c++
		if stop && c == 2 {
			done = true
		}
	}
	return c
}

func Eq(a, b, c uint8) int {
	x := a
	if b == c {
		x = b
	}
	if x == c && a != c {
		assert(b == c)
		assert(a == 5)
	}
	return int(x)
}
`

// loadSrc lowers every function of one source file but assert.
func loadSrc(t *testing.T, src string) []*ssa2cfa.CFA {
	return ssa2cfatest.Lower(t, src, "assert")
}

// randOracle answers havocs and calls with random small values.
type randOracle struct{ r *rand.Rand }

var pool = []int64{-2, -1, 0, 1, 2, 3, 5, 7, 127, 128, 255, 256, 1<<63 - 1, -1 << 63}

func (o randOracle) value(t ssa2cfa.Type) uint64 {
	if t.IsBool() {
		return uint64(o.r.Intn(2))
	}
	return t.Canon(uint64(pool[o.r.Intn(len(pool))]))
}

func (o randOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, _ cfainterp.Env) cfainterp.Value {
	return o.value(c.Vars[v].Type)
}

func (o randOracle) Call(*ssa2cfa.CFA, *ssa2cfa.Call, []cfainterp.Value, cfainterp.Env) ([]cfainterp.Value, bool) {
	return nil, false
}

// TestConfigurationsSound runs every configuration on functions whose
// checks fail on narrow inputs and executes them concretely on random
// inputs within the variables' ranges: a check that fails on some run must
// not be proven (its error location must be reached), and a run that
// returns must reach the exit.
func TestConfigurationsSound(t *testing.T) {
	cfas := loadSrc(t, soundSrc)
	for _, name := range cpa.ConfigNames() {
		conf, err := cpa.ParseConfig(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cfas {
			p := numeric.New(c, numeric.Config{Domain: domainFor(c)})
			cfg := Config{Domain: domainFor(c), CPA: conf}
			a, err := analysisCPA(c, cfg, p)
			if err != nil {
				t.Fatal(err)
			}
			r, err := cpa.Run(context.Background(), c, a, cpa.Budget{})
			if err != nil {
				t.Fatalf("%s %s: %v", name, c.Fn.Name(), err)
			}
			failed := soundRuns(t, name+" "+c.Fn.Name(), c, r, 3000)
			if name == "default" && len(failed) == 0 {
				t.Errorf("%s: no run failed a check: the test cannot catch an unsound proof", c.Fn.Name())
			}
		}
	}
}

// soundRuns executes c concretely on runs random inputs within the
// variables' ranges (lengths small) and checks the analysis that reached
// r: a check that a run fails must not be proven (its error location is
// reached), and a run that returns must reach the exit. It returns the
// checks some run failed.
func soundRuns(t *testing.T, name string, c *ssa2cfa.CFA, r *cpa.Reached, runs int) map[*ssa2cfa.Check]bool {
	t.Helper()
	rng := rand.New(rand.NewSource(1))
	o := randOracle{rng}
	failed := map[*ssa2cfa.Check]bool{}
	for range runs {
		in := map[ssa2cfa.Var]cfainterp.Value{}
		for _, v := range c.Inputs {
			x := o.value(c.Vars[v].Type)
			if c.Vars[v].Lo() >= 0 && c.Vars[v].Type.Signed {
				x = uint64(rng.Intn(6)) // a length
			}
			in[v] = x
		}
		out, err := cfainterp.Run(c, in, o, 10000)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		switch {
		case out.Failed != nil:
			failed[out.Failed] = true
			if len(r.ByLoc[out.Failed.Err]) == 0 {
				t.Errorf("%s: check %s proven, but fails on %v", name, out.Failed.Text, in)
			}
		case out.Returned:
			if len(r.ByLoc[c.Exit]) == 0 {
				t.Errorf("%s: exit unreachable, but %v returns", name, in)
			}
		}
	}
	return failed
}
