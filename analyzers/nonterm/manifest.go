package nonterm

import (
	"context"
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// status says how a search ended.
type status uint8

const (
	notFound status = iota
	found
	overBudget // the function is too large for the budget
)

// manifest looks for a reachable point P of c such that every execution
// through P diverges. The candidates are the function's entry and the
// outcomes of its branches, in reverse post-order, as far as the abstract
// run from the entry reaches them, each with the states it reaches there.
// For a recursive function the states' entry set R (the constraints they
// place on the inputs) is tried as a recurrent set: every execution from R
// diverges if, taking calls of the function with arguments in R as never
// returning, no execution from R returns. For a point where an execution
// stays in a loop after a test that may exit it, no execution from the
// point's states may return. Every
// proof is confirmed by a concrete run from an input of R that does not
// end within a step budget, in exact Go semantics (so that a loop that
// stops by wrapping around is not reported).
//
// Only points from which the function's exit is reachable in the graph are
// tried: a loop with no way out (for {}) is written to run forever. A
// proof holds only if every call it lets return (any call but those
// proved never to return) is of a function that always returns (see
// callsReturn): a call that may panic or exit ends the execution.
func (a *pkg) manifest(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function) (diag, status) {
	sinks := a.sinkCallees(c, scc)
	self := recursesIn(c, scc, a.cfas) || len(sinks) > 0
	stays := loopStays(c, a.hasPost)
	if !self && !slices.Contains(stays, true) {
		return diag{}, notFound
	}
	// Candidate states in octagons for small recursive functions, whose
	// entry sets relate inputs to the values they test; in intervals (much
	// cheaper) otherwise. Recursion proofs are in octagons. A small
	// function whose loop a test of two variables may leave (i < j, both
	// moved) gets octagons too if intervals found nothing: they cannot
	// keep i < j as the loop's recurrent set.
	small := len(c.Locs) <= maxOctLocs && len(c.Vars) <= maxOctVars
	if self && small {
		return a.manifestIn(ctx, c, scc, a.checker, sinks, self, stays)
	}
	d, st := a.manifestIn(ctx, c, scc, a.loops, sinks, self, stays)
	if st == notFound && small && relationalExit(c, stays) && ctx.Err() == nil {
		return a.manifestIn(ctx, c, scc, a.checker, sinks, self, stays)
	}
	return d, st
}

// recurrentHalves proves that every execution through l diverges when l
// is the outcome x != y of a test of two variables (if k == n { return 1 };
// return f(n-1, k-1)): a convex set holds x < y or x > y, not both, so
// each half is tried as a recurrent set on its own, and both must diverge.
// The halves' union is no convex entry set, so the proof gives callers no
// summary.
func (a *pkg) recurrentHalves(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function, l ssa2cfa.Loc, s domains.Numeric, families *int) (diag, bool) {
	x, y, ok := varDisequality(c, l)
	if !ok {
		return diag{}, false
	}
	var halves []domains.Numeric
	var proof *recur.Proof
	for _, op := range []ssa2cfa.BinOp{ssa2cfa.Lt, ssa2cfa.Gt} {
		h := a.checker.CPA(c).Evaluator().Assume(convert(a.checker.Domain, s), &ssa2cfa.Binary{Op: op, X: x, Y: y})
		if h.IsBot() {
			continue
		}
		r := convert(a.checker.Domain, recur.EntrySet(c, h))
		pr := a.recurrent(ctx, a.checker, c, scc, r, families)
		if pr == nil || !a.confirm(ctx, c, r) {
			return diag{}, false
		}
		halves = append(halves, r)
		proof = pr
	}
	if len(halves) != 2 {
		return diag{}, false // one half is the whole: tried as such
	}
	d := a.recursionDiag(c, l, halves[0], proof)
	d.entry = nil
	cond := describe(c, halves[0]) + " or " + describe(c, halves[1])
	line := c.Fn.Prog.Fset.Position(d.Pos).Line
	d.Message = fmt.Sprintf("%s never terminates once it gets to line %d (%s): every call recurses", c.Fn.Name(), line, cond)
	return d, true
}

// varDisequality returns x and y if the edges into l assume x != y of two
// integer variables.
func varDisequality(c *ssa2cfa.CFA, l ssa2cfa.Loc) (x, y ssa2cfa.Expr, ok bool) {
	if len(c.In[l]) != 1 {
		return nil, nil, false
	}
	a, isAssume := c.In[l][0].Op.(*ssa2cfa.Assume)
	if !isAssume {
		return nil, nil, false
	}
	b, isBin := a.Cond.(*ssa2cfa.Binary)
	if u, isNot := a.Cond.(*ssa2cfa.Unary); isNot && u.Op == ssa2cfa.Not {
		if eq, ok := u.X.(*ssa2cfa.Binary); ok && eq.Op == ssa2cfa.Eq {
			b, isBin = &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: eq.X, Y: eq.Y}, true
		}
	}
	if !isBin || b.Op != ssa2cfa.Ne || !b.X.Type().IsInt() {
		return nil, nil, false
	}
	_, xv := b.X.(*ssa2cfa.VarRef)
	_, yv := b.Y.(*ssa2cfa.VarRef)
	if !xv || !yv {
		return nil, nil, false
	}
	return b.X, b.Y, true
}

