package engine

import (
	"slices"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// cone returns the cone of influence of checks in c, at most limit
// variables, ascending: the variables their conditions read, then,
// transitively, the variables assigned to a variable of the cone (the
// operands of its assignments, the arguments of a call that sets it, which
// the callee's postcondition may relate to it) and those compared with one in a guard
// (every variable of an assumption that reads the cone, through the
// definitions of the boolean variables it tests), and the ghosts assigned
// together with a variable of the cone. Assignments are
// followed to a fixpoint before each round over the guards, so that when
// the limit cuts the cone, what is left out is what is furthest from the
// checks. Any subset of the variables is a sound pack (see packDomain); the
// cone only chooses one that keeps the relations the checks need.
func cone(c *ssa2cfa.CFA, checks []*ssa2cfa.Check, limit int) []int {
	var seeds []ssa2cfa.Var
	for _, chk := range checks {
		ssa2cfa.Vars(chk.Cond, func(v ssa2cfa.Var) { seeds = append(seeds, v) })
	}
	return coneOf(c, seeds, limit)
}

// relevantVars returns the variables of c that a check's condition, a
// guard or a static call's argument reads, or that flow into one, up to
// limit: an analysis that tracks only these proves the same checks (the
// others never constrain them) and finds the same calling contexts.
func relevantVars(c *ssa2cfa.CFA, limit int) []int {
	var seeds []ssa2cfa.Var
	add := func(e ssa2cfa.Expr) {
		if e != nil {
			ssa2cfa.Vars(e, func(v ssa2cfa.Var) { seeds = append(seeds, v) })
		}
	}
	for _, chk := range c.Checks {
		add(chk.Cond)
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			add(op.Cond)
		case *ssa2cfa.Call:
			if op.Callee != nil {
				for _, x := range op.Args {
					add(x)
				}
				for _, x := range op.ArgLens {
					add(x)
				}
			}
		}
	}
	return coneOf(c, seeds, limit)
}

// guardedCone extends pack, the cone of checks, with the cone of the
// variables of the guards nearest each check that every path to it passes
// (the loop condition over the body), within limit: a check's relation to
// a variable it never reads may come from such a guard (dst's length is
// src's, and the loop runs while len(src) >= 128). dom is c's dominator
// tree. It returns nil when no guard adds a variable.
func guardedCone(c *ssa2cfa.CFA, dom *domTree, checks []*ssa2cfa.Check, pack []int, limit int) []int {
	if len(pack) >= limit {
		return nil
	}
	// The checks' own cone comes first, which the limit keeps.
	seeds := make([]ssa2cfa.Var, 0, len(pack))
	for _, v := range pack {
		seeds = append(seeds, ssa2cfa.Var(v))
	}
	for _, chk := range checks {
		for _, g := range dominatingGuards(c, dom, chk, maxConeGuards) {
			ssa2cfa.Vars(g, func(v ssa2cfa.Var) { seeds = append(seeds, v) })
		}
	}
	if len(seeds) == len(pack) {
		return nil
	}
	if out := coneOf(c, seeds, limit); len(out) > len(pack) {
		return out
	}
	return nil
}

// maxConeGuards bounds the dominating guards of a check that seed its cone.
const maxConeGuards = 4

// dominatingGuards returns the conditions of at most max assumptions
// nearest chk that every path from the entry to it passes: the edges from
// a branch into a location on chk's dominator chain that is entered by
// that edge only.
func dominatingGuards(c *ssa2cfa.CFA, dom *domTree, chk *ssa2cfa.Check, max int) []ssa2cfa.Expr {
	if len(c.In[chk.Err]) == 0 {
		return nil
	}
	at := c.In[chk.Err][0].From
	if dom.idom[at] < 0 {
		return nil
	}
	var out []ssa2cfa.Expr
	for at != c.Entry && len(out) < max {
		if in := c.In[at]; len(in) == 1 && len(c.Out[in[0].From]) > 1 {
			if a, ok := in[0].Op.(*ssa2cfa.Assume); ok {
				out = append(out, a.Cond)
			}
		}
		at = dom.idom[at]
	}
	return out
}

