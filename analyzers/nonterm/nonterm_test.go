package nonterm_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/numpredvet/numpredvet/analyzers/nonterm"
)

// testdata is the suite's shared analysistest GOPATH.
func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestDefault(t *testing.T) {
	analysistest.Run(t, testdata(t), nonterm.Analyzer, "nonterm")
}

func TestStrict(t *testing.T) {
	withStrict(t, func() {
		analysistest.Run(t, testdata(t), nonterm.Analyzer, "nontermstrict")
	})
}

// withStrict runs f with -nonterm.strict set, restoring the flag after.
func withStrict(t *testing.T, f func()) {
	t.Helper()
	fl := nonterm.Analyzer.Flags.Lookup("strict")
	if fl == nil {
		t.Fatal("no flag strict")
	}
	old := fl.Value.String()
	if err := nonterm.Analyzer.Flags.Set("strict", "true"); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := nonterm.Analyzer.Flags.Set("strict", old); err != nil {
			t.Fatal(err)
		}
	}()
	f()
}
