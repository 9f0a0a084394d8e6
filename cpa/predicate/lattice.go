package predicate

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

var _ cpa.Strengthener = (*CPA)(nil)

// Join is the union; at a loop head, after the widening delay, every bit
// vector whose set of values grew is havocked (the finite Bool and IntEq
// part is kept exactly).
func (p *CPA) Join(s, r cpa.State, info cpa.MergeInfo) cpa.State {
	a, b := s.(*State), r.(*State)
	j := b.B.Or(a.B)
	if j.Equal(b.B) {
		return r
	}
	if info.Widens() && b.Joins >= p.delay && len(p.bvOrder) > 0 {
		all := p.m.AllPreds()
		for _, v := range p.bvOrder {
			others := without(all, p.bv[v])
			if !j.Exists(others...).Equal(b.B.Exists(others...)) {
				j = j.Exists(p.bv[v]...)
			}
		}
	}
	return &State{B: j, Joins: b.Joins + 1}
}

func without(all, drop []bddpred.Pred) []bddpred.Pred {
	d := map[bddpred.Pred]bool{}
	for _, q := range drop {
		d[q] = true
	}
	var out []bddpred.Pred
	for _, q := range all {
		if !d[q] {
			out = append(out, q)
		}
	}
	return out
}

// Leq is implication (sound; renamings of IntEq codes may be missed).
func (p *CPA) Leq(a, b cpa.State) bool { return a.(*State).B.Implies(b.(*State).B) }

// Equal compares BDDs.
func (p *CPA) Equal(a, b cpa.State) bool { return a.(*State).B.Equal(b.(*State).B) }

// ExactJoin is true: BDD disjunction is the union.
func (p *CPA) ExactJoin() bool { return true }

// Constants returns the Bool and IntEq variables among vars that s fixes.
func (p *CPA) Constants(s cpa.State, vars []ssa2cfa.Var) []cpa.VarValue {
	b := s.(*State).B
	var out []cpa.VarValue
	for _, v := range vars {
		if q, ok := p.bools[v]; ok {
			switch x := p.m.Var(q); {
			case b.Implies(x):
				out = append(out, cpa.VarValue{Var: v, Value: 1})
			case b.Implies(x.Not()):
				out = append(out, cpa.VarValue{Var: v, Value: 0})
			}
			continue
		}
		if r, ok := p.ieq[v]; ok {
			t := p.cfa.Vars[v].Type
			for _, c := range r.e.Consts() {
				if !t.Signed && c < 0 {
					continue // an unsigned value above MaxInt64
				}
				eq, _ := r.e.EqConst(r.idx, c)
				if b.Implies(eq) {
					out = append(out, cpa.VarValue{Var: v, Value: c})
					break
				}
			}
		}
	}
	return out
}

// AssumeConstants restricts s to the bindings of tracked variables.
func (p *CPA) AssumeConstants(s cpa.State, bs []cpa.VarValue) (cpa.State, bool) {
	st := s.(*State)
	b := st.B
	for _, x := range bs {
		if q, ok := p.bools[x.Var]; ok {
			switch x.Value {
			case 0:
				b = b.And(p.m.Var(q).Not())
			case 1:
				b = b.And(p.m.Var(q))
			default:
				return nil, false
			}
		} else if r, ok := p.ieq[x.Var]; ok {
			b = r.e.AssumeEqConst(b, r.idx, x.Value, true)
		} else if sl, ok := p.bv[x.Var]; ok {
			b = b.And(p.m.BVVar(sl).Eq(p.m.BVConst(len(sl), uint64(x.Value))))
		}
	}
	if b.IsFalse() {
		return nil, false
	}
	if b.Equal(st.B) {
		return s, true
	}
	return &State{B: b, Joins: st.Joins}, true
}
