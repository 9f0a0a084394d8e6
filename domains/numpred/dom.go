package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// Value is an abstract value of a combined domain: a set of states (b, v)
// with b a valuation of the predicate slots (primed slots appear only in
// the intermediate values of transformers) and v an integer point. Values
// are immutable; arguments of binary operations come from the same Domain.
type Value interface {
	// IsBot reports whether γ is empty (exact up to the numeric domain's
	// emptiness test).
	IsBot() bool
	// Leq reports γ(a) ⊆ γ(b) as far as the domain can tell (sound).
	Leq(b Value) bool
	Join(b Value) Value
	Meet(b Value) Value
	// Widen returns a ∇ b for a ⊑ b; chains a0, a0∇a1, ... stabilise.
	Widen(b Value) Value
	// WidenUpTo widens keeping the numeric constraints cs that hold on both.
	WidenUpTo(b Value, cs []domains.Constraint) Value
	// Exists quantifies the unprimed variables of the predicate slots ps.
	Exists(ps ...bddpred.Pred) Value
	// Unprime renames every primed predicate p' to p (the unprimed p must
	// have been quantified).
	Unprime() Value
	// Reduce returns an equivalent value in the domain's reduced form
	// (NDD: infeasible paths removed).
	Reduce() Value
	// MapN is αPost_N: it applies a numeric transformer f to the numeric
	// part of every state, predicates unchanged. f must be sound and
	// monotone; the numeric operations of package domains and the
	// machine-integer transfer of package machine are.
	MapN(f func(domains.Numeric) domains.Numeric) Value
	// MapDims is MapN for a transformer f that changes only the dimensions
	// dims (it may read any). NDD uses it to keep the terms that do not
	// mention dims and to recompute only those that do; the other domains
	// apply f as MapN does.
	MapDims(dims []int, f func(domains.Numeric) domains.Numeric) Value
	// AssumeN restricts to the states whose numeric part satisfies c.
	AssumeN(c domains.Constraint) Value
	// Parts returns a finite decomposition γ ⊆ ∪ γ(B_i) × γ(N_i) (for
	// tests, printing and clients that enumerate). It is exact except for
	// NDD paths through non-octagonal terms, whose numeric context
	// over-approximates them.
	Parts() []Part
	String() string
}

// Part is one disjunct of a value: the predicate valuations of B (a BDD
// over predicate slots) with the numeric points of N.
type Part struct {
	B bddpred.BDD
	N domains.Numeric
}

// Domain makes the values of one combined domain in a Space.
type Domain interface {
	Name() string
	Space() *Space
	Top() Value
	Bot() Value
	// AlphaP is αP: the states whose predicate valuation satisfies b (a BDD
	// over predicate slots, primed or not), numeric part unconstrained.
	AlphaP(b bddpred.BDD) Value
	// AlphaN is αN: the states whose numeric part lies in γ(n), predicates
	// unconstrained.
	AlphaN(n domains.Numeric) Value
}

// formulaDomain is implemented by domains that represent numeric atoms
// natively (NDD): AlphaF returns the exact value of f, or ok false when
// some atom cannot be represented.
type formulaDomain interface {
	alphaF(f Formula) (Value, bool)
}
