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
// the intervals there, then from above the guards before that entry. An
// index below a length it is compared with in the loop is proven, and so
// is one below a bound the guard before the loop relates to the length
// (n <= len(a), which the intervals at the loop's entry do not hold); one
// that may reach the length stays unproven.
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
		t += a[j] // proven from above the guard before the loop
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
	wantSecond := map[string]bool{"a[j]": true} // the last loop's
	seen := map[string]int{}
	for _, chk := range todo {
		seen[chk.Text]++
		w, ok := want[chk.Text]
		if !ok {
			t.Errorf("%s: unproven by intervals, not expected", chk.Text)
			continue
		}
		if x, ok := wantSecond[chk.Text]; ok && seen[chk.Text] == 2 {
			w = x
		}
		if proven[chk] != w {
			t.Errorf("%s (#%d): proven = %v, want %v", chk.Text, seen[chk.Text], proven[chk], w)
		}
	}
}
