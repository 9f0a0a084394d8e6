package refine

import (
	"slices"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxCandidates bounds the forms one group of candidates contributes,
// closure included.
const maxCandidates = 32

// linearize returns e as a linear form over the CFA's variables, read over
// the mathematical integers: forms are only hints, the domain decides what
// holds. ok is false for other expressions.
func linearize(e ssa2cfa.Expr) (domains.Lin, bool) {
	switch e := e.(type) {
	case *ssa2cfa.VarRef:
		return domains.LinDim(int(e.V)), true
	case *ssa2cfa.Const:
		k, ok := e.Int64Value()
		return domains.LinConst(k), ok
	case *ssa2cfa.Convert:
		return linearize(e.X)
	case *ssa2cfa.Unary:
		if e.Op == ssa2cfa.Neg {
			if x, ok := linearize(e.X); ok {
				return x.Scale(-1)
			}
		}
	case *ssa2cfa.Binary:
		x, ok1 := linearize(e.X)
		y, ok2 := linearize(e.Y)
		if !ok1 || !ok2 {
			return domains.Lin{}, false
		}
		switch e.Op {
		case ssa2cfa.Add:
			return x.Add(y)
		case ssa2cfa.Sub:
			return x.Sub(y)
		case ssa2cfa.Mul:
			if x.IsConst() {
				return y.Scale(x.Const)
			}
			if y.IsConst() {
				return x.Scale(y.Const)
			}
		}
	}
	return domains.Lin{}, false
}

// comparisonForms appends X - Y for every integer comparison X op Y in
// cond (through !, && and ||).
func comparisonForms(cond ssa2cfa.Expr, out []domains.Lin) []domains.Lin {
	switch e := cond.(type) {
	case *ssa2cfa.Unary:
		if e.Op == ssa2cfa.Not {
			return comparisonForms(e.X, out)
		}
	case *ssa2cfa.Binary:
		switch {
		case e.Op == ssa2cfa.LAnd || e.Op == ssa2cfa.LOr:
			return comparisonForms(e.Y, comparisonForms(e.X, out))
		case e.Op.IsComparison() && e.X.Type().IsInt():
			x, ok1 := linearize(e.X)
			y, ok2 := linearize(e.Y)
			if ok1 && ok2 {
				if d, ok := x.Sub(y); ok && len(d.Terms) > 1 {
					d.Const = 0
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// errorForms returns the forms of the unproven checks' conditions and of
// the guards on the way to them: the conditions of assume edges at most
// depth edges before each failing edge.
func errorForms(c *ssa2cfa.CFA, unproven []*ssa2cfa.Check, depth int) []domains.Lin {
	var out []domains.Lin
	for _, chk := range unproven {
		out = comparisonForms(chk.Cond, out)
	}
	for _, cond := range guardsBefore(c, unproven, depth) {
		out = comparisonForms(cond, out)
	}
	return out
}

// errorDepth is how many edges back from an unproven check's error
// location the refinement looks for the guards that lead to it.
const errorDepth = 6

// guardsBefore returns the conditions of the assumptions on the edges at
// most depth edges back from the error locations of the unproven checks.
func guardsBefore(c *ssa2cfa.CFA, unproven []*ssa2cfa.Check, depth int) []ssa2cfa.Expr {
	in := make([][]*ssa2cfa.Edge, len(c.Locs))
	for _, e := range c.Edges {
		in[e.To] = append(in[e.To], e)
	}
	var out []ssa2cfa.Expr
	for _, chk := range unproven {
		seen := map[ssa2cfa.Loc]bool{chk.Err: true}
		frontier := []ssa2cfa.Loc{chk.Err}
		for d := 0; d < depth && len(frontier) > 0; d++ {
			var next []ssa2cfa.Loc
			for _, l := range frontier {
				for _, e := range in[l] {
					if a, ok := e.Op.(*ssa2cfa.Assume); ok {
						out = append(out, a.Cond)
					}
					if !seen[e.From] {
						seen[e.From] = true
						next = append(next, e.From)
					}
				}
			}
			frontier = next
		}
	}
	return out
}

// guardVars returns the integer variables that the guards before the
// unproven checks (see guardsBefore) compare with a constant, but keys:
// the class keys of the refinement (numeric.Config.ClassKeys), which keep
// apart the states a guard tells apart (count == 1 after a loop that
// counts, where idx was set).
func guardVars(c *ssa2cfa.CFA, unproven []*ssa2cfa.Check, depth int, keys []ssa2cfa.Var) []ssa2cfa.Var {
	skip := map[ssa2cfa.Var]bool{}
	for _, k := range keys {
		skip[k] = true
	}
	var out []ssa2cfa.Var
	for _, cond := range guardsBefore(c, unproven, depth) {
		ssa2cfa.ConstComparisons(cond, func(x *ssa2cfa.VarRef, _ *ssa2cfa.Const) {
			if x.T.IsInt() && !skip[x.V] {
				skip[x.V] = true
				out = append(out, x.V)
			}
		})
	}
	slices.Sort(out)
	return out
}

// increment is an assignment x := src + k (k != 0) on one edge.
type increment struct {
	src ssa2cfa.Var
	k   int64
}

// increments returns the increments an assign edge makes.
func increments(e *ssa2cfa.Edge) []increment {
	a, ok := e.Op.(*ssa2cfa.Assign)
	if !ok {
		return nil
	}
	var out []increment
	for _, x := range a.Exprs {
		l, ok := linearize(x)
		if ok && len(l.Terms) == 1 && l.Terms[0].Coef == 1 && l.Const != 0 && l.Const > -1<<20 && l.Const < 1<<20 {
			out = append(out, increment{ssa2cfa.Var(l.Terms[0].Dim), l.Const})
		}
	}
	return out
}

// ratioForms returns, for each loop, the forms that two increments made
// together leave unchanged: k2·x - k1·y for x += k1 and y += k2 on one
// edge, and for a counter (a variable the loop always moves by the same
// step) against every other increment of the loop.
func ratioForms(c *ssa2cfa.CFA) []domains.Lin {
	var out []domains.Lin
	add := func(a, b increment) {
		if a.src == b.src {
			return
		}
		l, ok := domains.NewLin(0, domains.Term{Dim: int(a.src), Coef: b.k}, domains.Term{Dim: int(b.src), Coef: -a.k})
		if ok {
			out = append(out, l)
		}
	}
	for _, loop := range loops(c) {
		var all []increment
		steps := map[ssa2cfa.Var][]int64{}
		var order []ssa2cfa.Var
		for _, e := range loop {
			incs := increments(e)
			for i := range incs {
				for j := i + 1; j < len(incs); j++ {
					add(incs[i], incs[j])
				}
				if _, ok := steps[incs[i].src]; !ok {
					order = append(order, incs[i].src)
				}
				steps[incs[i].src] = append(steps[incs[i].src], incs[i].k)
			}
			all = append(all, incs...)
		}
		for _, v := range order {
			ks := steps[v]
			counter := true
			for _, k := range ks {
				counter = counter && k == ks[0]
			}
			if !counter {
				continue
			}
			for _, inc := range all {
				add(increment{v, ks[0]}, inc)
			}
		}
	}
	return out
}

// loopGuardForms returns the forms of the conditions of assume edges
// inside loops.
func loopGuardForms(c *ssa2cfa.CFA) []domains.Lin {
	var out []domains.Lin
	for _, loop := range loops(c) {
		for _, e := range loop {
			if a, ok := e.Op.(*ssa2cfa.Assume); ok {
				out = comparisonForms(a.Cond, out)
			}
		}
	}
	return out
}

// closure adds to forms, for every assignment x := e of the CFA and form
// f mentioning x, the form f[x ← e]: what f after the assignment is in
// terms of the state before it, which the domain must track there to carry
// f over. Forms with fewer than two variables, or octagonal ones, are not
// kept (the base domain tracks them). At most max forms in all.
func closure(c *ssa2cfa.CFA, forms []domains.Lin, max int) []domains.Lin {
	seen := map[string]bool{}
	var out []domains.Lin
	push := func(l domains.Lin) {
		l.Const = 0
		if len(l.Terms) < 2 || len(out) >= max {
			return
		}
		l = normal(l)
		if k := l.String(); !seen[k] {
			seen[k] = true
			out = append(out, l)
		}
	}
	for _, f := range forms {
		push(f)
	}
	type subst struct {
		dims  []int
		exprs []domains.Lin
	}
	var substs []subst
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			continue
		}
		var s subst
		for i, v := range a.Vars {
			if l, ok := linearize(a.Exprs[i]); ok {
				s.dims = append(s.dims, int(v))
				s.exprs = append(s.exprs, l)
			}
		}
		if len(s.dims) > 0 {
			substs = append(substs, s)
		}
	}
	for i := 0; i < len(out) && len(out) < max; i++ {
		for _, s := range substs {
			if l, ok := substitute(out[i], s.dims, s.exprs); ok {
				push(l)
			}
		}
	}
	return out
}

// normal scales l so that its coefficients are coprime and the first is
// positive (so that l and -l, 2l are one form).
func normal(l domains.Lin) domains.Lin {
	g := int64(0)
	for _, t := range l.Terms {
		a := t.Coef
		if a < 0 {
			a = -a
		}
		for b := g; b != 0; {
			a, b = b, a%b
		}
		g = a
	}
	if g == 0 {
		return l
	}
	if l.Terms[0].Coef < 0 {
		g = -g
	}
	ts := make([]domains.Term, len(l.Terms))
	for i, t := range l.Terms {
		ts[i] = domains.Term{Dim: t.Dim, Coef: t.Coef / g}
	}
	return domains.Lin{Terms: ts}
}

// substitute returns l with dims[i] replaced by exprs[i] simultaneously;
// false when no dimension of l is replaced or on overflow.
func substitute(l domains.Lin, dims []int, exprs []domains.Lin) (domains.Lin, bool) {
	out := domains.Lin{Const: l.Const}
	hit := false
	for _, t := range l.Terms {
		repl := domains.Lin{Terms: []domains.Term{{Dim: t.Dim, Coef: 1}}}
		for i, d := range dims {
			if d == t.Dim {
				repl, hit = exprs[i], true
			}
		}
		s, ok := repl.Scale(t.Coef)
		if !ok {
			return domains.Lin{}, false
		}
		if out, ok = out.Add(s); !ok {
			return domains.Lin{}, false
		}
	}
	return out, hit
}

// entryForms returns, for each form f of forms over variables a loop
// changes, f - g, where g is the value of f on the edge that enters the
// loop, when g is a linear form of variables the loop leaves alone:
// i + j - n for i, j := n, 0 before a loop that moves i down and j up
// together (the loop keeps f == g, and its exit then relates j to n).
func entryForms(c *ssa2cfa.CFA, forms []domains.Lin) []domains.Lin {
	var out []domains.Lin
	for _, loop := range loops(c) {
		in := map[ssa2cfa.Loc]bool{}
		changed := map[int]bool{}
		for _, e := range loop {
			in[e.From], in[e.To] = true, true
			for _, v := range ssa2cfa.SetVars(e.Op) {
				changed[int(v)] = true
			}
		}
		for _, e := range c.Edges {
			a, ok := e.Op.(*ssa2cfa.Assign)
			if !ok || in[e.From] || !in[e.To] {
				continue
			}
			for _, f := range forms {
				if g, ok := entryValue(a, f, changed); ok {
					if d, ok := f.Sub(g); ok && len(d.Terms) > len(f.Terms) {
						d.Const = 0
						out = append(out, d)
					}
				}
			}
		}
	}
	return out
}

// entryValue returns f after the assignment a, as a form of variables the
// loop leaves alone, when every variable of f is one the loop changes and
// a sets to such a form.
func entryValue(a *ssa2cfa.Assign, f domains.Lin, changed map[int]bool) (domains.Lin, bool) {
	g := domains.LinConst(f.Const)
	for _, t := range f.Terms {
		if !changed[t.Dim] {
			return domains.Lin{}, false
		}
		i := slices.Index(a.Vars, ssa2cfa.Var(t.Dim))
		if i < 0 {
			return domains.Lin{}, false
		}
		x, ok := linearize(a.Exprs[i])
		if !ok {
			return domains.Lin{}, false
		}
		for _, u := range x.Terms {
			if changed[u.Dim] {
				return domains.Lin{}, false
			}
		}
		sx, ok := x.Scale(t.Coef)
		if !ok {
			return domains.Lin{}, false
		}
		if g, ok = g.Add(sx); !ok {
			return domains.Lin{}, false
		}
	}
	return g, true
}
