package numpred

import (
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// NDD is the domain of numeric decision diagrams: one BDD over the
// predicate variables and the numeric-term variables (a term and its
// negation share a variable, see terms.go). A state (b, v) is in γ(u) when
// u is true under b and the truth values the terms take at v. Values are
// kept reduced (no path whose term literals are infeasible), so Join and
// Meet are exact and Leq is the test reduce(u ∧ ¬v) = false (exact for
// octagonal terms over the integers).
type NDD struct {
	s       *Space
	mt      *MTNDD         // terminal algebra for the hull used by Widen (predicates first)
	support map[int][]bool // dimensions mentioned by a BDD's terms, by key
}

// NewNDD returns the NDD domain of s.
func NewNDD(s *Space) *NDD { return &NDD{s: s, mt: NewMTNDD(s), support: map[int][]bool{}} }

// Name returns "NDD".
func (*NDD) Name() string { return "NDD" }

// Space returns the domain's space.
func (d *NDD) Space() *Space { return d.s }

// Top returns true.
func (d *NDD) Top() Value { return d.val(d.s.m.True()) }

// Bot returns false.
func (d *NDD) Bot() Value { return d.val(d.s.m.False()) }

// AlphaP returns b (a BDD over predicates has no infeasible path).
func (d *NDD) AlphaP(b bddpred.BDD) Value { return d.val(b) }

// AlphaN returns the cube of the terms of n's constraints.
func (d *NDD) AlphaN(n domains.Numeric) Value { return d.val(d.reduce(d.s.terms.cube(n, false))) }

// alphaF compiles a formula exactly, numeric atoms as term literals; ok is
// false when an atom finds no term slot.
func (d *NDD) alphaF(f Formula) (Value, bool) {
	ok := true
	b := toBDD(d.s.m, f, func(c domains.Constraint) bddpred.BDD {
		ls, feasible, good := d.s.terms.lits(c)
		switch {
		case !feasible:
			return d.s.m.False()
		case !good:
			ok = false
			return d.s.m.True()
		}
		r := d.s.m.True()
		for _, l := range ls {
			r = r.And(d.s.m.Lit(l.t.slot, false, l.pos))
		}
		return r
	})
	if !ok {
		return nil, false
	}
	return d.val(d.reduce(b)), true
}

type nddVal struct {
	d *NDD
	u bddpred.BDD
}

func (d *NDD) val(u bddpred.BDD) *nddVal { return &nddVal{d, u} }

func (a *nddVal) other(v Value) *nddVal { return v.(*nddVal) }

func (a *nddVal) top() domains.Numeric { return a.d.s.num.Top(a.d.s.dims) }

func (a *nddVal) IsBot() bool { return a.u.IsFalse() }

func (a *nddVal) Leq(v Value) bool {
	return a.d.ctxApply(opDiff, a.u, a.other(v).u, a.top()).IsFalse()
}

func (a *nddVal) Join(v Value) Value {
	return a.d.val(a.d.ctxApply(opOr, a.u, a.other(v).u, a.top()))
}

func (a *nddVal) Meet(v Value) Value {
	return a.d.val(a.d.ctxApply(opAnd, a.u, a.other(v).u, a.top()))
}

// Widen widens the hulls: per predicate valuation, the join of the path
// contexts becomes one numeric value (an MTNDD terminal) and terminals are
// widened. The result is in MTNDD form, so chains stabilise as the numeric
// widening does per valuation.
func (a *nddVal) Widen(v Value) Value {
	return a.d.val(a.d.widen(a.u, a.other(v).u, widenN(nil, false)))
}

func (a *nddVal) WidenUpTo(v Value, cs []domains.Constraint) Value {
	return a.d.val(a.d.widen(a.u, a.other(v).u, widenN(cs, true)))
}

// widen widens the hulls of u and v terminal-wise: through MTNDD terminals
// when the predicates come first, else through NEX pairs built from the
// paths (norm gives one numeric value per predicate valuation).
func (d *NDD) widen(u, v bddpred.BDD, w func(x, y domains.Numeric) domains.Numeric) bddpred.BDD {
	if d.s.predsFirst {
		return d.mt.apply(d.hull(u), d.hull(v), w)
	}
	nx := NewNEX(d.s)
	a := nx.norm(d.val(u).Parts(), nil)
	b := nx.norm(d.val(v).Parts(), nil)
	r := nx.norm(append(append([]Part(nil), a.pairs...), b.pairs...), combine(w))
	out := d.s.m.False()
	for _, p := range r.pairs {
		out = out.Or(p.B.And(d.s.terms.cube(p.N, false)))
	}
	return d.reduce(out)
}

// hull returns the MTNDD form of u: below the predicates, the join of the
// numeric contexts of the feasible paths, as one cube.
func (d *NDD) hull(u bddpred.BDD) bddpred.BDD {
	memo := map[int]bddpred.BDD{}
	var rec func(u bddpred.BDD) bddpred.BDD
	rec = func(u bddpred.BDD) bddpred.BDD {
		if r, ok := memo[u.Key()]; ok {
			return r
		}
		var r bddpred.BDD
		if d.s.isPredLevel(u.Level()) {
			p, primed, ok := u.Top()
			if !ok { // invalid after a manager error
				return u
			}
			lo, hi := u.Branches()
			r = d.s.m.Node(p, primed, rec(lo), rec(hi))
		} else {
			n := d.s.num.Bot(d.s.dims)
			d.paths(u, d.s.num.Top(d.s.dims), func(c domains.Numeric) { n = n.Join(c) })
			r = d.s.terms.cube(n, false)
		}
		memo[u.Key()] = r
		return r
	}
	return rec(u)
}

// paths calls f with the numeric context of every feasible path to true of
// the term diagram u.
func (d *NDD) paths(u bddpred.BDD, ctx domains.Numeric, f func(domains.Numeric)) {
	switch {
	case u.IsFalse():
		return
	case u.IsTrue():
		f(ctx)
		return
	}
	p, _, ok := u.Top()
	if !ok { // invalid after a manager error: no precision left
		f(d.s.num.Top(d.s.dims))
		return
	}
	lo, hi := u.Branches()
	if c := d.s.terms.assume(ctx, p, false); !c.IsBot() {
		d.paths(lo, c, f)
	}
	if c := d.s.terms.assume(ctx, p, true); !c.IsBot() {
		d.paths(hi, c, f)
	}
}

func (a *nddVal) Exists(ps ...bddpred.Pred) Value { return a.d.val(a.d.reduce(a.u.Exists(ps...))) }
func (a *nddVal) Unprime() Value                  { return a.d.val(a.u.Unprime()) }
func (a *nddVal) Reduce() Value                   { return a.d.val(a.d.reduce(a.u)) }

// AssumeN conjoins the literals of c (exact); a constraint without a term
// slot goes through MapN.
func (a *nddVal) AssumeN(c domains.Constraint) Value {
	ls, feasible, ok := a.d.s.terms.lits(c)
	m := a.d.s.m
	switch {
	case !feasible:
		return a.d.Bot()
	case !ok:
		return a.MapN(func(n domains.Numeric) domains.Numeric { return n.Assume(c) })
	}
	r := m.True()
	for _, l := range ls {
		r = r.And(m.Lit(l.t.slot, false, l.pos))
	}
	return a.d.val(a.d.ctxApply(opAnd, a.u, r, a.top()))
}

// Parts enumerates the feasible paths: for each, the cube of its predicate
// literals and the numeric context of its term literals.
func (a *nddVal) Parts() []Part {
	d := a.d
	m := d.s.m
	var out []Part
	var rec func(u, path bddpred.BDD, ctx domains.Numeric)
	rec = func(u, path bddpred.BDD, ctx domains.Numeric) {
		switch {
		case u.IsFalse() || ctx.IsBot():
			return
		case u.IsTrue():
			out = append(out, Part{path, ctx})
			return
		}
		p, primed, ok := u.Top()
		if !ok {
			out = append(out, Part{m.True(), d.s.num.Top(d.s.dims)})
			return
		}
		lo, hi := u.Branches()
		if d.s.isPredLevel(u.Level()) {
			rec(lo, path.And(m.Lit(p, primed, false)), ctx)
			rec(hi, path.And(m.Lit(p, primed, true)), ctx)
			return
		}
		rec(lo, path, d.s.terms.assume(ctx, p, false))
		rec(hi, path, d.s.terms.assume(ctx, p, true))
	}
	rec(a.u, m.True(), a.top())
	return out
}

func (a *nddVal) String() string {
	ps := a.Parts()
	if len(ps) == 0 {
		return "⊥"
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.B.String() + " ∧ " + p.N.String()
	}
	return "[" + strings.Join(parts, "; ") + "]"
}
