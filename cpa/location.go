package cpa

import "github.com/numpredvet/numpredvet/ssa2cfa"

// Location is the location CPA as a composite component: its state is the
// CFA location (a LocState), and its transfer follows the edges leaving it.
// Run keeps the location of every node itself, so the component adds no
// precision; it makes the location explicit in a composite state, as the
// key of a predicated merge or in an ARG exported with its states.
type Location struct {
	CFA *ssa2cfa.CFA
}

// LocState is a state of the location CPA: a location, or LocTop for "any".
type LocState ssa2cfa.Loc

// LocTop is the location CPA's top element.
const LocTop LocState = -1

// Name is "location".
func (Location) Name() string { return "location" }

// Initial is the CFA's entry.
func (l Location) Initial() State { return LocState(l.CFA.Entry) }

// Transfer moves to the edge's target when the state is at its source.
func (Location) Transfer(s State, e *ssa2cfa.Edge) []State {
	if at := s.(LocState); at != LocTop && at != LocState(e.From) {
		return nil
	}
	return []State{LocState(e.To)}
}

// Join is the flat lattice's join.
func (Location) Join(s, r State, _ MergeInfo) State {
	if s == r {
		return r
	}
	return LocTop
}

// Leq is the flat lattice's order.
func (Location) Leq(a, b State) bool { return a == b || b == LocTop }

// Equal compares locations.
func (Location) Equal(a, b State) bool { return a == b }

// ExactJoin is false: the flat join of two locations is every location.
func (Location) ExactJoin() bool { return false }
