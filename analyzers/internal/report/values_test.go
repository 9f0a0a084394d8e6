package report

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

func TestIndexAndSliceValues(t *testing.T) {
	i64 := ssa2cfa.Type{Kind: ssa2cfa.KindInt, Width: 64, Signed: true}
	c := &ssa2cfa.CFA{Vars: []ssa2cfa.VarInfo{{Name: "len(s)", Type: i64}, {Name: "cap(b)", Type: i64}}}
	str := &ssa2cfa.Check{Operands: []ssa2cfa.Expr{nil, nil, nil, &ssa2cfa.VarRef{V: 0, T: i64}}}
	buf := &ssa2cfa.Check{Operands: []ssa2cfa.Expr{nil, nil, nil, &ssa2cfa.VarRef{V: 1, T: i64}}}
	for _, tc := range []struct {
		chk  *ssa2cfa.Check
		vals []string
		want string
	}{
		{str, []string{"", "5", "", "3"}, " [:5] with length 3"},
		{buf, []string{"", "5", "", "3"}, " [:5] with capacity 3"},
		{buf, []string{"4", "2", "", "9"}, " [4:2]"},
		{buf, []string{"-1", "", "", "9"}, " [-1:]"},
		{buf, []string{"12", "", "", "9"}, " [12:] with capacity 9"},
		{buf, []string{"0", "4", "10", "9"}, " [::10] with capacity 9"},
		{buf, []string{"0", "5", "4", "9"}, " [:5:4]"},
		{buf, []string{"-10", "-2", "", "9"}, " [-10:]"},
		{buf, []string{"0", "4", "", "9"}, ""}, // no failing bound: nothing said
		{buf, []string{"", "", "", ""}, ""},
	} {
		if got := sliceValues(c, tc.chk, tc.vals); got != tc.want {
			t.Errorf("sliceValues(%q) = %q, want %q", tc.vals, got, tc.want)
		}
	}
	if got := indexValues([]string{"5", "3"}); got != " [5] with length 3" {
		t.Errorf("indexValues: %q", got)
	}
	if got := indexValues([]string{"", "3"}); got != "" {
		t.Errorf("indexValues without index: %q", got)
	}
	for _, tc := range []struct {
		a, b string
		want bool
	}{{"-3", "2", true}, {"2", "-3", false}, {"-3", "-2", true}, {"-2", "-3", false}, {"9", "10", true}, {"10", "9", false}, {"7", "7", false}} {
		if got := less(tc.a, tc.b); got != tc.want {
			t.Errorf("less(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
}
