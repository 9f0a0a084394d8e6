package domtype

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// permutation is one transposition (a b) per IntEq partition: a bijection
// of values that fixes the partition's constants and keeps every member's
// values within its type (a and b are small non-negative numbers).
type permutation struct {
	r    *Result
	swap [][2]uint64 // per partition
}

func newPermutation(r *Result, rng *rand.Rand) permutation {
	p := permutation{r: r}
	for _, part := range r.Partitions() {
		consts := r.PartitionConstants(part)
		// Candidates: values next to the constants (where an ordered
		// comparison would tell them apart) and a few others, all within
		// [0, 127] so that every integer type holds them.
		cands := []int64{0, 1, 2, 3, int64(rng.IntN(128))}
		for _, k := range consts {
			cands = append(cands, k-1, k+1)
		}
		var free []uint64
		for _, x := range cands {
			if x >= 0 && x < 128 && !slices.Contains(consts, x) && !slices.Contains(free, uint64(x)) {
				free = append(free, uint64(x))
			}
		}
		for len(free) < 2 {
			if x := uint64(rng.IntN(128)); !slices.Contains(consts, int64(x)) && !slices.Contains(free, x) {
				free = append(free, x)
			}
		}
		i := rng.IntN(len(free))
		j := (i + 1 + rng.IntN(len(free)-1)) % len(free)
		p.swap = append(p.swap, [2]uint64{free[i], free[j]})
	}
	return p
}

// apply maps the value x of variable v.
func (p permutation) apply(v ssa2cfa.Var, x uint64) uint64 {
	i := p.r.Partition(v)
	if i < 0 {
		return x
	}
	switch s := p.swap[i]; x {
	case s[0]:
		return s[1]
	case s[1]:
		return s[0]
	}
	return x
}

// replay is an oracle that answers havocs and calls from a fixed stream of
// values, mapped through a permutation for IntEq variables.
type replay struct {
	vals []uint64
	next int
	perm permutation
}

func (o *replay) value(c *ssa2cfa.CFA, v ssa2cfa.Var) uint64 {
	x := o.vals[o.next%len(o.vals)]
	o.next++
	if v < 0 || int(v) >= len(c.Vars) {
		return x
	}
	return o.perm.apply(v, c.Vars[v].Type.Canon(x))
}

func (o *replay) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, _ cfainterp.Env) cfainterp.Value {
	return o.value(c, v)
}

func (o *replay) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, _ []cfainterp.Value, _ cfainterp.Env) ([]cfainterp.Value, bool) {
	res := make([]cfainterp.Value, len(call.Results))
	for i, v := range call.Results {
		res[i] = o.value(c, v)
	}
	return res, true
}

// observable returns a copy of c that runs further and shows its whole
// final state: a location with a single Assume edge gets the complementary
// one to the same target, Return edges beside other edges are dropped, and
// every Return (one is added at each location without successors) returns
// every variable, with c.Results untracked.
func observable(c *ssa2cfa.CFA) *ssa2cfa.CFA {
	o := &ssa2cfa.CFA{Vars: c.Vars, Entry: c.Entry, Exit: c.Exit}
	for _, l := range c.Locs {
		o.NewLoc(l)
	}
	all := &ssa2cfa.Return{}
	for v := range c.Vars {
		all.Results = append(all.Results, c.Ref(ssa2cfa.Var(v)))
		o.Results = append(o.Results, -1)
		o.Inputs = append(o.Inputs, ssa2cfa.Var(v))
	}
	for l, out := range c.Out {
		for _, e := range out {
			switch op := e.Op.(type) {
			case *ssa2cfa.Return:
				if len(out) == 1 {
					o.AddEdge(e.From, e.To, all, e.Pos)
				}
				continue
			case *ssa2cfa.Assume:
				if len(out) == 1 {
					o.AddEdge(e.From, e.To, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(op.Cond)}, e.Pos)
				}
			}
			o.AddEdge(e.From, e.To, e.Op, e.Pos)
		}
		if len(out) == 0 && ssa2cfa.Loc(l) != c.Exit && c.Locs[l].Check == nil {
			o.AddEdge(ssa2cfa.Loc(l), c.Exit, all, 0)
		}
	}
	return o
}

