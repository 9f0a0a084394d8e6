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
