package ssa2cfa

import (
	"go/types"
	"testing"
)

// TestPureResult checks the expression a call of f stands for, over its
// arguments a0, a1 (variables v0, v1) and the tracked fields of the structs
// they point to (field k of a(i) is variable v(10*(i+1)+k)), or that it
// stands for none.
func TestPureResult(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // "" for none
	}{
		{"shift of a conversion", `type sc uint8
func f(s sc) int8 { return int8(s >> 1) }`, "int8(v0 >> 1)"},
		{"arithmetic", `func f(x, y int) int { return 2*x - y + 1 }`, "((2 * v0) - v1) + 1"},
		{"conjunction", `func f(c byte) bool { return '0' <= c && c <= '9' }`, "(48 <= v0) && (v0 <= 57)"},
		{"branches", `func f(c byte) bool {
	if c < 10 {
		return true
	}
	return c == 20
}`, "(v0 < 10) || ((v0 >= 10) && (v0 == 20))"},
		{"pure callee", `func g(x int) int { return x + 1 }
func f(x int) int { return g(x) * 2 }`, "(v0 + 1) * 2"},
		{"division by a constant", `func f(x int) int { return x / 8 }`, "v0 / 8"},
		{"division by a variable", `func f(x, y int) int { return x / y }`, ""},
		{"shift by a signed variable", `func f(x, y int) int { return x << y }`, ""},
		{"shift by an unsigned variable", `func f(x int, y uint) int { return x << y }`, "v0 << v1"},
		{"load", `func f(p *int) int { return *p + 1 }`, ""},
		{"global", `var g int
func f(x int) int { return x + g }`, ""},
		{"store", `var g int
func f(x int) int { g = x; return x }`, ""},
		{"callee with an effect, result unused", `var g int
func h(x int) int { g = x; return x }
func f(x int) int { h(x); return x }`, ""},
		{"integer chosen by branches", `func f(x, y int) int {
	if x < y {
		return x
	}
	return y
}`, ""},
		{"loop", `func f(x int) bool {
	for x > 10 {
		x -= 3
	}
	return x == 0
}`, ""},
		{"two results", `func f(x int) (int, int) { return x, x }`, ""},
		{"recursion", `func f(x int) int { return f(x) }`, ""},
		{"field getter", `type T struct{ buf []byte; off int }
func f(t *T) int { return len(t.buf) - t.off }`, "v10 - v11"},
		{"field condition", `type T struct{ off int; s string }
func f(x int, t *T) bool { return t.off+x >= len(t.s) }`, "(v20 + v0) >= v21"},
		{"getter of a getter", `type T struct{ buf []byte; off int }
func (t *T) rem() int { return len(t.buf) - t.off }
func f(t *T) bool { return t.rem() > 2 }`, "(v10 - v11) > 2"},
		{"untracked field", `type T struct{ ok bool }
func f(t *T) bool { return t.ok }`, ""},
		{"field of a field", `type T struct{ off int }
type U struct{ t T }
func f(u *U) int { return u.t.off }`, ""},
		{"field of a global", `type T struct{ off int }
var g T
func f() int { return g.off }`, ""},
		{"field through a pointer field", `type T struct{ next *T; off int }
func f(t *T) int { return t.next.off }`, ""},
		{"field stored to", `type T struct{ off int }
func f(t *T) int { t.off++; return t.off }`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := buildFunc(t, "package p\n"+tt.src+"\n", "f")
			var args []Expr
			for i, p := range f.Params {
				typ, ok := TypeOf(p.Type())
				if !ok {
					args = append(args, nil)
					continue
				}
				args = append(args, &VarRef{V: Var(i), T: typ})
			}
			var fields []ArgField
			for i, p := range f.Params {
				trackedFields(p.Type(), func(k int, ft types.Type) {
					_, isLen := fieldKind(ft)
					typ := Int
					if !isLen {
						typ = mustType(ft)
					}
					fields = append(fields, ArgField{Arg: i, Field: k, Len: isLen, X: &VarRef{V: Var(10*(i+1) + k), T: typ}})
				})
			}
			got := ""
			if e := pureResult(f, args, fields); e != nil {
				got = e.String()
			}
			if got != tt.want {
				t.Errorf("pureResult = %q, want %q", got, tt.want)
			}
		})
	}
}
