package engine

import (
	"fmt"
	"slices"
	"strings"
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

// TestConeCall: a call's results bring its arguments and their lengths
// into the cone (a callee's postcondition relates them), not the
// arguments of calls whose results the cone does not hold.
func TestConeCall(t *testing.T) {
	c := loadSrc(t, `package p

func index(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

func f(in, other string, q byte) string {
	end := index(in[1:], q)
	_ = index(other, q)
	if end < 0 {
		return ""
	}
	return in[:end+2]
}
`)[1]
	chk := lastCheckOf(t, c, ssa2cfa.CheckSlice)
	got := map[string]bool{}
	for _, v := range cone(c, []*ssa2cfa.Check{chk}, 100) {
		got[c.Vars[v].Name] = true
	}
	if !got["len(in)"] {
		t.Errorf("cone %v lacks len(in)", got)
	}
	var argLen bool // the length of in[1:], the first call's argument
	for name := range got {
		argLen = argLen || name != "len(in)" && strings.HasPrefix(name, "len(")
	}
	if !argLen {
		t.Errorf("cone %v lacks the length of the call's argument", got)
	}
	if got["len(other)"] {
		t.Errorf("cone %v holds len(other)", got)
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

// TestConeGuards: with the dominator tree, the cone of a check holds the
// variables of the guards every path to it passes, which it never reads:
// the loop runs while len(src) >= 4, and dst's length is src's.
func TestConeGuards(t *testing.T) {
	c := loadSrc(t, `package p

func f(dst, src []byte, other []int) {
	dst = dst[:len(src)]
	for len(src) >= 4 {
		_ = (*[4]byte)(dst)
		src, dst = src[4:], dst[4:]
	}
	for range other {
	}
}
`)[0]
	chk := lastCheckOf(t, c, ssa2cfa.CheckSliceToArray)
	srcLens := func(vs []int) (n int) {
		for _, v := range vs {
			if strings.HasPrefix(c.Vars[v].Name, "len(src") || strings.HasPrefix(c.Vars[v].Name, "len(t") {
				n++
			}
		}
		return n
	}
	without := cone(c, []*ssa2cfa.Check{chk}, 100)
	with := guardedCone(c, newDomTree(c), []*ssa2cfa.Check{chk}, without, 100)
	if len(with) <= len(without) || srcLens(with) <= srcLens(without) {
		t.Errorf("the loop's guard added nothing: %d variables (%d lengths) with guards, %d (%d) without", len(with), srcLens(with), len(without), srcLens(without))
	}
	for _, v := range with {
		if strings.HasPrefix(c.Vars[v].Name, "len(other") {
			t.Errorf("cone holds %s, which no guard of the check reads", c.Vars[v].Name)
		}
	}
}

// lastCheckOf returns c's last check of kind k.
func lastCheckOf(t *testing.T, c *ssa2cfa.CFA, k ssa2cfa.CheckKind) *ssa2cfa.Check {
	t.Helper()
	var chk *ssa2cfa.Check
	for _, x := range c.Checks {
		if x.Kind == k {
			chk = x
		}
	}
	if chk == nil {
		t.Fatalf("no %s check in %s", k, c.Fn)
	}
	return chk
}

// TestRelevantDomain: a function of more variables than octagons take,
// most of which no check, guard or call reads, is analysed with octagons
// over the others (a pack); the irrelevant ones are not in it, a static
// call's argument is.
func TestRelevantDomain(t *testing.T) {
	var body strings.Builder
	body.WriteString("package p\n\nfunc g(n int) {}\n\nfunc f(a []int, h, m int) int {\n\tx0 := h\n")
	for i := 1; i <= maxOctagonVars; i++ {
		fmt.Fprintf(&body, "\tx%d := x%d*31 + x%d/%d\n", i, i-1, i-1, i+1)
	}
	fmt.Fprintf(&body, "\tg(m + 1)\n\ts := 0\n\tfor i := 0; i < len(a); i++ {\n\t\ts += a[i]\n\t}\n\treturn s + x%d\n}\n", maxOctagonVars)
	c := loadSrc(t, body.String())[1]
	if len(c.Vars) <= maxOctagonVars {
		t.Fatalf("%d variables, want more than %d", len(c.Vars), maxOctagonVars)
	}
	pd, ok := domainFor(c).(*packDomain)
	if !ok {
		t.Fatalf("domain %s, want a pack", domainFor(c).Name())
	}
	var names []string
	for _, v := range pd.pack {
		names = append(names, c.Vars[v].Name)
	}
	for _, want := range []string{"i", "len(a)", "m"} {
		if !slices.Contains(names, want) {
			t.Errorf("pack %v lacks %s", names, want)
		}
	}
	for _, not := range []string{"h", "s", "result0"} {
		if !slices.ContainsFunc(c.Vars, func(v ssa2cfa.VarInfo) bool { return v.Name == not }) {
			t.Errorf("no variable %s", not)
		}
		if slices.Contains(names, not) {
			t.Errorf("pack %v holds %s", names, not)
		}
	}
	if len(names) > 8 {
		t.Errorf("pack %v holds more than the loop's, the guards' and the call's variables", names)
	}
}
