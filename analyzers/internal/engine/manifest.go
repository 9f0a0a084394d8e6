package engine

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// mustFail holds the ARG of one run with, for every live node, its feasible
// steps and the nodes each step leads to, for the must-failure analysis.
type mustFail struct {
	r     *cpa.Reached
	live  []*cpa.Node
	steps map[*cpa.Node][]step
	preds map[*cpa.Node][]*cpa.Node // live nodes with a step into the key
	order []int                     // RPO position per location (0 = unreachable)
}

type step struct {
	e    *ssa2cfa.Edge
	kids []*cpa.Node
}

func newMustFail(p cpa.CPA, r *cpa.Reached) *mustFail {
	c := r.CFA
	type key struct {
		n *cpa.Node
		e *ssa2cfa.Edge
	}
	m := &mustFail{r: r, steps: map[*cpa.Node][]step{}, preds: map[*cpa.Node][]*cpa.Node{}}
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
			if len(p.Transfer(n.State, e)) == 0 {
				continue
			}
			kids := children[key{n, e}]
			m.steps[n] = append(m.steps[n], step{e, kids})
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

// point looks for a location P, other than the check's error location, all
// of whose reached nodes must fail chk: from every state of every node at P,
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
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if mf[n] || n.Loc == chk.Err || !m.fails(n, chk, mf) {
			continue
		}
		mf[n] = true
		work = append(work, m.preds[n]...)
	}
	best, found := ssa2cfa.Loc(-1), false
	for l, nodes := range m.r.ByLoc {
		if len(nodes) == 0 || ssa2cfa.Loc(l) == chk.Err || m.order[l] == 0 {
			continue
		}
		all := true
		for _, n := range nodes {
			if !mf[n] {
				all = false
				break
			}
		}
		if all && (!found || m.order[l] < m.order[best]) {
			best, found = ssa2cfa.Loc(l), true
		}
	}
	return best, found
}

// fails reports whether every feasible step of n fails chk or leads to a
// node known to must-fail.
func (m *mustFail) fails(n *cpa.Node, chk *ssa2cfa.Check, mf map[*cpa.Node]bool) bool {
	steps := m.steps[n]
	if len(steps) == 0 {
		return false
	}
	for _, s := range steps {
		if f, ok := s.e.Op.(*ssa2cfa.Fail); ok && f.Check == chk {
			continue
		}
		any := false
		for _, k := range s.kids {
			if mf[k] {
				any = true
				break
			}
		}
		if !any {
			return false
		}
	}
	return true
}
