package ssa2cfa

import (
	"go/types"
	"math"
	"slices"
	"testing"
)

// TestFindFieldCandidates checks which fields are candidates, with their
// ranges and the functions whose stores an analysis checks: the field k
// of the type s.
func TestFindFieldCandidates(t *testing.T) {
	tests := []struct {
		name, src string
		want      []Table  // nil: not a candidate
		storers   []string // the functions to check
	}{
		{"indexes the struct's buffer", `type s struct{ k int; buf [8]byte }
func f(x *s, n int) { x.k = n }
func g(x *s) byte { return x.buf[x.k] }`, []Table{{0, 7, false, false, nil}, {0, 8, false, false, nil}, {0, math.MaxInt64, false, false, nil}}, []string{"f"}},
		{"an unsigned field needs an array", `type s struct{ k uint16 }
func f(x *s, n uint16) { x.k = n }
func g(x *s, b []byte) byte { return b[x.k] }`, nil, nil},
		{"a signed field may stay non-negative", `type s struct{ k int32 }
func f(x *s, n int32) { x.k = n }
func g(x *s, b []byte) []byte { return b[x.k+1:] }`, []Table{{0, math.MaxInt32, false, false, nil}}, []string{"f"}},
		{"indexes a table", `type s struct{ k uint8 }
var names [5]string
func f(x *s, n uint8) { x.k = n }
func g(x *s) string { return names[x.k] }`, []Table{{0, 4, false, false, nil}, {0, 5, false, false, nil}}, []string{"f"}},
		{"never an index", `type s struct{ k int; buf [8]byte }
func f(x *s, n int) { x.k = n }
func g(x *s) int { return x.k * 2 }`, nil, nil},
		{"constants only: FieldRanges' field", `type s struct{ k int; buf [8]byte }
func f(x *s) { x.k = 3 }
func g(x *s) byte { return x.buf[x.k] }`, nil, nil},
		{"checked constants are no bound", `type s struct{ k int; buf [8]byte }
func f(x *s, n int) { x.k = -1; x.k = n }
func g(x *s) byte { return x.buf[x.k] }`, []Table{{0, 7, false, false, nil}, {0, 8, false, false, nil}, {0, math.MaxInt64, false, false, nil}}, []string{"f"}},
		{"the initializer's constant must be in range", `type s struct{ k int; buf [8]byte }
var v = s{k: 8}
func f(x *s, n int) { x.k = n }
func g(x *s) byte { return x.buf[x.k] }`, []Table{{0, 8, false, false, nil}, {0, math.MaxInt64, false, false, nil}}, []string{"f"}},
		{"address passed on", `type s struct{ k int; buf [8]byte }
func h(*int)
func f(x *s, n int) { x.k = n; h(&x.k) }
func g(x *s) byte { return x.buf[x.k] }`, nil, nil},
		{"exported", `type s struct{ K int; buf [8]byte }
func f(x *s, n int) { x.K = n }
func g(x *s) byte { return x.buf[x.K] }`, nil, nil},
		{"reachable from a function without a body", `type s struct{ k int; buf [8]byte }
func asm(*s)
func f(x *s, n int) { x.k = n }
func g(x *s) byte { return x.buf[x.k] }`, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+tt.src+"\n")
			st := pkg.Pkg.Scope().Lookup("s").Type().Underlying().(*types.Struct)
			c := FindFieldCandidates(pkg, funcs, nil)
			got := c.Ranges[st.Field(0)]
			if !slices.Equal(got, tt.want) {
				t.Errorf("ranges %v, want %v", got, tt.want)
			}
			var names []string
			for _, fn := range c.Storers[st.Field(0)] {
				names = append(names, fn.Name())
			}
			if tt.want == nil {
				names = nil
			}
			if !slices.Equal(names, tt.storers) {
				t.Errorf("storers %v, want %v", names, tt.storers)
			}
		})
	}
}

// TestFieldInvariantChecks checks where the lowering with
// CheckFieldInvariants checks the field k of s ([0, 7]): wherever other code
// may read it after a store of the function (a low and a high check each),
// and nowhere else.
func TestFieldInvariantChecks(t *testing.T) {
	tests := []struct {
		name, src string
		want      int // checks of the field
	}{
		{"read only", `func f(x *s) int { return x.k }`, 0},
		{"stored, checked at the return", `func f(x *s, n int) { x.k = n }`, 2},
		{"stored twice, checked once", `func f(x *s, n int) { x.k = n; x.k = 0 }`, 2},
		{"at a call, settled after it", `func g()
func f(x *s, n int) { x.k = n; g() }`, 2},
		{"at a call and the return after a second store", `func g()
func f(x *s, n int) { x.k = n; g(); x.k = n + 1 }`, 4},
		{"at a run-time check, which may panic", `func f(x *s, b []int, n int) int { x.k = n; return b[n] }`, 4},
		{"not at a builtin that reads no field", `func f(x *s, b []byte, n int) int { x.k = n; return len(b) + copy(b, b) }`, 2},
		{"at a copy of the whole struct", `func f(x, y *s, n int) { x.k = n; *y = *x; x.k = 1 }`, 4},
		{"through two pointers, the second may be nil", `func f(x, y *s, n int) { x.k = n; y.k = n }`, 6},
		{"at a dereference of a pointer that may be nil", `func f(x *s, y *int, n int) { x.k = n; *y = 1; x.k = 0 }`, 4},
		{"not at a second dereference", `func f(x *s, y *int, n int) { *y = 0; x.k = n; *y = 1; x.k = 0 }`, 2},
		{"at a type assertion", `func f(x *s, y any, n int) { x.k = n; _ = y.(int); x.k = 0 }`, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := buildFunc(t, "package p\ntype s struct{ k int; buf [8]byte }\n"+tt.src+"\n", "f")
			st := f.Pkg.Pkg.Scope().Lookup("s").Type().Underlying().(*types.Struct)
			inv := map[*types.Var]Table{st.Field(0): {Lo: 0, Hi: 7}}
			c, err := Options{FieldInvariants: inv, CheckFieldInvariants: true}.Lower(f)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, chk := range c.Checks {
				if chk.Kind == CheckFieldLow || chk.Kind == CheckFieldHigh {
					n++
					if chk.Field != st.Field(0) {
						t.Errorf("check of %v, want k", chk.Field)
					}
				}
			}
			if n != tt.want {
				t.Errorf("%d field checks, want %d", n, tt.want)
			}
			c, err = Options{FieldInvariants: inv}.Lower(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, chk := range c.Checks {
				if chk.Kind == CheckFieldLow || chk.Kind == CheckFieldHigh {
					t.Errorf("field check without CheckFieldInvariants")
				}
			}
		})
	}
}
