package numeric

import (
	"slices"
	"sort"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Thresholds returns the widening thresholds of a CFA: for every comparison
// in a condition (assume or check), the constraint it states, its negation,
// and both moved by one, as far as they are linear in top; then the same
// carried through definitions and increments (see below).
func Thresholds(c *ssa2cfa.CFA, top domains.Numeric) []domains.Constraint {
	seen := map[string]bool{}
	var out []domains.Constraint
	add1 := func(k domains.Constraint) {
		if s := k.String(); !seen[s] {
			seen[s] = true
			out = append(out, k)
		}
	}
	add := func(n domains.Numeric) {
		for _, k := range n.Constraints() {
			add1(k)
		}
	}
	compared := map[string]bool{}
	// Thresholds are only where widening stops trying: a comparison that
	// may wrap around (j-i < 255) still states the bound the loop keeps
	// where it does not, so they are computed over the integers.
	ev := machine.NewEvaluator(c, machine.Options{Mathematical: true})
	var visit func(e ssa2cfa.Expr)
	visit = func(e ssa2cfa.Expr) {
		b, ok := e.(*ssa2cfa.Binary)
		if !ok {
			if u, ok := e.(*ssa2cfa.Unary); ok && u.Op == ssa2cfa.Not {
				visit(u.X)
			}
			return
		}
		switch {
		case b.Op == ssa2cfa.LAnd || b.Op == ssa2cfa.LOr:
			visit(b.X)
			visit(b.Y)
		case b.Op.IsComparison() && b.X.Type().IsInt():
			// The four comparisons of one pair of operands, once per pair.
			key := b.X.String() + " ? " + b.Y.String()
			if compared[key] {
				return
			}
			compared[key] = true
			for _, op := range []ssa2cfa.BinOp{ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge} {
				add(ev.Assume(top, &ssa2cfa.Binary{Op: op, X: b.X, Y: b.Y}))
			}
		}
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			visit(op.Cond)
		case *ssa2cfa.Fail:
			visit(op.Check.Cond)
		}
	}
	// A loop condition is usually stated on the incremented value (i+1 <
	// n), or on a difference computed in the loop (j-i < 10); the
	// variables widened at the head are the ones it is computed from.
	// Substituting such definitions carries the threshold over to them.
	defs := linearDefs(c)
	steps := incrementSteps(c)
	for _, k := range append([]domains.Constraint(nil), out...) {
		for _, t := range k.Lin.Terms {
			d, ok := defs[ssa2cfa.Var(t.Dim)]
			if !ok {
				continue
			}
			// x = d: Coef·x becomes Coef·d.
			l, ok1 := k.Lin.Sub(domains.Lin{Terms: []domains.Term{{Dim: t.Dim, Coef: t.Coef}}})
			sd, ok2 := d.Scale(t.Coef)
			l, ok3 := l.Add(sd)
			if ok1 && ok2 && ok3 && d.Const > -1<<20 && d.Const < 1<<20 {
				add1(domains.Constraint{Lin: l, Kind: k.Kind})
			}
		}
	}
	// A guard bounds a counter before its increment (j-i < 255, then
	// j++): the bound the loop keeps at its head is one step further
	// (j-i <= 255). Each increment x = y + off relaxes the thresholds on
	// y by its step, where y is the one variable of the threshold that
	// some increment moves.
	for _, k := range append([]domains.Constraint(nil), out...) {
		if k.Kind != domains.LeZero {
			continue
		}
		stepped := 0
		for _, t := range k.Lin.Terms {
			if len(steps[ssa2cfa.Var(t.Dim)]) > 0 {
				stepped++
			}
		}
		if stepped != 1 {
			continue // counters that move together: no one step past
		}
		for _, t := range k.Lin.Terms {
			for _, off := range steps[ssa2cfa.Var(t.Dim)] {
				if shift := t.Coef * off; shift > 0 && shift < 1<<20 {
					l := k.Lin
					l.Const -= shift
					add1(domains.Constraint{Lin: l, Kind: k.Kind})
				}
			}
		}
	}
	for _, k := range entryDifferences(c) {
		add1(k)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// maxEntryConstants bounds the variables per loop entry whose differences
// entryDifferences states.
const maxEntryConstants = 8

// entryDifferences returns, for the variables a loop's entry edge sets to
// constants (i, j := 0, -1), the differences those constants fix (i - j
// <= 1 and j - i <= -1). Counters that start together and move on
// different paths keep such a bound (i <= j+1 when i advances at most
// when j does), which a widening that first saw them move apart (i == j)
// would otherwise lose.
func entryDifferences(c *ssa2cfa.CFA) []domains.Constraint {
	heads := c.LoopHeads()
	order := make([]int, len(c.Locs))
	for i, l := range c.ReversePostOrder() {
		order[l] = i
	}
	var out []domains.Constraint
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok || !heads[e.To] || order[e.From] >= order[e.To] {
			continue
		}
		var vars []ssa2cfa.Var
		var vals []int64
		for i, x := range a.Exprs {
			if k, ok := x.(*ssa2cfa.Const); ok && k.T.IsInt() && len(vars) < maxEntryConstants {
				if v, ok := k.Int64Value(); ok && v > -1<<20 && v < 1<<20 {
					vars, vals = append(vars, a.Vars[i]), append(vals, v)
				}
			}
		}
		for i := range vars {
			for j := range vars {
				if i == j {
					continue
				}
				// vars[i] - vars[j] - (vals[i] - vals[j]) <= 0
				if l, ok := domains.NewLin(vals[j]-vals[i], domains.Term{Dim: int(vars[i]), Coef: 1}, domains.Term{Dim: int(vars[j]), Coef: -1}); ok {
					out = append(out, domains.Constraint{Lin: l, Kind: domains.LeZero})
				}
			}
		}
	}
	return out
}

// linearDefs returns the variables assigned exactly once, as another
// variable plus a constant (x = y + off), or as the sum or difference of
// two variables (x = y - z), with their definitions as linear forms.
func linearDefs(c *ssa2cfa.CFA) map[ssa2cfa.Var]domains.Lin {
	defs := map[ssa2cfa.Var]domains.Lin{}
	for x, e := range c.SingleAssignments() {
		b, ok := e.(*ssa2cfa.Binary)
		if !ok || (b.Op != ssa2cfa.Add && b.Op != ssa2cfa.Sub) {
			continue
		}
		y, ok := b.X.(*ssa2cfa.VarRef)
		if !ok {
			continue
		}
		sign := int64(1)
		if b.Op == ssa2cfa.Sub {
			sign = -1
		}
		switch z := b.Y.(type) {
		case *ssa2cfa.Const:
			off, ok := z.Int64Value()
			if !ok || !z.T.Signed && off < 0 {
				continue
			}
			defs[x], _ = domains.NewLin(sign*off, domains.Term{Dim: int(y.V), Coef: 1})
		case *ssa2cfa.VarRef:
			if z.V == y.V || z.V == x || y.V == x {
				continue
			}
			defs[x], _ = domains.NewLin(0, domains.Term{Dim: int(y.V), Coef: 1}, domains.Term{Dim: int(z.V), Coef: sign})
		}
	}
	return defs
}

// incrementSteps returns, per variable y, the steps off of the
// assignments x := y + off (a counter's increment, in place or into the
// variable a φ carries back).
func incrementSteps(c *ssa2cfa.CFA) map[ssa2cfa.Var][]int64 {
	steps := map[ssa2cfa.Var][]int64{}
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			continue
		}
		for _, x := range a.Exprs {
			b, ok := x.(*ssa2cfa.Binary)
			if !ok || (b.Op != ssa2cfa.Add && b.Op != ssa2cfa.Sub) {
				continue
			}
			y, ok1 := b.X.(*ssa2cfa.VarRef)
			k, ok2 := b.Y.(*ssa2cfa.Const)
			if !ok1 || !ok2 {
				continue
			}
			off, ok := k.Int64Value()
			if !ok || off == 0 || !k.T.Signed && off < 0 {
				continue
			}
			if b.Op == ssa2cfa.Sub {
				off = -off
			}
			if !slices.Contains(steps[y.V], off) {
				steps[y.V] = append(steps[y.V], off)
			}
		}
	}
	return steps
}

