package engine

import (
	"context"
	"slices"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Limits of the analyses from points inside a loop: the points tried per
// check and per function, the loop's size, and each analysis's budget. Most unproven checks
// in loops have no must-failing point, so these analyses must stay small
// beside the function's own.
const (
	maxRestarts     = 3
	maxFuncRestarts = 8
	maxRestartLocs  = 64
)

var restartBudget = cpa.Budget{MaxNodes: 400, MaxSteps: 2000}

// restartPoints returns the candidate points inside the loop that holds
// chk for a must-failure proof by failsFrom: the live locations of that
// loop in reverse post-order, its head first, at most maxRestarts of them,
// leaving out the check's error location and the locations of its own
// condition.
func (m *mustFail) restartPoints(chk *ssa2cfa.Check) []ssa2cfa.Loc {
	loop, ok := m.checkLoop(chk)
	if !ok {
		return nil
	}
	inCond := map[ssa2cfa.Loc]bool{chk.Err: true}
	for _, l := range chk.CondLocs {
		inCond[l] = true
	}
	var out []ssa2cfa.Loc
	for _, l := range m.r.CFA.ReversePostOrder() {
		if slices.Contains(loop, l) && !inCond[l] && !m.r.CFA.Locs[l].Ghost && len(out) < maxRestarts {
			out = append(out, l)
		}
	}
	return out
}

// checkLoop returns the first loop (of loopSets) that holds the location
// chk's failure leaves from; false if there is none, or if it has more
// than maxRestartLocs locations.
func (m *mustFail) checkLoop(chk *ssa2cfa.Check) ([]ssa2cfa.Loc, bool) {
	at := ssa2cfa.Loc(-1)
	for _, e := range m.r.CFA.In[chk.Err] {
		at = e.From
	}
	for _, loop := range m.loopSets() {
		if slices.Contains(loop, at) {
			return loop, len(loop) <= maxRestartLocs
		}
	}
	return nil, false
}

// maxEntryDepth bounds the edges walked back from a loop's way in by
// entryPoints.
const maxEntryDepth = 4

// entryPoints returns the candidate points before the loop that holds chk:
// the outcomes of the branches just before the loop is entered (within
// maxEntryDepth edges back from its head, outside it), nearest first, at
// most maxRestarts of them. A branch outcome is a location whose one way
// in is an assumption; the join of the ways into the loop is not one. So
// after if m > n { m = n }, the branch m > n is tried on its own: the
// run's nodes at the loop's head join it with the other outcome, whose
// rounds may all pass the check.
func (m *mustFail) entryPoints(chk *ssa2cfa.Check) []ssa2cfa.Loc {
	loop, ok := m.checkLoop(chk)
	if !ok {
		return nil
	}
	c := m.r.CFA
	var out []ssa2cfa.Loc
	seen := map[ssa2cfa.Loc]bool{}
	var frontier []ssa2cfa.Loc
	for _, l := range loop {
		for _, e := range c.In[l] {
			if !slices.Contains(loop, e.From) && !seen[e.From] {
				seen[e.From] = true
				frontier = append(frontier, e.From)
			}
		}
	}
	slices.Sort(frontier) // deterministic order
	for depth := 0; depth < maxEntryDepth && len(frontier) > 0 && len(out) < maxRestarts; depth++ {
		var next []ssa2cfa.Loc
		for _, l := range frontier {
			in := c.In[l]
			if len(in) == 1 && len(m.r.ByLoc[l]) > 0 && !c.Locs[l].Ghost && len(out) < maxRestarts {
				if _, ok := in[0].Op.(*ssa2cfa.Assume); ok {
					out = append(out, l)
				}
			}
			for _, e := range in {
				if !seen[e.From] && !slices.Contains(loop, e.From) {
					seen[e.From] = true
					next = append(next, e.From)
				}
			}
		}
		frontier = next
	}
	return out
}

// failsFrom reports whether every execution through pt fails chk, by an
// analysis of its own that starts at pt from the states the run r reached
// there. Inside a loop this is sharper than the run's own nodes, whose
// states at the head join the loop's first entry with its later
// iterations: from the body of for i := range s { _ = s[i+1] }, the
// iterations that follow pass the head with i < len(s) only, so the loop
// is never left but by failing.
//
// Every execution from pt fails chk when the analysis from pt reaches
// chk's failure, reaches no other end (the function's exit, another
// check's failure, a call that does not return), and every loop it reaches
// terminates (terminates), so that no execution runs forever instead.
func failsFrom(ctx context.Context, p *numeric.CPA, dom domains.NumericDomain, r *cpa.Reached, chk *ssa2cfa.Check, pt ssa2cfa.Loc) bool {
	c := r.CFA
	init := joinedAt(r, pt)
	if init == nil {
		return false
	}
	rr, err := cpa.RunFrom(ctx, c, p, restartBudget, pt, p.InitialWith(init))
	if err != nil || len(rr.ByLoc[chk.Err]) == 0 {
		return false
	}
	live := make([]bool, len(c.Locs))
	for l, nodes := range rr.ByLoc {
		live[l] = len(nodes) > 0
		if !live[l] || ssa2cfa.Loc(l) == chk.Err {
			continue
		}
		for _, n := range nodes {
			if !hasStep(p, n.State, c.Out[l]) {
				return false // an end other than chk's failure
			}
		}
	}
	for _, loop := range loops(c, live) {
		if !terminates(ctx, p, dom, rr, loop) {
			return false
		}
	}
	return true
}

// hasStep reports whether some edge of out can be taken from s.
func hasStep(p cpa.CPA, s cpa.State, out []*ssa2cfa.Edge) bool {
	for _, e := range out {
		if len(p.Transfer(s, e)) > 0 {
			return true
		}
	}
	return false
}

// maxChain bounds the edges between a point and its check that
// chainPoint follows back.
const maxChain = 4

// chainPoint looks for a point P before chk from which the way to the
// check is one fixed sequence of edges (each location on it has a single
// way on) and whose states, carried along that sequence, all fail the
// check there. The run's own nodes at the check may join P's states with
// others that pass it (state = 4 in one case of a switch, then
// counts[state] after the switch), so P's states are carried along the
// sequence on their own.
func (m *mustFail) chainPoint(chk *ssa2cfa.Check) (ssa2cfa.Loc, bool) {
	c := m.r.CFA
	var fail, pass *ssa2cfa.Edge
	at := ssa2cfa.Loc(-1)
	for _, e := range c.In[chk.Err] {
		fail, at = e, e.From
	}
	if fail == nil || len(c.Out[at]) != 2 {
		return -1, false
	}
	for _, e := range c.Out[at] {
		if e != fail {
			pass = e
		}
	}
	inCond := map[ssa2cfa.Loc]bool{}
	for _, l := range chk.CondLocs {
		inCond[l] = true
	}
	best, found := ssa2cfa.Loc(-1), false
	for _, in := range c.In[at] {
		chain := []*ssa2cfa.Edge{in}
		// Every execution from l follows chain: l and each location
		// after it on chain have a single way on.
		for l := in.From; len(c.Out[l]) == 1 && !inCond[l]; {
			if len(m.r.ByLoc[l]) > 0 && !c.Locs[l].Ghost && m.chainFails(l, chain, fail, pass) {
				if !found || m.order[l] < m.order[best] {
					best, found = l, true
				}
				break
			}
			if len(chain) >= maxChain || len(c.In[l]) != 1 {
				break
			}
			chain = append([]*ssa2cfa.Edge{c.In[l][0]}, chain...)
			l = c.In[l][0].From
		}
	}
	return best, found
}

// chainFails reports whether every state of the nodes at l, carried along
// chain (l's only way to the check's location), takes the fail edge and
// not the pass edge.
func (m *mustFail) chainFails(l ssa2cfa.Loc, chain []*ssa2cfa.Edge, fail, pass *ssa2cfa.Edge) bool {
	var states []cpa.State
	for _, n := range m.r.ByLoc[l] {
		states = append(states, n.State)
	}
	for _, e := range chain {
		var next []cpa.State
		for _, s := range states {
			next = append(next, m.p.Transfer(s, e)...)
		}
		if states = next; len(states) == 0 {
			return false
		}
	}
	for _, s := range states {
		if len(m.p.Transfer(s, pass)) > 0 || len(m.p.Transfer(s, fail)) == 0 {
			return false
		}
	}
	return true
}
