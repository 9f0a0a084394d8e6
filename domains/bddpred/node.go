package bddpred

import (
	"errors"

	"github.com/dalzilio/rudd"
)

var errInvalid = errors.New("bddpred: invalid node")

// Structural access to BDD nodes, for clients that define their own
// recursive operations over decision diagrams (the numeric decision diagrams
// of package numpred). Variables are ordered by level: slot p has level 2p
// (unprimed) and 2p+1 (primed), so lower slots are nearer the root.

// Top returns the root variable of b: its slot and whether it is the primed
// copy; ok is false for the constants and for an invalid b.
func (b BDD) Top() (p Pred, primed, ok bool) {
	if !b.Valid() || *b.n < 2 {
		return 0, false, false
	}
	l := b.m.b.Label(b.n)
	if l < 0 {
		b.m.fail(errInvalid)
		return 0, false, false
	}
	return Pred(l / 2), l%2 == 1, true
}

// Level returns the level of b's root variable (2p or 2p+1), or a level
// below every variable for the constants and for an invalid b.
func (b BDD) Level() int {
	p, primed, ok := b.Top()
	if !ok {
		if b.m == nil {
			return 1 << 30
		}
		return 2 * b.m.slots
	}
	l := 2 * int(p)
	if primed {
		l++
	}
	return l
}

// Branches returns the cofactors of b at its root variable: low (variable
// false) and high (variable true). For a constant both are b.
func (b BDD) Branches() (low, high BDD) {
	if !b.Valid() || *b.n < 2 {
		return b, b
	}
	m := b.m
	low = m.wrap(m.do(func() rudd.Node { return m.b.Low(b.n) }))
	high = m.wrap(m.do(func() rudd.Node { return m.b.High(b.n) }))
	return low, high
}

// Key returns an integer that identifies the function of b within its
// manager for as long as the manager lives (handles are pinned): equal keys
// mean equal functions. It is -1 for an invalid b.
func (b BDD) Key() int {
	if !b.Valid() {
		return -1
	}
	return *b.n
}

// Node returns the BDD "if v then high else low" for the variable v of slot
// p (primed or not); low and high should not depend on variables at or above
// v's level for the result to be a single node, but any arguments are
// accepted.
func (m *Manager) Node(p Pred, primed bool, low, high BDD) BDD {
	return m.Lit(p, primed, true).Ite(high, low)
}
