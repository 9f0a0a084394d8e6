package cfainterp_test

import (
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Rewriting helpers for the mutation tests: they change a freshly lowered
// CFA in place and return how many places they changed.

// mapExpr rebuilds e bottom-up, applying f to every node; it counts in n
// the nodes f replaced.
func mapExpr(e ssa2cfa.Expr, f func(ssa2cfa.Expr) ssa2cfa.Expr, n *int) ssa2cfa.Expr {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *ssa2cfa.Unary:
		e = &ssa2cfa.Unary{Op: x.Op, X: mapExpr(x.X, f, n)}
	case *ssa2cfa.Binary:
		e = &ssa2cfa.Binary{Op: x.Op, X: mapExpr(x.X, f, n), Y: mapExpr(x.Y, f, n)}
	case *ssa2cfa.Convert:
		e = &ssa2cfa.Convert{X: mapExpr(x.X, f, n), T: x.T}
	}
	r := f(e)
	if r != e {
		*n++
	}
	return r
}

// rewriteExprs applies f (see mapExpr) to every expression of c: those of
// edges and the conditions of checks.
func rewriteExprs(c *ssa2cfa.CFA, f func(ssa2cfa.Expr) ssa2cfa.Expr) int {
	n := 0
	m := func(es []ssa2cfa.Expr) {
		for i := range es {
			es[i] = mapExpr(es[i], f, &n)
		}
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			op.Cond = mapExpr(op.Cond, f, &n)
		case *ssa2cfa.Assign:
			m(op.Exprs)
		case *ssa2cfa.Return:
			m(op.Results)
		case *ssa2cfa.Call:
			m(op.Args)
			m(op.ArgLens)
		}
	}
	for _, chk := range c.Checks {
		chk.Cond = mapExpr(chk.Cond, f, &n)
	}
	return n
}

// rewriteChecks replaces the condition of every check of kind with
// f(condition), and so the condition of the Assume edges beside its Fail
// edge that assume it (the passing branch), keeping the CFA deterministic.
func rewriteChecks(c *ssa2cfa.CFA, kind ssa2cfa.CheckKind, f func(ssa2cfa.Expr) ssa2cfa.Expr) int {
	n := 0
	for _, e := range c.Edges {
		fail, ok := e.Op.(*ssa2cfa.Fail)
		if !ok || fail.Check.Kind != kind {
			continue
		}
		old := fail.Check.Cond.String()
		cond := f(fail.Check.Cond)
		for _, s := range c.Out[e.From] {
			if a, ok := s.Op.(*ssa2cfa.Assume); ok && a.Cond.String() == old {
				a.Cond = cond
			}
		}
		fail.Check.Cond = cond
		n++
	}
	return n
}

// retarget moves the head of e to loc.
func retarget(c *ssa2cfa.CFA, e *ssa2cfa.Edge, loc ssa2cfa.Loc) {
	c.In[e.To] = slices.DeleteFunc(c.In[e.To], func(x *ssa2cfa.Edge) bool { return x == e })
	e.To = loc
	c.In[loc] = append(c.In[loc], e)
}

// sequentialise turns every parallel assignment of several variables into
// a chain of single assignments, in order: the classic lost-copy bug of
// φ-node lowering.
func sequentialise(c *ssa2cfa.CFA) int {
	n := 0
	for _, e := range slices.Clone(c.Edges) {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok || len(a.Vars) < 2 {
			continue
		}
		to, prev := e.To, e
		e.Op = &ssa2cfa.Assign{Vars: a.Vars[:1], Exprs: a.Exprs[:1]}
		for i := 1; i < len(a.Vars); i++ {
			mid := c.NewLoc(ssa2cfa.LocInfo{Pos: e.Pos, Block: -1})
			retarget(c, prev, mid)
			prev = c.AddEdge(mid, to, &ssa2cfa.Assign{Vars: a.Vars[i : i+1], Exprs: a.Exprs[i : i+1]}, e.Pos)
		}
		n++
	}
	return n
}

// swapAssigned exchanges the expressions of the first two variables of one
// type in every parallel assignment.
func swapAssigned(c *ssa2cfa.CFA) int {
	n := 0
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			continue
		}
	pairs:
		for i := range a.Vars {
			for j := i + 1; j < len(a.Vars); j++ {
				if c.Vars[a.Vars[i]].Type == c.Vars[a.Vars[j]].Type {
					a.Exprs[i], a.Exprs[j] = a.Exprs[j], a.Exprs[i]
					n++
					break pairs
				}
			}
		}
	}
	return n
}

// negateBranches negates the condition of every Assume edge that leaves a
// location without a Fail edge (a branch, not the passing side of a check).
func negateBranches(c *ssa2cfa.CFA) int {
	n := 0
	for _, out := range c.Out {
		if slices.ContainsFunc(out, func(e *ssa2cfa.Edge) bool { _, ok := e.Op.(*ssa2cfa.Fail); return ok }) {
			continue
		}
		for _, e := range out {
			if a, ok := e.Op.(*ssa2cfa.Assume); ok {
				a.Cond = ssa2cfa.NotExpr(a.Cond)
				n++
			}
		}
	}
	return n
}

// zeroLoads replaces the havoc of every load with an assignment of 0.
func zeroLoads(c *ssa2cfa.CFA) int {
	n := 0
	for _, e := range c.Edges {
		h, ok := e.Op.(*ssa2cfa.Havoc)
		if !ok || h.Reason != "load" {
			continue
		}
		a := &ssa2cfa.Assign{Vars: h.Vars}
		for _, v := range h.Vars {
			a.Exprs = append(a.Exprs, &ssa2cfa.Const{T: c.Vars[v].Type})
		}
		e.Op = a
		n++
	}
	return n
}

// unsignedOf is the unsigned type of t's width.
func unsignedOf(t ssa2cfa.Type) ssa2cfa.Type {
	return ssa2cfa.Type{Kind: ssa2cfa.KindInt, Width: t.Width}
}

// isSignedInt reports whether e has a signed integer type.
func isSignedInt(e ssa2cfa.Expr) bool { t := e.Type(); return t.IsInt() && t.Signed }
