package engine

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/refine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// refineSteps bounds each refinement round to this multiple of the first
// run's steps (plus refineSlack), within the function's own budget:
// refinement must not dominate the cost, and a step budget keeps verdicts
// independent of the machine's load.
const (
	refineSteps = 2
	refineSlack = 500
	// cexRounds bounds the counterexample-guided rounds (Z3 checks the
	// abstract counterexamples; their unsat cores give the precision). They
	// run for assertions only: on the run-time checks of std (strict
	// bounds on strings and bytes) they proved nothing, for +20% CPU and
	// +0.9 GB of memory (BENCHMARKS.md, "Counterexample refinement").
	cexRounds = 1
)

// refineUnproven tries to prove the wanted checks the run left unproven
// (package refine); it returns the refined analysis, proves reporting
// whether it proves more than reached (else it proves as much, and only its
// states are sharper), or p and reached unchanged.
func refineUnproven(ctx context.Context, c *ssa2cfa.CFA, cfg Config, p *numeric.CPA, reached *cpa.Reached) (*numeric.CPA, *cpa.Reached, bool) {
	b := cfg.Budget
	if max := refineSteps*reached.Steps + refineSlack; b.MaxSteps == 0 || b.MaxSteps > max {
		b.MaxSteps = max
	}
	t0 := time.Now()
	r, err := refine.Refine(ctx, c, refine.Config{
		Numeric:   numeric.Config{Domain: cfg.Domain, KeyVars: cfg.KeyVars, Call: cfg.Call, CallCases: cfg.CallCases, Entry: cfg.Entry, Thresholds: p.ComputedThresholds()},
		Budget:    b,
		CexRounds: cexRounds,
		CexWanted: assertion,
	}, reached, cfg.Wanted)
	if os.Getenv("NPV_TRACE") != "" {
		rounds, forms, keys := 0, 0, 0
		if r != nil {
			rounds, forms, keys = r.Rounds, len(r.Forms), len(r.Keys)-len(cfg.KeyVars)
		}
		fmt.Fprintf(os.Stderr, "REFINE %s vars=%d steps=%d improved=%v rounds=%d forms=%d keys=+%d ms=%d err=%v\n", c.Fn.String(), len(c.Vars), reached.Steps, r != nil, rounds, forms, keys, time.Since(t0).Milliseconds(), err)
	}
	if err != nil || r == nil {
		return p, reached, false
	}
	return r.CPA, r.Reached, !r.Sharper
}
