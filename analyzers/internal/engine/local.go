package engine

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxLocalLoops bounds the loops, innermost first, from whose entry a
// check is analysed again (see proveLocal).
const maxLocalLoops = 2

// localStepsPerLoc bounds a local analysis to this many steps per
// location of its region (plus packSlack): a region is analysed in a
// number of steps about proportional to its size, and a start whose
// analysis needs many more is not worth them.
const localStepsPerLoc = 20

// guardBlocks is how many blocks above its loop's entry a check's second
// start lies: the guards just before a loop (if n > len(a) { n = len(a)
// }) state the relations it needs.
const guardBlocks = 2

// proveLocal re-analyses the checks of todo, which the analysis reached
// (over intervals) and its packs (over the whole function) left unproven,
// each from the entry L of a loop that contains it, innermost first: the
// relational domain over the cone of the checks within the region between
// L and the checks, from the bounds reached holds at L. In a large
// function a check in a small loop then needs the few variables that loop
// reads, not the whole function's cone, which a pack truncates.
//
// Sound: L dominates the check, so an execution that fails it visits L a
// last time before, in a state reached over-approximates, and from there
// stays in the region (every location reachable from L and reaching the
// check without passing L again), which the analysis explores.
func proveLocal(ctx context.Context, c *ssa2cfa.CFA, cfg Config, rel domains.NumericDomain, reached *cpa.Reached, todo []*ssa2cfa.Check, steps0 int) map[*ssa2cfa.Check]bool {
	proven := map[*ssa2cfa.Check]bool{}
	if len(todo) == 0 {
		return proven
	}
	g := newDomTree(c)
	entries := map[*ssa2cfa.Check][]ssa2cfa.Loc{}
	for _, chk := range todo {
		if at, ok := checkLoc(c, chk); ok {
			entries[chk] = startsFor(c, g, at)
		}
	}
	work := packWork
	for round := range maxLocalLoops + 1 {
		// The checks left, grouped by their round-th loop entry.
		groups := map[ssa2cfa.Loc][]*ssa2cfa.Check{}
		var starts []ssa2cfa.Loc
		for _, chk := range todo {
			if es := entries[chk]; !proven[chk] && round < len(es) {
				if groups[es[round]] == nil {
					starts = append(starts, es[round])
				}
				groups[es[round]] = append(groups[es[round]], chk)
			}
		}
		slices.Sort(starts)
		for _, l := range starts {
			if ctx.Err() != nil || work <= 0 {
				return proven
			}
			var used float64
			for _, chk := range proveRegion(ctx, c, cfg, rel, reached, l, groups[l], g, &used, work, steps0) {
				proven[chk] = true
			}
			work -= used
		}
	}
	return proven
}

// startsFor returns the locations from which a check at at is analysed
// again, in order: the entry of its innermost loop, a location guardBlocks
// blocks above it, and the entry of the loop around (each once).
func startsFor(c *ssa2cfa.CFA, g *domTree, at ssa2cfa.Loc) []ssa2cfa.Loc {
	entries := g.loopEntries(at, maxLocalLoops)
	if len(entries) == 0 {
		return nil
	}
	out := entries[:1:1]
	if up, ok := g.blocksAbove(c, entries[0], guardBlocks); ok && !slices.Contains(entries, up) {
		out = append(out, up)
	}
	return append(out, entries[1:]...)
}

// proveRegion analyses the region from l to checks (see proveLocal) and
// returns the checks whose error location it does not reach; used is
// set to the work spent.
func proveRegion(ctx context.Context, c *ssa2cfa.CFA, cfg Config, rel domains.NumericDomain, reached *cpa.Reached, l ssa2cfa.Loc, checks []*ssa2cfa.Check, g *domTree, used *float64, work float64, steps0 int) []*ssa2cfa.Check {
	init := joinedAt(reached, l)
	if init == nil {
		return nil
	}
	var targets []ssa2cfa.Loc
	for _, chk := range checks {
		targets = append(targets, chk.Err)
	}
	in := region(c, l, targets)
	within := func(e *ssa2cfa.Edge) bool { return (e.From == l || in[e.From]) && in[e.To] }
	var seeds []ssa2cfa.Var
	for _, chk := range checks {
		ssa2cfa.Vars(chk.Cond, func(v ssa2cfa.Var) { seeds = append(seeds, v) })
	}
	pack := coneWithin(c, seeds, maxPack, within)
	steps := min(packSteps(len(pack), work, steps0), localStepsPerLoc*countTrue(in)+packSlack)
	if len(pack) == 0 || steps < minPackSteps {
		return nil
	}
	pd := newPackDomain(rel, len(c.Vars), pack)
	start := pd.Top(len(c.Vars))
	for _, d := range pack {
		start = assumeBound(start, d, init.Bound(domains.LinDim(d)))
	}
	var keys []ssa2cfa.Var
	for _, v := range cfg.KeyVars {
		if slices.Contains(pack, int(v)) {
			keys = append(keys, v)
		}
	}
	inPack := make([]bool, len(c.Vars))
	for _, v := range pack {
		inPack[v] = true
	}
	p := numeric.New(c, numeric.Config{Domain: pd, KeyVars: keys, Call: cfg.Call, CallCases: casesWithin(c, cfg, inPack)})
	rr, err := cpa.RunFrom(ctx, c, regionCPA{p, in}, cpa.Budget{MaxSteps: steps}, l, p.InitialWith(start))
	k := float64(max(len(pack), 8))
	*used = float64(steps) * k * k * k
	if rr != nil {
		*used = float64(rr.Steps) * k * k * k
	}
	if os.Getenv("NPV_TRACE") != "" {
		fmt.Fprintf(os.Stderr, "LOCAL %s from=l%d region=%d pack=%d checks=%d budget=%d err=%v\n", c.Fn, l, countTrue(in), len(pack), len(checks), steps, err)
	}
	if err != nil {
		return nil
	}
	var out []*ssa2cfa.Check
	for _, chk := range checks {
		if len(rr.ByLoc[chk.Err]) == 0 {
			out = append(out, chk)
		}
	}
	return out
}

