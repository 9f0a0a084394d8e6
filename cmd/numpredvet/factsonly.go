package main

import (
	"encoding/json"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers"
)

// vetxOnly reports whether the tool runs as a vet tool on a package that is
// only a dependency of the packages vetted: its configuration file (the
// single argument ending in .cfg, see unitchecker) says VetxOnly, and only
// the package's facts are wanted.
func vetxOnly(args []string) bool {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return false
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return false // unitchecker reports the error
	}
	var cfg struct{ VetxOnly bool }
	return json.Unmarshal(data, &cfg) == nil && cfg.VetxOnly
}

// factsOnly returns the suite for a facts-only run: an analyzer that
// exports no facts and that no other analyzer requires has nothing to do
// there, and is replaced by a copy (same name, flags and requirements) that
// does nothing. unitchecker keeps such an analyzer when it requires one
// with facts (a TODO in unitchecker.go calls that test backwards), which
// for bounds and assert means classifying every check of every dependency
// for diagnostics nobody prints; their requirements still run, so the
// facts are the same. An analyzer with a variant for dependencies
// (analyzers.ForDependency) runs that instead.
func factsOnly(suite []*analysis.Analyzer) []*analysis.Analyzer {
	required := map[*analysis.Analyzer]bool{}
	var mark func(a *analysis.Analyzer)
	mark = func(a *analysis.Analyzer) {
		for _, r := range a.Requires {
			if !required[r] {
				required[r] = true
				mark(r)
			}
		}
	}
	for _, a := range suite {
		mark(a)
	}
	out := make([]*analysis.Analyzer, len(suite))
	for i, a := range suite {
		out[i] = analyzers.ForDependency(a)
		if len(a.FactTypes) == 0 && !required[a] {
			idle := *a
			idle.Run = func(*analysis.Pass) (any, error) { return nil, nil }
			idle.ResultType = nil
			out[i] = &idle
		}
	}
	return out
}