// relationalExit reports whether a loop of c may be left by a test that
// compares two variables (i < j, both moved) and does not visibly rank:
// a loop whose every way back moves the two toward the exit, by constant
// steps (i++ with j fixed), leaves, and needs no second search.
func relationalExit(c *ssa2cfa.CFA, stays []bool) bool {
	defs := c.SingleAssignments()
	for _, h := range loopHeads(c) {
		body := naturalLoop(c, h)
		for l, es := range c.Out {
			if !body[l] || len(es) != 2 {
				continue
			}
			for k, e := range es {
				stay, ok := e.Op.(*ssa2cfa.Assume)
				if !ok || !body[e.To] || body[es[1-k].To] {
					continue
				}
				b, ok := stay.Cond.(*ssa2cfa.Binary)
				if !ok {
					return true
				}
				x, okx := b.X.(*ssa2cfa.VarRef)
				y, oky := b.Y.(*ssa2cfa.VarRef)
				if !okx || !oky {
					continue
				}
				var up bool // the loop stays while x is below y
				switch b.Op {
				case ssa2cfa.Lt, ssa2cfa.Le:
					up = true
				case ssa2cfa.Gt, ssa2cfa.Ge:
				default:
					return true
				}
				if !ranks(c, h, body, defs, x.V, y.V, up) {
					return true
				}
			}
		}
	}
	return false
}

// ranks reports whether every edge back to loop head h moves x toward y
// (up: x - y grows) by at least one, in constant steps of each.
func ranks(c *ssa2cfa.CFA, h ssa2cfa.Loc, body []bool, defs map[ssa2cfa.Var]ssa2cfa.Expr, x, y ssa2cfa.Var, up bool) bool {
	back := 0
	for _, e := range c.In[h] {
		if !body[e.From] {
			continue
		}
		back++
		a, _ := e.Op.(*ssa2cfa.Assign)
		dx, ok1 := step(a, defs, x)
		dy, ok2 := step(a, defs, y)
		if !ok1 || !ok2 {
			return false
		}
		if d := dx - dy; up && d < 1 || !up && d > -1 {
			return false
		}
	}
	return back > 0
}

// step returns by how much the edge assignment a (nil: none) changes v,
// as v := v + k, or through a variable assigned once as v + k.
func step(a *ssa2cfa.Assign, defs map[ssa2cfa.Var]ssa2cfa.Expr, v ssa2cfa.Var) (int64, bool) {
	if a == nil {
		return 0, true
	}
	for i, w := range a.Vars {
		if w != v {
			continue
		}
		e := a.Exprs[i]
		for range 3 {
			if r, ok := e.(*ssa2cfa.VarRef); ok {
				if r.V == v {
					return 0, true
				}
				d, ok := defs[r.V]
				if !ok {
					return 0, false
				}
				e = d
				continue
			}
			return increment(e, v)
		}
		return 0, false
	}
	return 0, true
}

