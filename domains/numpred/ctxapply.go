package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// ctxApply of NDDs: the apply of two BDDs over predicate and term variables
// that carries the numeric context of the path — the meet of the term
// literals taken so far — and prunes a branch whose context is empty. A
// term decided by the context is not tested: only its feasible branch is
// kept. The result has no infeasible path (it is reduced), which is what
// makes IsBot a test for false and Leq the test reduce(u ∧ ¬v) = false.

// boolOp is a binary Boolean operation of ctxApply.
type boolOp uint8

const (
	opAnd  boolOp = iota // u ∧ v
	opOr                 // u ∨ v
	opDiff               // u ∧ ¬v
)

func (op boolOp) eval(a, b bool) bool {
	switch op {
	case opAnd:
		return a && b
	case opOr:
		return a || b
	}
	return a && !b
}

// shortcut returns the result of op when one argument alone decides it.
func (op boolOp) shortcut(u, v bddpred.BDD) (r, ok bool) {
	switch op {
	case opAnd:
		if u.IsFalse() || v.IsFalse() {
			return false, true
		}
	case opOr:
		if u.IsTrue() || v.IsTrue() {
			return true, true
		}
	case opDiff:
		if u.IsFalse() || v.IsTrue() {
			return false, true
		}
	}
	return false, false
}

type ctxKey struct {
	op   boolOp
	u, v int
	ctx  string
}

// ctxApply returns op(u, v) restricted to the feasible paths under ctx.
func (d *NDD) ctxApply(op boolOp, u, v bddpred.BDD, ctx domains.Numeric) bddpred.BDD {
	s := d.s
	m := s.m
	memo := map[ctxKey]bddpred.BDD{}
	var rec func(u, v bddpred.BDD, ctx domains.Numeric) bddpred.BDD
	rec = func(u, v bddpred.BDD, ctx domains.Numeric) bddpred.BDD {
		if r, ok := op.shortcut(u, v); ok {
			return m.Const(r)
		}
		lu, lv := u.Level(), v.Level()
		if !isVarLevel(u) && !isVarLevel(v) {
			return m.Const(op.eval(u.IsTrue(), v.IsTrue()))
		}
		ctx = d.project(ctx, u, v)
		k := ctxKey{op, u.Key(), v.Key(), ctx.String()}
		if r, ok := memo[k]; ok {
			return r
		}
		l := min(lu, lv)
		u0, u1 := cofactors(u, l)
		v0, v1 := cofactors(v, l)
		p, primed := levelVar(l)
		var r bddpred.BDD
		if s.isPredLevel(l) {
			r = m.Node(p, primed, rec(u0, v0, ctx), rec(u1, v1, ctx))
		} else {
			r = d.branch(p, ctx,
				func(c domains.Numeric) bddpred.BDD { return rec(u0, v0, c) },
				func(c domains.Numeric) bddpred.BDD { return rec(u1, v1, c) })
		}
		memo[k] = r
		return r
	}
	return rec(u, v, ctx)
}

// branch builds the node of term p under ctx from the results of its
// feasible branches, leaving out the test when ctx decides p.
func (d *NDD) branch(p bddpred.Pred, ctx domains.Numeric, lo, hi func(domains.Numeric) bddpred.BDD) bddpred.BDD {
	m := d.s.m
	cf := d.s.terms.assume(ctx, p, false)
	ct := d.s.terms.assume(ctx, p, true)
	switch bf, bt := cf.IsBot(), ct.IsBot(); {
	case bf && bt:
		return m.False()
	case bt:
		return lo(cf)
	case bf:
		return hi(ct)
	}
	return m.Node(p, false, lo(cf), hi(ct))
}

// project forgets from ctx the dimensions no term of u or v mentions: the
// rest of the recursion only tests those terms, so the projection decides
// the same branches (octagon projection is exact) and the memo table sees
// far fewer distinct contexts — without it, every path of a diagram with
// independent terms has its own context.
func (d *NDD) project(ctx domains.Numeric, u, v bddpred.BDD) domains.Numeric {
	du, dv := d.supportDims(u), d.supportDims(v)
	var gone []int
	for i := range du {
		if !du[i] && !dv[i] {
			gone = append(gone, i)
		}
	}
	if len(gone) == 0 {
		return ctx
	}
	return ctx.Forget(gone...)
}

// supportDims returns which dimensions the terms in u's support mention.
func (d *NDD) supportDims(u bddpred.BDD) []bool {
	if r, ok := d.support[u.Key()]; ok {
		return r
	}
	r := make([]bool, d.s.dims)
	for _, p := range u.Support() {
		if d.s.terms.isTerm(p) {
			for _, t := range d.s.terms.get(p).e {
				r[t.Dim] = true
			}
		}
	}
	d.support[u.Key()] = r
	return r
}

// isVarLevel reports whether u is not a constant.
func isVarLevel(u bddpred.BDD) bool {
	_, _, ok := u.Top()
	return ok
}

// reduce removes the infeasible paths of u.
func (d *NDD) reduce(u bddpred.BDD) bddpred.BDD {
	return d.ctxApply(opAnd, u, d.s.m.True(), d.s.num.Top(d.s.dims))
}
