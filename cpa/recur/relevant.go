package recur

import (
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// relevant returns, per variable of c, whether its value can influence the
// control flow of c: the variables read by conditions and checks, by the
// arguments of calls to functions with a CFA (whose runs the explorer
// follows), and, transitively, by the assignments that define them. Two
// states of a frame at one location that agree on the relevant variables
// have the same future control flow under the same choices, so a run that
// comes back to such a state repeats forever.
func relevant(c *ssa2cfa.CFA, cfas map[*ssa.Function]*ssa2cfa.CFA) []bool {
	rel := make([]bool, len(c.Vars))
	mark := func(e ssa2cfa.Expr) {
		if e != nil {
			ssa2cfa.Vars(e, func(v ssa2cfa.Var) {
				if v >= 0 && int(v) < len(rel) {
					rel[v] = true
				}
			})
		}
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			mark(op.Cond)
		case *ssa2cfa.Fail:
			mark(op.Check.Cond)
		case *ssa2cfa.Call:
			if op.Callee != nil && cfas[op.Callee] != nil {
				for _, a := range op.Args {
					mark(a)
				}
				for _, a := range op.ArgLens {
					mark(a)
				}
			}
		}
	}
	for _, chk := range c.Checks {
		mark(chk.Cond)
	}
	for changed := true; changed; {
		changed = false
		for _, e := range c.Edges {
			as, ok := e.Op.(*ssa2cfa.Assign)
			if !ok {
				continue
			}
			for i, v := range as.Vars {
				if v < 0 || !rel[v] || i >= len(as.Exprs) {
					continue
				}
				ssa2cfa.Vars(as.Exprs[i], func(w ssa2cfa.Var) {
					if w >= 0 && int(w) < len(rel) && !rel[w] {
						rel[w] = true
						changed = true
					}
				})
			}
		}
	}
	return rel
}
