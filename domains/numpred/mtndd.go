package numpred

import (
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// MTNDD is the domain of multi-terminal numeric decision diagrams: one BDD
// whose upper levels are the predicate variables and whose lower levels are
// numeric-term variables; below the predicates every path reaches a single
// cube of term literals — the closed constraints of one numeric value (true
// is ⊤, false is ⊥). So a value maps each predicate valuation to one
// numeric value, terminals are shared, and equal values are equal BDDs.
// Operations are applies over the predicate levels whose terminal case
// decodes the cubes, applies the numeric operation (MJoinOp, MMeetOp,
// MWidenOp, …) and encodes the result.
type MTNDD struct {
	s      *Space
	leaves map[int]domains.Numeric // decoded terminals by BDD key
}

// NewMTNDD returns the MTNDD domain of s, which must not be interleaved
// (see Interleave): MTNDD needs every predicate above every term.
func NewMTNDD(s *Space) *MTNDD { return &MTNDD{s: s, leaves: map[int]domains.Numeric{}} }

// Name returns "MTNDD".
func (*MTNDD) Name() string { return "MTNDD" }

// Space returns the domain's space.
func (d *MTNDD) Space() *Space { return d.s }

// Top returns the diagram true: every valuation maps to ⊤.
func (d *MTNDD) Top() Value { return d.val(d.s.m.True()) }

// Bot returns the diagram false.
func (d *MTNDD) Bot() Value { return d.val(d.s.m.False()) }

// AlphaP returns b itself: its terminals true and false are ⊤ and ⊥.
func (d *MTNDD) AlphaP(b bddpred.BDD) Value { return d.val(b) }

// AlphaN returns the cube of n's constraints.
func (d *MTNDD) AlphaN(n domains.Numeric) Value { return d.val(d.encode(n)) }

type mtVal struct {
	d *MTNDD
	u bddpred.BDD
}

func (d *MTNDD) val(u bddpred.BDD) *mtVal { return &mtVal{d, u} }

func (d *MTNDD) encode(n domains.Numeric) bddpred.BDD { return d.s.terms.cube(n, false) }

// decode returns the numeric value of a terminal cube (the join of its
// cubes, should an argument not be in MTNDD form).
func (d *MTNDD) decode(u bddpred.BDD) domains.Numeric {
	if n, ok := d.leaves[u.Key()]; ok {
		return n
	}
	s := d.s
	var n domains.Numeric
	switch {
	case u.IsFalse():
		n = s.num.Bot(s.dims)
	case u.IsTrue():
		n = s.num.Top(s.dims)
	default:
		n = s.num.Bot(s.dims)
		cubes, complete := u.Cubes(0)
		if !complete {
			n = s.num.Top(s.dims)
			break
		}
		for _, c := range cubes {
			x := s.num.Top(s.dims)
			for _, l := range c {
				x = s.terms.assume(x, l.Pred, l.Val)
			}
			n = n.Join(x)
		}
	}
	d.leaves[u.Key()] = n
	return n
}

func (d *MTNDD) isLeaf(u bddpred.BDD) bool { return !d.s.isPredLevel(u.Level()) }

// cofactors returns the branches of u at level l (u twice when u's root is
// below l).
func cofactors(u bddpred.BDD, l int) (lo, hi bddpred.BDD) {
	if u.Level() == l {
		return u.Branches()
	}
	return u, u
}

// apply combines u and v terminal-wise with op.
func (d *MTNDD) apply(u, v bddpred.BDD, op func(a, b domains.Numeric) domains.Numeric) bddpred.BDD {
	memo := map[[2]int]bddpred.BDD{}
	var rec func(u, v bddpred.BDD) bddpred.BDD
	rec = func(u, v bddpred.BDD) bddpred.BDD {
		k := [2]int{u.Key(), v.Key()}
		if r, ok := memo[k]; ok {
			return r
		}
		var r bddpred.BDD
		if d.isLeaf(u) && d.isLeaf(v) {
			r = d.encode(op(d.decode(u), d.decode(v)))
		} else {
			l := min(u.Level(), v.Level())
			u0, u1 := cofactors(u, l)
			v0, v1 := cofactors(v, l)
			p, primed := levelVar(l)
			r = d.s.m.Node(p, primed, rec(u0, v0), rec(u1, v1))
		}
		memo[k] = r
		return r
	}
	return rec(u, v)
}

// mapLeaves replaces every terminal n by f(n).
func (d *MTNDD) mapLeaves(u bddpred.BDD, f func(domains.Numeric) domains.Numeric) bddpred.BDD {
	memo := map[int]bddpred.BDD{}
	var rec func(u bddpred.BDD) bddpred.BDD
	rec = func(u bddpred.BDD) bddpred.BDD {
		if r, ok := memo[u.Key()]; ok {
			return r
		}
		var r bddpred.BDD
		if d.isLeaf(u) {
			r = d.encode(f(d.decode(u)))
		} else {
			p, primed, ok := u.Top()
			if !ok { // invalid after a manager error
				return u
			}
			lo, hi := u.Branches()
			r = d.s.m.Node(p, primed, rec(lo), rec(hi))
		}
		memo[u.Key()] = r
		return r
	}
	return rec(u)
}

func levelVar(l int) (bddpred.Pred, bool) { return bddpred.Pred(l / 2), l%2 == 1 }

func (a *mtVal) other(v Value) *mtVal { return v.(*mtVal) }

func (a *mtVal) IsBot() bool { return a.u.IsFalse() }

// Leq compares the terminals of every predicate valuation.
func (a *mtVal) Leq(v Value) bool {
	d := a.d
	memo := map[[2]int]bool{}
	var rec func(u, v bddpred.BDD) bool
	rec = func(u, v bddpred.BDD) bool {
		k := [2]int{u.Key(), v.Key()}
		if r, ok := memo[k]; ok {
			return r
		}
		var r bool
		if d.isLeaf(u) && d.isLeaf(v) {
			r = u.IsFalse() || d.decode(u).Leq(d.decode(v))
		} else {
			l := min(u.Level(), v.Level())
			u0, u1 := cofactors(u, l)
			v0, v1 := cofactors(v, l)
			r = rec(u0, v0) && rec(u1, v1)
		}
		memo[k] = r
		return r
	}
	return rec(a.u, a.other(v).u)
}

func (a *mtVal) Join(v Value) Value {
	return a.d.val(a.d.apply(a.u, a.other(v).u, joinN))
}

func (a *mtVal) Meet(v Value) Value {
	return a.d.val(a.d.apply(a.u, a.other(v).u, func(x, y domains.Numeric) domains.Numeric { return x.Meet(y) }))
}

// Widen widens the terminals of each valuation; a valuation that was ⊥ in
// a takes b's terminal.
func (a *mtVal) Widen(v Value) Value {
	return a.d.val(a.d.apply(a.u, a.other(v).u, widenN(nil, false)))
}

func (a *mtVal) WidenUpTo(v Value, cs []domains.Constraint) Value {
	return a.d.val(a.d.apply(a.u, a.other(v).u, widenN(cs, true)))
}

// widenN is the terminal widening: ⊥ ∇ b = b.
func widenN(cs []domains.Constraint, upTo bool) func(x, y domains.Numeric) domains.Numeric {
	return func(x, y domains.Numeric) domains.Numeric {
		switch {
		case x.IsBot():
			return y
		case upTo:
			return x.WidenUpTo(y, cs)
		}
		return x.Widen(y)
	}
}

// Exists joins the terminals of both values of each quantified predicate.
func (a *mtVal) Exists(ps ...bddpred.Pred) Value {
	d := a.d
	q := map[bddpred.Pred]bool{}
	for _, p := range ps {
		q[p] = true
	}
	memo := map[int]bddpred.BDD{}
	var rec func(u bddpred.BDD) bddpred.BDD
	rec = func(u bddpred.BDD) bddpred.BDD {
		if d.isLeaf(u) {
			return u
		}
		if r, ok := memo[u.Key()]; ok {
			return r
		}
		p, primed, ok := u.Top()
		if !ok {
			return u
		}
		lo, hi := u.Branches()
		var r bddpred.BDD
		if !primed && q[p] {
			r = d.apply(rec(lo), rec(hi), joinN)
		} else {
			r = d.s.m.Node(p, primed, rec(lo), rec(hi))
		}
		memo[u.Key()] = r
		return r
	}
	return d.val(rec(a.u))
}

func (a *mtVal) Unprime() Value { return a.d.val(a.u.Unprime()) }
func (a *mtVal) Reduce() Value  { return a }

func (a *mtVal) MapN(f func(domains.Numeric) domains.Numeric) Value {
	return a.d.val(a.d.mapLeaves(a.u, func(n domains.Numeric) domains.Numeric {
		if n.IsBot() {
			return n
		}
		return f(n)
	}))
}

func (a *mtVal) AssumeN(c domains.Constraint) Value {
	return a.MapN(func(n domains.Numeric) domains.Numeric { return n.Assume(c) })
}

// Parts returns one pair per distinct terminal: the predicate valuations
// leading to it and its numeric value.
func (a *mtVal) Parts() []Part {
	d := a.d
	m := d.s.m
	var order []int
	by := map[int]*Part{}
	var rec func(u, path bddpred.BDD)
	rec = func(u, path bddpred.BDD) {
		if u.IsFalse() {
			return
		}
		if d.isLeaf(u) {
			p := by[u.Key()]
			if p == nil {
				p = &Part{m.False(), d.decode(u)}
				by[u.Key()] = p
				order = append(order, u.Key())
			}
			p.B = p.B.Or(path)
			return
		}
		v, primed, ok := u.Top()
		if !ok {
			return
		}
		lo, hi := u.Branches()
		rec(lo, path.And(m.Lit(v, primed, false)))
		rec(hi, path.And(m.Lit(v, primed, true)))
	}
	rec(a.u, m.True())
	out := make([]Part, len(order))
	for i, k := range order {
		out[i] = *by[k]
	}
	return out
}

func (a *mtVal) String() string {
	ps := a.Parts()
	if len(ps) == 0 {
		return "⊥"
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.B.String() + " → " + p.N.String()
	}
	return "[" + strings.Join(parts, "; ") + "]"
}

// MapDims is MapN: every numeric part is recomputed.
func (a *mtVal) MapDims(_ []int, f func(domains.Numeric) domains.Numeric) Value { return a.MapN(f) }
