package cfainterp_test

import (
	"fmt"
	"sort"
	"sync"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp/internal/difffns"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

const difffnsPath = "github.com/numpredvet/numpredvet/ssa2cfa/cfainterp/internal/difffns"

// corpus is the difffns package twice: compiled (Native) and as SSA (SSA),
// by function name, with Names sorted.
type corpus struct {
	Names  []string
	Native map[string]any
	SSA    map[string]*ssa.Function
}

// loadCorpus loads difffns from source and builds its SSA once per test
// binary.
var loadCorpus = sync.OnceValues(func() (*corpus, error) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports |
		packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo}
	pkgs, err := packages.Load(cfg, difffnsPath)
	if err != nil {
		return nil, err
	}
	if n := packages.PrintErrors(pkgs); n > 0 || len(pkgs) != 1 {
		return nil, fmt.Errorf("loading %s: %d errors, %d packages", difffnsPath, n, len(pkgs))
	}
	prog, ssaPkgs := ssautil.Packages(pkgs, ssa.SanityCheckFunctions) // no InstantiateGenerics
	prog.Build()
	c := &corpus{Native: difffns.Funcs(), SSA: make(map[string]*ssa.Function)}
	for name := range c.Native {
		fn, ok := ssaPkgs[0].Members[name].(*ssa.Function)
		if !ok {
			return nil, fmt.Errorf("difffns.%s: no SSA function", name)
		}
		c.SSA[name] = fn
		c.Names = append(c.Names, name)
	}
	sort.Strings(c.Names)
	return c, nil
})

// tableOptions returns the lowering options that assume the read-only
// tables of pkg (difffns) and the types its code puns, as the analyzers
// do; computed once.
var tableOptions = func() func(pkg *ssa.Package) ssa2cfa.Options {
	var once sync.Once
	var opts ssa2cfa.Options
	return func(pkg *ssa.Package) ssa2cfa.Options {
		once.Do(func() {
			var funcs []*ssa.Function
			for _, m := range pkg.Members {
				if fn, ok := m.(*ssa.Function); ok && fn.Name() != "init" && len(fn.Blocks) > 0 {
					funcs = append(funcs, fn)
				}
			}
			sort.Slice(funcs, func(i, j int) bool { return funcs[i].Pos() < funcs[j].Pos() })
			opts = ssa2cfa.Options{
				Punned:     ssa2cfa.PunnedTypes(funcs),
				Tables:     ssa2cfa.ConstTables(pkg, funcs, nil, ssa2cfa.ConstLenGlobals(pkg, funcs, nil)),
				ElemTables: ssa2cfa.ConstElemTables(pkg, funcs, nil),
			}
		})
		return opts
	}
}()

// lowerCache lowers each function once, for all tests that use the
// unmutated lowering.
var lowerCache sync.Map // *ssa.Function -> lowered

type lowered struct {
	c   *ssa2cfa.CFA
	err error
}

// cachedLower is ssa2cfa.Lower, memoized.
func cachedLower(fn *ssa.Function) (*ssa2cfa.CFA, error) {
	if l, ok := lowerCache.Load(fn); ok {
		return l.(lowered).c, l.(lowered).err
	}
	c, err := tableOptions(fn.Pkg).Lower(fn)
	l, _ := lowerCache.LoadOrStore(fn, lowered{c, err})
	return l.(lowered).c, l.(lowered).err
}
