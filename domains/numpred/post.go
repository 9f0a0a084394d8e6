package numpred

import (
	"slices"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// αPost_N of NDDs with shadow variables. The pre-state terms of a path and
// the post-state terms of its image would collide in one BDD, so images are
// encoded over the shadow copies of the terms (the primed term variables):
// the recursion keeps the predicate nodes and the terms the transformer
// leaves unchanged, joins both branches of every affected term (quantifying
// the pre-state term) under the path's context of affected literals, and at
// a path's end encodes f(context): its constraints over the changed
// dimensions as shadow literals, the others (facts about unchanged
// dimensions) as plain term literals. Renaming the shadows gives the
// post-state. For MapN every term is affected and the image of a path is f
// of its whole context, as precise as f; for MapDims the context holds only
// the affected literals, so the number of distinct contexts stays small
// (which keeps the propositional templates linear) at the price of f not
// seeing facts about the dimensions it only reads.

// MapN is αPost_N. Primed predicates, which transformers quantify and rename
// before the numeric update, are quantified first if present.
func (a *nddVal) MapN(f func(domains.Numeric) domains.Numeric) Value {
	return a.post(f, nil)
}

// MapDims is αPost_N for a transformer that changes only dims.
func (a *nddVal) MapDims(dims []int, f func(domains.Numeric) domains.Numeric) Value {
	if len(dims) == 0 {
		return a.post(f, nil)
	}
	return a.post(f, dims)
}

// post computes the image under f; dims nil means every dimension changes.
func (a *nddVal) post(f func(domains.Numeric) domains.Numeric, dims []int) Value {
	d := a.d
	s := d.s
	m := s.m
	u := a.u
	if pp := primedPreds(s, u); len(pp) > 0 {
		u = d.reduce(u.ExistsPrimed(pp...))
	}
	changes := func(ts []domains.Term) bool {
		if dims == nil {
			return true
		}
		for _, t := range ts {
			if slices.Contains(dims, t.Dim) {
				return true
			}
		}
		return false
	}
	leaf := func(n domains.Numeric) bddpred.BDD {
		if n.IsBot() {
			return m.False()
		}
		r := m.True()
		for _, c := range n.Constraints() {
			ls, feasible, ok := s.terms.lits(c)
			if !feasible {
				return m.False()
			}
			if !ok {
				continue // no term slot: dropped (sound)
			}
			shadow := changes(c.Lin.Terms)
			for _, l := range ls {
				r = r.And(m.Lit(l.t.slot, shadow, l.pos))
			}
		}
		return r
	}
	type key struct {
		u   int
		ctx string
	}
	memo := map[key]bddpred.BDD{}
	var rec func(u bddpred.BDD, ctx domains.Numeric) bddpred.BDD
	rec = func(u bddpred.BDD, ctx domains.Numeric) bddpred.BDD {
		switch {
		case u.IsFalse():
			return m.False()
		case u.IsTrue():
			return leaf(f(ctx))
		}
		k := key{u.Key(), ctx.String()}
		if r, ok := memo[k]; ok {
			return r
		}
		p, primed, ok := u.Top()
		if !ok { // invalid after a manager error
			return u
		}
		lo, hi := u.Branches()
		var r bddpred.BDD
		switch {
		case s.isPredLevel(u.Level()) || !changes(s.terms.get(p).e):
			r = m.Node(p, primed, rec(lo, ctx), rec(hi, ctx))
		default:
			r = m.False()
			if c := s.terms.assume(ctx, p, false); !c.IsBot() {
				r = r.Or(rec(lo, c))
			}
			if c := s.terms.assume(ctx, p, true); !c.IsBot() {
				r = r.Or(rec(hi, c))
			}
		}
		memo[k] = r
		return r
	}
	image := rec(u, s.num.Top(s.dims))
	return d.val(d.reduce(image.Unprime()))
}

// primedPreds returns the predicates whose primed variable u depends on.
func primedPreds(s *Space, u bddpred.BDD) []bddpred.Pred {
	var out []bddpred.Pred
	for _, p := range u.SupportPrimed() {
		if !s.terms.isTerm(p) {
			out = append(out, p)
		}
	}
	return out
}
