package bounds

import (
	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/analyzers/internal/report"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Analyzer proves index and slice expressions in range.
var Analyzer = &analysis.Analyzer{
	Name:     "bounds",
	Doc:      "prove index and slice expressions in range\n\nReports index and slice expressions that fail on every execution through some reachable point (default), or that cannot be proven in range (-bounds.strict).",
	URL:      "https://github.com/numpredvet/numpredvet/tree/main/analyzers/bounds",
	Flags:    engine.StrictFlag("report every index and slice expression not proven in range"),
	Requires: []*analysis.Analyzer{engine.Analyzer},
	Run:      run,
}

// Wanted selects the checks bounds reports on: index and slice
// expressions, and conversions of slices to arrays ([4]byte(s)), which
// check the slice's length.
func Wanted(c *ssa2cfa.Check) bool {
	return c.Kind == ssa2cfa.CheckIndex || c.Kind == ssa2cfa.CheckSlice || c.Kind == ssa2cfa.CheckSliceToArray
}

func run(pass *analysis.Pass) (any, error) {
	report.Run(pass, pass.ResultOf[engine.Analyzer].(*engine.PackageResult), Wanted, engine.Strict(pass))
	return nil, nil
}
