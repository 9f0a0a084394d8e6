package nonterm

import (
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// reaches returns, per location, whether one of targets is reachable from it
// in c's graph (targets reach themselves).
func reaches(c *ssa2cfa.CFA, targets []ssa2cfa.Loc) []bool {
	out := make([]bool, len(c.Locs))
	work := append([]ssa2cfa.Loc(nil), targets...)
	for _, l := range targets {
		out[l] = true
	}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range c.In[l] {
			if !out[e.From] {
				out[e.From] = true
				work = append(work, e.From)
			}
		}
	}
	return out
}

// loopHeads lists c's loop heads.
func loopHeads(c *ssa2cfa.CFA) []ssa2cfa.Loc {
	var out []ssa2cfa.Loc
	for l, h := range c.LoopHeads() {
		if h {
			out = append(out, ssa2cfa.Loc(l))
		}
	}
	return out
}

// callSites lists the source locations of c's calls to functions of scc.
func callSites(c *ssa2cfa.CFA, scc []*ssa.Function) []ssa2cfa.Loc {
	var out []ssa2cfa.Loc
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil {
			for _, f := range scc {
				if f == call.Callee {
					out = append(out, e.From)
					break
				}
			}
		}
	}
	return out
}

// branchTargets marks the locations an Assume edge leads to: the outcomes of
// branches.
func branchTargets(c *ssa2cfa.CFA) []bool {
	out := make([]bool, len(c.Locs))
	for _, e := range c.Edges {
		if _, ok := e.Op.(*ssa2cfa.Assume); ok {
			out[e.To] = true
		}
	}
	return out
}
