package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
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
