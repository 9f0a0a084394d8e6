package assert_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/numpredvet/numpredvet/analyzers/assert"
	"github.com/numpredvet/numpredvet/analyzers/internal/analyzertest"
	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
)

// TestNumPredConfigurations checks, in strict mode, assertions whose proof
// needs predicates and numbers to interact (a sum correlated through a
// loop with a tag that is no constant, cpaconfig.TagSum): not proven by
// the default configuration (cpanumpredlegacy), proven by the combined
// domains that keep one numeric value per predicate valuation
// (cpanumpred).
func TestNumPredConfigurations(t *testing.T) {
	for _, tc := range []struct{ cpa, pkg string }{
		{"default", "cpanumpredlegacy"},
		{"ndd", "cpanumpred"},
		{"nex", "cpanumpred"},
		{"mtndd", "cpanumpred"},
	} {
		t.Run(tc.cpa, func(t *testing.T) {
			analyzertest.SetFlag(t, engine.Analyzer, "cpa", tc.cpa)
			analyzertest.SetStrict(t, assert.Analyzer, true)
			analysistest.Run(t, analyzertest.Testdata(t), assert.Analyzer, tc.pkg)
		})
	}
}
