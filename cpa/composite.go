package cpa

import "github.com/numpredvet/numpredvet/ssa2cfa"

// CompositeState is a state of a Composite: one state per component.
type CompositeState struct {
	Parts []State
}

// Composite is the product of several component CPAs (Beyer, Henzinger &
// Théoduloz, CAV 2007, Sect. 3): its transfer takes the product of the
// components' successors and then strengthens them with each other; its
// merge and stop operators are chosen by MergeOp and StopOp.
type Composite struct {
	Components []Component
	// Key marks, per component, the parts that must be equal for
	// MergePredicated to join the others.
	Key     []bool
	MergeOp MergeOp
	StopOp  StopOp
	// Exchange lists the variables on which Strengthener components share
	// constants after each transfer (nil: no strengthening).
	Exchange []ssa2cfa.Var
	// SepLimit bounds how many states a location keeps apart (0 = 16):
	// see Merge. The limits make every run terminate even with infinite
	// domains.
	SepLimit int
}

// Initial is the tuple of the components' initial states, strengthened.
func (c *Composite) Initial() State {
	parts := make([]State, len(c.Components))
	for i, k := range c.Components {
		parts[i] = k.Initial()
	}
	if s, ok := c.strengthen(parts); ok {
		return s
	}
	return &CompositeState{Parts: parts}
}

// Transfer returns the strengthened product of the components' successors.
func (c *Composite) Transfer(s State, e *ssa2cfa.Edge) []State {
	in := s.(*CompositeState).Parts
	succ := make([][]State, len(c.Components))
	for i, k := range c.Components {
		succ[i] = k.Transfer(in[i], e)
		if len(succ[i]) == 0 {
			return nil
		}
	}
	var out []State
	parts := make([]State, len(c.Components))
	var product func(i int)
	product = func(i int) {
		if i == len(succ) {
			if t, ok := c.strengthen(append([]State(nil), parts...)); ok {
				out = append(out, t)
			}
			return
		}
		for _, p := range succ[i] {
			parts[i] = p
			product(i + 1)
		}
	}
	product(0)
	return out
}

// strengthen lets every Strengthener restrict its part by the constants
// the others fix on the exchanged variables; ok is false when a part
// becomes empty. One round: facts are not iterated to a fixpoint.
func (c *Composite) strengthen(parts []State) (State, bool) {
	if len(c.Exchange) > 0 {
		facts := make([][]VarValue, len(parts))
		for i, k := range c.Components {
			if st, ok := k.(Strengthener); ok {
				facts[i] = st.Constants(parts[i], c.Exchange)
			}
		}
		for i, k := range c.Components {
			st, ok := k.(Strengthener)
			if !ok {
				continue
			}
			var others []VarValue
			for j := range facts {
				if j != i {
					others = append(others, facts[j]...)
				}
			}
			if len(others) == 0 {
				continue
			}
			p, ok := st.AssumeConstants(parts[i], others)
			if !ok {
				return nil, false
			}
			parts[i] = p
		}
	}
	return &CompositeState{Parts: parts}, true
}

func (c *Composite) sepLimit() int {
	if c.SepLimit == 0 {
		return 16
	}
	return c.SepLimit
}

// Merge applies the configured merge operator. Merge-sep keeps states
// apart away from loop heads while the location holds fewer than SepLimit
// nodes; at loop heads, and beyond that limit, it falls back to the
// predicated join (so loops converge), and beyond four times the limit to
// the plain join. Predicated join falls back to the plain join beyond four
// times the limit.
func (c *Composite) Merge(s, r State, info MergeInfo) State {
	a, b := s.(*CompositeState), r.(*CompositeState)
	limit := c.sepLimit()
	op := c.MergeOp
	joinAll := false
	switch op {
	case MergeSep:
		if info.LoopHead || info.Count >= limit {
			op = MergePredicated
		}
		joinAll = info.Count >= 4*limit
	case MergePredicated:
		joinAll = info.Count >= 4*limit
	}
	if !joinAll && op == MergeSep {
		return r
	}
	if leqAll(c.Components, a.Parts, b.Parts) {
		return r
	}
	parts := mergeParts(c.Components, c.Key, op, a.Parts, b.Parts, info, joinAll)
	if parts == nil {
		return r
	}
	return &CompositeState{Parts: parts}
}

// Stop applies the configured stop operator.
func (c *Composite) Stop(s State, reached []State) bool {
	a := s.(*CompositeState).Parts
	rs := make([][]State, len(reached))
	for i, r := range reached {
		rs[i] = r.(*CompositeState).Parts
	}
	if c.StopOp == StopJoin {
		return stopJoin(c.Components, a, rs, MergeInfo{})
	}
	return stopSep(c.Components, a, rs)
}

// Equal reports whether two composite states have equal parts.
func (c *Composite) Equal(a, b State) bool {
	if a == b {
		return true
	}
	x, y := a.(*CompositeState).Parts, b.(*CompositeState).Parts
	for i, k := range c.Components {
		if !k.Equal(x[i], y[i]) {
			return false
		}
	}
	return true
}

// Part returns the part of s that component i holds.
func (c *Composite) Part(s State, i int) State { return s.(*CompositeState).Parts[i] }
