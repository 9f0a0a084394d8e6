package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// Verdict is what the engine concluded about one check.
type Verdict uint8

const (
	Proven   Verdict = iota // the check never fails
	Unproven                // it may fail
	Manifest                // it fails on every execution through a reachable point
)

func (v Verdict) String() string {
	return [...]string{"proven", "unproven", "manifest"}[v]
}

// CheckResult is the verdict on one check.
type CheckResult struct {
	Check   *ssa2cfa.Check
	Verdict Verdict
	// For manifest checks: the point P (a location) every execution through
	// which fails, and a witness: input values of a concrete failing run.
	Point   ssa2cfa.Loc
	Witness []Binding
	// Failing holds, for a manifest check, the values of the check's
	// Operands where the witness run fails it ("" for an absent operand or
	// one the witness does not determine).
	Failing []string
	// Unconfirmed is set for an unproven check that must fail from Point by
	// the abstract analysis but could not be confirmed: no SMT solver.
	Unconfirmed bool
	// Call is set for a call-site check: a callee's precondition at a call
	// (see withCallChecks).
	Call *CallSite
}

// Binding is one input value of a witness.
type Binding struct {
	Name  string
	Value string
}

// Result is the outcome for one function.
type Result struct {
	Checks []CheckResult // in check order
	// Budget is set when the function was too large to analyse; Checks is
	// then empty.
	Budget bool
	// NoSolver is set when manifest verdicts were not attempted because no
	// SMT solver is available.
	NoSolver bool
	// Exits over-approximate the states in which the function returns,
	// as the analysis kept them apart (none when no execution does);
	// unset when Budget is.
	Exits []domains.Numeric
	// RelExits, when the function was analysed with intervals over a
	// relational domain's budget, are the exit states of a relational
	// analysis of the cone of its summary (see resultCone), which
	// over-approximate them too.
	RelExits []domains.Numeric
	// Contexts holds the calling contexts of the callees Config.Contexts
	// selects; unset when Budget is.
	Contexts map[*ssa.Function]*CallContexts
}

// Config configures the analysis of one function.
type Config struct {
	Domain  domains.NumericDomain
	KeyVars []ssa2cfa.Var
	// Budget bounds the analysis; a zero MaxSteps is set from the
	// function's size (see stepBudget).
	Budget cpa.Budget
	// HangGuard stops a function that still runs after this long (0 =
	// 2m). The budgets that decide verdicts count steps, not time, so that
	// the output does not depend on the machine's load; the guard, far
	// above what the step budget allows on a loaded machine, only keeps a
	// pathological function from hanging the tool.
	HangGuard time.Duration
	// Wanted selects the checks to classify (nil: all).
	Wanted func(*ssa2cfa.Check) bool
	// CPA is the CPA configuration (the zero value: the keyed numeric CPA).
	CPA cpa.Config
	// Types classifies c's variables for the composite configurations (nil:
	// computed when needed).
	Types *domtype.Result
	// Call, if set, is the post-condition of call edges (see numeric.Config).
	Call func(n domains.Numeric, call *ssa2cfa.Call) (post domains.Numeric, sink bool)
	// CallCases, if set, splits the post-condition of call edges (see
	// numeric.Config).
	CallCases func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool)
	// CaseVar returns the variable of the result a call's cases are
	// about, -1 if none or if they split the call whatever the analysis
	// tracks (see summaries.caseVar).
	CaseVar func(call *ssa2cfa.Call) ssa2cfa.Var
	// CallSites describes the call-site checks of c (see withCallChecks).
	CallSites map[*ssa2cfa.Check]*CallSite
	// Relational, if set, is a relational domain for the checks that
	// Domain (intervals) leaves unproven: a second analysis tracks, in it,
	// only their cone of influence (see provePacked). The fallback from a
	// relational Domain over its budget sets it to that domain.
	Relational domains.NumericDomain
	// Entry, if set, restricts the entry state to the calling contexts of
	// the function (see numeric.Config).
	Entry func(init domains.Numeric) domains.Numeric
	// ProveOnly skips the search for manifest failures: the checks not
	// proven are unproven.
	ProveOnly bool
	// Contexts, if set, selects the callees whose calling contexts the
	// analysis collects (Result.Contexts).
	Contexts func(callee *ssa.Function) bool
}

