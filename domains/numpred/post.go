package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// αPost_N of NDDs with shadow variables. The pre-state terms of a path and
// the post-state terms of its image would collide in one BDD, so the image
// of every feasible path is encoded over the shadow copies of the terms
// (the primed term variables): the recursion keeps the predicate nodes,
// joins the images of both branches of a term node (quantifying the
// pre-state term), and at a path's end encodes f(context) as a cube of
// shadow literals. Renaming the shadows to the terms gives the post-state.
// Path by path the result is f of the path's context, so it is as precise
// as f on the numeric domain (exact for invertible octagonal assignments
// such as x := x + 1).

// MapN is αPost_N. Primed predicates, which transformers quantify and rename
// before the numeric update, are quantified first if present.
func (a *nddVal) MapN(f func(domains.Numeric) domains.Numeric) Value {
	d := a.d
	s := d.s
	m := s.m
	u := a.u
	if pp := primedPreds(s, u); len(pp) > 0 {
		u = d.reduce(u.ExistsPrimed(pp...))
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
			return s.terms.cube(f(ctx), true)
		}
		k := key{u.Key(), ctx.String()}
		if r, ok := memo[k]; ok {
			return r
		}
		p, primed, _ := u.Top()
		lo, hi := u.Branches()
		var r bddpred.BDD
		if s.isPredLevel(u.Level()) {
			r = m.Node(p, primed, rec(lo, ctx), rec(hi, ctx))
		} else {
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
	shadow := rec(u, s.num.Top(s.dims))
	return d.val(d.reduce(shadow.Unprime()))
}

// primedPreds returns the predicates whose primed variable u depends on.
func primedPreds(s *Space, u bddpred.BDD) []bddpred.Pred {
	var out []bddpred.Pred
	for _, p := range u.SupportPrimed() {
		if int(p) < s.preds {
			out = append(out, p)
		}
	}
	return out
}
