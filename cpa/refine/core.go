package refine

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// coreHints turns the unsat core of an infeasible path (the indices of its
// edges whose constraints refute it) into precision: forms and key
// variables.
//
// Walking the path backwards, the conditions of the fail and assume edges
// in the core give their comparisons as forms (X - Y for X op Y, one
// variable included), and every assignment in the core carries the forms
// met so far back over it by substitution, as closure does for the whole
// CFA but along the path only: the forms that refute the error at each
// point, over the variables live there (numeric variables first). Forms of
// two or more variables are returned (the base domain tracks the others).
// The variables an equality or disequality with a constant, or a boolean
// condition, of the core branches on are returned as keys: states that
// differ on them are then kept apart at joins (DAGGER's split of a join
// that merged a path where the check holds with one where it fails).
func coreHints(c *ssa2cfa.CFA, path []*ssa2cfa.Edge, core []int) (forms []domains.Lin, keys []ssa2cfa.Var) {
	in := make(map[int]bool, len(core))
	for _, i := range core {
		in[i] = true
	}
	var work []domains.Lin
	seen := map[string]bool{}
	push := func(l domains.Lin) {
		l.Const = 0
		if len(l.Terms) == 0 || len(work) >= maxCandidates {
			return
		}
		l = normal(l)
		if k := l.String(); !seen[k] {
			seen[k] = true
			work = append(work, l)
			if len(l.Terms) > 1 {
				forms = append(forms, l)
			}
		}
	}
	keySeen := map[ssa2cfa.Var]bool{}
	cond := func(x ssa2cfa.Expr) {
		for _, l := range condForms(x, nil) {
			push(l)
		}
		for _, v := range branchVars(x, nil) {
			if !keySeen[v] {
				keySeen[v] = true
				keys = append(keys, v)
			}
		}
	}
	// kill drops the work forms that mention vs.
	kill := func(vs []ssa2cfa.Var) {
		out := work[:0]
		for _, l := range work {
			if !mentions(l, vs) {
				out = append(out, l)
			}
		}
		work = out
	}
	assign := func(vars []ssa2cfa.Var, xs []ssa2cfa.Expr, core bool) {
		if !core {
			kill(vars)
			return
		}
		var dims []int
		var exprs []domains.Lin
		var opaque []ssa2cfa.Var
		for i, v := range vars {
			if l, ok := linearize(xs[i]); ok {
				dims = append(dims, int(v))
				exprs = append(exprs, l)
			} else {
				opaque = append(opaque, v)
			}
		}
		kill(opaque)
		old := work
		work = nil
		for _, l := range old {
			if s, ok := substitute(l, dims, exprs); ok {
				push(s)
			} else if !mentions(l, vars) {
				work = append(work, l)
			}
		}
	}
	for i := len(path) - 1; i >= 0; i-- {
		e := path[i]
		switch op := e.Op.(type) {
		case *ssa2cfa.Fail:
			if in[i] && op.Check != nil {
				cond(op.Check.Cond)
			}
		case *ssa2cfa.Assume:
			if in[i] {
				cond(op.Cond)
			}
		case *ssa2cfa.Assign:
			if len(op.Vars) == len(op.Exprs) {
				assign(op.Vars, op.Exprs, in[i])
			} else {
				kill(op.Vars)
			}
		case *ssa2cfa.Return:
			vars, xs := c.ReturnTargets(op)
			assign(vars, xs, in[i])
		case *ssa2cfa.Havoc:
			kill(op.Vars)
		case *ssa2cfa.Call:
			kill(op.Results)
			kill(op.ResultLens)
		}
	}
	return forms, keys
}

// mentions reports whether l has a term over one of vs.
func mentions(l domains.Lin, vs []ssa2cfa.Var) bool {
	for _, t := range l.Terms {
		for _, v := range vs {
			if t.Dim == int(v) {
				return true
			}
		}
	}
	return false
}

// condForms appends X - Y for every integer comparison X op Y in cond
// (through !, && and ||), forms of one variable included.
func condForms(cond ssa2cfa.Expr, out []domains.Lin) []domains.Lin {
	switch e := cond.(type) {
	case *ssa2cfa.Unary:
		if e.Op == ssa2cfa.Not {
			return condForms(e.X, out)
		}
	case *ssa2cfa.Binary:
		switch {
		case e.Op == ssa2cfa.LAnd || e.Op == ssa2cfa.LOr:
			return condForms(e.Y, condForms(e.X, out))
		case e.Op.IsComparison() && e.X.Type().IsInt():
			x, ok1 := linearize(e.X)
			y, ok2 := linearize(e.Y)
			if ok1 && ok2 {
				if d, ok := x.Sub(y); ok && len(d.Terms) > 0 {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// branchVars appends the variables cond branches on by value: a boolean
// variable, or an integer variable compared (== or !=) with a constant.
func branchVars(cond ssa2cfa.Expr, out []ssa2cfa.Var) []ssa2cfa.Var {
	switch e := cond.(type) {
	case *ssa2cfa.VarRef:
		if e.Type().IsBool() {
			out = append(out, e.V)
		}
	case *ssa2cfa.Unary:
		if e.Op == ssa2cfa.Not {
			return branchVars(e.X, out)
		}
	case *ssa2cfa.Binary:
		switch e.Op {
		case ssa2cfa.LAnd, ssa2cfa.LOr:
			return branchVars(e.Y, branchVars(e.X, out))
		case ssa2cfa.Eq, ssa2cfa.Ne:
			x, y := e.X, e.Y
			if _, ok := x.(*ssa2cfa.Const); ok {
				x, y = y, x
			}
			if ref, ok := x.(*ssa2cfa.VarRef); ok {
				if _, ok := y.(*ssa2cfa.Const); ok {
					out = append(out, ref.V)
				}
			}
		}
	}
	return out
}
