package engine

import (
	"context"
	"errors"
	"flag"
	"go/types"
	"reflect"
	"sort"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// PackageResult holds the verdicts for every analysed function of a package,
// in source order. They are computed on first use (Funcs), so that a run
// that only wants the package's facts (a dependency of the packages vetted)
// pays for the postconditions alone.
type PackageResult struct {
	// NotLowered are the package's functions the lowering rejected
	// (too large, or an internal error): none of their checks is
	// analysed.
	NotLowered []NotLowered

	once  sync.Once
	funcs []FuncResult
	run   func() []FuncResult
	posts map[*ssa.Function]*summary.Summary // see ImportedPost
}

// NotLowered is a function the lowering rejected, and why, in a word
// for messages: "budget" for one too large, else "internal error".
type NotLowered struct {
	Fn  *ssa.Function
	Why string
}

// Funcs returns the verdicts, computing them once; safe for concurrent use.
func (pr *PackageResult) Funcs() []FuncResult {
	pr.once.Do(func() {
		if pr.run != nil {
			pr.funcs = pr.run()
		}
	})
	return pr.funcs
}

// FuncResult is the outcome for one function.
type FuncResult struct {
	CFA    *ssa2cfa.CFA
	Result *Result // nil when the function could not be lowered
}

// Analyzer runs the engine on every function of a package once, for the
// analyzers that report on its verdicts (bounds, assert).
var Analyzer = &analysis.Analyzer{
	Name:       "numpredengine",
	Doc:        "internal: classify the run-time checks and assertions of every function (proven, manifest, unproven)",
	URL:        "https://github.com/numpredvet/numpredvet/tree/main/analyzers/internal/engine",
	Requires:   []*analysis.Analyzer{domtypes.Analyzer, ctrlflow.Analyzer},
	Run:        runPackage,
	ResultType: reflect.TypeOf((*PackageResult)(nil)),
	FactTypes:  []analysis.Fact{new(summary.Summary), new(Preconditions)},
	Flags:      cpaFlag(),
}

// cpaFlag registers the flag "cpa", the CPA configuration (cpa.ParseConfig).
func cpaFlag() flag.FlagSet {
	var fs flag.FlagSet
	fs.String("cpa", "default", "CPA configuration: default (keyed numeric CPA), A–F (merge/stop operators of a composite), and/or a domain-type composition explicit-int, bdd-bool, bdd-inteq, bdd-inteqadd, bdd-int, joined by +; or a combined predicate + numeric domain nexpoint, nex, mtndd, ndd (optionally +bdd-bool)")
	return fs
}

// cpaConfig returns the configuration the running pass's "cpa" flag names.
func cpaConfig(pass *analysis.Pass) (cpa.Config, error) {
	f := pass.Analyzer.Flags.Lookup("cpa")
	if f == nil {
		return cpa.DefaultConfig, nil
	}
	return cpa.ParseConfig(f.Value.String())
}

// reported selects the checks some analyzer reports on.
func reported(c *ssa2cfa.Check) bool {
	switch c.Kind {
	case ssa2cfa.CheckIndex, ssa2cfa.CheckSlice, ssa2cfa.CheckSliceToArray, ssa2cfa.CheckAssert, ssa2cfa.CheckUnreachable:
		return true
	}
	return false
}

func runPackage(pass *analysis.Pass) (any, error) {
	dt := pass.ResultOf[domtypes.Analyzer].(*domtypes.Result)
	conf, err := cpaConfig(pass)
	if err != nil {
		return nil, err
	}
	var cfas []*ssa2cfa.CFA
	typesOf := map[*ssa2cfa.CFA]*domtype.Result{}
	for _, f := range dt.Funcs {
		if f.CFA != nil {
			cfas = append(cfas, f.CFA)
			typesOf[f.CFA] = f.Types
		}
	}
	opts := dt.LowerOptions()
	sums := newSummaries(pass)
	sums.stubs = dt.Stubs
	pres := newPrecondStore(pass)
	pres.importAll(cfas)
	withArgLens(cfas, typesOf, argLenFacts(pres, sums), opts)
	sums.importAll(cfas)
	config := func(p prepared, wanted func(*ssa2cfa.Check) bool) Config {
		return Config{
			Domain:     domainFor(p.cfa),
			Relational: relationalFor(p.cfa),
			KeyVars:    analysisKeys(p.cfa, p.types, sums),
			Wanted:     wanted,
			CPA:        conf,
			Types:      p.types,
			Call:       sums.callHook(p.cfa),
			CallCases:  sums.caseHook(p.cfa),
			CaseVar:    sums.caseVar,
			CallSites:  p.sites,
		}
	}
	// Call-site checks and preconditions, callees first, without a CPA run:
	// each function's CFA gets the checks of its callees' preconditions at
	// its calls, then preconditions of its own, which its callers see.
	prep := map[*ssa2cfa.CFA]prepared{}
	cfgs := pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs)
	never := func(call *ssa2cfa.Call) bool {
		return !dt.Stubs[call.Callee] && (noReturn(cfgs, call.Callee) || sums.knownNever(call))
	}
	order, _ := bottomUp(cfas)
	for _, c := range order {
		p := prepared{cfa: c, types: typesOf[c]}
		if cc, sites := withCallChecks(c, pres.lookup); cc != c {
			p = prepared{cfa: cc, sites: sites} // classified when analysed
		}
		prep[c] = p
		if dt.Stubs[c.Fn] {
			continue // its calls return: no precondition fails them
		}
		pres.record(p.cfa, derivePreconditions(p.cfa, domainFor(p.cfa), precondDesc(pass, p.cfa, p.sites), never))
	}
	// Postconditions are computed when first needed: at a call, by the
	// caller's analysis, and now for the functions other packages can call
	// (facts). A dependency analysed for its facts alone thus pays for its
	// exported functions and what they call, nothing more. They are
	// computed on the lowered CFA, without call-site checks.
	sums.onDemand(cfas, func(c *ssa2cfa.CFA, entry func(domains.Numeric) domains.Numeric) (*Result, error) {
		cfg := config(prepared{cfa: c, types: typesOf[c]}, none)
		cfg.Entry = entry
		cfg.Domain, cfg.Relational = summaryDomains(c)
		return Analyze(context.Background(), c, cfg)
	})
	sums.exportFacts(cfas)
	pr := &PackageResult{posts: sums.importedPosts(), NotLowered: notLowered(dt)}
	var fns []*ssa.Function
	for _, c := range cfas {
		fns = append(fns, c.Fn)
	}
	closed := closedSet{named: closedFuncs(pass, dt.Linked), anon: closedAnonFuncs(fns)}
	pr.run = func() []FuncResult {
		// Verdicts only (facts do not wait for them) rest on the field
		// invariants.
		relowered := withFieldInvariants(dt.FieldCandidates, dt.FieldRelations, cfas, opts, conf, sums, pres)
		results := analyzeTopDown(cfas, closed, func(c *ssa2cfa.CFA) (prepared, bool) {
			p, ok := relowered[c]
			if !ok {
				p = prep[c]
			}
			if p.types == nil || p.cfa != c && !ok {
				p.types = domtype.Classify(p.cfa)
			}
			return p, hasReported(p.cfa)
		}, func(p prepared, cx contextConfig) *Result {
			cfg := config(p, reported)
			if cx.wanted != nil {
				cfg.Wanted = cx.wanted
			}
			cfg.Entry, cfg.ProveOnly, cfg.Contexts = cx.entry, cx.proveOnly, cx.collect
			res, err := Analyze(context.Background(), p.cfa, cfg)
			if err != nil {
				// Not expected past lowering and configuration (both
				// checked above): report the function as not analysed.
				res = &Result{Budget: true}
			}
			return res
		})
		var out []FuncResult
		for _, c := range cfas {
			out = append(out, results[c])
		}
		sort.SliceStable(out, func(i, j int) bool { return out[i].CFA.Fn.Pos() < out[j].CFA.Fn.Pos() })
		return out
	}
	return pr, nil
}

