package nonterm

import (
	"fmt"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// strideForever looks for a loop, reached by the run,  that only a test v == k leaves, whose
// body changes v only by adding one constant step, and that v enters at a
// constant it can never step onto k from: x := 0; for x != 10 { x += 3 }.
// Over unbounded integers v takes the values start + n·step only, so the
// test never holds and the loop, with no other way out (no call, no
// check, no return inside), runs forever once entered. The numeric
// domains, which keep no congruence, cannot see it.
func strideForever(c *ssa2cfa.CFA, reached *cpa.Reached) (diag, ssa2cfa.Loc, bool) {
	for _, h := range loopHeads(c) {
		if len(reached.ByLoc[h]) == 0 {
			continue
		}
		body := naturalLoop(c, h)
		v, step, targets, ok := strideLoop(c, body)
		if !ok {
			continue
		}
		start, ok := entryConst(c, h, body, v)
		if !ok {
			continue
		}
		never := true
		for _, k := range targets {
			d := k - start
			never = never && (d%step != 0 || d/step < 0)
		}
		if !never {
			continue
		}
		pos := loopPos(c, h)
		msg := fmt.Sprintf("%s never terminates: the loop at line %d never exits (%s steps by %d from %d and never equals %s)",
			c.Fn.Name(), c.Fn.Prog.Fset.Position(pos).Line, c.Vars[v].Name, step, start, joinInts(targets))
		return newDiag(c, pos, catManifest, msg), h, true
	}
	return diag{}, -1, false
}

// strideLoop reports the variable v and step of a loop body whose every
// edge out tests v == k for a constant k (the targets), and whose edges
// within set v only by v := v + step, and do nothing else that may end an
// execution: no call, no check.
func strideLoop(c *ssa2cfa.CFA, body []bool) (v ssa2cfa.Var, step int64, targets []int64, ok bool) {
	v = -1
	for _, e := range c.Edges {
		if !body[e.From] {
			continue
		}
		if !body[e.To] {
			a, isAssume := e.Op.(*ssa2cfa.Assume)
			if !isAssume {
				return -1, 0, nil, false
			}
			x, k, isEq := eqConst(a.Cond)
			if !isEq || v >= 0 && x != v {
				return -1, 0, nil, false
			}
			v = x
			targets = append(targets, k)
		}
	}
	if v < 0 {
		return -1, 0, nil, false
	}
	for _, e := range c.Edges {
		if !body[e.From] || !body[e.To] {
			continue
		}
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
		case *ssa2cfa.Assign:
			for i, x := range op.Vars {
				if x != v {
					continue
				}
				k, isInc := increment(op.Exprs[i], v)
				if !isInc || k == 0 || step != 0 && k != step {
					return -1, 0, nil, false
				}
				step = k
			}
		case *ssa2cfa.Havoc:
			for _, x := range op.Vars {
				if x == v {
					return -1, 0, nil, false
				}
			}
		default:
			return -1, 0, nil, false // a call or a check may end the execution
		}
	}
	return v, step, targets, step != 0
}

// eqConst matches v == k and !(v != k).
func eqConst(e ssa2cfa.Expr) (ssa2cfa.Var, int64, bool) {
	neg := false
	if u, ok := e.(*ssa2cfa.Unary); ok && u.Op == ssa2cfa.Not {
		e, neg = u.X, true
	}
	b, ok := e.(*ssa2cfa.Binary)
	if !ok || (b.Op != ssa2cfa.Eq || neg) && (b.Op != ssa2cfa.Ne || !neg) {
		return -1, 0, false
	}
	x, y := b.X, b.Y
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, y = y, x
	}
	r, ok1 := x.(*ssa2cfa.VarRef)
	k, ok2 := y.(*ssa2cfa.Const)
	if !ok1 || !ok2 || !r.Type().IsInt() {
		return -1, 0, false
	}
	n, ok := k.Int64Value()
	return r.V, n, ok
}

// increment matches v + k and v - k for a constant k.
func increment(e ssa2cfa.Expr, v ssa2cfa.Var) (int64, bool) {
	b, ok := e.(*ssa2cfa.Binary)
	if !ok || b.Op != ssa2cfa.Add && b.Op != ssa2cfa.Sub {
		return 0, false
	}
	r, ok1 := b.X.(*ssa2cfa.VarRef)
	k, ok2 := b.Y.(*ssa2cfa.Const)
	if !ok1 || !ok2 || r.V != v {
		return 0, false
	}
	n, ok := k.Int64Value()
	if !ok || n <= -1<<40 || n >= 1<<40 {
		return 0, false
	}
	if b.Op == ssa2cfa.Sub {
		n = -n
	}
	return n, true
}

// entryConst returns the constant every edge entering the loop at h from
// outside sets v to.
func entryConst(c *ssa2cfa.CFA, h ssa2cfa.Loc, body []bool, v ssa2cfa.Var) (int64, bool) {
	var start int64
	n := 0
	for _, e := range c.In[h] {
		if body[e.From] {
			continue
		}
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			return 0, false
		}
		i := -1
		for j, x := range a.Vars {
			if x == v {
				i = j
			}
		}
		if i < 0 {
			return 0, false
		}
		k, ok := a.Exprs[i].(*ssa2cfa.Const)
		if !ok {
			return 0, false
		}
		x, ok := k.Int64Value()
		if !ok || n > 0 && x != start {
			return 0, false
		}
		start, n = x, n+1
	}
	return start, n > 0
}

func joinInts(ks []int64) string {
	s := ""
	for i, k := range ks {
		if i > 0 {
			s += " or "
		}
		s += fmt.Sprint(k)
	}
	return s
}
