package ssa2cfa

import "testing"

// TestConstLenGlobals checks which package-level variables keep the length
// of their initializer: those only the initializer sets, before any code
// that may read them runs, exported ones included.
func TestConstLenGlobals(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want *GlobalLen // of v; nil: none
	}{
		{"unexported literal", `var v = []int{1, 2, 3}`, &GlobalLen{3, 3}},
		{"string", `var v = "abcd"`, &GlobalLen{4, -1}},
		{"make", `var v = make([]byte, 2, 8)`, &GlobalLen{2, 8}},
		{"stored again", `var v = []int{1}
func g() { v = nil }`, nil},
		{"address taken", `var v = []int{1}
func g() *[]int { return &v }`, nil},
		{"after code that does not refer to it", `var x = g()
var v = []int{1, 2}
func g() int { return h() + 1 }
func h() int { return 2 }`, &GlobalLen{2, 2}},
		{"after code that refers to it", `var x = g(r{})
var v = []int{1, 2}
type i interface{ n() int }
type r struct{}
func (r) n() int { return len(v) }
func g(x i) int { return x.n() }`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+tt.src+"\nfunc f() {}\n")
			globals := ConstLenGlobals(pkg, funcs, nil)
			gl, ok := globals[pkg.Var("v")]
			switch {
			case tt.want == nil && ok:
				t.Errorf("v has constant length %+v, want none", gl)
			case tt.want != nil && !ok:
				t.Errorf("v has no constant length, want %+v", *tt.want)
			case ok && gl != *tt.want:
				t.Errorf("v has constant length %+v, want %+v", gl, *tt.want)
			}
		})
	}
	pkg, funcs := buildPackageFuncs(t, "package p\nvar V = []int{4: 1}\nfunc f() {}\n")
	if gl, ok := ConstLenGlobals(pkg, funcs, nil)[pkg.Var("V")]; !ok || gl != (GlobalLen{5, 5}) {
		t.Errorf("exported V: got %+v, %v; want {5 5}", gl, ok)
	}
}
