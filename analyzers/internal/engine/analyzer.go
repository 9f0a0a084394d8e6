package engine

import (
	"context"
	"flag"
	"reflect"
	"sort"
	"sync"

	"golang.org/x/tools/go/analysis"

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
	once  sync.Once
	funcs []FuncResult
	run   func() []FuncResult
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
	Requires:   []*analysis.Analyzer{domtypes.Analyzer},
	Run:        runPackage,
	ResultType: reflect.TypeOf((*PackageResult)(nil)),
	FactTypes:  []analysis.Fact{new(summary.Summary)},
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
	case ssa2cfa.CheckIndex, ssa2cfa.CheckSlice, ssa2cfa.CheckAssert, ssa2cfa.CheckUnreachable:
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
	sums := newSummaries(pass)
	sums.importAll(cfas)
	config := func(c *ssa2cfa.CFA, wanted func(*ssa2cfa.Check) bool) Config {
		return Config{
			Domain:  domainFor(c),
			KeyVars: keyVars(c, typesOf[c]),
			Wanted:  wanted,
			CPA:     conf,
			Types:   typesOf[c],
			Call:    sums.callHook(c),
		}
	}
	// Postconditions are computed when first needed: at a call, by the
	// caller's analysis, and now for the functions other packages can call
	// (facts). A dependency analysed for its facts alone thus pays for its
	// exported functions and what they call, nothing more.
	sums.onDemand(cfas, func(c *ssa2cfa.CFA) (*Result, error) {
		return Analyze(context.Background(), c, config(c, none))
	})
	sums.exportFacts(cfas)
	pr := &PackageResult{}
	pr.run = func() []FuncResult {
		var out []FuncResult
		for _, c := range cfas {
			fr := FuncResult{CFA: c}
			if hasReported(c) {
				res, err := Analyze(context.Background(), c, config(c, reported))
				if err != nil {
					// Not expected past lowering and configuration (both
					// checked above): report the function as not analysed.
					res = &Result{Budget: true}
				}
				fr.Result = res
			}
			out = append(out, fr)
		}
		sort.SliceStable(out, func(i, j int) bool { return out[i].CFA.Fn.Pos() < out[j].CFA.Fn.Pos() })
		return out
	}
	return pr, nil
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

// keyVars are the Bool and IntEq variables: the predicate part of a state.
func keyVars(c *ssa2cfa.CFA, t *domtype.Result) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	for v := range c.Vars {
		if t == nil {
			if c.Vars[v].Type.IsBool() {
				out = append(out, ssa2cfa.Var(v))
			}
			continue
		}
		switch t.Type(ssa2cfa.Var(v)) {
		case domtype.Bool, domtype.IntEq:
			out = append(out, ssa2cfa.Var(v))
		}
	}
	return out
}

// maxOctagonVars is the largest function (in tracked variables) analysed
// with octagons (extended with the linear forms its guards state), whose
// operations cost O(n²) to O(n³); larger ones use intervals.
const maxOctagonVars = 150

// domainFor chooses the numeric domain for a function by its size.
func domainFor(c *ssa2cfa.CFA) domains.NumericDomain {
	if len(c.Vars) > maxOctagonVars {
		return interval.Domain{}
	}
	return linform.Domain{Base: octagon.Domain{}}
}
