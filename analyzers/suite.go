package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/assert"
	"github.com/numpredvet/numpredvet/analyzers/bounds"
	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/analyzers/nonterm"
)

// Suite returns numpredvet's analyzers in a stable order. The engine shared
// by bounds and assert is listed so that its flag (-numpredengine.cpa, the
// CPA configuration) can be set; it reports nothing itself.
func Suite() []*analysis.Analyzer {
	return []*analysis.Analyzer{domtypes.Analyzer, engine.Analyzer, bounds.Analyzer, assert.Analyzer, nonterm.Analyzer}
}

// ForDependency returns the analyzer to run in a's place on a package
// analysed only for the facts its importers use: a variant that leaves out
// work whose results such a run would not use (see
// nonterm.DependencyAnalyzer), or a itself.
func ForDependency(a *analysis.Analyzer) *analysis.Analyzer {
	if a == nonterm.Analyzer {
		return nonterm.DependencyAnalyzer
	}
	return a
}
