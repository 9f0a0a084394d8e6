package engine

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// contextConfig is what analyzeTopDown asks of one analysis, beyond the
// function's own configuration.
type contextConfig struct {
	wanted    func(*ssa2cfa.Check) bool // nil: the default selection
	entry     func(domains.Numeric) domains.Numeric
	proveOnly bool
	collect   func(*ssa.Function) bool
}

// gathered are the calling contexts of a closed function collected so far.
type gathered struct {
	sites   int
	ctxs    [][]summary.Constraint
	unknown bool // some caller knew nothing of its arguments
}

// analyzeTopDown classifies the checks of every function of cfas, callers
// before callees. prepare gives a function's analysis input and whether it
// has checks to classify; run analyses it.
//
// A closed function (closedFuncs) not on a call cycle runs only in the
// contexts of its calls, all of which are in functions analysed before
// it. When the analyses of its callers have seen every one of them, the
// checks its own analysis leaves unproven are analysed again from an entry
// state restricted to those contexts (summary.Entry); the checks that
// analysis proves are proven. Manifest verdicts are only ever taken from
// the unrestricted analysis, so that they never depend on the callers.
func analyzeTopDown(cfas []*ssa2cfa.CFA, closed map[*types.Func]int, prepare func(*ssa2cfa.CFA) (prepared, bool), run func(prepared, contextConfig) *Result) map[*ssa2cfa.CFA]FuncResult {
	order, cyclic := bottomUp(cfas)
	isClosed := func(fn *ssa.Function) bool {
		return !cyclic[fn] && closedCallee(closed, fn) != nil
	}
	got := map[*ssa.Function]*gathered{}
	out := map[*ssa2cfa.CFA]FuncResult{}
	for i := len(order) - 1; i >= 0; i-- {
		c := order[i]
		p, has := prepare(c)
		fr := FuncResult{CFA: p.cfa}
		calls := callsAny(p.cfa, isClosed)
		if !has && !calls {
			out[c] = fr
			continue
		}
		res := run(p, contextConfig{collect: isClosed})
		from := res
		if g := got[c.Fn]; g != nil && isClosed(c.Fn) && !res.Budget && !g.unknown && g.sites == closed[closedCallee(closed, c.Fn)] {
			todo := unprovenChecks(res)
			if len(todo) > 0 || calls {
				ctxs := g.ctxs
				r2 := run(p, contextConfig{
					wanted:    func(chk *ssa2cfa.Check) bool { return todo[chk] },
					entry:     func(init domains.Numeric) domains.Numeric { return summary.Entry(p.cfa, init, ctxs) },
					proveOnly: true,
					collect:   isClosed,
				})
				if !r2.Budget {
					proveFrom(res, r2)
					from = r2
				}
			}
		}
		if has {
			fr.Result = res
		}
		out[c] = fr
		if from.Budget {
			continue
		}
		for fn, cc := range from.Contexts {
			g := got[fn]
			if g == nil {
				g = &gathered{}
				got[fn] = g
			}
			g.sites += cc.Sites
			for _, k := range cc.Ctxs {
				if k == nil {
					g.unknown = true
				}
			}
			g.ctxs = append(g.ctxs, cc.Ctxs...)
		}
	}
	return out
}

// callsAny reports whether c calls a function sel selects.
func callsAny(c *ssa2cfa.CFA, sel func(*ssa.Function) bool) bool {
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil && sel(call.Callee) {
			return true
		}
	}
	return false
}

// unprovenChecks returns the checks res leaves unproven.
func unprovenChecks(res *Result) map[*ssa2cfa.Check]bool {
	out := map[*ssa2cfa.Check]bool{}
	for _, cr := range res.Checks {
		if cr.Verdict == Unproven {
			out[cr.Check] = true
		}
	}
	return out
}

// proveFrom marks proven the checks of res that r proves.
func proveFrom(res, r *Result) {
	proven := map[*ssa2cfa.Check]bool{}
	for _, cr := range r.Checks {
		if cr.Verdict == Proven {
			proven[cr.Check] = true
		}
	}
	for i := range res.Checks {
		cr := &res.Checks[i]
		if cr.Verdict == Unproven && proven[cr.Check] {
			*cr = CheckResult{Check: cr.Check, Verdict: Proven, Call: cr.Call}
		}
	}
}
