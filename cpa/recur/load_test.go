package recur

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

	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// load builds the SSA of one source file and lowers every function.
func load(t *testing.T, src string) (map[string]*ssa2cfa.CFA, map[*ssa.Function]*ssa2cfa.CFA) {
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
	byName := map[string]*ssa2cfa.CFA{}
	cfas := map[*ssa.Function]*ssa2cfa.CFA{}
	var fns []*ssa.Function
	for fn := range ssautil.AllFunctions(ssaPkg.Prog) {
		if fn.Pkg == ssaPkg && fn.Synthetic == "" {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		c, err := ssa2cfa.Lower(fn)
		if err != nil {
			t.Fatalf("lower %s: %v", fn, err)
		}
		byName[fn.Name()] = c
		cfas[fn] = c
	}
	return byName, cfas
}

func checker(cfas map[*ssa.Function]*ssa2cfa.CFA) *Checker {
	return &Checker{Domain: octagon.Domain{}, CFAs: cfas}
}