// loopEvents marks the outcomes x == y of tests of two variables inside a
// loop (if i == w { reset }): points from which every execution may
// diverge though the loop's own test does not say so (i <= w < n keeps
// the loop going), tried with relational candidate states.
func loopEvents(c *ssa2cfa.CFA) []bool {
	out := make([]bool, len(c.Locs))
	for _, h := range loopHeads(c) {
		body := naturalLoop(c, h)
		for _, e := range c.Edges {
			a, ok := e.Op.(*ssa2cfa.Assume)
			if !ok || !body[e.From] || !body[e.To] || c.Locs[e.To].Ghost {
				continue
			}
			b, ok := a.Cond.(*ssa2cfa.Binary)
			if !ok || b.Op != ssa2cfa.Eq || !b.X.Type().IsInt() {
				continue
			}
			_, xv := b.X.(*ssa2cfa.VarRef)
			_, yv := b.Y.(*ssa2cfa.VarRef)
			if xv && yv {
				out[e.To] = true
			}
		}
	}
	return out
}

// manifestIn is manifest's search with candidate states computed by k.
func (a *pkg) manifestIn(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function, k *recur.Checker, sinks []*ssa.Function, self bool, stays []bool) (diag, status) {
	var events []bool
	if k == a.checker {
		events = loopEvents(c)
	} else {
		events = make([]bool, len(c.Locs))
	}
	p := k.CPA(c)
	reached, err := k.Reach(ctx, c, p, c.Entry, p.Initial())
	if err != nil {
		return diag{}, overBudget
	}
	toExit := reaches(c, []ssa2cfa.Loc{c.Exit})
	toCall := reaches(c, callSites(c, append(slices.Clip(scc), sinks...)))
	branch := branchTargets(c)
	comp := locComponents(c)
	perLoop := map[int]int{}
	families := maxFamilies
	seen := map[string]bool{}
	tried := 0
	for _, l := range c.ReversePostOrder() {
		if tried >= maxCandidates || ctx.Err() != nil {
			break
		}
		if (l != c.Entry && !branch[l]) || !toExit[l] || len(reached.ByLoc[l]) == 0 {
			continue
		}
		if !stays[l] && !events[l] && !(self && toCall[l]) {
			continue
		}
		s := joinAt(reached, l)
		if s.IsBot() {
			continue
		}
		r := recur.EntrySet(c, s)
		if self && toCall[l] && !seen["A"+r.String()] {
			seen["A"+r.String()] = true
			tried++
			if k == a.checker || a.mayRecurForever(ctx, c, scc, r) {
				ro := convert(a.checker.Domain, r)
				if pr := a.recurrent(ctx, a.checker, c, scc, ro, &families); pr != nil && a.confirm(ctx, c, ro) {
					return a.recursionDiag(c, l, ro, pr), found
				}
			}
		}
		if _, _, ok := varDisequality(c, l); ok && k == a.checker && self && toCall[l] && !seen["H"+r.String()] {
			seen["H"+r.String()] = true
			tried++
			if d, ok := a.recurrentHalves(ctx, c, scc, l, s, &families); ok {
				return d, found
			}
		}
		if (stays[l] || events[l]) && perLoop[comp[l]] < maxPerLoop && !seen["B"+s.String()] {
			seen["B"+s.String()] = true
			perLoop[comp[l]]++
			tried++
			pr, err := k.DivergesFrom(ctx, c, l, s, nil)
			if err == nil && pr != nil && len(pr.Loops) > 0 && a.callsReturn(c, pr) && a.confirm(ctx, c, r) {
				// Summarise c for callers if every execution from the
				// entry set diverges too; else the entry set only says
				// which inputs may get to the point.
				whole := l == c.Entry
				if !whole {
					q, err := k.Diverges(ctx, c, r, nil)
					whole = err == nil && q != nil && a.callsReturn(c, q)
				}
				d := a.loopDiag(c, l, r, s, pr, whole)
				if whole {
					d.entry = r
				}
				return d, found
			}
		}
	}
	if d, h, ok := strideForever(c, reached); ok && a.confirm(ctx, c, recur.EntrySet(c, joinAt(reached, h))) {
		return d, found
	}
	return diag{}, notFound
}

// hasPost reports a function of another package with a known
// postcondition.
func (a *pkg) hasPost(f *ssa.Function) bool { return a.posts(f) != nil }

