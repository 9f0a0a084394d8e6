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
