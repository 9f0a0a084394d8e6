package bddpred

// Bit vectors over BDDs for IntEqAdd partitions, in the manner of BuDDy's
// bvec layer (Lind-Nielsen, BuDDy manual §bvec): a w-bit vector is w BDDs,
// least significant bit first, with ripple-carry addition. Arithmetic is
// modulo 2^w (Go's wrap-around), comparisons exist signed and unsigned.

import (
	"fmt"
)

// BV is a symbolic w-bit vector: BV[i] is bit i (least significant first).
type BV []BDD

// AllocBV allocates nvars vectors of w bits with interleaved bits (bit i of
// every vector, then bit i+1), which keeps adders and comparators linear in
// size. It returns slots[var][bit].
func (m *Manager) AllocBV(nvars, w int) ([][]Pred, error) {
	if w < 1 || w > 64 {
		return nil, fmt.Errorf("bddpred: bit-vector width %d outside [1, 64]", w)
	}
	ps, err := m.Alloc(nvars * w)
	if err != nil {
		return nil, err
	}
	out := make([][]Pred, nvars)
	for j := range out {
		out[j] = make([]Pred, w)
		for i := range w {
			out[j][i] = ps[i*nvars+j]
		}
	}
	return out, nil
}

// BVConst returns the w-bit constant c (truncated to w bits).
func (m *Manager) BVConst(w int, c uint64) BV {
	v := make(BV, w)
	for i := range v {
		v[i] = m.Const(c>>i&1 == 1)
	}
	return v
}

// BVVar returns the vector of the unprimed variables of the slots.
func (m *Manager) BVVar(slots []Pred) BV {
	v := make(BV, len(slots))
	for i, p := range slots {
		v[i] = m.Var(p)
	}
	return v
}

// BVPrimed returns the vector of the primed variables of the slots.
func (m *Manager) BVPrimed(slots []Pred) BV {
	v := make(BV, len(slots))
	for i, p := range slots {
		v[i] = m.Primed(p)
	}
	return v
}

// Width is the number of bits.
func (a BV) Width() int { return len(a) }

func (a BV) manager() *Manager {
	if len(a) == 0 {
		return nil
	}
	return a[0].m
}

func (a BV) check(b BV) bool {
	if len(a) != len(b) || len(a) == 0 {
		if m := a.manager(); m != nil {
			m.fail(fmt.Errorf("bddpred: bit-vector widths %d and %d differ", len(a), len(b)))
		}
		return false
	}
	return true
}

// Add returns a + b mod 2^w (ripple-carry).
func (a BV) Add(b BV) BV {
	if !a.check(b) {
		return nil
	}
	m := a.manager()
	r := make(BV, len(a))
	c := m.False()
	for i := range a {
		r[i] = a[i].Xor(b[i]).Xor(c)
		c = a[i].And(b[i]).Or(c.And(a[i].Or(b[i])))
	}
	return r
}

// Not returns the bitwise complement.
func (a BV) Not() BV {
	r := make(BV, len(a))
	for i := range a {
		r[i] = a[i].Not()
	}
	return r
}

// Sub returns a - b mod 2^w (a + ¬b + 1, ripple-borrow).
func (a BV) Sub(b BV) BV {
	if !a.check(b) {
		return nil
	}
	m := a.manager()
	r := make(BV, len(a))
	c := m.True()
	for i := range a {
		nb := b[i].Not()
		r[i] = a[i].Xor(nb).Xor(c)
		c = a[i].And(nb).Or(c.And(a[i].Or(nb)))
	}
	return r
}

// Neg returns -a mod 2^w.
func (a BV) Neg() BV {
	if len(a) == 0 {
		return nil
	}
	return a.manager().BVConst(len(a), 0).Sub(a)
}

// IteBV returns c ? a : b bitwise.
func (c BDD) IteBV(a, b BV) BV {
	if !a.check(b) {
		return nil
	}
	r := make(BV, len(a))
	for i := range a {
		r[i] = c.Ite(a[i], b[i])
	}
	return r
}

// Eq returns the BDD of a == b.
func (a BV) Eq(b BV) BDD {
	if !a.check(b) {
		return invalid(a.manager())
	}
	r := a.manager().True()
	for i := len(a) - 1; i >= 0; i-- {
		r = a[i].Iff(b[i]).And(r)
	}
	return r
}

// Ult returns the BDD of a < b as unsigned numbers.
func (a BV) Ult(b BV) BDD { return a.less(b, false, false) }

// Ule returns the BDD of a <= b as unsigned numbers.
func (a BV) Ule(b BV) BDD { return a.less(b, false, true) }

// Slt returns the BDD of a < b as two's complement numbers.
func (a BV) Slt(b BV) BDD { return a.less(b, true, false) }

// Sle returns the BDD of a <= b as two's complement numbers.
func (a BV) Sle(b BV) BDD { return a.less(b, true, true) }

// less compares from the least significant bit up: r_i is "a[0..i] < b[0..i]"
// (or <=), decided by the highest differing bit. For signed comparison the
// sign bits swap roles.
func (a BV) less(b BV, signed, orEqual bool) BDD {
	if !a.check(b) {
		return invalid(a.manager())
	}
	r := a.manager().Const(orEqual)
	for i := range a {
		x, y := a[i], b[i]
		if signed && i == len(a)-1 {
			x, y = y, x
		}
		// a_i < b_i, or a_i == b_i and the lower bits decide.
		r = x.Not().And(y).Or(x.Iff(y).And(r))
	}
	return r
}

// AssignBV returns the states of s after the slots xs := e (parallel over the
// bits; e may mention xs): ∃ xs . s ∧ ⋀ xs'_i ⇔ e_i, renamed back.
func (m *Manager) AssignBV(s BDD, xs []Pred, e BV) BDD {
	if len(xs) != len(e) {
		m.fail(fmt.Errorf("bddpred: assigning a %d-bit vector to %d slots", len(e), len(xs)))
		return BDD{m: m}
	}
	rel := m.True()
	for i := len(xs) - 1; i >= 0; i-- {
		rel = m.Primed(xs[i]).Iff(e[i]).And(rel)
	}
	post := s.AndExists(rel, xs...)
	// post mentions xs' and possibly other unprimed slots, never xs.
	return post.Unprime()
}

// Value decodes the vector under an assignment of the unprimed variables
// (for tests and witnesses).
func (a BV) Value(val func(Pred) bool) uint64 {
	var v uint64
	for i, b := range a {
		if b.Eval(val, nil) {
			v |= 1 << i
		}
	}
	return v
}

func invalid(m *Manager) BDD { return BDD{m: m} }
