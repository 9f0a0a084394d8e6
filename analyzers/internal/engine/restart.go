package engine

import (
	"context"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxRestarts bounds the points inside a loop tried by failsFrom per check.
const maxRestarts = 3

// restartPoints returns the candidate points inside the loop that holds
// chk for a must-failure proof by failsFrom: the live locations of that
// loop in reverse post-order, its head first, at most maxRestarts of them,
// leaving out the check's error location and the locations of its own
// condition.
func (m *mustFail) restartPoints(chk *ssa2cfa.Check) []ssa2cfa.Loc {
	at := ssa2cfa.Loc(-1)
	for _, e := range m.r.CFA.In[chk.Err] {
		at = e.From
	}
	inCond := map[ssa2cfa.Loc]bool{chk.Err: true}
	for _, l := range chk.CondLocs {
		inCond[l] = true
	}
	live := make([]bool, len(m.r.CFA.Locs))
	for l, nodes := range m.r.ByLoc {
		live[l] = len(nodes) > 0
	}
	for _, loop := range loops(m.r.CFA, live) {
		if !contains(loop, at) {
			continue
		}
		var out []ssa2cfa.Loc
		for _, l := range m.r.CFA.ReversePostOrder() {
			if contains(loop, l) && !inCond[l] && len(out) < maxRestarts {
				out = append(out, l)
			}
		}
		return out
	}
	return nil
}

func contains(locs []ssa2cfa.Loc, l ssa2cfa.Loc) bool {
	for _, x := range locs {
		if x == l {
			return true
		}
	}
	return false
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
	var init domains.Numeric
	for _, n := range r.ByLoc[pt] {
		s := numeric.Of(n.State)
		if s == nil {
			return false
		}
		if init == nil {
			init = s.N
		} else {
			init = init.Join(s.N)
		}
	}
	if init == nil || init.IsBot() {
		return false
	}
	rr, err := cpa.RunFrom(ctx, c, p, loopBudget, pt, p.InitialWith(init))
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
