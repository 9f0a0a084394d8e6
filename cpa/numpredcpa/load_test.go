package numpredcpa_test

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

// loadSrc lowers every function of one source file but assert, in source
// order.
func loadSrc(t *testing.T, src string) []*ssa2cfa.CFA {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("p", "p")
	sp, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, pkg, []*ast.File{f}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var fns []*ssa.Function
	for fn := range ssautil.AllFunctions(sp.Prog) {
		if fn.Pkg == sp && fn.Synthetic == "" && fn.Name() != "assert" && fn.Name() != "init" {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	var out []*ssa2cfa.CFA
	for _, fn := range fns {
		c, err := ssa2cfa.Lower(fn)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}
