package engine

import (
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
// A closed function (closedFuncs) not on a call cycle, or on one through
// itself alone, runs only in the contexts of its calls, all of which but
// its own recursive calls are in functions analysed before it. When the analyses of its callers have seen every one of them, the
// checks its own analysis leaves unproven are analysed again from an entry
// state restricted to those contexts (summary.Entry); the checks that
// analysis proves are proven. Manifest verdicts are only ever taken from
// the unrestricted analysis, so that they never depend on the callers.
func analyzeTopDown(cfas []*ssa2cfa.CFA, closed closedSet, prepare func(*ssa2cfa.CFA) (prepared, bool), run func(prepared, contextConfig) *Result) map[*ssa2cfa.CFA]FuncResult {
	order, cyclic, selfOnly := components(cfas)
	isClosed := func(fn *ssa.Function) bool {
		return (!cyclic[fn] || selfOnly[fn]) && closed.calls(fn) > 0
	}
	got := map[*ssa.Function]*gathered{}
	out := map[*ssa2cfa.CFA]FuncResult{}
	for i := len(order) - 1; i >= 0; i-- {
		c := order[i]
		p, has := prepare(c)
		fr := FuncResult{CFA: p.cfa}
		calls := callsAny(p.cfa, func(fn *ssa.Function) bool { return fn != c.Fn && isClosed(fn) })
		if !has && !calls {
			out[c] = fr
			continue
		}
		res := run(p, contextConfig{collect: isClosed})
		from := res
		if g := got[c.Fn]; g != nil && isClosed(c.Fn) && !res.Budget && !g.unknown && g.sites+selfCalls(p.cfa) == closed.calls(c.Fn) {
			todo := unprovenChecks(res)
			if (len(todo) > 0 || calls) && constrains(g.ctxs) {
				if r2 := runInContext(p, c.Fn, g.ctxs, todo, isClosed, run); r2 != nil {
					proveFrom(res, r2)
					from = r2
				}
				if left := unprovenChecks(res); len(left) > 0 && selfCalls(p.cfa) == 0 {
					proveChecks(res, runEachContext(p, g.ctxs, left, run))
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
			if fn == c.Fn {
				continue // its own recursive calls: see runInContext
			}
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

// constrains reports whether some context says something of the
// arguments: with none, the entry the contexts give is the unrestricted
// one, and an analysis from it would repeat the first (a closure without
// parameters, or callers that know nothing of what they pass).
func constrains(ctxs [][]summary.Constraint) bool {
	for _, k := range ctxs {
		if len(k) > 0 {
			return true
		}
	}
	return false
}

// maxContextRounds bounds the analyses of a recursive closed function in
// search of contexts that its own recursive calls respect.
const maxContextRounds = 3

// runInContext analyses the checks todo of p's function fn from the join
// of the contexts ctxs of its callers' calls. A function that calls itself
// (and no other function of its call cycle) runs in the contexts of its
// own recursive calls too: the analysis is repeated, the entry widened by
// the contexts of its recursive calls, until they add nothing (the entry
// covers them), at most maxContextRounds times. nil when no analysis within
// budget had an entry covering every call.
func runInContext(p prepared, fn *ssa.Function, ctxs [][]summary.Constraint, todo map[*ssa2cfa.Check]bool, isClosed func(*ssa.Function) bool, run func(prepared, contextConfig) *Result) *Result {
	outer := ctxs
	self := selfCalls(p.cfa) > 0
	for round := 0; round < maxContextRounds; round++ {
		var init domains.Numeric // the main analysis's (others may differ in domain)
		cur := ctxs
		r := run(p, contextConfig{
			wanted: func(chk *ssa2cfa.Check) bool { return todo[chk] },
			entry: func(n domains.Numeric) domains.Numeric {
				if init == nil {
					init = n
				}
				return summary.Entry(p.cfa, n, cur)
			},
			proveOnly: true,
			collect:   func(f *ssa.Function) bool { return f == fn || isClosed(f) },
		})
		if r.Budget {
			return nil
		}
		if !self {
			return r
		}
		own := r.Contexts[fn]
		if own == nil || init == nil {
			return nil
		}
		for _, k := range own.Ctxs {
			if k == nil {
				return nil // a recursive call with unknown arguments
			}
		}
		next := append(append([][]summary.Constraint(nil), outer...), own.Ctxs...)
		have, want := summary.Entry(p.cfa, init, cur), summary.Entry(p.cfa, init, next)
		if want.Leq(have) {
			return r
		}
		// Widen, so that a recursion that counts (f(s, i+1)) stabilises:
		// the next round starts from the constraints over the parameters
		// that the widened entry keeps.
		ctxs = [][]summary.Constraint{summary.Project(p.cfa, have.Widen(have.Join(want)), summary.AllSlots(p.cfa))}
	}
	return nil
}

// selfCalls counts c's calls of its own function.
func selfCalls(c *ssa2cfa.CFA) int {
	n := 0
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee == c.Fn {
			n++
		}
	}
	return n
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
	proveChecks(res, proven)
}

// proveChecks marks proven the unproven checks of res in proven.
func proveChecks(res *Result, proven map[*ssa2cfa.Check]bool) {
	for i := range res.Checks {
		cr := &res.Checks[i]
		if cr.Verdict == Unproven && proven[cr.Check] {
			*cr = CheckResult{Check: cr.Check, Verdict: Proven, Call: cr.Call}
		}
	}
}