// Analyze classifies the checks of c.
func Analyze(ctx context.Context, c *ssa2cfa.CFA, cfg Config) (*Result, error) {
	if cfg.HangGuard == 0 {
		cfg.HangGuard = 2 * time.Minute
	}
	if os.Getenv("NPV_TRACE") != "" {
		start, dom := time.Now(), "none"
		if cfg.Domain != nil {
			dom = cfg.Domain.Name()
		}
		defer func() {
			fmt.Fprintf(os.Stderr, "TIME %s vars=%d dom=%s ms=%d\n", c.Fn, len(c.Vars), dom, time.Since(start).Milliseconds())
		}()
	}
	var fallback Config
	tracked := len(c.Vars)
	pd, inPack := cfg.Domain.(*packDomain)
	if inPack {
		tracked = len(pd.pack)
		// Keys the pack does not track would split nothing.
		cfg.KeyVars = slices.DeleteFunc(slices.Clone(cfg.KeyVars), func(v ssa2cfa.Var) bool { return pd.at[v] < 0 })
	}
	if cfg.Budget.MaxSteps == 0 {
		cfg.Budget.MaxSteps = stepBudget(tracked)
		if cfg.Domain != nil && cfg.Domain.Name() == (interval.Domain{}).Name() {
			cfg.Budget.MaxSteps = intervalBudget(len(c.Vars))
		} else if cfg.Domain != nil {
			fallback = cfg
			fallback.Domain = interval.Domain{}
			fallback.Relational = cfg.Domain
			if inPack {
				fallback.Relational = pd.base // provePacked makes its own packs
			}
			fallback.Budget.MaxSteps = intervalBudget(len(c.Vars))
		}
	}
	outer := ctx
	ctx, cancel := context.WithTimeout(ctx, cfg.HangGuard)
	defer cancel()
	p := numeric.New(c, numeric.Config{Domain: cfg.Domain, KeyVars: cfg.KeyVars, Call: cfg.Call, CallCases: cfg.CallCases, Entry: cfg.Entry})
	a, err := analysisCPA(c, cfg, p)
	if err != nil {
		return nil, err
	}
	reached, err := cpa.Run(ctx, c, a, cfg.Budget)
	if err != nil {
		if errors.Is(err, cpa.ErrBudget) && fallback.Domain != nil {
			// Over the default budget: intervals instead, whose steps cost
			// O(n) rather than the relational domain's O(n³).
			return Analyze(outer, c, fallback)
		}
		if errors.Is(err, cpa.ErrBudget) || errors.Is(err, context.DeadlineExceeded) {
			if os.Getenv("NPV_TRACE") != "" {
				fmt.Fprintf(os.Stderr, "BUDGET %s vars=%d locs=%d edges=%d checks=%d steps=%d dom=%s err=%v\n", c.Fn, len(c.Vars), len(c.Locs), len(c.Edges), len(c.Checks), cfg.Budget.MaxSteps, cfg.Domain.Name(), err)
			}
			return &Result{Budget: true}, nil
		}
		return nil, err
	}
	res := &Result{Exits: exitStates(reached, a, cfg.Domain)}
	// The must-failure search runs over the sharpest run: a refined one
	// that proves no more keeps the first run's contexts (its widenings
	// differ), but its templates sharpen the states the search sees.
	mustCPA, mustP, mustReached := a, p, reached
	if rp, rr, proves := refineUnproven(ctx, c, cfg, p, reached); rr != reached {
		mustCPA, mustP, mustReached = rp, rp, rr
		if proves {
			p, reached = rp, rr
		}
	}
	var packed map[*ssa2cfa.Check]bool
	if cfg.Relational != nil && hasResults(c) {
		res.RelExits = relExits(ctx, c, cfg, cfg.Relational, reached.Steps)
	}
	if cfg.Relational != nil {
		var todo []*ssa2cfa.Check
		for _, chk := range c.Checks {
			if (cfg.Wanted == nil || cfg.Wanted(chk)) && len(reached.ByLoc[chk.Err]) > 0 {
				todo = append(todo, chk)
			}
		}
		packed = provePacked(ctx, c, cfg, cfg.Relational, todo, reached.Steps)
		var left []*ssa2cfa.Check
		for _, chk := range todo {
			if !packed[chk] {
				left = append(left, chk)
			}
		}
		for chk := range proveLocal(ctx, c, cfg, cfg.Relational, reached, left, reached.Steps) {
			packed[chk] = true
		}
	}
	if cfg.Contexts != nil {
		res.Contexts = callContexts(c, p, reached, cfg.Contexts, cfg.CallSites)
	}
	var w *witnesser
	var mfa *mustFail
	recovers := mayRecover(c.Fn)
	var only *ssa2cfa.Check
	var onlyOperands []string
	onlyOK := false
	if !recovers {
		only, onlyOperands, onlyOK = onlyRun(c)
	}
	for _, chk := range c.Checks {
		if cfg.Wanted != nil && !cfg.Wanted(chk) {
			continue
		}
		site := cfg.CallSites[chk]
		cr := CheckResult{Check: chk, Verdict: Proven, Call: site}
		if onlyOK {
			// The function's one execution decides every check.
			if chk == only && !cfg.ProveOnly && !stub(c, chk, c.Entry) {
				cr.Verdict, cr.Point, cr.Failing = Manifest, c.Entry, onlyOperands
			} else if chk == only {
				cr.Verdict = Unproven
			}
			res.Checks = append(res.Checks, cr)
			continue
		}
		if len(reached.ByLoc[chk.Err]) > 0 && !packed[chk] {
			cr.Verdict = Unproven
			if recovers || cfg.ProveOnly {
				res.Checks = append(res.Checks, cr)
				continue // a failure here may be recovered: never manifest
			}
			if mfa == nil {
				mfa = newMustFail(mustCPA, mustReached)
				mfa.terminates = func(loop []ssa2cfa.Loc) bool {
					return terminates(ctx, mustP, cfg.Domain, mustReached, loop)
				}
				mfa.failsFrom = func(chk *ssa2cfa.Check, pt ssa2cfa.Loc) bool {
					return failsFrom(ctx, mustP, cfg.Domain, mustReached, chk, pt)
				}
			}
			if pt, ok := mfa.point(chk); ok && (site != nil || !stub(c, chk, pt)) {
				if w == nil {
					w = newWitnesser(c)
					w.abstract = mustP
					defer w.close()
				}
				if w.err != nil {
					res.NoSolver = true
					cr.Unconfirmed, cr.Point = true, pt
				} else if ctx.Err() == nil {
					if wit, ok := w.find(ctx, mustReached, chk, pt, site != nil); ok {
						cr.Verdict, cr.Point, cr.Witness, cr.Failing = Manifest, pt, wit.inputs, wit.operands
					}
				}
			}
		}
		res.Checks = append(res.Checks, cr)
	}
	if os.Getenv("NPV_TRACE") != "" {
		n := 0
		for _, cr := range res.Checks {
			if cr.Verdict == Unproven {
				n++
			}
		}
		fmt.Fprintf(os.Stderr, "FINAL %s vars=%d dom=%s unproven=%d\n", c.Fn, len(c.Vars), cfg.Domain.Name(), n)
	}
	return res, nil
}

