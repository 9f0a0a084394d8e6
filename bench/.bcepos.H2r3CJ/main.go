// Command bcepos prints every index and slice check ssa2cfa finds in the
// source functions of the packages:
//
//	FILE abs-path                                  a non-test file of PKGS
//	GEN abs-path startline endline                 a generic function's body
//	FN abs-path:line:col status                    a function (status ok or lowerfail)
//	CHK abs-path:line:col kind fnpos               a check (kind index or slice)
package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"sort"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

func main() {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	pkgs, err := packages.Load(cfg, os.Args[1:]...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bcepos:", err)
		os.Exit(1)
	}
	if packages.PrintErrors(pkgs) > 0 {
		os.Exit(1)
	}
	prog, _ := ssautil.Packages(pkgs, ssa.BuilderMode(0))
	prog.Build()
	for _, p := range pkgs {
		for _, f := range p.CompiledGoFiles {
			fmt.Println("FILE", f)
		}
	}
	fset := prog.Fset
	pos := func(p token.Pos) string {
		q := fset.Position(p)
		return fmt.Sprintf("%s:%d:%d", q.Filename, q.Line, q.Column)
	}
	// The functions buildssa gives the analyzers (SrcFuncs): every function
	// declaration of the package's files and, recursively, its literals.
	var fns []*ssa.Function
	var addAnons func(f *ssa.Function)
	addAnons = func(f *ssa.Function) {
		fns = append(fns, f)
		for _, anon := range f.AnonFuncs {
			addAnons(anon)
		}
	}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			for _, decl := range f.Decls {
				if fdecl, ok := decl.(*ast.FuncDecl); ok {
					if obj, ok := p.TypesInfo.Defs[fdecl.Name].(*types.Func); ok {
						if fn := prog.FuncValue(obj); fn != nil && len(fn.Blocks) > 0 {
							addAnons(fn)
						}
					}
				}
			}
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		if top.TypeParams().Len() > 0 || top.Origin() != nil {
			if syn := top.Syntax(); syn != nil && fn == top {
				fmt.Printf("GEN %s %d %d\n", fset.Position(syn.Pos()).Filename, fset.Position(syn.Pos()).Line, fset.Position(syn.End()).Line)
			}
			continue
		}
		c, err := lower(fn)
		if err != nil {
			fmt.Printf("FN %s lowerfail %s\n", pos(fn.Pos()), fn)
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					var p token.Pos
					kind := "index"
					switch in := in.(type) {
					case *ssa.IndexAddr:
						p = in.Pos()
					case *ssa.Index:
						p = in.Pos()
					case *ssa.Lookup:
						if _, ok := in.X.Type().Underlying().(*types.Map); !ok {
							p = in.Pos()
						}
					case *ssa.Slice:
						p, kind = in.Pos(), "slice"
					}
					if p.IsValid() {
						fmt.Printf("CHK %s %s %s\n", pos(p), kind, pos(fn.Pos()))
					}
				}
			}
			continue
		}
		fmt.Printf("FN %s ok %s\n", pos(fn.Pos()), fn)
		for _, chk := range c.Checks {
			var kind string
			switch chk.Kind {
			case ssa2cfa.CheckIndex:
				kind = "index"
			case ssa2cfa.CheckSlice:
				kind = "slice"
			default:
				continue
			}
			if chk.Pos.IsValid() {
				fmt.Printf("CHK %s %s %s\n", pos(chk.Pos), kind, pos(fn.Pos()))
			}
		}
	}
}

func lower(fn *ssa.Function) (c *ssa2cfa.CFA, err error) {
	defer func() {
		if p := recover(); p != nil {
			c, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	return ssa2cfa.Lower(fn)
}
