package engine

import (
	"fmt"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxSplitContexts bounds the distinct calling contexts runEachContext
// analyses one by one.
const maxSplitContexts = 8

// runEachContext analyses the checks todo of p's function from each
// distinct calling context of ctxs on its own, and returns the checks
// every one of those analyses proves: each execution of a closed function
// enters it in one of its callers' contexts, so a check proven from each
// is proven, while the join of the contexts (runInContext) may lose the
// relations that each of them holds (f(b, 0) and f(b, len(b)-1)). Nil when
// there are fewer than two or more than maxSplitContexts distinct
// contexts, when one of them says nothing of the arguments (its analysis
// would be the unrestricted one), or an analysis runs over its budget.
func runEachContext(p prepared, ctxs [][]summary.Constraint, todo map[*ssa2cfa.Check]bool, run func(prepared, contextConfig) *Result) map[*ssa2cfa.Check]bool {
	distinct := distinctContexts(ctxs)
	if len(distinct) < 2 || len(distinct) > maxSplitContexts {
		return nil
	}
	for _, k := range distinct {
		if len(k) == 0 {
			return nil
		}
	}
	proven := todo
	for _, k := range distinct {
		one := [][]summary.Constraint{k}
		r := run(p, contextConfig{
			wanted: func(chk *ssa2cfa.Check) bool { return proven[chk] },
			entry: func(n domains.Numeric) domains.Numeric {
				return summary.Entry(p.cfa, n, one)
			},
			proveOnly: true,
			collect:   func(*ssa.Function) bool { return false },
		})
		if r.Budget {
			return nil
		}
		next := map[*ssa2cfa.Check]bool{}
		for _, cr := range r.Checks {
			if cr.Verdict == Proven && proven[cr.Check] {
				next[cr.Check] = true
			}
		}
		proven = next
		if len(proven) == 0 {
			return nil
		}
	}
	return proven
}

// distinctContexts returns ctxs without repeats, in their first order.
func distinctContexts(ctxs [][]summary.Constraint) [][]summary.Constraint {
	seen := map[string]bool{}
	var out [][]summary.Constraint
	for _, k := range ctxs {
		key := fmt.Sprint(k)
		if !seen[key] {
			seen[key] = true
			out = append(out, k)
		}
	}
	return out
}
