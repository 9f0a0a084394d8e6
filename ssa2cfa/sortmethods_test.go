package ssa2cfa

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// TestSortOnlyTypes checks which types' Less and Swap methods only package
// sort calls.
func TestSortOnlyTypes(t *testing.T) {
	const methods = `
func (s byX) Len() int           { return len(s) }
func (s byX) Less(i, j int) bool { return s[i] < s[j] }
func (s byX) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }
`
	tests := []struct {
		name, src string
		want      bool
	}{
		{"sorted only", `type byX []int` + methods + `func f(a []int) { sort.Sort(byX(a)); sort.Stable(byX(a)); _ = sort.IsSorted(byX(a)) }`, true},
		{"never an interface", `type byX []int` + methods, true},
		{"exported", `type ByX []int
type byX = ByX` + methods + `func f(a []int) { sort.Sort(byX(a)) }`, false},
		{"named by an exported alias", `type byX []int
type ByY = byX` + methods, false},
		{"returned by an exported function", `type byX []int` + methods + `func F(a []int) byX { return byX(a) }`, false},
		{"an exported field's type", `type byX []int` + methods + `type T struct{ F []byX }`, false},
		{"reversed", `type byX []int` + methods + `func f(a []int) { sort.Sort(sort.Reverse(byX(a))) }`, false},
		{"another interface", `type byX []int` + methods + `func f(a []int) any { return byX(a) }`, false},
		{"in an exported field of an interface", `type byX []int` + methods + `type w struct{ F byX }
func f(a []int) any { sort.Sort(byX(a)); return w{byX(a)} }`, false},
		{"in an unexported field of an interface", `type byX []int` + methods + `type w struct{ f byX }
func f(a []int) any { sort.Sort(byX(a)); return w{byX(a)} }`, true},
		{"called directly", `type byX []int` + methods + `func f(a []int) bool { return byX(a).Less(0, 1) }`, false},
		{"method value", `type byX []int` + methods + `func f(a []int) func(int, int) { return byX(a).Swap }`, false},
		{"embedded", `type byX []int` + methods + `type w struct{ byX }`, false},
		{"type argument", `type byX []int` + methods + `func g[T sort.Interface](x T) { sort.Sort(x) }
func f(a []int) { g(byX(a)) }`, false},
		{"Len not len(receiver)", `type byX []int
func (s byX) Len() int           { return len(s) - 1 }
func (s byX) Less(i, j int) bool { return s[i] < s[j] }
func (s byX) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }
func f(a []int) { sort.Sort(byX(a)) }`, false},
		{"pointer receiver", `type byX []int
func (s *byX) Len() int           { return len(*s) }
func (s *byX) Less(i, j int) bool { return (*s)[i] < (*s)[j] }
func (s *byX) Swap(i, j int)      { (*s)[i], (*s)[j] = (*s)[j], (*s)[i] }
func f(a []int) { b := byX(a); sort.Sort(&b) }`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs, info := buildSortPackage(t, "package p\nimport \"sort\"\nvar _ = sort.Sort\n"+tt.src+"\n")
			got := false
			for tn := range SortOnlyTypes(pkg, funcs, info) {
				got = got || tn.Name() == "byX" || tn.Name() == "ByX"
			}
			if got != tt.want {
				t.Errorf("byX sorted only: %v, want %v", got, tt.want)
			}
		})
	}
}

// buildSortPackage builds package p from src: its source functions and
// type information.
func buildSortPackage(t *testing.T, src string) (*ssa.Package, []*ssa.Function, *types.Info) {
	t.Helper()
	pkg, info := buildTestPackage(t, src)
	var funcs []*ssa.Function
	for fn := range ssautil.AllFunctions(pkg.Prog) {
		if fn.Pkg == pkg && fn.Name() != "init" && fn.Synthetic == "" {
			funcs = append(funcs, fn)
		}
	}
	return pkg, funcs, info
}
