package numeric

import (
	"sort"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Thresholds returns the widening thresholds of a CFA: for every comparison
// in a condition (assume or check), the constraint it states, its negation,
// and both moved by one, as far as they are linear in top.
func Thresholds(c *ssa2cfa.CFA, ev *machine.Evaluator, top domains.Numeric) []domains.Constraint {
	seen := map[string]bool{}
	var out []domains.Constraint
	add := func(n domains.Numeric) {
		for _, k := range n.Constraints() {
			if s := k.String(); !seen[s] {
				seen[s] = true
				out = append(out, k)
			}
		}
	}
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
	sort.SliceStable(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}
