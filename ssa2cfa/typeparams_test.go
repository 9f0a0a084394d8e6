package ssa2cfa

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestCollectionParam checks which type parameters count as slices: those
// whose type set holds only slices and strings.
func TestCollectionParam(t *testing.T) {
	tests := []struct {
		constraint string
		want       bool
	}{
		{"[]byte | string", true},
		{"~[]int", true},
		{"~string", true},
		{"interface{ ~[]int; Len() int }", true},
		{"interface{ byteseq }", true},
		{"any", false},
		{"comparable", false},
		{"~int | ~[]int", false},
		{"~[4]int", false},
		{"interface{ Len() int }", false},
	}
	for _, tt := range tests {
		src := "package p\ntype byteseq interface{ []byte | string }\nfunc f[T " + tt.constraint + "](x T) {}\n"
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", tt.constraint, err)
		}
		conf := types.Config{Importer: importer.Default()}
		info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
		if _, err := conf.Check("p", fset, []*ast.File{file}, info); err != nil {
			t.Fatalf("%s: %v", tt.constraint, err)
		}
		var param types.Type
		for id, obj := range info.Defs {
			if id.Name == "x" {
				param = obj.Type()
			}
		}
		if got := collectionParam(param); got != tt.want {
			t.Errorf("%s: collectionParam = %v, want %v", tt.constraint, got, tt.want)
		}
		if got := HasLen(param); got != tt.want {
			t.Errorf("%s: HasLen = %v, want %v", tt.constraint, got, tt.want)
		}
	}
}
