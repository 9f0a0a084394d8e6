package numeric

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Component is the numeric CPA as a component of a cpa.Composite: the
// composite merges and stops, the component joins (widening at loop heads
// after WidenDelay joins, up to the CPA's thresholds) and compares, and it
// exchanges constants with the other components.
type Component struct {
	*CPA
}

var _ cpa.Strengthener = Component{}

// Name is the domain's name.
func (c Component) Name() string { return "numeric:" + c.cfg.Domain.Name() }

// Join joins s into r, widening at loop heads.
func (c Component) Join(s, r cpa.State, info cpa.MergeInfo) cpa.State {
	a, b := s.(*State), r.(*State)
	if a.N.Leq(b.N) {
		return r
	}
	j := b.N.Join(a.N)
	if info.Widens() && b.Joins >= c.cfg.WidenDelay {
		j = c.widen(b.N, j, info.Loc)
	}
	return &State{N: j, Joins: b.Joins + 1}
}

// Leq is the domain's inclusion.
func (c Component) Leq(a, b cpa.State) bool { return a.(*State).N.Leq(b.(*State).N) }

// Equal is identity: states are immutable and a merge that changes nothing
// returns the reached state itself.
func (c Component) Equal(a, b cpa.State) bool { return a == b }

// ExactJoin is false: numeric joins over-approximate unions.
func (c Component) ExactJoin() bool { return false }

// Constants returns the variables of vars that s bounds to one value.
func (c Component) Constants(s cpa.State, vars []ssa2cfa.Var) []cpa.VarValue {
	n := s.(*State).N
	var out []cpa.VarValue
	for _, v := range vars {
		if iv := n.Bound(domains.LinDim(int(v))); iv.IsPoint() {
			out = append(out, cpa.VarValue{Var: v, Value: iv.Lo})
		}
	}
	return out
}

// AssumeConstants assumes v == value for every binding.
func (c Component) AssumeConstants(s cpa.State, bs []cpa.VarValue) (cpa.State, bool) {
	st := s.(*State)
	n := st.N
	for _, b := range bs {
		if iv := n.Bound(domains.LinDim(int(b.Var))); iv.IsPoint() && iv.Lo == b.Value {
			continue
		}
		l, _ := domains.NewLin(-b.Value, domains.Term{Dim: int(b.Var), Coef: 1})
		n = n.Assume(domains.Constraint{Lin: l, Kind: domains.EqZero})
		if n.IsBot() {
			return nil, false
		}
	}
	if n == st.N {
		return s, true
	}
	return &State{N: n, Joins: st.Joins}, true
}

// Of returns the numeric part of a state of the numeric CPA or of a
// composite holding it; nil if there is none.
func Of(s cpa.State) *State {
	switch x := s.(type) {
	case *State:
		return x
	case *cpa.CompositeState:
		for _, p := range x.Parts {
			if n, ok := p.(*State); ok {
				return n
			}
		}
	}
	return nil
}
