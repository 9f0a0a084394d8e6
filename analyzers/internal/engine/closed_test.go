package engine

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

const closedSrc = `package p

func helper(i int) int { return i }      // closed: two static calls
func Exported(i int) int { return helper(i) + helper(1) + twice(i) }

func twice(i int) int { return valued(i) + goer(i) + deferred(i) + asm(i) + linked(i) }

func valued(i int) int { return i }      // taken as a value
var F = valued

func goer(i int) int { go goer(i); return i } // started as a goroutine

func deferred(i int) int { defer deferred(0); return i }

func asm(i int) int { return i }         // named by assembly
func linked(i int) int { return i }      // named by a directive
//go:linkname linked

func generic[T any](x T, i int) int { return helper2(i) }
func helper2(i int) int { return i }     // called from a generic function

type T struct{}

func (T) m(i int) int    { return i }    // closed method
func (T) mx(i int) int   { return i }    // called as a method expression
func (T) dyn(i int) int  { return i }    // its name is an interface method's
func (T) Pub(i int) int  { return i }    // exported

type dynI interface{ dyn(int) int }

func Use(t T, d dynI) int { return t.m(1) + t.dyn(2) + d.dyn(3) + t.Pub(4) + (t.m)(5) + generic(0, 1) }

func expr() int { return T.mx(T{}, 1) + T{}.mx(2) }
`

// TestClosedFuncs checks which functions closedFuncs finds closed, and
// their call counts, on a package with each way to escape it.
func TestClosedFuncs(t *testing.T) {
	dir := t.TempDir()
	asmFile := filepath.Join(dir, "p_amd64.s")
	if err := os.WriteFile(asmFile, []byte("TEXT ·caller(SB),0,$0\n\tCALL ·asm(SB)\n\tRET\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", closedSrc, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pass := checkedPass(t, fset, f, "p")
	pass.OtherFiles = []string{asmFile}
	got := map[string]int{}
	for fn, n := range closedFuncs(pass, domtypes.LinkedNames(pass)) {
		name := fn.Name()
		if recv := fn.Signature().Recv(); recv != nil {
			name = "T." + name
		}
		got[name] = n
	}
	want := map[string]int{"helper": 2, "twice": 1, "T.m": 2}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("closed = %v, want %v", got, want)
	}
}

// checkedPass type-checks f as the package path and returns a pass over
// it, enough for closedFuncs.
func checkedPass(t *testing.T, fset *token.FileSet, f *ast.File, path string) *analysis.Pass {
	t.Helper()
	info := &types.Info{
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Types:      map[ast.Expr]types.TypeAndValue{},
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check(path, fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info}
}

const closedAnonSrc = `package p

func Parent(b []byte) (n int) {
	num := func(i int) int { return int(b[i]) }   // closed: called twice
	plain := func(i int) int { return i + 1 }     // no free variables, called once
	n = num(0) + num(1) + plain(2)
	passed := func(i int) int { return i }        // passed to another function
	n += apply(passed)
	deferred := func() { n++ }                    // deferred
	defer deferred()
	started := func() {}                          // started as a goroutine
	go started()
	returned := func() int { return n }           // escapes
	Sink = returned
	var rec func(int) int                         // recursive through a variable
	rec = func(i int) int { if i == 0 { return 0 }; return rec(i - 1) }
	return n + rec(3)
}

var Sink func() int

func apply(f func(int) int) int { return f(1) }
`

// TestClosedAnonFuncs checks which anonymous functions closedAnonFuncs
// finds closed, and their call counts.
func TestClosedAnonFuncs(t *testing.T) {
	pkg, _ := ssa2cfatest.Build(t, closedAnonSrc)
	parent := pkg.Func("Parent")
	got := map[string]int{}
	for fn, n := range closedAnonFuncs(parent.AnonFuncs) {
		got[fn.Name()] = n
	}
	want := map[string]int{"Parent$1": 2, "Parent$2": 1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("closed = %v, want %v", got, want)
	}
}