// resultCone returns the cone of influence of the integer results of c
// and their lengths (the variables its return edges assign them from), with
// the lengths of its parameters, which the results' bounds are most often
// about (see cone).
func resultCone(c *ssa2cfa.CFA, limit int) []int {
	var seeds []ssa2cfa.Var
	for _, e := range c.Edges {
		r, ok := e.Op.(*ssa2cfa.Return)
		if !ok {
			continue
		}
		vars, xs := c.ReturnTargets(r)
		for i, v := range vars {
			if c.Vars[v].Type.IsInt() {
				seeds = append(seeds, v)
				ssa2cfa.Vars(xs[i], func(v ssa2cfa.Var) { seeds = append(seeds, v) })
			}
		}
	}
	for _, f := range c.ExitFields {
		seeds = append(seeds, f.Var)
	}
	if len(seeds) == 0 {
		return nil
	}
	var lens []ssa2cfa.Var
	for s, v := range summary.Slots(c) {
		if s.IsParamLen() {
			lens = append(lens, v)
		}
	}
	slices.Sort(lens)
	return coneOf(c, append(seeds, lens...), limit)
}

// coneOf is the cone of influence of the variables seeds (see cone).
func coneOf(c *ssa2cfa.CFA, seeds []ssa2cfa.Var, limit int) []int {
	return coneWithin(c, seeds, limit, nil)
}

// coneWithin is coneOf over the edges within accepts (all if nil).
func coneWithin(c *ssa2cfa.CFA, seeds []ssa2cfa.Var, limit int, within func(*ssa2cfa.Edge) bool) []int {
	in := make([]bool, len(c.Vars))
	n := 0
	add := func(v ssa2cfa.Var) {
		if v >= 0 && int(v) < len(in) && !in[v] && n < limit {
			in[v] = true
			n++
		}
	}
	for _, v := range seeds {
		add(v)
	}
	defs := boolDefs(c)
	// condVars calls f for each variable cond reads, and for those of the
	// definitions of the booleans it reads (the evaluator inlines them).
	var condVars func(e ssa2cfa.Expr, depth int, f func(ssa2cfa.Var))
	condVars = func(e ssa2cfa.Expr, depth int, f func(ssa2cfa.Var)) {
		ssa2cfa.Vars(e, func(v ssa2cfa.Var) {
			f(v)
			if d, ok := defs[v]; ok && depth > 0 {
				condVars(d, depth-1, f)
			}
		})
	}
	for {
		before := n
		for { // assignments, to a fixpoint
			m := n
			for _, e := range c.Edges {
				if within != nil && !within(e) {
					continue
				}
				if call, ok := e.Op.(*ssa2cfa.Call); ok && setsAny(in, call) {
					// A postcondition relates the results to the arguments.
					for _, xs := range [][]ssa2cfa.Expr{call.Args, call.ArgLens} {
						for _, x := range xs {
							if x != nil {
								ssa2cfa.Vars(x, add)
							}
						}
					}
				}
				if a, ok := e.Op.(*ssa2cfa.Assign); ok {
					moves := false
					for i, v := range a.Vars {
						if in[v] {
							ssa2cfa.Vars(a.Exprs[i], add)
							moves = true
						}
					}
					for _, v := range a.Vars {
						if moves && c.Vars[v].Ghost {
							add(v) // a round counter that bounds how far v moves
						}
					}
				}
			}
			if n == m {
				break
			}
		}
		for _, e := range c.Edges { // one round over the guards
			if within != nil && !within(e) {
				continue
			}
			a, ok := e.Op.(*ssa2cfa.Assume)
			if !ok {
				continue
			}
			reads := false
			condVars(a.Cond, boolDefDepth, func(v ssa2cfa.Var) { reads = reads || in[v] })
			if reads {
				condVars(a.Cond, boolDefDepth, add)
			}
		}
		if n == before || n >= limit {
			break
		}
	}
	out := make([]int, 0, n)
	for v, ok := range in {
		if ok {
			out = append(out, v)
		}
	}
	return out
}

// boolDefDepth bounds how deep cone follows boolean definitions, as the
// evaluator bounds their inlining into assumptions.
const boolDefDepth = 8

// boolDefs maps each boolean variable of c assigned exactly once to its
// definition.
func boolDefs(c *ssa2cfa.CFA) map[ssa2cfa.Var]ssa2cfa.Expr {
	defs := c.SingleAssignments()
	for v := range defs {
		if !c.Vars[v].Type.IsBool() {
			delete(defs, v)
		}
	}
	return defs
}

// setsAny reports whether call sets a variable of the cone in.
func setsAny(in []bool, call *ssa2cfa.Call) bool {
	for _, vs := range [][]ssa2cfa.Var{call.Results, call.ResultLens} {
		for _, v := range vs {
			if v >= 0 && int(v) < len(in) && in[v] {
				return true
			}
		}
	}
	for _, f := range call.Fields {
		if int(f.Var) < len(in) && in[f.Var] {
			return true
		}
	}
	return false
}
