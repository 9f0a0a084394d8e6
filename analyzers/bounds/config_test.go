package bounds_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/numpredvet/numpredvet/analyzers/bounds"
	"github.com/numpredvet/numpredvet/analyzers/internal/analyzertest"
	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
)

// TestCPAConfigurations checks, in strict mode, index expressions whose
// proof needs a BDD predicate component (non-constant tags correlated with
// an index across a loop head): unproven with the default CPA
// (cpaconfiglegacy), proven with the BDD compositions and a predicated or
// separate merge (cpaconfig), and unproven again when everything is joined
// (E: merge-join).
func TestCPAConfigurations(t *testing.T) {
	for _, tc := range []struct{ cpa, pkg string }{
		{"default", "cpaconfiglegacy"},
		{"bdd-inteq", "cpaconfig"},
		{"C+bdd-inteq", "cpaconfig"},
		{"D+bdd-inteq", "cpaconfig"},
		{"E+bdd-inteq", "cpaconfiglegacy"},
	} {
		t.Run(tc.cpa, func(t *testing.T) {
			analyzertest.SetFlag(t, engine.Analyzer, "cpa", tc.cpa)
			analyzertest.SetStrict(t, bounds.Analyzer, true)
			analysistest.Run(t, analyzertest.Testdata(t), bounds.Analyzer, tc.pkg)
		})
	}
}
