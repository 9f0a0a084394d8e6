package engine

import (
	"context"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestProveLocal: after an interval analysis, each check left unproven
// is analysed again with the octagon from the entry of its loop, from
// the intervals there. An index below a length it is compared with in
// the loop is proven; one that may reach the length stays unproven, and
// so does one that needs a relation stated before the loop's entry (n <=
// len(a)), which the intervals there do not hold.
func TestProveLocal(t *testing.T) {
	c := loadSrc(t, `package p

func F(a []int, s string, n int) int {
	t := 0
	for k := 0; k < 3; k++ {
		i := 0
		for i+1 < len(s) && s[i+1] != ' ' { // proven
			i++
		}
		t += i
		for j := 0; j <= len(a); j++ {
			t += a[j] // unproven: j == len(a)
		}
	}
	if n > len(a) {
		n = len(a)
	}
	for j := 0; j < n; j++ {
		t += a[j] // unproven: n <= len(a) is stated before the loop's entry
	}
	return t
}
`)[0]
	ctx := context.Background()
	p := numeric.New(c, numeric.Config{Domain: interval.Domain{}})
	reached, err := cpa.Run(ctx, c, p, cpa.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	var todo []*ssa2cfa.Check
	for _, chk := range c.Checks {
		if len(reached.ByLoc[chk.Err]) > 0 {
			todo = append(todo, chk)
		}
	}
	oct := linform.Domain{Base: octagon.Domain{}}
	proven := proveLocal(ctx, c, Config{}, oct, reached, todo, reached.Steps)
	want := map[string]bool{"s[i + 1]": true, "a[j]": false}
	seen := map[string]int{}
	for _, chk := range todo {
		seen[chk.Text]++
		w, ok := want[chk.Text]
		if !ok {
			t.Errorf("%s: unproven by intervals, not expected", chk.Text)
			continue
		}
		if proven[chk] != w {
			t.Errorf("%s (#%d): proven = %v, want %v", chk.Text, seen[chk.Text], proven[chk], w)
		}
	}
}
