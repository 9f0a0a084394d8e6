package bounds_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/analyzers/bounds"
	"github.com/numpredvet/numpredvet/analyzers/internal/analyzertest"
)

// TestBoundsRefine runs the bounds analyzer on the refinement packages:
// refinesafe holds an index only refinement proves (silent in both modes),
// refineboundsstrict its unsafe twin (reported in strict mode).
func TestBoundsRefine(t *testing.T) {
	analyzertest.Run(t, bounds.Analyzer, []analyzertest.Case{
		{Pkg: "refinesafe", Modes: analyzertest.Both},
		{Pkg: "refineboundsstrict", Modes: analyzertest.Strict},
	})
}
