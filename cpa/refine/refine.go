package refine

import (
	"context"
	"strings"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Config configures a refinement.
type Config struct {
	// Numeric is the configuration of the run being refined; its Domain
	// must be Templated (others are not refined). Setting its
	// Thresholds to the first run's saves computing them again.
	Numeric numeric.Config
	// Budget bounds each round's run.
	Budget cpa.Budget
	// Rounds bounds the template refinement rounds (0 = 1).
	Rounds int
	// CexRounds bounds the counterexample-guided rounds that follow (0:
	// none); they need the solver, and are skipped without it.
	CexRounds int
	// CexWanted, if set, selects among the wanted checks those whose
	// counterexamples are checked (nil: all).
	CexWanted func(*ssa2cfa.Check) bool
	// MaxVars skips functions with more variables (0 = 64), and MaxSteps
	// those whose first run took more transfer steps (0 = 3000): each round
	// costs a full analysis, with templates a dearer one. (On 23 standard
	// packages in strict mode, 32 and 1500 prove 3 checks fewer in the
	// same time; 5000 steps proves 2 more for +25% peak memory.)
	MaxVars  int
	MaxSteps int
}

// Result is a refined analysis.
type Result struct {
	CPA     *numeric.CPA
	Reached *cpa.Reached
	// Forms are the templates of the result's round.
	Forms []domains.Lin
	// Keys are the key variables of the result's round.
	Keys []ssa2cfa.Var
	// Rounds is how many analyses ran.
	Rounds int
	// Sharper is set when the result proves no more checks than the run
	// refined, only as many: its templates still sharpen its states (k ==
	// 2·i across a loop), which the search for must-failures uses.
	Sharper bool
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

// Templated is a numeric domain of linear-form templates that refinement
// may set: linform.Domain, or one built over it (a variable pack's).
type Templated interface {
	domains.NumericDomain
	// WithTemplates returns the domain with templates t, over the CFA's
	// variables, in place of its own.
	WithTemplates(t *linform.Templates) domains.NumericDomain
	// Tracked returns how many of a CFA's n variables the domain tracks.
	Tracked(n int) int
}

// Refine re-runs the numeric analysis of c with templates learnt from the
// checks reached leaves unproven, from the loops' increments and from
// their guards; then, with CexRounds, from the unsat cores of spurious
// counterexamples (cex.go), round by round, each round's precision adding
// to the last. It returns the best round's result, which proves every
// wanted check reached proves and at least one more; failing that, the
// template round's if it proves every check reached proves (Sharper); or
// nil (with a nil error) when there is neither, when nothing is unproven
// or the function is outside the refinement's scope. Errors are the
// budget's and the context's, when no round improved before them.
func Refine(ctx context.Context, c *ssa2cfa.CFA, cfg Config, reached *cpa.Reached, wanted func(*ssa2cfa.Check) bool) (*Result, error) {
	if cfg.Rounds == 0 {
		cfg.Rounds = 1
	}
	if cfg.MaxVars == 0 {
		cfg.MaxVars = 64
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 3000
	}
	dom, ok := cfg.Numeric.Domain.(Templated)
	if !ok || dom.Tracked(len(c.Vars)) > cfg.MaxVars || reached.Steps > cfg.MaxSteps {
		return nil, nil
	}
	unproven := Unproven(c, reached, wanted)
	if len(unproven) == 0 {
		return nil, nil
	}
	var best, sharper *Result
	bestReached := reached
	rounds := 0
	// forms are the template candidates in priority order (the templates
	// keep the first ones): the counterexamples' cores first, then the
	// template candidates.
	var forms, tplForms []domains.Lin
	keys := cfg.Numeric.KeyVars
	classKeys := guardVars(c, unproven, errorDepth, keys)
	// run analyses c with the forms and keys so far; it keeps the result
	// if it is the best yet.
	run := func() (*cpa.Reached, error) {
		ncfg := cfg.Numeric
		tpl := linform.NewTemplates(forms)
		ncfg.Domain = dom.WithTemplates(tpl)
		ncfg.KeyVars = keys
		ncfg.ClassKeys = classKeys
		p := numeric.New(c, ncfg)
		r, err := cpa.Run(ctx, c, p, cfg.Budget)
		rounds++
		if err != nil {
			return nil, err
		}
		if better(c, bestReached, r, wanted) {
			best = &Result{CPA: p, Reached: r, Forms: tpl.Forms(), Keys: keys, Rounds: rounds}
			bestReached = r
		} else if best == nil && sharper == nil && !worse(c, reached, r, wanted) {
			sharper = &Result{CPA: p, Reached: r, Forms: tpl.Forms(), Keys: keys, Rounds: rounds, Sharper: true}
		}
		return r, nil
	}
	last := reached
	// Template candidates by priority (the templates keep the first ones):
	// the counterexamples' conditions, the loops' increment ratios, their
	// guards. They pay off across loop joins and widenings.
	if hasLoop(c) {
		ratios := ratioForms(c)
		tplForms = closure(c, append(append(append(errorForms(c, unproven, errorDepth), ratios...), entryForms(c, ratios)...), loopGuardForms(c)...), maxCandidates)
		forms = tplForms
		if linform.NewTemplates(forms).Len() > 0 || len(classKeys) > 0 {
			r, err := run()
			if err != nil {
				return nil, err
			}
			last = r
		}
	}
	cexWanted := func(chk *ssa2cfa.Check) bool {
		return (wanted == nil || wanted(chk)) && (cfg.CexWanted == nil || cfg.CexWanted(chk))
	}
	if cfg.CexRounds == 0 || len(Unproven(c, last, cexWanted)) == 0 {
		return bestOr(best, sharper), nil
	}
	x, err := newCexer(c)
	if err != nil {
		return bestOr(best, sharper), nil // no solver: template refinement only
	}
	defer x.close()
	h := newHints(keys)
	for i := 0; i < cfg.CexRounds && rounds < cfg.Rounds+cfg.CexRounds; i++ {
		open := Unproven(c, last, cexWanted)
		if len(open) == 0 || !x.learn(last, open, h) {
			break
		}
		more := append(closure(c, h.forms, maxCandidates), tplForms...)
		grown := templateKey(more) != templateKey(forms)
		forms = more
		if len(h.keys) > len(keys)-len(cfg.Numeric.KeyVars) {
			keys = append(append([]ssa2cfa.Var(nil), cfg.Numeric.KeyVars...), h.keys...)
			grown = true
		}
		if !grown {
			break
		}
		r, err := run()
		if err != nil {
			if r := bestOr(best, sharper); r != nil {
				return r, nil
			}
			return nil, err
		}
		last = r
	}
	return bestOr(best, sharper), nil
}

// bestOr returns best, or sharper when no round proved more.
func bestOr(best, sharper *Result) *Result {
	if best != nil {
		return best
	}
	return sharper
}

// templateKey identifies the templates forms make.
func templateKey(forms []domains.Lin) string {
	var b strings.Builder
	for _, f := range linform.NewTemplates(forms).Forms() {
		b.WriteString(f.String())
		b.WriteByte(';')
	}
	return b.String()
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

// worse reports that r leaves unproven a wanted check old proves.
func worse(c *ssa2cfa.CFA, old, r *cpa.Reached, wanted func(*ssa2cfa.Check) bool) bool {
	for _, chk := range c.Checks {
		if (wanted == nil || wanted(chk)) && len(old.ByLoc[chk.Err]) == 0 && len(r.ByLoc[chk.Err]) > 0 {
			return true
		}
	}
	return false
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