// checkBijection classifies observable(c) and runs it on random inputs and
// oracle values, then again with every IntEq value mapped through a random
// permutation of its partition, and requires the same run (steps, stop,
// failed check) and the same final state up to the permutation.
func checkBijection(t *testing.T, c *ssa2cfa.CFA, rng *rand.Rand, runs int) (compared int) {
	t.Helper()
	c = observable(c)
	r := Classify(c)
	if len(r.Partitions()) == 0 {
		return 0
	}
	pool := []uint64{0, 1, 2, 3, 1<<64 - 1, 200}
	for _, part := range r.Partitions() {
		for _, k := range r.PartitionConstants(part) {
			pool = append(pool, uint64(k))
		}
	}
	identity := permutation{r: &Result{part: slices.Repeat([]int{-1}, len(c.Vars))}}
	for range runs {
		perm := newPermutation(r, rng)
		pool := slices.Clone(pool)
		for _, s := range perm.swap {
			// The swapped values, and values that truncate to them.
			for _, x := range s {
				pool = append(pool, x, x, x+1<<8, x+1<<16, x+1<<32)
			}
		}
		draw := func() uint64 { return pool[rng.IntN(len(pool))] }
		inputs, mapped := map[ssa2cfa.Var]cfainterp.Value{}, map[ssa2cfa.Var]cfainterp.Value{}
		for v := range c.Vars {
			x := c.Vars[v].Type.Canon(draw())
			inputs[ssa2cfa.Var(v)] = x
			mapped[ssa2cfa.Var(v)] = perm.apply(ssa2cfa.Var(v), x)
		}
		vals := make([]uint64, 64)
		for i := range vals {
			vals[i] = draw()
		}
		out1, err1 := cfainterp.Run(c, inputs, &replay{vals: vals, perm: identity}, 500)
		out2, err2 := cfainterp.Run(c, mapped, &replay{vals: vals, perm: perm}, 500)
		if (err1 != nil) != (err2 != nil) {
			t.Fatalf("errors differ: %v / %v", err1, err2)
		}
		if err1 != nil {
			continue
		}
		if out1.Steps != out2.Steps || out1.At != out2.At || out1.Failed != out2.Failed ||
			out1.Returned != out2.Returned || out1.Stuck != out2.Stuck || out1.Ambiguous != out2.Ambiguous {
			t.Fatalf("runs differ under %v: %v at l%d after %d steps / %v at l%d after %d steps",
				perm.swap, &out1, out1.At, out1.Steps, &out2, out2.At, out2.Steps)
		}
		if !out1.Returned {
			continue
		}
		compared++
		for v, x := range out1.Results {
			if want := perm.apply(ssa2cfa.Var(v), x); out2.Results[v] != want {
				t.Fatalf("final v%d = %d, want %d = π(%d) under %v", v, out2.Results[v], want, x, perm.swap)
			}
		}
	}
	return compared
}

// TestBijection checks the promise of IntEq partitions semantically on the
// hand-built programs and on random CFAs: permuting the values of a
// partition, fixing its constants, maps executions to executions.
func TestBijection(t *testing.T) {
	for _, build := range []func() (*builder, expect){fig1, machine} {
		b, _ := build()
		if checkBijection(t, b.c, rand.New(rand.NewPCG(1, 2)), 200) == 0 {
			t.Errorf("no run of %T compared", build)
		}
	}
	n := 3000
	if testing.Short() {
		n = 300
	}
	compared := 0
	for seed := range uint64(n) {
		c := randCFA(rand.New(rand.NewPCG(seed, 1)))
		c.Fn = nil // the fake functions of random CFAs have no name to print
		compared += checkBijection(t, c, rand.New(rand.NewPCG(seed, 2)), 20)
		if t.Failed() {
			t.Fatalf("seed %d", seed)
		}
	}
	if compared < n {
		t.Errorf("only %d runs of %d CFAs compared", compared, n)
	}
	t.Logf("%d runs compared", compared)
}
