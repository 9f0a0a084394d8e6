// Package analyzertest runs numpredvet's reporting analyzers on their
// analysistest packages in default and strict mode, for the analyzers'
// tests.
package analyzertest

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// Testdata is the suite's shared analysistest GOPATH, seen from a package
// two levels below the module root.
func Testdata(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// SetStrict sets a's flag -strict to v for the rest of the (sub)test.
func SetStrict(t *testing.T, a *analysis.Analyzer, v bool) {
	t.Helper()
	SetFlag(t, a, "strict", fmt.Sprint(v))
}

// SetFlag sets a's flag name to v for the rest of the (sub)test. The flag
// is the Analyzer's own state: tests using it must not run in parallel.
func SetFlag(t *testing.T, a *analysis.Analyzer, name, v string) {
	t.Helper()
	fl := a.Flags.Lookup(name)
	if fl == nil {
		t.Fatalf("%s has no flag %s", a.Name, name)
	}
	old := fl.Value.String()
	if err := a.Flags.Set(name, v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := a.Flags.Set(name, old); err != nil {
			t.Error(err)
		}
	})
}

// Modes says in which reporting modes a package's expectations hold.
type Modes uint8

// The reporting modes.
const (
	Default Modes = 1 << iota
	Strict
	Both = Default | Strict
)

// Case is an analysistest package and the modes it is checked in.
type Case struct {
	Pkg   string
	Modes Modes
}

// Run checks each package in each of its modes.
func Run(t *testing.T, a *analysis.Analyzer, cases []Case) {
	for _, c := range cases {
		for _, m := range []Modes{Default, Strict} {
			if c.Modes&m == 0 {
				continue
			}
			name := c.Pkg + "/default"
			if m == Strict {
				name = c.Pkg + "/strict"
			}
			t.Run(name, func(t *testing.T) {
				SetStrict(t, a, m == Strict)
				analysistest.Run(t, Testdata(t), a, c.Pkg)
			})
		}
	}
}

// CategoriesStable checks, on pkg in strict mode, the stable -json
// categories (manifest for a failure with point and witness, unproven for a
// check only strict mode reports) and that two runs report the same
// diagnostics in the same order.
func CategoriesStable(t *testing.T, a *analysis.Analyzer, pkg string) {
	SetStrict(t, a, true)
	var runs [2][]string
	for i := range runs {
		for _, r := range analysistest.Run(t, Testdata(t), a, pkg) {
			for _, d := range r.Action.Diagnostics {
				want := "unproven"
				if strings.Contains(d.Message, " on every ") {
					want = "manifest"
				}
				pos := r.Action.Package.Fset.Position(d.Pos)
				if d.Category != want {
					t.Errorf("%v: %q has category %q, want %q", pos, d.Message, d.Category, want)
				}
				runs[i] = append(runs[i], fmt.Sprintf("%v: [%s] %s", pos, d.Category, d.Message))
			}
		}
	}
	if len(runs[0]) == 0 {
		t.Fatal("no diagnostics")
	}
	if !slices.Equal(runs[0], runs[1]) {
		t.Errorf("runs differ:\n%s\n--\n%s", strings.Join(runs[0], "\n"), strings.Join(runs[1], "\n"))
	}
}
