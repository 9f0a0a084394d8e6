package ssa2cfa

import (
	"testing"
)

// TestConstTables checks which package-level variables are read-only
// tables, and what their elements hold.
func TestConstTables(t *testing.T) {
	tests := []struct {
		name, src string
		want      *Table // of the variable t; nil: not a table
	}{
		{"sorted array", `var t = [...]uint8{0, 4, 9}
func f(i int) uint8 { return t[i] }`, &Table{Lo: 0, Hi: 9, Ascending: true}},
		{"keyed array, 0 in the gaps", `var t = [8]int8{2: -3, 5: 7}
func f(i int) int8 { return t[i] }`, &Table{Lo: -3, Hi: 7}},
		{"descending array", `var t = [...]int{5, 3, 1}
func f(i int) int { return t[i] }`, &Table{Lo: 1, Hi: 5, Descending: true}},
		{"array read before its initialization, 0 then", `var x = g(r{})
var t = [...]int{5, 3, 1}
type reader interface{ read() int }
type r struct{}
func (r) read() int { return t[0] }
func g(x reader) int { return x.read() }
func f(i int) int { return t[i] }`, &Table{Lo: 0, Hi: 5, Descending: true}},
		{"array never set", `var t [4]uint16
func f(i int) uint16 { return t[i] }`, &Table{Lo: 0, Hi: 0, Ascending: true, Descending: true}},
		{"array copied", `var t = [...]uint8{1, 2}
func f() [2]uint8 { return t }`, &Table{Lo: 1, Hi: 2, Ascending: true}},
		{"slice of constant length", `var t = []uint32{3, 1, 2}
func f(i int) uint32 { return t[i] + uint32(len(t)) }`, &Table{Lo: 1, Hi: 3}},
		{"string", `var t = "az"
func f(i int) byte { return t[i] }`, &Table{Lo: 'a', Hi: 'z', Ascending: true}},
		{"element written", `var t = [...]uint8{0, 1}
func f(i int) { t[i] = 3 }`, nil},
		{"array reassigned by an init function", `var t = [...]uint8{0, 1}
func init() { t = [2]uint8{} }
func f(i int) uint8 { return t[i] }`, nil},
		{"address taken", `var t = [...]uint8{0, 1}
func f() *[2]uint8 { return &t }`, nil},
		{"array sliced", `var t = [...]uint8{0, 1}
func f() []uint8 { return t[:] }`, nil},
		{"slice passed to a function", `var t = []uint8{0, 1}
func g([]uint8) {}
func f() { g(t) }`, nil},
		{"slice resliced", `var t = []uint8{0, 1}
func f() []uint8 { return t[1:] }`, nil},
		{"element computed", `var t = [...]int{g()}
func g() int { return 4 }
func f(i int) int { return t[i] }`, nil},
		{"uint64 elements", `var t = [...]uint64{1, 2}
func f(i int) uint64 { return t[i] }`, nil},
		{"slice initialized after code that may read it ran", `var x = g(r{})
var t = []uint8{0, 1}
type reader interface{ read() int }
type r struct{}
func (r) read() int { return len(t) }
func g(x reader) int { return x.read() }
func f(i int) uint8 { return t[i] }`, nil},
		{"slice initialized after code that does not read it ran", `var x = g()
var t = []uint8{0, 1}
func g() int { return 1 }
func f(i int) uint8 { return t[i] }`, &Table{Lo: 0, Hi: 1, Ascending: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+tt.src+"\n")
			tables := ConstTables(pkg, funcs, nil, ConstLenGlobals(pkg, funcs, nil))
			got, ok := tables[pkg.Var("t")]
			got.contents = nil // the elements themselves are not compared
			switch {
			case tt.want == nil && ok:
				t.Errorf("t is a table %+v, want none", got)
			case tt.want != nil && !ok:
				t.Errorf("t is not a table, want %+v", *tt.want)
			case tt.want != nil && got != *tt.want:
				t.Errorf("t is %+v, want %+v", got, *tt.want)
			}
		})
	}
}