// recurrent proves that every execution of c from entry set r diverges by
// recursion: assuming so of c alone, or else of the entry sets that the
// calls of c's cycle make from r (see recur.Checker.Family), at most
// *families times. It returns c's proof, or nil.
func (a *pkg) recurrent(ctx context.Context, k *recur.Checker, c *ssa2cfa.CFA, scc []*ssa.Function, r domains.Numeric, families *int) *recur.Proof {
	if pr, err := k.Diverges(ctx, c, r, recur.Assumed{c.Fn: r}); err == nil && pr != nil && a.callsReturn(c, pr) {
		return pr
	}
	if len(scc) < 2 || !cycleFits(scc, a.cfas) || *families <= 0 {
		return nil
	}
	// No family of entry sets helps if c returns from r even when every
	// call into the cycle is taken as never returning.
	all := recur.Assumed{}
	for _, f := range scc {
		all[f] = k.Domain.Top(len(a.cfas[f].Vars))
	}
	if pr, err := k.Diverges(ctx, c, r, all); err != nil || pr == nil {
		return nil
	}
	*families--
	sets := k.Family(ctx, scc, c.Fn, r)
	if sets == nil {
		return nil
	}
	prs, err := k.DivergesAll(ctx, scc, sets)
	if err != nil || prs == nil {
		return nil
	}
	for f, pr := range prs {
		if !a.callsReturn(a.cfas[f], pr) {
			return nil
		}
	}
	return prs[c.Fn]
}

// mayRecurForever is a cheap necessary condition for recurrent, for entry
// sets in intervals: c does not return from r even when every call into
// its cycle is taken as never returning.
func (a *pkg) mayRecurForever(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function, r domains.Numeric) bool {
	all := recur.Assumed{}
	for _, f := range scc {
		all[f] = a.loops.Domain.Top(len(a.cfas[f].Vars))
	}
	pr, err := a.loops.Diverges(ctx, c, r, all)
	return err == nil && pr != nil
}

// confirm looks for an input of r from which c runs past a step budget, in
// Go's exact semantics: a proof over unbounded integers of a loop that in
// fact stops by wrapping around is not reported.
func (a *pkg) confirm(ctx context.Context, c *ssa2cfa.CFA, r domains.Numeric) bool {
	x := a.newExplorer(checkSteps)
	_, ok := x.FindEndless(ctx, c, r, confirmTries)
	return ok
}

// cycleForever proves that every function of a call cycle diverges from
// every input, assuming so of all of them at once (co-induction over
// calls), and returns a diagnostic per function.
func (a *pkg) cycleForever(ctx context.Context, scc []*ssa.Function) []diag {
	if !cycleFits(scc, a.cfas) {
		return nil
	}
	assumed := recur.Assumed{}
	for _, f := range scc {
		assumed[f] = a.checker.Domain.Top(len(a.cfas[f].Vars))
	}
	var out []diag
	for _, f := range scc {
		c := a.cfas[f]
		fctx, cancel := a.funcContext(ctx)
		pr, err := a.checker.Diverges(fctx, c, assumed[f], assumed)
		ok := err == nil && pr != nil && a.callsReturn(c, pr) && a.confirm(fctx, c, assumed[f])
		cancel()
		if !ok {
			return nil
		}
		out = append(out, a.recursionDiag(c, c.Entry, assumed[f], pr))
	}
	return out
}

// convert returns n as a value of domain d.
func convert(d domains.NumericDomain, n domains.Numeric) domains.Numeric {
	if n.IsBot() {
		return d.Bot(n.Dims())
	}
	out := d.Top(n.Dims())
	for _, k := range n.Constraints() {
		out = out.Assume(k)
	}
	return out
}

// joinAt joins the numeric states reached at l.
func joinAt(r *cpa.Reached, l ssa2cfa.Loc) domains.Numeric {
	var n domains.Numeric
	for _, node := range r.ByLoc[l] {
		m := node.State.(*numeric.State).N
		if n == nil {
			n = m
		} else {
			n = n.Join(m)
		}
	}
	return n
}

// newDiag returns a diagnostic about c at pos, or at c's function when pos
// is unknown.
func newDiag(c *ssa2cfa.CFA, pos token.Pos, cat, msg string) diag {
	if !pos.IsValid() {
		pos = c.Fn.Pos()
	}
	return diag{Diagnostic: analysis.Diagnostic{Pos: pos, Category: cat, Message: msg}, fn: c.Fn}
}
