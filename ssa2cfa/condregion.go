package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// condCheck is an assertion whose condition region is pending: its check,
// the SSA value of its condition, and the location of the check.
type condCheck struct {
	chk *Check
	arg ssa.Value
	at  Loc
}

// maxCondRegion bounds the locations condRegion collects; a larger region
// is not recorded.
const maxCondRegion = 1000

// condRegion returns the locations that evaluate the short-circuit
// condition v (a && b, a || b, their negations and nestings) before the
// check at location at: those reached after the branch of the block that
// starts the evaluation (the immediate dominator of the block of v's φ).
// A failure decided there is decided by the condition itself, which a
// report must not present as a point before the check. Nil when v is not
// such a condition, or the region cannot be delimited.
func (l *lowerer) condRegion(v ssa.Value, at Loc) []Loc {
	for {
		u, ok := v.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		v = u.X
	}
	phi, ok := v.(*ssa.Phi)
	if !ok || (phi.Comment != "&&" && phi.Comment != "||") {
		return nil
	}
	head := phi.Block().Idom()
	if head == nil || l.branchLoc[head.Index] < 0 {
		return nil
	}
	stop := l.branchLoc[head.Index]
	seen := map[Loc]bool{at: true}
	out := []Loc{at}
	for i := 0; i < len(out); i++ {
		for _, e := range l.c.In[out[i]] {
			p := e.From
			if p == stop || seen[p] {
				continue
			}
			if p == l.c.Entry || len(out) >= maxCondRegion {
				return nil // not delimited by the head's branch
			}
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}
