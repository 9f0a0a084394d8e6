package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/assert"
	"github.com/numpredvet/numpredvet/analyzers/bounds"
	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/analyzers/nonterm"
)

// Suite returns numpredvet's analyzers in a stable order.
func Suite() []*analysis.Analyzer {
	return []*analysis.Analyzer{domtypes.Analyzer, bounds.Analyzer, assert.Analyzer, nonterm.Analyzer}
}
