package engine

import (
	"context"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// secondSteps bounds the second opinion to this multiple of the first
// run's steps (plus secondSlack), within the function's own budget, so that
// it cannot dominate the cost and its verdicts do not depend on the load.
const (
	secondSteps = 4
	secondSlack = 2000
)

// secondOpinion re-analyses c with the combined predicate + numeric domain
// NEX (package cpa/numpredcpa) when the default configuration left some of
// unproven unproven: NEX keeps the numbers of each valuation of the
// function's flags apart across joins (failed = failed || len(s) == 0;
// if !failed { s[0] }), which the default keys only at some locations. It
// returns the checks of unproven whose error location the second run does
// not reach. Both analyses over-approximate, so a check either proves is
// proven. It does nothing for a configuration other than the default (the
// user chose one) or when the run goes over its budget.
func secondOpinion(ctx context.Context, c *ssa2cfa.CFA, cfg Config, firstSteps int, unproven []*ssa2cfa.Check) map[*ssa2cfa.Check]bool {
	if len(unproven) == 0 || cfg.CPA != cpa.DefaultConfig || !hasFlags(c) {
		return nil
	}
	b := cfg.Budget
	if max := secondSteps*firstSteps + secondSlack; b.MaxSteps == 0 || b.MaxSteps > max {
		b.MaxSteps = max
	}
	second := cfg
	second.CPA = cpa.Config{Combined: cpa.NEX}
	p := numeric.New(c, numeric.Config{Domain: cfg.Domain, KeyVars: cfg.KeyVars, Call: cfg.Call})
	a, err := analysisCPA(c, second, p)
	if err != nil {
		return nil
	}
	reached, err := cpa.Run(ctx, c, a, b)
	if err != nil {
		return nil
	}
	var out map[*ssa2cfa.Check]bool
	for _, chk := range unproven {
		if len(reached.ByLoc[chk.Err]) == 0 {
			if out == nil {
				out = map[*ssa2cfa.Check]bool{}
			}
			out[chk] = true
		}
	}
	return out
}

// hasFlags reports whether c has a Bool variable, the predicates NEX adds
// to the numbers: without one it would repeat the first run.
func hasFlags(c *ssa2cfa.CFA) bool {
	for _, v := range c.Vars {
		if v.Type.IsBool() {
			return true
		}
	}
	return false
}

// unprovenChecks lists the wanted checks of c whose error location the run
// reached.
func unprovenChecks(c *ssa2cfa.CFA, cfg Config, reached *cpa.Reached) []*ssa2cfa.Check {
	var out []*ssa2cfa.Check
	for _, chk := range c.Checks {
		if (cfg.Wanted == nil || cfg.Wanted(chk)) && len(reached.ByLoc[chk.Err]) > 0 {
			out = append(out, chk)
		}
	}
	return out
}
