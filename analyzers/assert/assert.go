package assert

import (
	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/analyzers/internal/report"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Analyzer proves assertions.
var Analyzer = &analysis.Analyzer{
	Name:     "assert",
	Doc:      "prove assertions\n\nReports calls of assert/Assert(bool) and panic(\"...unreachable...\") that fail on every execution through some reachable point (default), or that cannot be proven (-assert.strict).",
	URL:      "https://github.com/numpredvet/numpredvet/tree/main/analyzers/assert",
	Flags:    engine.StrictFlag("report every assertion not proven"),
	Requires: []*analysis.Analyzer{engine.Analyzer},
	Run:      run,
}

// Wanted selects the checks assert reports on.
func Wanted(c *ssa2cfa.Check) bool {
	return c.Kind == ssa2cfa.CheckAssert || c.Kind == ssa2cfa.CheckUnreachable
}

func run(pass *analysis.Pass) (any, error) {
	report.Run(pass, pass.ResultOf[engine.Analyzer].(*engine.PackageResult), Wanted, engine.Strict(pass))
	return nil, nil
}
