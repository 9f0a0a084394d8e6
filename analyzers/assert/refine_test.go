package assert_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/analyzers/assert"
	"github.com/numpredvet/numpredvet/analyzers/internal/analyzertest"
)

// TestAssertRefine runs the assert analyzer on the refinement packages:
// refinesafe holds assertions only refinement proves (silent in both
// modes), refinestrict their unsafe twins (reported in strict mode).
func TestAssertRefine(t *testing.T) {
	analyzertest.Run(t, assert.Analyzer, []analyzertest.Case{
		{Pkg: "refinesafe", Modes: analyzertest.Both},
		{Pkg: "refinestrict", Modes: analyzertest.Strict},
	})
}
