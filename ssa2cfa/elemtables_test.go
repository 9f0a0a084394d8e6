package ssa2cfa

import (
	"maps"
	"slices"
	"testing"
)

// TestConstElemTables: the integer fields of a read-only array of struct
// literals are tables (0 among the values when code may read the array
// before the initializer sets it); a write, an escaping address or a
// computed value rules a field or the whole array out.
func TestConstElemTables(t *testing.T) {
	const decl = `type op struct {
	name  string
	arity int
	flags uint8
}
`
	tests := []struct {
		name, src string
		want      map[int][2]int64 // field index to the table's [Lo, Hi]
	}{
		{"constant fields", `var t = [...]op{{"neg", 1, 0}, {"add", 2, 3}, {"none", 0, 1}}
func f(i int) int { return t[i].arity }`, map[int][2]int64{1: {0, 2}, 2: {0, 3}}},
		{"elements absent, keyed", `var t = [4]op{1: {"a", 2, 5}, 3: {"b", 3, 6}}
func f(i int) int { return t[i].arity }`, map[int][2]int64{1: {0, 3}, 2: {0, 6}}},
		{"copied element", `var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
func f(i int) int { o := t[i]; return o.arity }`, map[int][2]int64{1: {1, 2}, 2: {1, 1}}},
		{"field computed", `var t = [...]op{{"a", g(), 1}, {"b", 2, 1}}
func g() int { return 7 }
func f(i int) int { return t[i].arity }`, map[int][2]int64{2: {1, 1}}},
		{"read before its initialization", `var x = g(r{})
var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
type reader interface{ read() int }
type r struct{}
func (r) read() int { return t[1].arity }
func g(x reader) int { return x.read() }
func f(i int) int { return t[i].arity }`, map[int][2]int64{1: {0, 2}, 2: {0, 1}}},
		{"field written", `var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
func f(i int) { t[i].arity = 5 }`, nil},
		{"element address escapes", `var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
func f(i int) *op { return &t[i] }`, nil},
		{"field address escapes", `var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
func f(i int) *int { return &t[i].arity }`, nil},
		{"array reassigned", `var t = [...]op{{"a", 1, 1}, {"b", 2, 1}}
func f() { t = [2]op{} }`, nil},
		{"exported", `var T = [...]op{{"a", 1, 1}}
var t = T
func f(i int) int { return T[i].arity }`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+decl+tt.src+"\n")
			got := map[int][2]int64{}
			for k, tab := range ConstElemTables(pkg, funcs, nil) {
				if k.Global.Name() != "t" && k.Global.Name() != "T" {
					continue
				}
				got[k.Field] = [2]int64{tab.Lo, tab.Hi}
			}
			if len(got) == 0 && len(tt.want) == 0 {
				return
			}
			if !maps.Equal(got, tt.want) {
				keys := slices.Sorted(maps.Keys(got))
				t.Errorf("tables of fields %v: %v, want %v", keys, got, tt.want)
			}
		})
	}
}
