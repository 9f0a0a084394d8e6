package domtypes_test

import (
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
)

// testdata is the suite's shared analysistest GOPATH.
func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// withReport runs f with -domtypes.report set, restoring the flag after.
func withReport(t *testing.T, f func()) {
	t.Helper()
	fl := domtypes.Analyzer.Flags.Lookup("report")
	if fl == nil {
		t.Fatal("no flag report")
	}
	old := fl.Value.String()
	if err := domtypes.Analyzer.Flags.Set("report", "true"); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := domtypes.Analyzer.Flags.Set("report", old); err != nil {
			t.Fatal(err)
		}
	}()
	f()
}

// TestReport checks the -domtypes.report diagnostics, among them the
// classification of Apel et al.'s Fig. 1 and of a state machine.
func TestReport(t *testing.T) {
	withReport(t, func() {
		analysistest.Run(t, testdata(t), domtypes.Analyzer, "domtypes")
	})
}

// TestDefault checks that domtypes reports nothing by default and that its
// result holds every source function, lowered, in source order.
func TestDefault(t *testing.T) {
	results := analysistest.Run(t, testdata(t), domtypes.Analyzer, "domtypesdefault")
	if len(results) != 1 {
		t.Fatalf("got %d results, want 1", len(results))
	}
	res, ok := results[0].Result.(*domtypes.Result)
	if !ok {
		t.Fatalf("result is %T, want *domtypes.Result", results[0].Result)
	}
	var names []string
	for i, f := range res.Funcs {
		names = append(names, f.Fn.RelString(f.Fn.Package().Pkg))
		if i > 0 && res.Funcs[i-1].Fn.Pos() >= f.Fn.Pos() {
			t.Errorf("functions not in source order: %s before %s", res.Funcs[i-1].Fn, f.Fn)
		}
		if f.Err != nil || f.CFA == nil || f.Types == nil {
			t.Errorf("%s: not lowered: %v", f.Fn, f.Err)
		} else if f.CFA.Fn != f.Fn {
			t.Errorf("%s: CFA of %s", f.Fn, f.CFA.Fn)
		}
	}
	want := []string{"fig1", "step", "machine", "narrow", "widen", "(*counter).add", "scale", "scale$1", "hello", "same"}
	if !slices.Equal(names, want) {
		t.Errorf("functions = %q, want %q", names, want)
	}
}
