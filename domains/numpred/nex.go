package numpred

import (
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// NEX is the domain of finite sets of pairs (B_i, N_i) whose BDDs are
// pairwise disjoint and whose numeric parts are pairwise distinct:
// γ = ∪ γ(B_i) × γ(N_i). norm keeps the invariant: overlapping pairs are
// split into the overlap, with the joined numeric part (NEXJoin) or the
// widened one (NEXWiden), and the two differences; pairs with equal numeric
// parts are merged by disjoining their BDDs. Every predicate valuation thus
// has one numeric value, which makes Leq exact up to the numeric Leq.
type NEX struct{ s *Space }

// NewNEX returns the NEX domain of s.
func NewNEX(s *Space) *NEX { return &NEX{s} }

// Name returns "NEX".
func (*NEX) Name() string { return "NEX" }

// Space returns the domain's space.
func (d *NEX) Space() *Space { return d.s }

// Top returns {(true, ⊤)}.
func (d *NEX) Top() Value { return d.AlphaP(d.s.m.True()) }

// Bot returns the empty set.
func (d *NEX) Bot() Value { return &nexVal{d: d} }

// AlphaP returns {(b, ⊤)}.
func (d *NEX) AlphaP(b bddpred.BDD) Value { return d.norm([]Part{{b, d.s.num.Top(d.s.dims)}}, nil) }

// AlphaN returns {(true, n)}.
func (d *NEX) AlphaN(n domains.Numeric) Value { return d.norm([]Part{{d.s.m.True(), n}}, nil) }

// nexVal is a NEX value: pairs with non-empty, pairwise disjoint BDDs and
// non-empty, pairwise distinct numeric parts.
type nexVal struct {
	d     *NEX
	pairs []Part
}

// combine merges two numeric parts over the overlap of their BDDs.
type combine func(old, new domains.Numeric) domains.Numeric

func joinN(a, b domains.Numeric) domains.Numeric { return a.Join(b) }

// norm builds a value from arbitrary pairs: each pair is inserted in turn
// (NEXJoin: overlaps get c(old, new), c = Join when nil), then equal
// numeric parts are merged.
func (d *NEX) norm(ps []Part, c combine) *nexVal {
	if c == nil {
		c = joinN
	}
	var out []Part
	for _, p := range ps {
		out = insert(out, p, c)
	}
	return &nexVal{d: d, pairs: mergeEqual(out)}
}

// insert adds the pair p to the disjoint pairs out.
func insert(out []Part, p Part, c combine) []Part {
	if p.B.IsFalse() || p.N.IsBot() {
		return out
	}
	rest := p.B
	res := make([]Part, 0, len(out)+2)
	for _, q := range out {
		o := q.B.And(rest)
		if o.IsFalse() {
			res = append(res, q)
			continue
		}
		if only := q.B.Diff(rest); !only.IsFalse() {
			res = append(res, Part{only, q.N})
		}
		if n := c(q.N, p.N); !n.IsBot() {
			res = append(res, Part{o, n})
		}
		rest = rest.Diff(q.B)
	}
	if !rest.IsFalse() {
		res = append(res, Part{rest, p.N})
	}
	return res
}

// mergeEqual disjoins the BDDs of pairs with equal numeric parts, keeping
// the first occurrence's position.
func mergeEqual(ps []Part) []Part {
	var out []Part
next:
	for _, p := range ps {
		for i, q := range out {
			if q.N.Leq(p.N) && p.N.Leq(q.N) {
				out[i].B = q.B.Or(p.B)
				continue next
			}
		}
		out = append(out, p)
	}
	return out
}

func (a *nexVal) other(b Value) *nexVal { return b.(*nexVal) }

func (a *nexVal) IsBot() bool { return len(a.pairs) == 0 }

// Leq: every pair of a is covered by b's BDDs, and its numeric part is
// included in the numeric part of every pair of b it overlaps.
func (a *nexVal) Leq(v Value) bool {
	b := a.other(v)
	for _, p := range a.pairs {
		covered := a.d.s.m.False()
		for _, q := range b.pairs {
			if p.B.And(q.B).IsFalse() {
				continue
			}
			if !p.N.Leq(q.N) {
				return false
			}
			covered = covered.Or(q.B)
		}
		if !p.B.Implies(covered) {
			return false
		}
	}
	return true
}

// Join is NEXJoin.
func (a *nexVal) Join(v Value) Value {
	return a.d.norm(append(append([]Part(nil), a.pairs...), a.other(v).pairs...), nil)
}

// Widen is NEXWiden: the numeric parts of overlapping pairs are widened,
// b's pairs over new valuations are taken as they are. Per predicate
// valuation this is the numeric widening, so chains stabilise.
func (a *nexVal) Widen(v Value) Value {
	return a.d.norm(append(append([]Part(nil), a.pairs...), a.other(v).pairs...),
		func(old, n domains.Numeric) domains.Numeric { return old.Widen(n) })
}

func (a *nexVal) WidenUpTo(v Value, cs []domains.Constraint) Value {
	return a.d.norm(append(append([]Part(nil), a.pairs...), a.other(v).pairs...),
		func(old, n domains.Numeric) domains.Numeric { return old.WidenUpTo(n, cs) })
}

func (a *nexVal) Meet(v Value) Value {
	b := a.other(v)
	var out []Part
	for _, p := range a.pairs {
		for _, q := range b.pairs {
			bb := p.B.And(q.B)
			if bb.IsFalse() {
				continue
			}
			if n := p.N.Meet(q.N); !n.IsBot() {
				out = append(out, Part{bb, n})
			}
		}
	}
	return &nexVal{d: a.d, pairs: mergeEqual(out)}
}

func (a *nexVal) mapPairs(f func(Part) Part) []Part {
	out := make([]Part, 0, len(a.pairs))
	for _, p := range a.pairs {
		out = append(out, f(p))
	}
	return out
}

// Exists quantifies each BDD; the results may overlap and are re-normed.
func (a *nexVal) Exists(ps ...bddpred.Pred) Value {
	return a.d.norm(a.mapPairs(func(p Part) Part { return Part{p.B.Exists(ps...), p.N} }), nil)
}

func (a *nexVal) Unprime() Value {
	return a.d.norm(a.mapPairs(func(p Part) Part { return Part{p.B.Unprime(), p.N} }), nil)
}

func (a *nexVal) Reduce() Value { return a }

// MapN applies f to every numeric part (BDDs stay disjoint).
func (a *nexVal) MapN(f func(domains.Numeric) domains.Numeric) Value {
	var out []Part
	for _, p := range a.pairs {
		if n := f(p.N); !n.IsBot() {
			out = append(out, Part{p.B, n})
		}
	}
	return &nexVal{d: a.d, pairs: mergeEqual(out)}
}

func (a *nexVal) AssumeN(c domains.Constraint) Value {
	return a.MapN(func(n domains.Numeric) domains.Numeric { return n.Assume(c) })
}

func (a *nexVal) Parts() []Part { return append([]Part(nil), a.pairs...) }

func (a *nexVal) String() string {
	if a.IsBot() {
		return "⊥"
	}
	parts := make([]string, len(a.pairs))
	for i, p := range a.pairs {
		parts[i] = "(" + p.B.String() + ", " + p.N.String() + ")"
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// MapDims is MapN: every numeric part is recomputed.
func (a *nexVal) MapDims(_ []int, f func(domains.Numeric) domains.Numeric) Value { return a.MapN(f) }
