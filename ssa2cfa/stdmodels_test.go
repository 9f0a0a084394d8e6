package ssa2cfa_test

import (
	"context"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// A package standing for internal/bytealg: MakeNoZero and CountString are
// declared without a body, as there.
const bytealgSrc = `package bytealg

func MakeNoZero(n int) []byte

func CountString(s string, c byte) int

func Full(n int) []byte { return MakeNoZero(n)[:n:n] }

func Half(n int) []byte { return MakeNoZero(n / 2)[:n] }

func Fields(s string) []string {
	a := make([]string, CountString(s, ' ')+1)
	return a[:1]
}

func FieldsPlus2(s string) []string {
	a := make([]string, CountString(s, ' ')+1)
	return a[:2]
}

func Tail(s string) string { return s[CountString(s, ' '):] }

func TailPlus1(s string) string { return s[CountString(s, ' ')+1:] }
`

// TestBytealgModels: the slice MakeNoZero(n) returns has length n and a
// capacity at least n, so [:n:n] is in range; [:n] of MakeNoZero(n/2)
// may not be. CountString(s, c) is between 0 and len(s).
func TestBytealgModels(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "bytealg.go", bytealgSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset,
		types.NewPackage("internal/bytealg", "bytealg"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"Full": true, "Half": false, "Fields": true, "FieldsPlus2": false, "Tail": true, "TailPlus1": false} {
		c, err := ssa2cfa.Lower(pkg.Func(name))
		if err != nil {
			t.Fatal(err)
		}
		p := numeric.New(c, numeric.Config{Domain: linform.Domain{Base: octagon.Domain{}}})
		reached, err := cpa.Run(context.Background(), c, p, cpa.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		for _, chk := range c.Checks {
			if chk.Kind != ssa2cfa.CheckSlice {
				continue
			}
			if proven := len(reached.ByLoc[chk.Err]) == 0; proven != want {
				t.Errorf("%s: %s proven = %v, want %v", name, chk.Text, proven, want)
			}
		}
	}
}