// rangeThresholds returns the finite bounds of every variable's range.
func rangeThresholds(ev *machine.Evaluator, n int) []domains.Constraint {
	var out []domains.Constraint
	for v := range n {
		r := ev.VarRange(ssa2cfa.Var(v))
		if r.Hi != domains.Inf {
			l, _ := domains.NewLin(-r.Hi, domains.Term{Dim: v, Coef: 1})
			out = append(out, domains.Constraint{Lin: l, Kind: domains.LeZero})
		}
		if r.Lo != domains.NegInf {
			l, _ := domains.NewLin(r.Lo, domains.Term{Dim: v, Coef: -1})
			out = append(out, domains.Constraint{Lin: l, Kind: domains.LeZero})
		}
	}
	return out
}

// lenCapThresholds returns len(s) - cap(s) <= 0 for every slice value s
// with both a len and a cap variable: a loop that appends to s keeps the
// relation, but the first widening at its head sees it tighten from
// len(s) <= cap(s) - k, and would drop it without the threshold.
func lenCapThresholds(c *ssa2cfa.CFA) []domains.Constraint {
	var out []domains.Constraint
	for v, info := range c.Vars {
		if info.Role != ssa2cfa.RoleCap || info.Value == nil {
			continue
		}
		if l, ok := c.LenOf(info.Value); ok {
			lin, _ := domains.NewLin(0, domains.Term{Dim: int(l), Coef: 1}, domains.Term{Dim: v, Coef: -1})
			out = append(out, domains.Constraint{Lin: lin, Kind: domains.LeZero})
		}
	}
	return out
}
