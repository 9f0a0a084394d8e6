package nonterm

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

const loops = `package p

func counted(n int) {
	for i := 0; i < n; i++ {
	}
}

func polled(next func() int) {
	for next() != 0 {
	}
}

func forever(f func()) {
	for {
		f()
	}
}

func nested(n int) {
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
		}
	}
}
`

func lower(t *testing.T, src string) (*token.FileSet, map[string]*ssa2cfa.CFA) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ssa2cfa.CFA{}
	for _, m := range pkg.Members {
		if fn, ok := m.(*ssa.Function); ok && fn.Synthetic == "" {
			c, err := ssa2cfa.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			out[fn.Name()] = c
		}
	}
	return fset, out
}

func TestLoopStays(t *testing.T) {
	_, cfas := lower(t, loops)
	for _, tc := range []struct {
		fn    string
		stays int
	}{
		{"counted", 1}, // the body of the counted loop
		{"polled", 0},  // its test reads an unknown call's result
		{"forever", 0}, // no way out
		{"nested", 2},  // both bodies
	} {
		n := 0
		for _, s := range loopStays(cfas[tc.fn], nil) {
			if s {
				n++
			}
		}
		if n != tc.stays {
			t.Errorf("%s: %d loop-stay points, want %d", tc.fn, n, tc.stays)
		}
	}
}

func TestLoopPos(t *testing.T) {
	fset, cfas := lower(t, loops)
	c := cfas["nested"]
	var lines []int
	for _, h := range loopHeads(c) {
		lines = append(lines, fset.Position(loopPos(c, h)).Line)
	}
	slices.Sort(lines)
	if !slices.Equal(lines, []int{20, 21}) {
		t.Errorf("nested loop lines %v, want [20 21]", lines)
	}
}
