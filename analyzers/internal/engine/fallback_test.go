package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestIntervalFallback: a function whose octagon analysis runs over the
// default step budget (many variables, a long body) is analysed with
// intervals instead, which prove its index in a guarded range; an explicit budget is
// kept as given.
func TestIntervalFallback(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\nfunc Long(i int) int {\n\tvar a [8]int\n\ts, x0 := 0, i\n")
	for k := 1; k <= 80; k++ {
		fmt.Fprintf(&b, "\tx%d := x%d + 1\n\ts ^= x%d & 3\n", k, k-1, k)
	}
	b.WriteString("\tif i >= 0 && i < 8 {\n\t\treturn a[i] + s\n\t}\n\treturn s\n}\n")
	c := loadSrc(t, b.String())[0]
	if n := len(c.Vars); n <= 150 {
		t.Fatalf("%d variables: too few for the minimal step budget", n)
	}
	oct := linform.Domain{Base: octagon.Domain{}}
	res, err := Analyze(context.Background(), c, Config{Domain: oct})
	if err != nil {
		t.Fatal(err)
	}
	if res.Budget {
		t.Fatalf("over budget with the interval fallback")
	}
	for _, cr := range res.Checks {
		if cr.Check.Kind == ssa2cfa.CheckIndex && cr.Verdict != Proven {
			t.Errorf("%s: %v, want proven", cr.Check.Text, cr.Verdict)
		}
	}
	res, err = Analyze(context.Background(), c, Config{Domain: oct, Budget: cpa.Budget{MaxSteps: stepBudget(len(c.Vars))}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Budget {
		t.Errorf("the octagon analysis alone fits the step budget: the test does not exercise the fallback")
	}
}

// TestPackedFallback: in a function over the octagon's budget, the checks
// intervals cannot prove (an index below a length it is compared with)
// are proven by the octagon over their cone of influence; a check that can
// fail stays unproven. Intervals alone prove neither.
func TestPackedFallback(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\nfunc Long(a []int, lo, hi int) int {\n\ts, x0 := 0, lo\n")
	for k := 1; k <= 80; k++ {
		fmt.Fprintf(&b, "\tx%d := x%d + 1\n\ts ^= x%d & 3\n", k, k-1, k)
	}
	b.WriteString(`	if hi > len(a) {
		hi = len(a)
	}
	for j := max(lo, 0); j < hi; j++ {
		s += a[j]
	}
	for j := 0; j <= hi; j++ {
		s += a[j]
	}
	return s
}
`)
	c := loadSrc(t, b.String())[0]
	oct := linform.Domain{Base: octagon.Domain{}}
	for _, tc := range []struct {
		name string
		cfg  Config
		safe Verdict // the verdict on the first loop's a[j]
	}{
		{"octagon-fallback", Config{Domain: oct}, Proven},
		{"intervals", Config{Domain: interval.Domain{}}, Unproven},
	} {
		res, err := Analyze(context.Background(), c, tc.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if res.Budget {
			t.Fatalf("%s: over budget", tc.name)
		}
		var got []Verdict
		for _, cr := range res.Checks {
			if cr.Check.Kind == ssa2cfa.CheckIndex && cr.Check.Text == "a[j]" {
				got = append(got, cr.Verdict)
			}
		}
		if len(got) != 2 || got[0] != tc.safe || got[1] == Proven {
			t.Errorf("%s: a[j] in the two loops: %v, want %v and not proven", tc.name, got, tc.safe)
		}
	}
	res, err := Analyze(context.Background(), c, Config{Domain: oct, Budget: cpa.Budget{MaxSteps: stepBudget(len(c.Vars))}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Budget {
		t.Errorf("the octagon analysis alone fits the step budget: the test does not exercise the fallback")
	}
}
