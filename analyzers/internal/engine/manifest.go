package engine

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// mustFail holds the ARG of one run with, for every live node, its feasible
// steps and the nodes each step leads to, for the must-failure analysis.
type mustFail struct {
	p     cpa.CPA
	r     *cpa.Reached
	live  []*cpa.Node
	steps map[*cpa.Node][]step
	preds map[*cpa.Node][]*cpa.Node // live nodes with a step into the key
	order []int                     // RPO position per location (0 = unreachable)

	// terminates, if set, reports whether a loop (a location set) is left
	// by every execution after finitely many steps; must-failure may then
	// go around it (see point). Loops and answers are computed once.
	terminates func(loop []ssa2cfa.Loc) bool
	// failsFrom, if set, reports whether every execution through a
	// location fails a check, by an analysis of its own from there (see
	// failsFrom); point asks it of the locations of the check's loop when
	// the run's own nodes show no must-failing point.
	failsFrom func(chk *ssa2cfa.Check, pt ssa2cfa.Loc) bool
	restarts  int // failsFrom calls so far (at most maxFuncRestarts)
	loops     [][]ssa2cfa.Loc
	loopsDone bool
	term      map[int]bool
}

// step is a feasible step of a node: its edge, its successor states, and
// the nodes whose parent link is the step (each successor state is in one
// of them, merged or kept apart, unless the run found it covered).
type step struct {
	e    *ssa2cfa.Edge
	succ []cpa.State
	kids []*cpa.Node
}

func newMustFail(p cpa.CPA, r *cpa.Reached) *mustFail {
	c := r.CFA
	type key struct {
		n *cpa.Node
		e *ssa2cfa.Edge
	}
	m := &mustFail{p: p, r: r, steps: map[*cpa.Node][]step{}, preds: map[*cpa.Node][]*cpa.Node{}}
	children := map[key][]*cpa.Node{}
	for _, nodes := range r.ByLoc {
		for _, n := range nodes {
			m.live = append(m.live, n)
			for _, l := range n.Parents {
				k := key{l.Parent, l.Edge}
				children[k] = append(children[k], n)
			}
		}
	}
	for _, n := range m.live {
		for _, e := range c.Out[n.Loc] {
			succ := p.Transfer(n.State, e)
			if len(succ) == 0 {
				continue
			}
			kids := children[key{n, e}]
			m.steps[n] = append(m.steps[n], step{e, succ, kids})
			for _, k := range kids {
				m.preds[k] = append(m.preds[k], n)
			}
		}
	}
	m.order = make([]int, len(c.Locs))
	for i, l := range c.ReversePostOrder() {
		m.order[l] = i + 1
	}
	return m
}

// point looks for a location P, other than the check's error location and
// the locations that evaluate the check's own condition (chk.CondLocs: the
// branch x < 0 of assert(x >= 0 && y > 0) is inside the check), all of
// whose reached nodes must fail chk: from every state of every node at P,
// every execution ends in chk's failure. Must-failure is the least fixpoint
// of "every feasible step fails chk or leads to a must-failing node", so it
// never holds across a cycle (an execution that loops forever fails
// nothing). Of the must-failing locations it returns the one first in
// reverse post-order: the earliest point from which failure is certain.
func (m *mustFail) point(chk *ssa2cfa.Check) (ssa2cfa.Loc, bool) {
	mf := map[*cpa.Node]bool{}
	var work []*cpa.Node
	for _, n := range m.r.ByLoc[chk.Err] {
		work = append(work, m.preds[n]...)
	}
	m.propagate(chk, mf, work)
	// Around a loop every execution leaves, must-failure is a greatest
	// fixpoint: an execution that stays among must-failing candidates must
	// still leave the loop, and can only do so by failing.
	for changed := true; changed; {
		changed = false
		for i, loop := range m.loopSets() {
			added := m.loopFixpoint(chk, mf, loop)
			if len(added) > 0 && m.loopTerminates(i, loop) {
				for _, n := range added {
					mf[n] = true
				}
				var more []*cpa.Node
				for _, n := range added {
					more = append(more, m.preds[n]...)
				}
				m.propagate(chk, mf, more)
				changed = true
			}
		}
	}
	// The earliest must-failing location; the entry if it is one (every
	// call fails), else preferably one with a source position of its own,
	// which the report names.
	c := m.r.CFA
	inCond := map[ssa2cfa.Loc]bool{}
	for _, l := range chk.CondLocs {
		inCond[l] = true
	}
	best, found := ssa2cfa.Loc(-1), false
	placed, hasPlaced := ssa2cfa.Loc(-1), false
	for l, nodes := range m.r.ByLoc {
		if len(nodes) == 0 || ssa2cfa.Loc(l) == chk.Err || m.order[l] == 0 || inCond[ssa2cfa.Loc(l)] || c.Locs[l].Ghost {
			continue
		}
		all := true
		for _, n := range nodes {
			if !mf[n] {
				all = false
				break
			}
		}
		if !all {
			continue
		}
		if !found || m.order[l] < m.order[best] {
			best, found = ssa2cfa.Loc(l), true
		}
		if pos := c.Locs[l].Pos; pos.IsValid() && (c.Fn == nil || pos != c.Fn.Pos()) && (!hasPlaced || m.order[l] < m.order[placed]) {
			placed, hasPlaced = ssa2cfa.Loc(l), true
		}
	}
	if found && best != c.Entry && hasPlaced {
		return placed, true
	}
	if !found {
		if l, ok := m.chainPoint(chk); ok {
			return l, true
		}
	}
	if !found && m.failsFrom != nil {
		for _, l := range append(m.restartPoints(chk), m.entryPoints(chk)...) {
			if m.restarts >= maxFuncRestarts {
				break
			}
			m.restarts++
			if m.failsFrom(chk, l) {
				return l, true
			}
		}
	}
	return best, found
}

