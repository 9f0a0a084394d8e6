package engine

import (
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// CallContexts are the calling contexts of one callee that one caller's
// analysis found: the relations between the arguments of its calls.
type CallContexts struct {
	// Sites counts the caller's static calls of the callee.
	Sites int
	// Ctxs holds a conjunction over the callee's parameter slots per
	// abstract state reaching a call (none for a call not reached).
	Ctxs [][]summary.Constraint
}

// callContexts collects, from the states reached before each call of a
// callee wanted selects, the calling contexts of those callees. A call
// with call-site checks is entered from the states before those checks
// (see withCallChecks): past them, the caller assumes that the callee does
// not fail, which holds of the returning calls only.
func callContexts(c *ssa2cfa.CFA, p *numeric.CPA, reached *cpa.Reached, wanted func(*ssa.Function) bool, sites map[*ssa2cfa.Check]*CallSite) map[*ssa.Function]*CallContexts {
	before := map[*ssa2cfa.Edge]ssa2cfa.Loc{}
	for _, s := range sites {
		if s.Call != nil {
			before[s.Call] = s.Before
		}
	}
	out := map[*ssa.Function]*CallContexts{}
	ev := p.Evaluator()
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || call.Callee == nil || !wanted(call.Callee) {
			continue
		}
		cc := out[call.Callee]
		if cc == nil {
			cc = &CallContexts{}
			out[call.Callee] = cc
		}
		cc.Sites++
		from := e.From
		if l, ok := before[e]; ok {
			from = l
		}
		for _, s := range reached.ByLoc[from] {
			ns := numeric.Of(s.State)
			var n domains.Numeric
			if ns != nil {
				n = ns.N
			}
			if n == nil {
				cc.Ctxs = append(cc.Ctxs, nil) // nothing known: any arguments
				continue
			}
			if cons, ok := summary.CallContext(ev, n, call); ok {
				cc.Ctxs = append(cc.Ctxs, cons)
			}
		}
	}
	return out
}
