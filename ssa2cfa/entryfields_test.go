package ssa2cfa

import (
	"fmt"
	"slices"
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestEntryFields lists the entry fields of f (see markEntryFields): the
// fields of its pointer parameters' structs that a load reads before any
// write may change them. Each is an input no edge assigns.
func TestEntryFields(t *testing.T) {
	tests := []struct {
		name, body string
		want       []EntryField // Var left out
	}{
		{"a loaded int", `func f(t *T) int { return t.n }`, []EntryField{{Param: 0, Field: 0}}},
		{"a slice's length", `func f(t *T) int { return len(t.s) }`, []EntryField{{Param: 0, Field: 1, Len: true}}},
		{"the second parameter", `func f(m int, t *T) int { return t.n + m }`, []EntryField{{Param: 1, Field: 0}}},
		{"in a loop that writes nothing", `func f(t *T) int { s := 0; for i := 0; i < t.n; i++ { s += i }; return s }`, []EntryField{{Param: 0, Field: 0}}},
		{"after a store", `func f(t *T) int { t.n = 1; return t.n }`, nil},
		{"after a call that may write", `func f(t *T) int { h(t); return t.n }`, nil},
		{"after a store of an int elsewhere", `func f(t *T, q *int) int { *q = 1; return t.n }`, nil},
		{"an untracked field", `func f(t *T) float64 { return t.f }`, nil},
		{"a struct value", `func f(t T) int { return t.n }`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, fieldPostTypes+tt.body+"\n", "f")
			c, err := Options{EntryFields: true}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			var got []EntryField
			for _, ef := range c.EntryFields {
				got = append(got, EntryField{Param: ef.Param, Field: ef.Field, Len: ef.Len})
				if !slices.Contains(c.Inputs, ef.Var) || !c.Vars[ef.Var].Input {
					t.Errorf("entry field %s is not an input", c.Vars[ef.Var].Name)
				}
				for _, e := range c.Edges {
					if slices.Contains(SetVars(e.Op), ef.Var) {
						t.Errorf("edge %v assigns entry field %s", e.Op, c.Vars[ef.Var].Name)
					}
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("entry fields %v, want %v", got, tt.want)
			}
			off, err := Options{}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			if len(off.EntryFields) > 0 {
				t.Errorf("entry fields %v without Options.EntryFields", off.EntryFields)
			}
		})
	}
}

// TestArgFields lists what f's call of k knows of the fields of its
// pointer argument: stored values, loaded ones, and the zero values of a
// new struct, until a write may change them.
func TestArgFields(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string // the fields' expressions, by field
	}{
		{"a stored constant", `func f(t *T) { t.n = 3; k(t) }`, []string{"n=3"}},
		{"a new struct's zero values", `func f() { k(&T{}) }`, []string{"n=0", "len(s)=0"}},
		{"a new struct's stored slice", `func f(a []int) int { k(&T{s: a}); return len(a) }`, []string{"n=0", "len(s)=len(a)"}},
		{"a loaded field", `func f(t *T) int { m := t.n; k(t); return m }`, []string{"n=t1"}}, // t1: the load
		{"nothing known", `func f(t *T) { k(t) }`, nil},
		{"a write between", `func f(t *T) { t.n = 3; h(t); k(t) }`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, fieldPostTypes+"func k(t *T) {}\n"+tt.body+"\n", "f")
			c, err := Options{}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range c.Edges {
				call, ok := e.Op.(*Call)
				if !ok || call.Callee == nil || call.Callee.Name() != "k" {
					continue
				}
				for _, af := range call.ArgFields {
					name := []string{"n", "s"}[af.Field]
					if af.Len {
						name = "len(" + name + ")"
					}
					x := fmt.Sprint(af.X)
					if r, ok := af.X.(*VarRef); ok {
						x = c.Vars[r.V].Name
					}
					got = append(got, name+"="+x)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("argument fields %v, want %v", got, tt.want)
			}
		})
	}
}

// TestZeroFields checks that a load of a field of a new struct before any
// store reads the zero value.
func TestZeroFields(t *testing.T) {
	fn := buildFunc(t, fieldPostTypes+`func f(m int) int { t := &T{s: make([]int, m)}; return t.n + len(t.s) }`+"\n", "f")
	zero := 0
	for v, first := range sameLoads(fn, nil, nil) {
		if k, ok := first.(*ssa.Const); ok && k.Int64() == 0 {
			if _, isLoad := v.(*ssa.UnOp); isLoad {
				zero++
			}
		}
	}
	if zero != 1 {
		t.Errorf("%d loads read a zero value, want 1 (t.n)", zero)
	}
}
