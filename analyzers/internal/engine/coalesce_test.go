package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// coalesceSrc has short-lived variables in branches that never meet (the
// slices each return builds), checks in them, and loops whose variables
// stay live across them.
const coalesceSrc = `package p

func chunk(s string, k int) (string, int, string) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 'a':
			if len(s) >= i+3 && s[i+1] == 'b' {
				return s[0:i], 1, s[i+3:]
			}
		case 'c':
			j := i + 1
			for j < len(s) && s[j] == 'c' {
				j++
			}
			if j-i > k {
				return s[0:i], 2, s[j:]
			}
		case 'd':
			if i+k <= len(s) && k >= 0 {
				return s[0:i], 3, s[i+k:]
			}
		}
	}
	return s, 0, ""
}

func split(s string, k int) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == 'x' {
			p, rest := s[:i], s[i+1:]
			n += len(p) - len(rest)
		} else if i+k < len(s) && k > 0 {
			q := s[i : i+k]
			n += int(q[0])
		} else {
			r := s[i:k]
			n += len(r)
		}
	}
	return n
}

func masked(x int) int {
	u := x + 1
	m, m2 := u&7, u|1
	w := x + 2
	if w < 0 || w > 100 {
		return m2
	}
	var arr [200]int
	if m != 0 { // u != 0, which the evaluator reads through m's definition
		return arr[w-1] + m
	}
	return m
}

func pick(a []int, i, j, k int) int {
	if i >= 0 && i < len(a) {
		x := a[i] + 1
		if j > 0 {
			return a[j] + x
		}
		return x
	}
	y := k + 1
	if y > 0 && y < len(a) {
		return a[y-1]
	}
	z := k - 1
	return a[z]
}
`

// TestCoalesce: variables that share a dimension are never live at one
// location (by the lowering's own liveness), are of one type and range,
// and are neither inputs nor results; some do share.
func TestCoalesce(t *testing.T) {
	shared := false
	for _, c := range append(loadSrc(t, coalesceSrc), loadSrc(t, soundSrc)...) {
		all := allVars(c)
		at, dims, ok := coalesce(c, all, nil, len(c.Vars))
		if !ok {
			t.Fatalf("%s: no coalescing within %d dimensions", c.Fn.Name(), len(c.Vars))
		}
		if dims < len(c.Vars) {
			shared = true
		}
		if _, _, ok := coalesce(c, all, nil, dims-1); ok {
			t.Errorf("%s: coalesced in fewer dimensions than it reports", c.Fn.Name())
		}
		pinned := pinnedVars(c, nil)
		owners := map[int][]int{}
		for v, k := range at {
			if k < 0 || k >= dims {
				t.Fatalf("%s: %s in dimension %d of %d", c.Fn.Name(), c.Vars[v].Name, k, dims)
			}
			owners[k] = append(owners[k], v)
		}
		live := c.Live()
		for _, vs := range owners {
			if len(vs) < 2 {
				continue
			}
			for _, v := range vs {
				if pinned[v] {
					t.Errorf("%s: pinned %s shares a dimension", c.Fn.Name(), c.Vars[v].Name)
				}
				if a, b := &c.Vars[v], &c.Vars[vs[0]]; a.Type != b.Type || a.Lo() != b.Lo() || a.Hi() != b.Hi() {
					t.Errorf("%s: %s and %s share a dimension but not a range", c.Fn.Name(), a.Name, b.Name)
				}
			}
			for l := range c.Locs {
				var both []string
				for _, v := range vs {
					if live.IsLive(ssa2cfa.Loc(l), ssa2cfa.Var(v)) {
						both = append(both, c.Vars[v].Name)
					}
				}
				if len(both) > 1 {
					t.Errorf("%s: %v share a dimension and are live together at location %d", c.Fn.Name(), both, l)
				}
			}
		}
	}
	if !shared {
		t.Errorf("no function shares a dimension: the test checks nothing")
	}
}

// TestSharedPackSound runs every function on random inputs: no check that
// a run fails is proven by the analysis over shared dimensions, and a
// run that returns reaches the exit there.
func TestSharedPackSound(t *testing.T) {
	rel := linform.Domain{Base: octagon.Domain{}}
	anyFailed := false
	for _, c := range append(loadSrc(t, coalesceSrc), loadSrc(t, soundSrc)...) {
		at, dims, _ := coalesce(c, allVars(c), nil, len(c.Vars))
		pd := newSharedPackDomain(rel, at, dims)
		r, _, err := runPack(context.Background(), c, Config{}, pd, 200000)
		if err != nil {
			t.Fatalf("%s: %v", c.Fn.Name(), err)
		}
		if len(soundRuns(t, c.Fn.Name(), c, r, 2000)) > 0 {
			anyFailed = true
		}
	}
	if !anyFailed {
		t.Errorf("no run failed a check: the test cannot catch an unsound proof")
	}
}

// TestSharedPackSummary: a scanner too large for the octagon (filler
// variables) returns slices of its argument from many returns; the
// analysis of its results over shared dimensions relates their lengths
// to the argument's (len(prefix) + len(suffix) <= len(s)), which the
// packs cut at their size limit did not.
func TestSharedPackSummary(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\nfunc chunk(s string, k int) (string, int, string) {\n\tx0 := k\n")
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, "\tx%d := x%d ^ %d\n", i, i-1, i)
	}
	b.WriteString("\tfor i := 0; i < len(s); i++ {\n\t\tswitch int(s[i]) {\n")
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&b, "\t\tcase %d:\n\t\t\tif len(s) >= i+%d {\n\t\t\t\treturn s[0:i], %d, s[i+%d:]\n\t\t\t}\n", 'A'+i, i%7+1, i, i%7+1)
	}
	b.WriteString("\t\t}\n\t}\n\treturn s, x60 & 0, \"\"\n}\n")
	c := loadSrc(t, b.String())[0]
	full := resultCone(c, len(c.Vars))
	if len(full) <= maxPack {
		t.Fatalf("the results' cone has %d variables: the test does not exercise shared dimensions", len(full))
	}
	rel := linform.Domain{Base: octagon.Domain{}}
	res, err := Analyze(context.Background(), c, Config{Domain: rel, Relational: rel})
	if err != nil {
		t.Fatal(err)
	}
	if res.Budget {
		t.Fatal("over budget")
	}
	got := post(c, res).String()
	if want := "-len(p0) + len(r0) + len(r2) <= 0"; !strings.Contains(got, want) {
		t.Errorf("summary %s, want it to contain %q", got, want)
	}
}

// allVars lists c's variables.
func allVars(c *ssa2cfa.CFA) []int {
	all := make([]int, len(c.Vars))
	for v := range all {
		all[v] = v
	}
	return all
}
