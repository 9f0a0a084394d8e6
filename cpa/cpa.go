package cpa

import (
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// State is an element of a CPA's abstract domain (the location excluded).
type State interface{}

// MergeInfo tells Merge where the merge happens.
type MergeInfo struct {
	Loc      ssa2cfa.Loc // where the states are
	LoopHead bool        // the location is the target of a back edge: widen there
	Count    int         // how many nodes the location holds already
	// Entering is set at a loop head when the new state comes from code
	// outside every loop (not along a back edge): what enters a loop
	// that way is joined, never widened, so a loop entered from two
	// places (len(s) >= 2 one way, >= 1 the other) keeps the bound both
	// share. Such states are finitely many, and every cycle passes a back
	// edge, where widening stops the chains. An inner loop's entries,
	// which change with every round of the loop around it, still widen.
	Entering bool
	// Ghost is set at a location of the lowering's bookkeeping (see
	// ssa2cfa.LocInfo.Ghost), where keeping states apart buys nothing:
	// the ways out of a chain of ghost tests meet there.
	Ghost bool
}

// Widens reports whether a join here may widen: at a loop head, for a
// state that is not Entering.
func (i MergeInfo) Widens() bool { return i.LoopHead && !i.Entering }

// CPA is a configurable program analysis over one CFA.
type CPA interface {
	// Initial is the abstract state at the CFA's entry.
	Initial() State
	// Transfer returns the abstract successors of s along e; none when e
	// cannot be taken from s.
	Transfer(s State, e *ssa2cfa.Edge) []State
	// Merge combines a new state s with a reached state r at the same
	// location; returning r unchanged keeps them apart (merge-sep).
	Merge(s, r State, info MergeInfo) State
	// Stop reports whether s is covered by one of the reached states.
	Stop(s State, reached []State) bool
	// Equal reports whether two states are the same element.
	Equal(a, b State) bool
}
