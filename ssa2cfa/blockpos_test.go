package ssa2cfa

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa/ssautil"
)

// TestBlockPos checks the line a block's location stands for, in particular
// for branches whose statements leave no instruction (assignments that only
// feed a φ).
func TestBlockPos(t *testing.T) {
	const src = `package p

func f(a int, c bool) int {
	b := 20
	if a == 0 {
		b = 0
	} else if c {
		b = 1
	} else {
		b = 2
	}
	if a > 3 && c {
		b = 5
	}
	if a < 0 {
		if c {
			b = 7
		}
	}
	return b
}
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{}, fset, types.NewPackage("p", "p"), []*ast.File{file}, 0)
	if err != nil {
		t.Fatal(err)
	}
	fn := pkg.Func("f")
	// Each branch body of f, by the first line of its statements: the
	// lines blockPos must name for the blocks that begin them.
	want := map[int]bool{6: true, 7: true, 8: true, 10: true, 13: true, 16: true, 17: true}
	got := map[int]bool{}
	for _, b := range fn.Blocks {
		if b.Comment != "if.then" && b.Comment != "if.else" {
			continue
		}
		line := fset.Position(blockPos(b)).Line
		if !want[line] {
			t.Errorf("block %d (%s): line %d, want one of the branch lines", b.Index, b.Comment, line)
		}
		got[line] = true
	}
	for line := range want {
		if !got[line] {
			t.Errorf("no branch block names line %d", line)
		}
	}
	// A block with a positioned instruction keeps that position.
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if p := instr.Pos(); p.IsValid() {
				if blockPos(b) != p {
					t.Errorf("block %d: position %v, want its first instruction's %v", b.Index, fset.Position(blockPos(b)), fset.Position(p))
				}
				break
			}
		}
	}
}