// regionCPA is a CPA restricted to the locations in: an edge to any other
// location is never taken.
type regionCPA struct {
	cpa.CPA
	in []bool
}

func (r regionCPA) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	if !r.in[e.To] {
		return nil
	}
	return r.CPA.Transfer(s, e)
}

// joinedAt returns the join of the numeric states reached at l, or nil.
func joinedAt(r *cpa.Reached, l ssa2cfa.Loc) domains.Numeric {
	var out domains.Numeric
	for _, n := range r.ByLoc[l] {
		s := numeric.Of(n.State)
		if s == nil {
			return nil
		}
		if out == nil {
			out = s.N
		} else {
			out = out.Join(s.N)
		}
	}
	if out == nil || out.IsBot() {
		return nil
	}
	return out
}

// assumeBound assumes b.Lo <= d <= b.Hi in n (each finite end).
func assumeBound(n domains.Numeric, d int, b domains.Interval) domains.Numeric {
	if b.Hi != domains.Inf {
		n = n.Assume(domains.Constraint{Lin: domains.Lin{Const: -b.Hi, Terms: []domains.Term{{Dim: d, Coef: 1}}}, Kind: domains.LeZero})
	}
	if b.Lo != domains.NegInf {
		n = n.Assume(domains.Constraint{Lin: domains.Lin{Const: b.Lo, Terms: []domains.Term{{Dim: d, Coef: -1}}}, Kind: domains.LeZero})
	}
	return n
}

// checkLoc returns the location of chk's failure edge.
func checkLoc(c *ssa2cfa.CFA, chk *ssa2cfa.Check) (ssa2cfa.Loc, bool) {
	for _, e := range c.In[chk.Err] {
		if f, ok := e.Op.(*ssa2cfa.Fail); ok && f.Check == chk {
			return e.From, true
		}
	}
	return 0, false
}

// region returns the locations reachable from l, and from which a target
// is reachable, both without passing l again (l itself excluded).
func region(c *ssa2cfa.CFA, l ssa2cfa.Loc, targets []ssa2cfa.Loc) []bool {
	fwd := flood(c, []ssa2cfa.Loc{l}, func(x ssa2cfa.Loc, f func(ssa2cfa.Loc)) {
		for _, e := range c.Out[x] {
			if e.To != l {
				f(e.To)
			}
		}
	})
	var reached []ssa2cfa.Loc
	for _, t := range targets {
		if fwd[t] {
			reached = append(reached, t)
		}
	}
	in := flood(c, reached, func(x ssa2cfa.Loc, f func(ssa2cfa.Loc)) {
		for _, e := range c.In[x] {
			if e.From != l && fwd[e.From] {
				f(e.From)
			}
		}
	})
	for _, t := range reached {
		in[t] = true
	}
	return in
}

// flood returns the locations next reaches from seeds in one or more
// steps (a seed only if it is reached again).
func flood(c *ssa2cfa.CFA, seeds []ssa2cfa.Loc, next func(ssa2cfa.Loc, func(ssa2cfa.Loc))) []bool {
	seen := make([]bool, len(c.Locs))
	stack := slices.Clone(seeds)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		next(x, func(y ssa2cfa.Loc) {
			if !seen[y] {
				seen[y] = true
				stack = append(stack, y)
			}
		})
	}
	return seen
}

func countTrue(in []bool) int {
	n := 0
	for _, b := range in {
		if b {
			n++
		}
	}
	return n
}
