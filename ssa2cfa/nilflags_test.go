package ssa2cfa

import (
	"slices"
	"testing"
)

// TestNilFlags lowers f and describes, per return, what its last result's
// nil flag (an error's or a slice's) receives: "nil", "non-nil", a variable ("flag": a φ's or a
// call's) or nothing known ("unknown", havocked before the return).
func TestNilFlags(t *testing.T) {
	const decls = `package p
import ("errors"; "fmt")
type T struct{}
func (*T) Error() string { return "" }
var errX = errors.New("x")
var ErrY = errors.New("y")
var errZ error
func g() error
var _ = fmt.Sprint
`
	tests := []struct {
		name, body string
		want       []string
	}{
		{"nil", `func f() error { return nil }`, []string{"nil"}},
		{"errors.New", `func f() error { return errors.New("x") }`, []string{"non-nil"}},
		{"fmt.Errorf", `func f(n int) error { return fmt.Errorf("%d", n) }`, []string{"non-nil"}},
		{"a typed nil pointer is a non-nil interface", `func f() error { var p *T; return p }`, []string{"non-nil"}},
		{"a parameter", `func f(e error) error { return e }`, []string{"unknown"}},
		{"a call", `func f() error { return g() }`, []string{"flag"}},
		{"a φ", `func f(c bool) error { var err error; if c { err = errors.New("x") }; return err }`, []string{"flag"}},
		{"two returns", `func f(c bool) (int, error) { if c { return 0, errX }; return 1, nil }`, []string{"non-nil", "nil"}},
		{"an exported variable may be set elsewhere", `func f() error { return ErrY }`, []string{"unknown"}},
		{"a variable never set", `func f() error { return errZ }`, []string{"unknown"}},
		{"a nil slice", `func f() []byte { return nil }`, []string{"nil"}},
		{"a made slice, even empty", `func f(n int) []byte { return make([]byte, n) }`, []string{"non-nil"}},
		{"an array's slice", `func f() []byte { var a [4]byte; return a[:] }`, []string{"non-nil"}},
		{"a slice of a made slice", `func f(n int) []byte { b := make([]byte, n); return b[1:] }`, []string{"non-nil"}},
		{"a slice of a parameter", `func f(b []byte) []byte { return b[1:] }`, []string{"unknown"}},
		{"a slice of a nil slice", `func f(c bool) []byte { var b []byte; if c { b = make([]byte, 3) }; return b[:0] }`, []string{"flag"}},
		{"an append of an element", `func f(b []byte) []byte { return append(b, 1) }`, []string{"non-nil"}},
		{"an append to a made slice", `func f(b []byte) []byte { return append(make([]byte, 0), b...) }`, []string{"non-nil"}},
		{"an append of a slice", `func f(a, b []byte) []byte { return append(a, b...) }`, []string{"unknown"}},
		{"a slice's φ", `func f(b []byte) []byte { if len(b) < 4 { return nil }; return b[2:] }`, []string{"nil", "unknown"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, decls+tt.body+"\n")
			fn := pkg.Func("f")
			c, err := Options{NonNilGlobals: NonNilGlobals(pkg, funcs, nil)}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			k := len(c.Results) - 1
			if r := c.Results[k]; r < 0 || !c.Vars[r].NilFlag || !c.Vars[r].Type.IsBool() {
				t.Fatalf("result %d is not a nil flag", k)
			}
			var got []string
			for _, e := range c.Edges {
				ret, ok := e.Op.(*Return)
				if !ok {
					continue
				}
				switch x := ret.Results[k].(type) {
				case nil:
					got = append(got, "unknown")
				case *VarRef:
					got = append(got, "flag")
					if !c.Vars[x.V].NilFlag {
						t.Errorf("returns %s, not a nil flag", c.Vars[x.V].Name)
					}
				default:
					switch {
					case x == True:
						got = append(got, "nil")
					case x == False:
						got = append(got, "non-nil")
					default:
						got = append(got, x.String())
					}
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("returns %v, want %v", got, tt.want)
			}
		})
	}
}

// TestNilComparisons checks that err != nil and b == nil read the nil flag
// of a call's result, and that comparisons whose operand's nil-ness the lowering does
// not know, or that are not with nil, stay unknown.
func TestNilComparisons(t *testing.T) {
	const decls = `package p
func g() (int, error)
func h(error) bool
func s() []byte
`
	tests := []struct {
		name, body string
		want       bool // the branch reads a nil flag
	}{
		{"a call's error", `func f() int { n, err := g(); if err != nil { return 0 }; return n }`, true},
		{"nil on the left", `func f() int { _, err := g(); if nil == err { return 0 }; return 1 }`, true},
		{"a parameter", `func f(err error) int { if err != nil { return 0 }; return 1 }`, false},
		{"two errors", `func f(e error) int { _, err := g(); if err == e { return 0 }; return 1 }`, false},
		{"a call's slice", `func f() int { b := s(); if b == nil { return 0 }; return len(b) }`, true},
		{"a slice parameter", `func f(b []byte) int { if b == nil { return 0 }; return len(b) }`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, decls+tt.body+"\n", "f")
			c, err := Options{}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			got := false
			for _, e := range c.Edges {
				if a, ok := e.Op.(*Assume); ok {
					Vars(a.Cond, func(v Var) { got = got || c.Vars[v].NilFlag })
				}
			}
			if got != tt.want {
				t.Errorf("a branch reads a nil flag: %v, want %v", got, tt.want)
			}
		})
	}
}
