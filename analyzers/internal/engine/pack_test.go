package engine

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// TestPackLaws: a pack domain satisfies the harness's laws and is sound
// against concrete points (the dimensions outside the pack take any value),
// whatever the pack and the base domain.
func TestPackLaws(t *testing.T) {
	iters := 300
	if testing.Short() {
		iters = 80
	}
	cases := []struct {
		name string
		base domains.NumericDomain
		n    int
		pack []int
	}{
		{"octagon-all", octagon.Domain{}, 3, []int{0, 1, 2}},
		{"octagon-some", octagon.Domain{}, 5, []int{1, 3, 4}},
		{"octagon-one", octagon.Domain{}, 3, []int{2}},
		{"octagon-none", octagon.Domain{}, 2, nil},
		{"linform-some", linform.Domain{Base: octagon.Domain{}}, 5, []int{0, 2, 3}},
		{"interval-some", interval.Domain{}, 4, []int{0, 3}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := newPackDomain(tc.base, tc.n, tc.pack)
			domaintest.Laws(t, d, tc.n, rand.New(rand.NewSource(int64(i))), iters)
		})
	}
}

// TestPackDrops: what reads a dimension outside the pack is dropped, what
// reads the pack alone is kept.
func TestPackDrops(t *testing.T) {
	d := newPackDomain(octagon.Domain{}, 4, []int{1, 2})
	le := func(c int64, terms ...domains.Term) domains.Constraint {
		l, _ := domains.NewLin(c, terms...)
		return domains.Constraint{Lin: l}
	}
	x := d.Top(4).
		Assume(le(-10, domains.Term{Dim: 1, Coef: 1})).                               // x1 <= 10
		Assume(le(0, domains.Term{Dim: 2, Coef: 1}, domains.Term{Dim: 1, Coef: -1})). // x2 <= x1
		Assume(le(-3, domains.Term{Dim: 0, Coef: 1}))                                 // x0 <= 3: dropped
	if b := x.Bound(domains.LinDim(2)); b.Hi != 10 {
		t.Errorf("x2 <= %d, want 10", b.Hi)
	}
	if b := x.Bound(domains.LinDim(0)); b != domains.Top {
		t.Errorf("x0 in %v, want unbounded", b)
	}
	// x2 := x1 + 1 is kept; x1 := x3 forgets x1.
	y := x.Assign([]int{2, 1}, []domains.Lin{{Const: 1, Terms: []domains.Term{{Dim: 1, Coef: 1}}}, domains.LinDim(3)})
	if b := y.Bound(domains.LinDim(2)); b.Hi != 11 {
		t.Errorf("after x2 := x1+1: x2 <= %d, want 11", b.Hi)
	}
	if b := y.Bound(domains.LinDim(1)); b.Hi != domains.Inf {
		t.Errorf("after x1 := x3: x1 <= %d, want unbounded", b.Hi)
	}
	if !x.Assume(le(1)).IsBot() {
		t.Errorf("1 <= 0 assumed: not empty")
	}
}

// TestPackTemplates: a pack's domain takes the templates that read only
// its dimensions (in its own numbering), and with them still satisfies
// the harness's laws.
func TestPackTemplates(t *testing.T) {
	d := newPackDomain(linform.Domain{Base: octagon.Domain{}}, 5, []int{0, 2, 3})
	forms := []domains.Lin{
		{Terms: []domains.Term{{Dim: 0, Coef: 1}, {Dim: 2, Coef: 1}, {Dim: 3, Coef: 1}}},
		{Terms: []domains.Term{{Dim: 1, Coef: 1}, {Dim: 2, Coef: 1}, {Dim: 3, Coef: 1}}},
	}
	td, ok := d.WithTemplates(linform.NewTemplates(forms)).(*packDomain)
	if !ok {
		t.Fatalf("WithTemplates gives %T, want a pack", td)
	}
	got := td.base.(linform.Domain).Templates.Forms()
	want := domains.Lin{Terms: []domains.Term{{Dim: 0, Coef: 1}, {Dim: 1, Coef: 1}, {Dim: 2, Coef: 1}}}
	if len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Errorf("templates %v, want [%v]", got, want)
	}
	if td.Tracked(5) != 3 {
		t.Errorf("tracks %d dimensions, want 3", td.Tracked(5))
	}
	domaintest.Laws(t, td, 5, rand.New(rand.NewSource(7)), 100)
}
