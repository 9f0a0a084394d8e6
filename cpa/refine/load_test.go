package refine

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// load builds the SSA of one source file and lowers its functions by name.
func load(t *testing.T, src string) map[string]*ssa2cfa.CFA {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("p", "p")
	ssaPkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, pkg, []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ssa2cfa.CFA{}
	for fn := range ssautil.AllFunctions(ssaPkg.Prog) {
		if fn.Pkg != ssaPkg || fn.Synthetic != "" {
			continue
		}
		c, err := ssa2cfa.Lower(fn)
		if err != nil {
			t.Fatalf("lower %s: %v", fn, err)
		}
		out[fn.Name()] = c
	}
	return out
}
