package engine

import (
	"slices"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestCone: the cone of a check holds its variables, those assigned to
// them, and those a guard compares with them; not the variables of
// unrelated computations. A limit cuts it.
func TestCone(t *testing.T) {
	c := loadSrc(t, `package p

func f(a, b []int, k, m, lo, hi int) int {
	s, t := 0, 0
	if hi > len(a) {
		hi = len(a)
	}
	for i := lo; 0 <= i && i < hi; i++ {
		s += a[i]
	}
	for u := 0; u < m; u++ {
		t += b[k] + u
	}
	return s + t
}
`)[0]
	var chk *ssa2cfa.Check
	for _, x := range c.Checks {
		if x.Kind == ssa2cfa.CheckIndex && x.Text == "a[i]" {
			chk = x
		}
	}
	if chk == nil {
		t.Fatalf("no check a[i] in %d checks", len(c.Checks))
	}
	names := func(vs []int) []string {
		var out []string
		for _, v := range vs {
			out = append(out, c.Vars[v].Name)
		}
		return out
	}
	got := names(cone(c, []*ssa2cfa.Check{chk}, 100))
	for _, want := range []string{"i", "len(a)", "lo", "hi"} {
		if !slices.Contains(got, want) {
			t.Errorf("cone %v lacks %s", got, want)
		}
	}
	for _, not := range []string{"k", "m", "u", "t", "len(b)"} {
		if slices.Contains(got, not) {
			t.Errorf("cone %v holds %s", got, not)
		}
	}
	if got := cone(c, []*ssa2cfa.Check{chk}, 2); len(got) != 2 {
		t.Errorf("cone with limit 2: %v", names(got))
	}
}

// TestCheckGroups: checks whose conditions share a variable, directly or
// through another check, form one group.
func TestCheckGroups(t *testing.T) {
	v := func(i int) ssa2cfa.Expr { return &ssa2cfa.VarRef{V: ssa2cfa.Var(i), T: ssa2cfa.Int64} }
	lt := func(x, y int) *ssa2cfa.Check {
		return &ssa2cfa.Check{Cond: &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: v(x), Y: v(y)}}
	}
	a, b, c, d := lt(0, 1), lt(2, 3), lt(1, 4), lt(4, 2)
	e := lt(5, 6)
	got := checkGroups([]*ssa2cfa.Check{a, e, b, c, d})
	if len(got) != 2 || len(got[0]) != 4 || len(got[1]) != 1 || got[1][0] != e {
		t.Errorf("groups %v, want {a b c d} {e}", got)
	}
}
