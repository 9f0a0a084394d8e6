package ssa2cfa

import (
	"go/types"
	"testing"
)

// TestFieldRanges checks which fields have known values, and what they
// hold: the field k of the type s.
func TestFieldRanges(t *testing.T) {
	tests := []struct {
		name, src string
		want      *Table // nil: not known
	}{
		{"constants stored", `type s struct{ k uint8 }
func f(x *s) { x.k = 3 }
func g(x *s) { x.k = 7 }`, &Table{Lo: 0, Hi: 7}},
		{"negative constant, 0 as the zero value", `type s struct{ k int8 }
func f(x *s) { x.k = -2 }`, &Table{Lo: -2, Hi: 0}},
		{"composite literal", `type s struct{ k, n int }
func f(n int) *s { return &s{k: 5, n: n} }`, &Table{Lo: 0, Hi: 5}},
		{"read through a value, copied from the same field", `type s struct{ k int }
func f(x *s, y s) int { x.k = y.k; return y.k }`, nil},
		{"never stored: set by code not seen, as the inputs are", `type s struct{ k int }
func f(x *s) int { return x.k }`, nil},
		{"stored 0 only", `type s struct{ k int }
func f(x *s) int { x.k = 0; return x.k }`, &Table{Lo: 0, Hi: 0}},
		{"set in the initializer", `type s struct{ k int }
var v = s{k: 9}
func f() int { return v.k }`, &Table{Lo: 0, Hi: 9}},
		{"variable stored", `type s struct{ k int }
func f(x *s, n int) { x.k = n }`, nil},
		{"incremented", `type s struct{ k int }
func f(x *s) { x.k++ }`, nil},
		{"copied from another field", `type s struct{ k, n int }
func f(x *s) { x.k = x.n }`, nil},
		{"address passed on", `type s struct{ k int32 }
func g(*int32) {}
func f(x *s) { g(&x.k) }`, nil},
		{"exported field", `type s struct{ K int }
func f(x *s) int { return x.K }`, nil},
		{"converted from unsafe.Pointer", `import "unsafe"
type s struct{ k int }
func f(p unsafe.Pointer) int { return (*s)(p).k }`, nil},
		{"converted to unsafe.Pointer", `import "unsafe"
type s struct{ k int }
func f(x *s) unsafe.Pointer { x.k = 1; return unsafe.Pointer(x) }`, nil},
		{"made from another struct type", `type s struct{ k int }
type u struct{ k int }
func f(a u) int { return s(a).k }`, nil},
		{"nested in a converted struct type", `type s struct{ k int }
type u struct{ in s }
type w struct{ in s }
func f(a w) u { return u(a) }
func g(x *s) int { x.k = 4; return x.k }`, &Table{Lo: 0, Hi: 4}},
		{"conversions between recursive types end", `type s struct{ k int }
type l []l
type p *p
func g(a []l, b *p) (l, p) { return l(a), p(b) }
func f(x *s) int { x.k = 2; return x.k }`, &Table{Lo: 0, Hi: 2}},
		{"reachable from a function without a body", `type s struct{ k int }
type u struct{ p *s }
func asm(*u)
func f(x *s) int { return x.k }`, nil},
		{"generic type, the field shared by its instances", `type s[T any] struct{ k uint8 }
func f(x *s[int]) { x.k = 1 }`, &Table{Lo: 0, Hi: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+tt.src+"\n")
			st := pkg.Pkg.Scope().Lookup("s").Type().Underlying().(*types.Struct)
			got, ok := FieldRanges(pkg, funcs, nil)[st.Field(0)]
			switch {
			case tt.want == nil && ok:
				t.Errorf("k is known %+v, want not", got)
			case tt.want != nil && !ok:
				t.Errorf("k is not known, want %+v", *tt.want)
			case tt.want != nil && got != *tt.want:
				t.Errorf("k is %+v, want %+v", got, *tt.want)
			}
		})
	}
}
