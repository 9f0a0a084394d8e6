package ssa2cfatest

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Lower builds src, a file of package p, and returns the CFAs of its
// source functions (closures included, init and the names in skip left
// out) in source order. Errors fail the test.
func Lower(t testing.TB, src string, skip ...string) []*ssa2cfa.CFA {
	t.Helper()
	pkg, _ := Build(t, src)
	skipped := map[string]bool{"init": true}
	for _, name := range skip {
		skipped[name] = true
	}
	var fns []*ssa.Function
	for fn := range ssautil.AllFunctions(pkg.Prog) {
		if fn.Pkg == pkg && fn.Synthetic == "" && !skipped[fn.Name()] {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	out := make([]*ssa2cfa.CFA, 0, len(fns))
	for _, fn := range fns {
		c, err := ssa2cfa.Lower(fn)
		if err != nil {
			t.Fatalf("lower %s: %v", fn, err)
		}
		out = append(out, c)
	}
	return out
}

// Build type-checks src, a file of package p, and builds its SSA (with
// sanity checks). Errors fail the test.
func Build(t testing.TB, src string) (*ssa.Package, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg, info, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return pkg, info
}
