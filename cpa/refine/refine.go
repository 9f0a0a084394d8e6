package refine

import (
	"context"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Config configures a refinement.
type Config struct {
	// Numeric is the configuration of the run being refined; its Domain
	// must be a linform.Domain (others are not refined). Setting its
	// Thresholds to the first run's saves computing them again.
	Numeric numeric.Config
	// Budget bounds each round's run.
	Budget cpa.Budget
	// Rounds bounds the refinement rounds (0 = 1).
	Rounds int
	// MaxVars skips functions with more variables (0 = 32), and MaxSteps
	// those whose first run took more transfer steps (0 = 1500): each round
	// costs a full analysis, with templates a dearer one.
	MaxVars  int
	MaxSteps int
}

// Result is a refined analysis.
type Result struct {
	CPA     *numeric.CPA
	Reached *cpa.Reached
	// Forms are the templates of the final round.
	Forms []domains.Lin
	// Rounds is how many analyses ran.
	Rounds int
}

// Unproven returns the checks selected by wanted (nil: all) whose error
// location reached holds.
func Unproven(c *ssa2cfa.CFA, reached *cpa.Reached, wanted func(*ssa2cfa.Check) bool) []*ssa2cfa.Check {
	var out []*ssa2cfa.Check
	for _, chk := range c.Checks {
		if (wanted == nil || wanted(chk)) && len(reached.ByLoc[chk.Err]) > 0 {
			out = append(out, chk)
		}
	}
	return out
}

// Refine re-runs the numeric analysis of c with templates learnt from the
// checks reached leaves unproven, from the loops' increments and from
// their guards, adding candidates round by round. It returns the first
// round's result that proves every wanted check reached proves and at
// least one more, or nil (with a nil error) when no round does, when
// nothing is unproven or the function is outside the refinement's scope.
// Errors are the budget's and the context's.
func Refine(ctx context.Context, c *ssa2cfa.CFA, cfg Config, reached *cpa.Reached, wanted func(*ssa2cfa.Check) bool) (*Result, error) {
	if cfg.Rounds == 0 {
		cfg.Rounds = 1
	}
	if cfg.MaxVars == 0 {
		cfg.MaxVars = 32
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 1500
	}
	dom, ok := cfg.Numeric.Domain.(linform.Domain)
	if !ok || len(c.Vars) > cfg.MaxVars || reached.Steps > cfg.MaxSteps {
		return nil, nil
	}
	unproven := Unproven(c, reached, wanted)
	if len(unproven) == 0 || !hasLoop(c) {
		return nil, nil // templates pay off across loop joins and widenings
	}
	// Candidates by priority (the templates keep the first ones): the
	// counterexamples' conditions, the loops' increment ratios, their
	// guards.
	groups := []func() []domains.Lin{
		func() []domains.Lin {
			return append(append(errorForms(c, unproven, 6), ratioForms(c)...), loopGuardForms(c)...)
		},
	}
	var forms []domains.Lin
	rounds := 0
	for _, g := range groups {
		if rounds >= cfg.Rounds {
			break
		}
		more := closure(c, g(), maxCandidates)
		grown := false
		seen := map[string]bool{}
		for _, f := range forms {
			seen[f.String()] = true
		}
		for _, f := range more {
			if !seen[f.String()] {
				forms = append(forms, f)
				grown = true
			}
		}
		if !grown {
			continue
		}
		tpl := linform.NewTemplates(forms)
		if tpl.Len() == 0 {
			continue
		}
		ncfg := cfg.Numeric
		ncfg.Domain = linform.Domain{Base: dom.Base, Templates: tpl}
		p := numeric.New(c, ncfg)
		r, err := cpa.Run(ctx, c, p, cfg.Budget)
		rounds++
		if err != nil {
			return nil, err
		}
		if better(c, reached, r, wanted) {
			return &Result{CPA: p, Reached: r, Forms: tpl.Forms(), Rounds: rounds}, nil
		}
	}
	return nil, nil
}

// better reports that r proves every wanted check old proves, and more.
func better(c *ssa2cfa.CFA, old, r *cpa.Reached, wanted func(*ssa2cfa.Check) bool) bool {
	more := false
	for _, chk := range c.Checks {
		if wanted != nil && !wanted(chk) {
			continue
		}
		was, is := len(old.ByLoc[chk.Err]) == 0, len(r.ByLoc[chk.Err]) == 0
		if was && !is {
			return false
		}
		more = more || is && !was
	}
	return more
}

// hasLoop reports whether c has a loop head.
func hasLoop(c *ssa2cfa.CFA) bool {
	for _, h := range c.LoopHeads() {
		if h {
			return true
		}
	}
	return false
}
