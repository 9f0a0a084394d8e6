package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// NEXPOINT is the Cartesian product of the predicate domain and the numeric
// domain: a value is one pair (B, N) with γ = γ(B) × γ(N). Join and widen
// lose every correlation between predicates and numbers.
type NEXPOINT struct{ s *Space }

// NewNEXPOINT returns the NEXPOINT domain of s.
func NewNEXPOINT(s *Space) *NEXPOINT { return &NEXPOINT{s} }

// Name returns "NEXPOINT".
func (*NEXPOINT) Name() string { return "NEXPOINT" }

// Space returns the domain's space.
func (d *NEXPOINT) Space() *Space { return d.s }

// Top returns (true, ⊤).
func (d *NEXPOINT) Top() Value { return d.pair(d.s.m.True(), d.s.num.Top(d.s.dims)) }

// Bot returns (false, ⊥).
func (d *NEXPOINT) Bot() Value { return d.pair(d.s.m.False(), d.s.num.Bot(d.s.dims)) }

// AlphaP returns (b, ⊤).
func (d *NEXPOINT) AlphaP(b bddpred.BDD) Value { return d.pair(b, d.s.num.Top(d.s.dims)) }

// AlphaN returns (true, n).
func (d *NEXPOINT) AlphaN(n domains.Numeric) Value { return d.pair(d.s.m.True(), n) }

// pointVal is a NEXPOINT value; either component empty makes both empty.
type pointVal struct {
	d *NEXPOINT
	b bddpred.BDD
	n domains.Numeric
}

func (d *NEXPOINT) pair(b bddpred.BDD, n domains.Numeric) *pointVal {
	if b.IsFalse() || n.IsBot() {
		return &pointVal{d, d.s.m.False(), d.s.num.Bot(d.s.dims)}
	}
	return &pointVal{d, b, n}
}

func (a *pointVal) other(b Value) *pointVal { return b.(*pointVal) }

func (a *pointVal) IsBot() bool { return a.b.IsFalse() }

func (a *pointVal) Leq(v Value) bool {
	b := a.other(v)
	return a.IsBot() || (a.b.Implies(b.b) && a.n.Leq(b.n))
}

func (a *pointVal) Join(v Value) Value {
	b := a.other(v)
	switch {
	case a.IsBot():
		return b
	case b.IsBot():
		return a
	}
	return a.d.pair(a.b.Or(b.b), a.n.Join(b.n))
}

func (a *pointVal) Meet(v Value) Value {
	b := a.other(v)
	return a.d.pair(a.b.And(b.b), a.n.Meet(b.n))
}

func (a *pointVal) Widen(v Value) Value {
	b := a.other(v)
	switch {
	case a.IsBot():
		return b
	case b.IsBot():
		return a
	}
	return a.d.pair(a.b.Or(b.b), a.n.Widen(b.n))
}

func (a *pointVal) WidenUpTo(v Value, cs []domains.Constraint) Value {
	b := a.other(v)
	switch {
	case a.IsBot():
		return b
	case b.IsBot():
		return a
	}
	return a.d.pair(a.b.Or(b.b), a.n.WidenUpTo(b.n, cs))
}

func (a *pointVal) Exists(ps ...bddpred.Pred) Value { return a.d.pair(a.b.Exists(ps...), a.n) }
func (a *pointVal) Unprime() Value                  { return a.d.pair(a.b.Unprime(), a.n) }
func (a *pointVal) Reduce() Value                   { return a }

func (a *pointVal) MapN(f func(domains.Numeric) domains.Numeric) Value {
	if a.IsBot() {
		return a
	}
	return a.d.pair(a.b, f(a.n))
}

func (a *pointVal) AssumeN(c domains.Constraint) Value { return a.d.pair(a.b, a.n.Assume(c)) }

func (a *pointVal) Parts() []Part {
	if a.IsBot() {
		return nil
	}
	return []Part{{a.b, a.n}}
}

func (a *pointVal) String() string {
	if a.IsBot() {
		return "⊥"
	}
	return "(" + a.b.String() + ", " + a.n.String() + ")"
}

// MapDims is MapN: every numeric part is recomputed.
func (a *pointVal) MapDims(_ []int, f func(domains.Numeric) domains.Numeric) Value { return a.MapN(f) }
