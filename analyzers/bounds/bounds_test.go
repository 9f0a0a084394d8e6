package bounds_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/numpredvet/numpredvet/analyzers/bounds"
	"github.com/numpredvet/numpredvet/analyzers/internal/analyzertest"
)

// TestBounds runs the bounds analyzer on its analysistest packages:
//
//   - boundsdefault: manifest index, slice and conversion failures
//     (reported with point and witness) and latent ones (silent), in
//     default mode;
//   - boundsstrict: latent failures reported as not proven, a manifest one
//     reported as in default mode, a proven one silent, in strict mode;
//   - boundssafe: expressions proven in range, silent in both modes;
//   - boundsstd: shapes of the standard library proven in range, and
//     unsafe twins reported, in strict mode;
//   - boundsdiverging: failures after a loop that may not end, latent and
//     so silent in default mode;
//   - boundsfields: reads of fields whose every store keeps them in a
//     range, proven, and of fields some store may not, reported in strict
//     mode;
//   - boundstables: reads of the fields of read-only tables of structs,
//     proven for the elements a comparison of the index selects;
//   - boundspinned/{lib,user}: exported variables of constant length
//     (FixedLen facts) proving indexes in their package and in importers,
//     and the importer's stores into them reported.
func TestBounds(t *testing.T) {
	analyzertest.Run(t, bounds.Analyzer, []analyzertest.Case{
		{Pkg: "boundsdefault", Modes: analyzertest.Default},
		{Pkg: "boundsstrict", Modes: analyzertest.Strict},
		{Pkg: "boundssafe", Modes: analyzertest.Both},
		{Pkg: "boundsstd", Modes: analyzertest.Strict},
		{Pkg: "boundsdiverging", Modes: analyzertest.Default},
		{Pkg: "boundsfields", Modes: analyzertest.Strict},
		{Pkg: "boundsrel", Modes: analyzertest.Strict},
		{Pkg: "boundstables", Modes: analyzertest.Strict},
		{Pkg: "boundspinned/lib", Modes: analyzertest.Strict},
		{Pkg: "boundspinned/user", Modes: analyzertest.Strict},
	})
}

// TestSummaries checks postconditions across calls in strict mode:
// summarycaller's checks proven through the results of summarycallee's
// functions (facts) and of its own helpers, and those that stay unproven
// (a weak, unrelated or recursive callee; a latent use of a result).
func TestSummaries(t *testing.T) {
	analyzertest.Run(t, bounds.Analyzer, []analyzertest.Case{
		{Pkg: "summarycallee", Modes: analyzertest.Strict},
		{Pkg: "summarycaller", Modes: analyzertest.Strict},
	})
}

// TestCallSites checks the reports at calls that make a callee's latent
// index or slice failure certain (issue 4), in default mode:
//
//   - boundscallsite: callees in the same package, the calls that must be
//     reported (constant arguments, a guard that makes the failure certain,
//     a precondition inherited through a call, a check past a skipped
//     loop, two checks that fail in turn) and those that must stay silent
//     (a guard that rules the failure out, arguments that make it possible
//     only, a failure reached through a heap load, a recovered panic);
//   - boundscallsitefacts/{b,a}: callees in another package, their
//     preconditions imported as facts (b itself reports nothing);
//   - boundscallsitestrict: in strict mode, a latent failure is reported at
//     the callee's check only, a certain one at the call too.
func TestCallSites(t *testing.T) {
	analyzertest.Run(t, bounds.Analyzer, []analyzertest.Case{
		{Pkg: "boundscallsite", Modes: analyzertest.Default},
		{Pkg: "boundscallsitestrict", Modes: analyzertest.Strict},
		{Pkg: "boundscallsitefacts/b", Modes: analyzertest.Default},
		{Pkg: "boundscallsitefacts/a", Modes: analyzertest.Default},
	})
}

// TestCategoriesStable checks the stable -json categories and that two runs
// report the same diagnostics, on boundsstrict in strict mode.
func TestCategoriesStable(t *testing.T) {
	analyzertest.CategoriesStable(t, bounds.Analyzer, "boundsstrict")
}

// TestTooLarge checks that a function too large to lower is reported as
// not analysed in strict mode, and a function without a body is not.
func TestTooLarge(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("package huge\n\nfunc Huge(a []int, i int) int { // want `^Huge not analysed: budget$`\n\ts := 0\n")
	for k := 0; k < 6000; k++ {
		fmt.Fprintf(&b, "\ts += a[i+%d]\n", k)
	}
	b.WriteString("\treturn s\n}\n\nfunc Small(a []int) int {\n\tif len(a) > 0 {\n\t\treturn a[0]\n\t}\n\treturn 0\n}\n")
	// A function without a body (assembly) has no checks: nothing to say.
	b.WriteString("\nfunc Stub(a []int) int\n")
	pkgDir := filepath.Join(dir, "src", "huge")
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkgDir, "huge.go"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	analyzertest.SetStrict(t, bounds.Analyzer, true)
	analysistest.Run(t, dir, bounds.Analyzer, "huge")
}
