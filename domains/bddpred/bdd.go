package bddpred

import (
	"errors"

	"github.com/dalzilio/rudd"
)

// BDD is an immutable handle to a Boolean function over the variables of one
// Manager. The zero BDD and the results of operations after the manager's
// error is set are invalid: Valid reports false, IsTrue, IsFalse and Equal
// answer false, and every operation on them returns an invalid BDD.
type BDD struct {
	m *Manager
	n rudd.Node
}

// Manager returns the manager of b (nil for the zero BDD).
func (b BDD) Manager() *Manager { return b.m }

// Valid reports whether b denotes a Boolean function.
func (b BDD) Valid() bool { return b.m != nil && b.n != nil && b.m.err == nil }

func (b BDD) same(c BDD) bool {
	if b.m == nil || c.m == nil || b.n == nil || c.n == nil {
		if b.m != nil {
			b.m.fail(errors.New("bddpred: operation on an invalid BDD"))
		} else if c.m != nil {
			c.m.fail(errors.New("bddpred: operation on an invalid BDD"))
		}
		return false
	}
	if b.m != c.m {
		b.m.fail(errors.New("bddpred: BDDs of different managers"))
		return false
	}
	return b.m.err == nil
}

func (b BDD) apply(c BDD, op rudd.Operator) BDD {
	if !b.same(c) {
		return BDD{m: b.m}
	}
	return b.m.wrap(b.m.do(func() rudd.Node { return b.m.b.Apply(b.n, c.n, op) }))
}

// And returns b ∧ c.
func (b BDD) And(c BDD) BDD { return b.apply(c, rudd.OPand) }

// Or returns b ∨ c.
func (b BDD) Or(c BDD) BDD { return b.apply(c, rudd.OPor) }

// Imp returns b ⇒ c.
func (b BDD) Imp(c BDD) BDD { return b.apply(c, rudd.OPimp) }

// Iff returns b ⇔ c.
func (b BDD) Iff(c BDD) BDD { return b.apply(c, rudd.OPbiimp) }

// Xor returns b ⊕ c.
func (b BDD) Xor(c BDD) BDD { return b.apply(c, rudd.OPxor) }

// Diff returns b ∧ ¬c. (rudd's OPdiff shortcut "0 diff c = c" is wrong, so
// it is computed as b ∧ ¬c.)
func (b BDD) Diff(c BDD) BDD { return b.And(c.Not()) }

// Not returns ¬b.
func (b BDD) Not() BDD {
	if !b.same(b) {
		return BDD{m: b.m}
	}
	return b.m.wrap(b.m.do(func() rudd.Node { return b.m.b.Not(b.n) }))
}

// Ite returns (b ∧ t) ∨ (¬b ∧ e).
func (b BDD) Ite(t, e BDD) BDD {
	if !b.same(t) || !b.same(e) {
		return BDD{m: b.m}
	}
	return b.m.wrap(b.m.do(func() rudd.Node { return b.m.b.Ite(b.n, t.n, e.n) }))
}

// Equal reports whether b and c are valid and denote the same function.
func (b BDD) Equal(c BDD) bool {
	return b.Valid() && c.Valid() && b.m == c.m && b.m.b.Equal(b.n, c.n)
}

// IsTrue reports whether b is valid and the constant true.
func (b BDD) IsTrue() bool { return b.Valid() && *b.n == 1 }

// IsFalse reports whether b is valid and the constant false.
func (b BDD) IsFalse() bool { return b.Valid() && *b.n == 0 }

// Implies reports whether b is valid, c is valid and b ⇒ c is a tautology.
func (b BDD) Implies(c BDD) bool { return b.Imp(c).IsTrue() }

// Exists returns ∃ p1…pk . b over the unprimed variables of ps.
func (b BDD) Exists(ps ...Pred) BDD { return b.exists(ps, false) }

// ExistsPrimed returns ∃ p1'…pk' . b over the primed variables of ps.
func (b BDD) ExistsPrimed(ps ...Pred) BDD { return b.exists(ps, true) }

func (b BDD) exists(ps []Pred, primed bool) BDD {
	if !b.same(b) {
		return BDD{m: b.m}
	}
	if len(ps) == 0 || b.n == nil || *b.n < 2 {
		return b
	}
	m := b.m
	ls, ok := m.levels(ps, primed)
	if !ok {
		return BDD{m: m}
	}
	vs := m.varset(ls)
	if vs == nil {
		return BDD{m: m}
	}
	return m.wrap(m.do(func() rudd.Node { return m.b.Exist(b.n, vs) }))
}

// AndExists returns ∃ ps . b ∧ c over the unprimed variables of ps (the
// relational product).
func (b BDD) AndExists(c BDD, ps ...Pred) BDD {
	if !b.same(c) {
		return BDD{m: b.m}
	}
	if len(ps) == 0 {
		return b.And(c)
	}
	m := b.m
	ls, ok := m.levels(ps, false)
	if !ok {
		return BDD{m: m}
	}
	vs := m.varset(ls)
	if vs == nil {
		return BDD{m: m}
	}
	return m.wrap(m.do(func() rudd.Node { return m.b.AppEx(b.n, c.n, rudd.OPand, vs) }))
}

// Restrict returns the cofactor of b with the unprimed variable of p set to v.
func (b BDD) Restrict(p Pred, v bool) BDD {
	lit := b.m.Lit(p, false, v)
	return b.AndExists(lit, p)
}

// Unprime renames every primed variable p' of b to p. b must not depend on
// p and p' at once; otherwise the manager's error is set.
func (b BDD) Unprime() BDD { return b.rename(true) }

// Prime renames every unprimed variable p of b to p'. b must not depend on p
// and p' at once; otherwise the manager's error is set.
func (b BDD) Prime() BDD { return b.rename(false) }

func (b BDD) rename(unprime bool) BDD {
	if !b.same(b) {
		return BDD{m: b.m}
	}
	if *b.n < 2 {
		return b
	}
	m := b.m
	sup := b.supportLevels()
	for l := range sup {
		if l%2 == 0 && sup[l] && l+1 < len(sup) && sup[l+1] {
			m.fail(errors.New("bddpred: rename of a BDD over both p and p'"))
			return BDD{m: m}
		}
	}
	r := m.prime
	if unprime {
		r = m.unprime
	}
	return m.wrap(m.do(func() rudd.Node { return m.b.Replace(b.n, r) }))
}

// Support returns the slots whose unprimed variable b depends on, sorted.
func (b BDD) Support() []Pred { return b.support(false) }

// SupportPrimed returns the slots whose primed variable b depends on, sorted.
func (b BDD) SupportPrimed() []Pred { return b.support(true) }

func (b BDD) support(primed bool) []Pred {
	sup := b.supportLevels()
	var ps []Pred
	for l, in := range sup {
		if in && (l%2 == 1) == primed {
			ps = append(ps, Pred(l/2))
		}
	}
	return ps
}

// supportLevels returns a slice indexed by level telling which levels b
// depends on.
func (b BDD) supportLevels() []bool {
	if !b.Valid() {
		return nil
	}
	sup := make([]bool, 2*b.m.slots)
	g := b.graph()
	for _, nd := range g.nodes {
		sup[nd.level] = true
	}
	return sup
}
