package engine

import (
	"context"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

const onDemandSrc = `package p

func Exported(s string) int { return first(s) + 1 }

func first(s string) int {
	if len(s) == 0 {
		return 0
	}
	return 1
}

func unused(x int) int {
	if x < 0 {
		return 0
	}
	return x
}

func user(s string) byte {
	n := first(s)
	if n > 0 {
		return s[0]
	}
	return 0
}
`

// TestSummariesOnDemand checks that postconditions are computed only when
// needed: for the functions other packages can call and what they call,
// then for the callees a classification reaches, never for the rest.
func TestSummariesOnDemand(t *testing.T) {
	cfas := loadSummaryPkg(t, onDemandSrc)
	byName := map[string]*ssa2cfa.CFA{}
	for _, c := range cfas {
		byName[c.Fn.Name()] = c
	}
	sums := newSummaries(nil)
	analysed := map[string]int{}
	cfg := func(c *ssa2cfa.CFA, wanted func(*ssa2cfa.Check) bool) Config {
		return Config{Domain: domainFor(c), Wanted: wanted, Call: sums.callHook(c)}
	}
	sums.onDemand(cfas, func(c *ssa2cfa.CFA, entry func(domains.Numeric) domains.Numeric) (*Result, error) {
		if entry == nil {
			analysed[c.Fn.Name()]++
		}
		cf := cfg(c, none)
		cf.Entry = entry
		return Analyze(context.Background(), c, cf)
	})
	sums.exportFacts(cfas)
	if analysed["Exported"] != 1 || analysed["first"] != 1 || len(analysed) != 2 {
		t.Errorf("after the export of facts, analysed %v, want Exported and first once each", analysed)
	}
	if sums.lookup(byName["first"].Fn) == nil {
		t.Errorf("first has no postcondition")
	}
	// Classifying user's checks reuses first's postcondition (s[0] is
	// proven through it) and does not analyse first again.
	res, err := Analyze(context.Background(), byName["user"], cfg(byName["user"], nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, cr := range res.Checks {
		if cr.Verdict != Proven {
			t.Errorf("user: %s is %v, want proven through first's postcondition", cr.Check.Text, cr.Verdict)
		}
	}
	if analysed["first"] != 1 || analysed["unused"] != 0 || analysed["user"] != 0 {
		t.Errorf("after classifying user, analysed %v, want first once, unused and user never", analysed)
	}
}