// prepared is a function ready for analysis: its CFA with the checks of
// its callees' preconditions at its calls (see withCallChecks).
type prepared struct {
	cfa   *ssa2cfa.CFA
	types *domtype.Result
	sites map[*ssa2cfa.Check]*CallSite
}

// precondDesc describes the checks of c that get preconditions: a
// call-site check inherits its callee's description.
func precondDesc(pass *analysis.Pass, c *ssa2cfa.CFA, sites map[*ssa2cfa.Check]*CallSite) func(*ssa2cfa.Check) (checkDesc, bool) {
	return func(chk *ssa2cfa.Check) (checkDesc, bool) {
		if s, ok := sites[chk]; ok {
			return s.desc(chk), true
		}
		if !precondCheck(chk) {
			return checkDesc{}, false
		}
		return describe(pass.Fset, c, chk), true
	}
}

// noReturn reports a callee that never returns by ctrlflow (os.Exit,
// log.Fatal, a function that always panics, and those that call them on
// every path): a path through a call of it reaches nothing after.
func noReturn(cfgs *ctrlflow.CFGs, fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	obj, ok := fn.Object().(*types.Func)
	return ok && cfgs.NoReturn(obj)
}

// none selects no check.
func none(*ssa2cfa.Check) bool { return false }

func hasReported(c *ssa2cfa.CFA) bool {
	for _, chk := range c.Checks {
		if reported(chk) {
			return true
		}
	}
	return false
}

