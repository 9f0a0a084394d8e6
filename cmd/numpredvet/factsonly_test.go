package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers"
)

// TestFactsOnly checks which analyzers of the suite stay active in a
// facts-only run: those with facts and those others require keep their
// Run; the reporting leaves (bounds, assert) are idle copies with the same
// name, flags and requirements; nonterm runs its variant for dependencies,
// with the same name, flags, requirements and facts.
func TestFactsOnly(t *testing.T) {
	suite := analyzers.Suite()
	got := factsOnly(suite)
	idle := map[string]bool{"bounds": true, "assert": true}
	for i, a := range got {
		orig := suite[i]
		if a.Name != orig.Name || len(a.Requires) != len(orig.Requires) || countFlags(a) != countFlags(orig) {
			t.Errorf("%s: copy differs from the original in name, requirements or flags", orig.Name)
		}
		if idle[a.Name] {
			if a == orig {
				t.Errorf("%s: kept active in a facts-only run", a.Name)
			} else if res, err := a.Run(nil); res != nil || err != nil {
				t.Errorf("%s: idle Run returned %v, %v", a.Name, res, err)
			}
		} else if a.Name == "nonterm" {
			if a == orig || len(a.FactTypes) != len(orig.FactTypes) {
				t.Errorf("nonterm: not its variant for dependencies, with the same facts")
			}
		} else if a != orig {
			t.Errorf("%s: replaced, but it has facts or is required", a.Name)
		}
	}
}

func countFlags(a *analysis.Analyzer) int {
	n := 0
	a.Flags.VisitAll(func(*flag.Flag) { n++ })
	return n
}

// TestVetxOnly checks the reading of the vet configuration.
func TestVetxOnly(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-bounds", write("dep.cfg", `{"ImportPath": "fmt", "VetxOnly": true}`)}, true},
		{[]string{write("root.cfg", `{"ImportPath": "p", "VetxOnly": false}`)}, false},
		{[]string{write("bad.cfg", `{`)}, false},
		{[]string{"./..."}, false},
		{nil, false},
		{[]string{filepath.Join(dir, "missing.cfg")}, false},
	} {
		if got := vetxOnly(tc.args); got != tc.want {
			t.Errorf("vetxOnly(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}
