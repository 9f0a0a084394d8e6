package engine

import (
	"math/bits"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// coalesce shares dimensions between the variables of vars (a pack) that
// are never live together, as a register allocator shares registers, so
// that a pack whose variables are many but short-lived (the slices each
// return of a scanner builds) fits in a relational domain. It returns the
// dimension at[v] of each variable of vars (-1 for others) and the number
// of dimensions, or ok false if more than limit are needed.
//
// Two variables share a dimension only if no location has both live, no
// edge sets one where the other is live, they are of one type and range,
// and neither is pinned (see pinnedVars): in every state of an execution
// the dimension then holds the value of whichever of them is live (if
// any), and any value of their common range otherwise. Liveness counts as
// read what the evaluator reads without an edge naming it: the operands
// of the definitions it inlines (see defOperands).
func coalesce(c *ssa2cfa.CFA, vars []int, keys []ssa2cfa.Var, limit int) (at []int, dims int, ok bool) {
	pinned := pinnedVars(c, keys)
	idx := make([]int, len(c.Vars)) // candidate index, or -1
	for i := range idx {
		idx[i] = -1
	}
	var cand []int
	for _, v := range vars {
		if !pinned[v] {
			idx[v] = len(cand)
			cand = append(cand, v)
		}
	}
	fixed := len(vars) - len(cand)
	if fixed > limit {
		return nil, 0, false
	}
	adj := interference(c, idx, len(cand))
	type class struct {
		t      ssa2cfa.Type
		lo, hi int64
	}
	var colorClass []class
	colorOf := make([]int, len(cand))
	words := (len(cand) + 63) / 64
	for i, v := range cand {
		info := &c.Vars[v]
		cl := class{info.Type, info.Lo(), info.Hi()}
		used := make([]bool, len(colorClass))
		row := adj[i*words : (i+1)*words]
		for w, bitsW := range row {
			for bitsW != 0 {
				j := w*64 + bits.TrailingZeros64(bitsW)
				bitsW &= bitsW - 1
				if j < i {
					used[colorOf[j]] = true
				}
			}
		}
		colorOf[i] = -1
		for k, kc := range colorClass {
			if !used[k] && kc == cl {
				colorOf[i] = k
				break
			}
		}
		if colorOf[i] < 0 {
			colorOf[i] = len(colorClass)
			colorClass = append(colorClass, cl)
		}
	}
	dims = fixed + len(colorClass)
	if dims > limit {
		return nil, 0, false
	}
	at = make([]int, len(c.Vars))
	for i := range at {
		at[i] = -1
	}
	next := len(colorClass)
	for _, v := range vars {
		if i := idx[v]; i >= 0 {
			at[v] = colorOf[i]
		} else {
			at[v] = next
			next++
		}
	}
	return at, dims, true
}

// pinnedVars marks the variables that keep a dimension of their own: what
// is read outside the edges that name it (inputs, results, the fields a
// function leaves or finds, parameter lengths and other slots of a
// summary, the state keys), bookkeeping the lowering relates by itself
// (ghosts, nil flags), and booleans, whose definitions the evaluator
// inlines.
func pinnedVars(c *ssa2cfa.CFA, keys []ssa2cfa.Var) []bool {
	pinned := make([]bool, len(c.Vars))
	pin := func(v ssa2cfa.Var) {
		if v >= 0 && int(v) < len(pinned) {
			pinned[v] = true
		}
	}
	for v := range c.Vars {
		info := &c.Vars[v]
		if info.Input || info.Ghost || info.NilFlag || info.Role == ssa2cfa.RoleParam || info.Role == ssa2cfa.RoleResult || !info.Type.IsInt() {
			pinned[v] = true
		}
	}
	for _, vs := range [][]ssa2cfa.Var{c.Params, c.Inputs, c.Results, c.ResultLens, keys} {
		for _, v := range vs {
			pin(v)
		}
	}
	for _, f := range c.ExitFields {
		pin(f.Var)
	}
	for _, f := range c.EntryFields {
		pin(f.Var)
	}
	for _, v := range summary.Slots(c) {
		pin(v)
	}
	return pinned
}

// interference returns the interference matrix of the candidates (idx
// maps a variable to its candidate index, -1 for others; m candidates), m
// rows of m bits: i and j interfere if both are live before some edge, or
// one edge sets one of them where the other is live, or sets both. Liveness
// counts as read what the evaluator reads through the definitions it
// inlines (see defOperands).
func interference(c *ssa2cfa.CFA, idx []int, m int) []uint64 {
	words := (m + 63) / 64
	adj := make([]uint64, m*words)
	if m == 0 {
		return adj
	}
	operands := defOperands(c)
	live := c.LiveWith(func(e *ssa2cfa.Edge) (use, def []ssa2cfa.Var) {
		seen := map[ssa2cfa.Var]bool{}
		var read func(v ssa2cfa.Var)
		read = func(v ssa2cfa.Var) {
			if !seen[v] {
				seen[v] = true
				use = append(use, v)
				for _, w := range operands[v] {
					read(w)
				}
			}
		}
		for _, x := range edgeReads(e) {
			if x != nil {
				ssa2cfa.Vars(x, read)
			}
		}
		return use, edgeDefs(c, e)
	})
	set := make([]uint64, words)
	var members []int
	add := func(v ssa2cfa.Var) {
		if i := candIndex(idx, v); i >= 0 {
			set[i/64] |= 1 << (uint(i) % 64)
		}
	}
	for _, e := range c.Edges {
		clear(set)
		live.Each(e.From, add) // what is live after e is live before or set
		for _, v := range edgeDefs(c, e) {
			add(v)
		}
		members = members[:0]
		for w, x := range set {
			for x != 0 {
				members = append(members, w*64+bits.TrailingZeros64(x))
				x &= x - 1
			}
		}
		for _, i := range members {
			row := adj[i*words : (i+1)*words]
			for w := range row {
				row[w] |= set[w]
			}
		}
	}
	return adj
}

func candIndex(idx []int, v ssa2cfa.Var) int {
	if v < 0 || int(v) >= len(idx) {
		return -1
	}
	return idx[v]
}

// defOperands maps each variable whose definition the evaluator inlines
// wherever the variable is read (see machine.InlinedDefs) to the variables
// that definition reads.
func defOperands(c *ssa2cfa.CFA) map[ssa2cfa.Var][]ssa2cfa.Var {
	out := map[ssa2cfa.Var][]ssa2cfa.Var{}
	for v, x := range machine.InlinedDefs(c) {
		var vs []ssa2cfa.Var
		ssa2cfa.Vars(x, func(w ssa2cfa.Var) { vs = append(vs, w) })
		if len(vs) > 0 {
			out[v] = vs
		}
	}
	return out
}

// edgeReads returns the expressions e's operation reads.
func edgeReads(e *ssa2cfa.Edge) []ssa2cfa.Expr {
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		return []ssa2cfa.Expr{op.Cond}
	case *ssa2cfa.Fail:
		return []ssa2cfa.Expr{op.Check.Cond}
	case *ssa2cfa.Assign:
		return op.Exprs
	case *ssa2cfa.Call:
		xs := append(append([]ssa2cfa.Expr(nil), op.Args...), op.ArgLens...)
		for _, f := range op.ArgFields {
			xs = append(xs, f.X)
		}
		return xs
	case *ssa2cfa.Return:
		return op.ReturnReads()
	}
	return nil
}

// edgeDefs returns the variables e's operation sets.
func edgeDefs(c *ssa2cfa.CFA, e *ssa2cfa.Edge) []ssa2cfa.Var {
	if r, ok := e.Op.(*ssa2cfa.Return); ok {
		vars, _ := c.ReturnTargets(r)
		return vars
	}
	return ssa2cfa.SetVars(e.Op)
}