// maxOctagonVars is the largest function (in tracked variables) analysed
// with octagons (extended with the linear forms its guards state), whose
// operations cost O(n²) to O(n³); larger ones use octagons over the
// variables that matter to their checks if there are few enough of them,
// else intervals, and octagons over the cone of each group of checks left
// unproven (see domainFor, provePacked).
// Measured on 16 standard packages in strict mode, 32 or 64 rather than 150
// about halve the time and prove the same checks there (one more); 20 loses
// proofs. On all of std, 32 leaves some checks unproven that 64 proves
// (among them checks the compiler eliminates).
const maxOctagonVars = 64

// maxSummaryOctagonVars is the same for the analyses that compute
// postconditions: a larger function's gets intervals, and octagons over
// the cone of its results (see relExits). The postconditions of the 16
// packages above lose nothing that their checks need.
const maxSummaryOctagonVars = 16

// domainFor chooses the numeric domain for a function by its size: for
// one of more than maxOctagonVars variables, octagons over those that
// reach a check, a guard or a call (see relevantVars) if they are few
// enough, else intervals.
func domainFor(c *ssa2cfa.CFA) domains.NumericDomain {
	if len(c.Vars) <= maxOctagonVars {
		return linform.Domain{Base: octagon.Domain{}}
	}
	if rel := relevantVars(c, maxOctagonVars+1); len(rel) <= maxOctagonVars {
		return newPackDomain(linform.Domain{Base: octagon.Domain{}}, len(c.Vars), rel)
	}
	return interval.Domain{}
}

// relationalFor is the domain of the packed analyses (see provePacked) of
// a function of more than maxOctagonVars variables, for the checks its
// analysis leaves unproven (with intervals, or with octagons over a pack:
// the cone of a few checks may widen better); nil for a smaller one (the
// fallback to intervals sets it).
func relationalFor(c *ssa2cfa.CFA) domains.NumericDomain {
	if len(c.Vars) > maxOctagonVars {
		return linform.Domain{Base: octagon.Domain{}}
	}
	return nil
}

// summaryDomains chooses the domains of the analysis that computes a
// function's postcondition (see Config.Domain, Config.Relational).
func summaryDomains(c *ssa2cfa.CFA) (domain, relational domains.NumericDomain) {
	if len(c.Vars) > maxSummaryOctagonVars {
		return interval.Domain{}, linform.Domain{Base: octagon.Domain{}}
	}
	return domainFor(c), relationalFor(c)
}

// notLowered lists the functions of dt with a body that the lowering
// rejected.
func notLowered(dt *domtypes.Result) []NotLowered {
	var out []NotLowered
	for _, f := range dt.Funcs {
		if f.Err == nil || len(f.Fn.Blocks) == 0 {
			continue // lowered, or without a body (assembly): no checks
		}
		why := "internal error"
		if errors.Is(f.Err, ssa2cfa.ErrTooLarge) {
			why = "budget"
		}
		out = append(out, NotLowered{Fn: f.Fn, Why: why})
	}
	return out
}
