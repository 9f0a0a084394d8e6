package engine

import (
	"context"
	"flag"
	"reflect"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// PackageResult holds the verdicts for every analysed function of a package,
// in source order.
type PackageResult struct {
	Funcs []FuncResult
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
	Flags:      cpaFlag(),
}

// cpaFlag registers the flag "cpa", the CPA configuration (cpa.ParseConfig).
func cpaFlag() flag.FlagSet {
	var fs flag.FlagSet
	fs.String("cpa", "default", "CPA configuration: default (keyed numeric CPA), A–F (merge/stop operators of a composite), and/or a domain-type composition explicit-int, bdd-bool, bdd-inteq, bdd-inteqadd, bdd-int, joined by +")
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
	pr := &PackageResult{}
	for _, f := range dt.Funcs {
		if f.CFA == nil {
			continue
		}
		fr := FuncResult{CFA: f.CFA}
		if hasReported(f.CFA) {
			res, err := Analyze(context.Background(), f.CFA, Config{
				Domain:  domainFor(f.CFA),
				KeyVars: keyVars(f.CFA, f.Types),
				Wanted:  reported,
				CPA:     conf,
				Types:   f.Types,
			})
			if err != nil {
				return nil, err
			}
			fr.Result = res
		}
		pr.Funcs = append(pr.Funcs, fr)
	}
	sort.SliceStable(pr.Funcs, func(i, j int) bool { return pr.Funcs[i].CFA.Fn.Pos() < pr.Funcs[j].CFA.Fn.Pos() })
	return pr, nil
}

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
