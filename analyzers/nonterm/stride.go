package nonterm

import (
	"fmt"
	"slices"

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
		pos := loopPos(c, h)
		line := c.Fn.Prog.Fset.Position(pos).Line
		if start, ok := entryConst(c, h, body, v); ok {
			never := true
			for _, k := range targets {
				d := k - start
				never = never && (d%step != 0 || d/step < 0)
			}
			if never {
				msg := fmt.Sprintf("%s never terminates: the loop at line %d never exits (%s steps by %d from %d and never equals %s)",
					c.Fn.Name(), line, c.Vars[v].Name, step, start, joinInts(targets))
				return newDiag(c, pos, catManifest, msg), h, true
			}
			continue
		}
		if x, ok := entryVar(c, h, body, v); ok {
			if g, ok := residueGuard(c, h, x, step, targets); ok {
				msg := fmt.Sprintf("%s never terminates once %s: the loop at line %d never exits (%s steps by %d and never equals %s)",
					c.Fn.Name(), g, line, c.Vars[v].Name, step, joinInts(targets))
				return newDiag(c, pos, catManifest, msg), h, true
			}
		}
	}
	return diag{}, -1, false
}

// entryVar returns the variable every edge entering the loop at h from
// outside copies into v.
func entryVar(c *ssa2cfa.CFA, h ssa2cfa.Loc, body []bool, v ssa2cfa.Var) (ssa2cfa.Var, bool) {
	x := ssa2cfa.Var(-1)
	for _, e := range c.In[h] {
		if body[e.From] {
			continue
		}
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			return -1, false
		}
		i := slices.Index(a.Vars, v)
		if i < 0 {
			return -1, false
		}
		r, ok := a.Exprs[i].(*ssa2cfa.VarRef)
		if !ok || x >= 0 && r.V != x {
			return -1, false
		}
		x = r.V
	}
	return x, x >= 0
}

// residueGuard looks for a test on the way to the loop at h, passed by
// every execution that gets there, that fixes x's remainder by a divisor m
// of step so that x can never step onto a target: x%2 != 0 before a loop
// that adds 2 to x until it equals 10. It returns the test, described.
func residueGuard(c *ssa2cfa.CFA, h ssa2cfa.Loc, x ssa2cfa.Var, step int64, targets []int64) (string, bool) {
	if sets(c, x) > 1 {
		return "", false // x may change after the test
	}
	defs := c.SingleAssignments()
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assume)
		if !ok {
			continue
		}
		w, k, eq, ok := compareConst(a.Cond)
		if !ok {
			continue
		}
		rem, ok := defs[w].(*ssa2cfa.Binary)
		if !ok || rem.Op != ssa2cfa.Rem {
			continue
		}
		y, ok1 := rem.X.(*ssa2cfa.VarRef)
		mc, ok2 := rem.Y.(*ssa2cfa.Const)
		if !ok1 || !ok2 || y.V != x {
			continue
		}
		m, ok := mc.Int64Value()
		if !ok || m < 2 || step%m != 0 {
			continue
		}
		never := true
		for _, t := range targets {
			tr := (t%m + m) % m
			if eq {
				never = never && (k%m+m)%m != tr // x ≡ k, the target is not
			} else {
				never = never && k == 0 && tr == 0 // x ≢ 0, the target is ≡ 0
			}
		}
		if !never || !dominates(c, e, h) {
			continue
		}
		op := "!="
		if eq {
			op = "=="
		}
		return fmt.Sprintf("%s%%%d %s %d", c.Vars[x].Name, m, op, k), true
	}
	return "", false
}

// compareConst matches w == k and w != k (and their negations): eq
// reports the first.
func compareConst(e ssa2cfa.Expr) (w ssa2cfa.Var, k int64, eq, ok bool) {
	neg := false
	if u, isNot := e.(*ssa2cfa.Unary); isNot && u.Op == ssa2cfa.Not {
		e, neg = u.X, true
	}
	b, isBin := e.(*ssa2cfa.Binary)
	if !isBin || b.Op != ssa2cfa.Eq && b.Op != ssa2cfa.Ne {
		return -1, 0, false, false
	}
	r, ok1 := b.X.(*ssa2cfa.VarRef)
	kc, ok2 := b.Y.(*ssa2cfa.Const)
	if !ok1 || !ok2 || !r.Type().IsInt() {
		return -1, 0, false, false
	}
	n, isInt := kc.Int64Value()
	return r.V, n, (b.Op == ssa2cfa.Eq) != neg, isInt
}

// dominates reports whether every path from c's entry to l takes e.
func dominates(c *ssa2cfa.CFA, e *ssa2cfa.Edge, l ssa2cfa.Loc) bool {
	seen := make([]bool, len(c.Locs))
	seen[c.Entry] = true
	work := []ssa2cfa.Loc{c.Entry}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == l {
			return false
		}
		for _, f := range c.Out[x] {
			if f != e && !seen[f.To] {
				seen[f.To] = true
				work = append(work, f.To)
			}
		}
	}
	return true
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

// sets counts the edges of c that set x.
func sets(c *ssa2cfa.CFA, x ssa2cfa.Var) int {
	n := 0
	for _, e := range c.Edges {
		if slices.Contains(ssa2cfa.SetVars(e.Op), x) {
			n++
		}
	}
	return n
}
