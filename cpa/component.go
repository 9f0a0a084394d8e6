package cpa

import "github.com/numpredvet/numpredvet/ssa2cfa"

// Component is one analysis of a Composite: an abstract domain with its
// transfer relation. The composite decides how states are merged and when
// they are covered; the component supplies the lattice operations.
type Component interface {
	// Name names the component in configurations and messages.
	Name() string
	// Initial is the abstract state at the CFA's entry.
	Initial() State
	// Transfer returns the abstract successors of s along e; none when e
	// cannot be taken from s.
	Transfer(s State, e *ssa2cfa.Edge) []State
	// Join returns an upper bound of the new state s and the reached state
	// r; where info.Widens it may widen, so that every chain of Joins at
	// a loop head is finite.
	Join(s, r State, info MergeInfo) State
	// Leq reports whether a is included in b (sound: true only if γ(a) ⊆
	// γ(b)).
	Leq(a, b State) bool
	// Equal reports whether a and b are the same element.
	Equal(a, b State) bool
	// ExactJoin reports whether Join, away from loop heads, is the exact
	// union of the concretizations (a powerset or BDD domain). Stop-join
	// relies on it.
	ExactJoin() bool
}

// VarValue binds a variable to an integer value (a bool is 0 or 1).
type VarValue struct {
	Var   ssa2cfa.Var
	Value int64
}

// Strengthener is a component that exchanges facts with the other
// components of a composite after every transfer (the strengthening of
// Beyer, Henzinger & Théoduloz's composite CPA): which variables a state
// holds at a single value, and the restriction of a state by such facts.
type Strengthener interface {
	Component
	// Constants returns the variables among vars that every concrete state
	// of s holds at one and the same value.
	Constants(s State, vars []ssa2cfa.Var) []VarValue
	// AssumeConstants returns s restricted to the bindings; ok is false
	// when the result is empty.
	AssumeConstants(s State, bs []VarValue) (r State, ok bool)
}