// propagate computes the least fixpoint of must-failure from the nodes in
// work (candidates whose successors changed).
func (m *mustFail) propagate(chk *ssa2cfa.Check, mf map[*cpa.Node]bool, work []*cpa.Node) {
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if mf[n] || n.Loc == chk.Err || !m.fails(n, chk, mf) {
			continue
		}
		mf[n] = true
		work = append(work, m.preds[n]...)
	}
}

// loopSets returns the loops of the reached CFA.
func (m *mustFail) loopSets() [][]ssa2cfa.Loc {
	if !m.loopsDone {
		m.loopsDone = true
		if m.terminates != nil {
			live := make([]bool, len(m.r.CFA.Locs))
			for l, nodes := range m.r.ByLoc {
				live[l] = len(nodes) > 0
			}
			m.loops = loops(m.r.CFA, live)
		}
	}
	return m.loops
}

func (m *mustFail) loopTerminates(i int, loop []ssa2cfa.Loc) bool {
	if m.term == nil {
		m.term = map[int]bool{}
	}
	t, ok := m.term[i]
	if !ok {
		t = m.terminates(loop)
		m.term[i] = t
	}
	return t
}

// loopFixpoint returns the nodes of the loop, not yet must-failing, whose
// every step fails chk or leads to a must-failing node or to another such
// node (the greatest fixpoint within the loop).
func (m *mustFail) loopFixpoint(chk *ssa2cfa.Check, mf map[*cpa.Node]bool, loop []ssa2cfa.Loc) []*cpa.Node {
	cand := map[*cpa.Node]bool{}
	for _, l := range loop {
		if l == chk.Err {
			continue
		}
		for _, n := range m.r.ByLoc[l] {
			if !mf[n] {
				cand[n] = true
			}
		}
	}
	ok := func(k *cpa.Node) bool { return mf[k] || cand[k] }
	for changed := true; changed; {
		changed = false
		for _, l := range loop {
			for _, n := range m.r.ByLoc[l] {
				if !cand[n] {
					continue
				}
				if !m.stepsAll(n, chk, ok) {
					delete(cand, n)
					changed = true
				}
			}
		}
	}
	var out []*cpa.Node
	for _, l := range loop {
		for _, n := range m.r.ByLoc[l] {
			if cand[n] {
				out = append(out, n)
			}
		}
	}
	return out
}

// stepsAll reports whether n has a feasible step and every feasible step
// fails chk or leads only to nodes satisfying good: each of its successor
// states (a step may split a state, e.g. b := x <= 8 into b and !b) must
// lie within a node satisfying good.
func (m *mustFail) stepsAll(n *cpa.Node, chk *ssa2cfa.Check, good func(*cpa.Node) bool) bool {
	steps := m.steps[n]
	if len(steps) == 0 {
		return false
	}
	for _, s := range steps {
		if f, ok := s.e.Op.(*ssa2cfa.Fail); ok && f.Check == chk {
			continue
		}
		for _, st := range s.succ {
			if !m.within(st, s.kids, good) {
				return false
			}
		}
	}
	return true
}

// within reports whether state st lies within the state of one of kids
// satisfying good.
func (m *mustFail) within(st cpa.State, kids []*cpa.Node, good func(*cpa.Node) bool) bool {
	for _, k := range kids {
		if good(k) && m.p.Stop(st, []cpa.State{k.State}) {
			return true
		}
	}
	return false
}

// fails reports whether every feasible step of n fails chk or leads to a
// node known to must-fail.
func (m *mustFail) fails(n *cpa.Node, chk *ssa2cfa.Check, mf map[*cpa.Node]bool) bool {
	return m.stepsAll(n, chk, func(k *cpa.Node) bool { return mf[k] })
}
