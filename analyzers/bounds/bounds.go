package bounds

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"

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
	Requires: []*analysis.Analyzer{engine.Analyzer, domtypes.Analyzer},
	Run:      run,
}

// Wanted selects the checks bounds reports on: index and slice
// expressions, and conversions of slices to arrays ([4]byte(s)), which
// check the slice's length.
func Wanted(c *ssa2cfa.Check) bool {
	return c.Kind == ssa2cfa.CheckIndex || c.Kind == ssa2cfa.CheckSlice || c.Kind == ssa2cfa.CheckSliceToArray
}

func run(pass *analysis.Pass) (any, error) {
	strict := engine.Strict(pass)
	report.Run(pass, pass.ResultOf[engine.Analyzer].(*engine.PackageResult), Wanted, strict)
	if strict {
		reportForeignWrites(pass, pass.ResultOf[domtypes.Analyzer].(*domtypes.Result))
	}
	return nil, nil
}

// reportForeignWrites reports, in strict mode, each instruction that may
// store into another package's variable whose length that package's
// proofs rely on (domtypes.FixedLen): the variable's length could change,
// and the proofs would no longer hold.
func reportForeignWrites(pass *analysis.Pass, dt *domtypes.Result) {
	for _, w := range dt.ForeignWrites {
		obj := w.Global.Object()
		what := "may change"
		if st, ok := w.Instr.(*ssa.Store); ok && st.Addr == w.Global {
			what = "changes"
		}
		pos := w.Instr.Pos()
		if !pos.IsValid() {
			pos = w.Instr.Parent().Pos()
		}
		pass.Reportf(pos, "%s %s.%s, whose length package %s relies on staying %d",
			what, obj.Pkg().Name(), obj.Name(), obj.Pkg().Path(), dt.Globals[w.Global].Len)
	}
}
