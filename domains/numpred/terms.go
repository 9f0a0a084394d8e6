package numpred

import (
	"strconv"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// A numeric term is a constraint e <= k over the integers, with e = Σ a_i·x_i
// normalised (coefficients coprime, the first positive). Its negation
// ¬(e <= k) is -e <= -k-1: both share one BDD variable, the term's slot,
// with opposite polarities. Terms are allocated on first use, in a fixed
// number of slots (after the predicates, or interleaved with them); when
// they run out, constraints that find no slot are dropped (a sound
// over-approximation).

// term is an allocated numeric term.
type term struct {
	slot bddpred.Pred
	e    []domains.Term // normalised form, sorted by Dim
	k    int64
}

// constraint returns e - k <= 0 (positive) or -e + k + 1 <= 0 (negative);
// ok is false when the constant overflows.
func (t *term) constraint(pos bool) (domains.Constraint, bool) {
	if pos {
		if t.k == domains.NegInf {
			return domains.Constraint{}, false
		}
		return domains.Constraint{Lin: domains.Lin{Const: -t.k, Terms: t.e}}, true
	}
	if t.k == domains.Inf || t.k == domains.Inf-1 {
		return domains.Constraint{}, false
	}
	ne := make([]domains.Term, len(t.e))
	for i, x := range t.e {
		ne[i] = domains.Term{Dim: x.Dim, Coef: -x.Coef}
	}
	return domains.Constraint{Lin: domains.Lin{Const: t.k + 1, Terms: ne}}, true
}

// lit is a literal of a term: the term or its negation.
type lit struct {
	t   *term
	pos bool
}

// terms is the term table of a Space.
type terms struct {
	s      *Space
	blocks [][]bddpred.Pred // free slots after each predicate (Interleave)
	pool   []bddpred.Pred   // free slots of the shared pool
	block  func(dims []int) int
	bySlot map[bddpred.Pred]*term
	byKey  map[string]*term
}

func newTerms(s *Space, blocks [][]bddpred.Pred, pool []bddpred.Pred, block func([]int) int) *terms {
	return &terms{s: s, blocks: blocks, pool: pool, block: block, bySlot: map[bddpred.Pred]*term{}, byKey: map[string]*term{}}
}

// isTerm reports whether slot p holds a term.
func (ts *terms) isTerm(p bddpred.Pred) bool { return ts.bySlot[p] != nil }

// get returns the term of slot p.
func (ts *terms) get(p bddpred.Pred) *term { return ts.bySlot[p] }

// alloc takes a free slot for a term over e: in its predicate's block when
// the space is interleaved, else (or when the block is full) in the pool.
func (ts *terms) alloc(e []domains.Term) (bddpred.Pred, bool) {
	if ts.block != nil {
		dims := make([]int, len(e))
		for i, t := range e {
			dims[i] = t.Dim
		}
		if b := ts.block(dims); b >= 0 && b < len(ts.blocks) && len(ts.blocks[b]) > 0 {
			p := ts.blocks[b][0]
			ts.blocks[b] = ts.blocks[b][1:]
			return p, true
		}
	}
	if len(ts.pool) == 0 {
		return 0, false
	}
	p := ts.pool[0]
	ts.pool = ts.pool[1:]
	return p, true
}

// lits returns the literals equivalent over the integers to c (two for an
// equality, none for a constraint that always holds, and ok false for one
// that never holds or has no term slot left or cannot be normalised).
func (ts *terms) lits(c domains.Constraint) (out []lit, feasible, ok bool) {
	ls := []domains.Lin{c.Lin}
	if c.Kind == domains.EqZero {
		n, good := c.Lin.Scale(-1)
		if !good {
			return nil, true, false
		}
		ls = append(ls, n)
	}
	for _, l := range ls {
		if len(l.Terms) == 0 {
			if l.Const > 0 {
				return nil, false, true
			}
			continue
		}
		key, e, k, pos, good := normalise(l)
		if !good {
			return nil, true, false
		}
		t := ts.byKey[key]
		if t == nil {
			slot, free := ts.alloc(e)
			if !free {
				return nil, true, false
			}
			t = &term{slot: slot, e: e, k: k}
			ts.bySlot[slot] = t
			ts.byKey[key] = t
		}
		out = append(out, lit{t, pos})
	}
	return out, true, true
}

// normalise turns l <= 0 into the literal (e <= k, pos) of an equivalent
// term over the integers.
func normalise(l domains.Lin) (key string, e []domains.Term, k int64, pos, ok bool) {
	g := int64(0)
	for _, t := range l.Terms {
		g = gcd(g, abs(t.Coef))
	}
	if g == 0 || l.Const == domains.NegInf {
		return "", nil, 0, false, false
	}
	// Σ a_i x_i <= -c  ⇔  Σ (a_i/g) x_i <= floor(-c/g).
	bound := floorDiv(-l.Const, g)
	e = make([]domains.Term, len(l.Terms))
	for i, t := range l.Terms {
		e[i] = domains.Term{Dim: t.Dim, Coef: t.Coef / g}
	}
	pos = e[0].Coef > 0
	if !pos {
		// -e <= b  ⇔  ¬(e <= -b-1).
		for i := range e {
			e[i].Coef = -e[i].Coef
		}
		if bound == domains.NegInf || bound == domains.Inf {
			return "", nil, 0, false, false
		}
		bound = -bound - 1
	}
	var b strings.Builder
	for _, t := range e {
		b.WriteString(strconv.Itoa(t.Dim) + ":" + strconv.FormatInt(t.Coef, 10) + ",")
	}
	b.WriteString("<=" + strconv.FormatInt(bound, 10))
	return b.String(), e, bound, pos, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// cube returns the conjunction of the literals of the constraints of n over
// the term variables (primed: their shadow copies); false for ⊥.
// Constraints without a term slot are dropped.
func (ts *terms) cube(n domains.Numeric, primed bool) bddpred.BDD {
	m := ts.s.m
	if n.IsBot() {
		return m.False()
	}
	r := m.True()
	for _, c := range n.Constraints() {
		ls, feasible, ok := ts.lits(c)
		if !feasible {
			return m.False()
		}
		if !ok {
			continue
		}
		for _, l := range ls {
			r = r.And(m.Lit(l.t.slot, primed, l.pos))
		}
	}
	return r
}

// assume returns n restricted by the literal of slot p with polarity pos.
func (ts *terms) assume(n domains.Numeric, p bddpred.Pred, pos bool) domains.Numeric {
	c, ok := ts.get(p).constraint(pos)
	if !ok {
		return n
	}
	return n.Assume(c)
}

// constraintBDD returns the BDD over term variables of c (true when c has
// no term slot: an over-approximation).
func (ts *terms) constraintBDD(c domains.Constraint) bddpred.BDD {
	m := ts.s.m
	ls, feasible, ok := ts.lits(c)
	switch {
	case !feasible:
		return m.False()
	case !ok:
		return m.True()
	}
	r := m.True()
	for _, l := range ls {
		r = r.And(m.Lit(l.t.slot, false, l.pos))
	}
	return r
}