// stepWork is the work one function may spend, in transfer steps times the
// cube of its variable count: a step of the relational domain costs up to
// n³ (a closure). It is about a second of analysis on one core.
const stepWork = 8e8

// intervalSteps scales the step budget of a function analysed with
// intervals (from the start, or when the relational domain ran over its
// budget): an interval step costs a small fraction of an octagon step over
// the same variables.
const intervalSteps = 10

// intervalWork is the work of an interval analysis, in transfer steps
// times the variable count: an interval step costs O(n), so a large
// function, whose relational budget is a few hundred steps, still gets
// enough interval steps for a few passes over its locations.
const intervalWork = 2e7

// intervalBudget is the transfer-step budget of an interval analysis of a
// function with n variables.
func intervalBudget(n int) int {
	return min(max(intervalSteps*stepBudget(n), int(intervalWork/float64(max(n, 8)))), 1000000)
}

// stepBudget is the transfer-step budget of a function with n variables.
func stepBudget(n int) int {
	n = max(n, 8)
	return min(max(int(stepWork/float64(n*n*n)), 200), 1000000)
}

// stub reports a panic("unreachable") that follows a call (documenting
// that the call never returns), and a function written never to be
// called: one that reaches
// panic("unreachable") or assert(false) on every call (a compiler
// intrinsic's Go body, a "must not be called" stub). The marker states a
// precondition on its callers, so the failure is latent, not manifest. An
// assertion whose condition is computed (assert(x != x)) is not a marker.
func stub(c *ssa2cfa.CFA, chk *ssa2cfa.Check, point ssa2cfa.Loc) bool {
	if chk.Kind == ssa2cfa.CheckUnreachable && chk.AfterCall {
		return true // fatal(...); panic("unreachable"): the call does not return
	}
	if point != c.Entry {
		return false
	}
	k, ok := chk.Cond.(*ssa2cfa.Const)
	return ok && k.Bits == 0 && (chk.Kind == ssa2cfa.CheckAssert || chk.Kind == ssa2cfa.CheckUnreachable)
}
