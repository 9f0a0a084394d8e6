package linform_test

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// TestLawsTemplates runs the domain laws (soundness against concrete
// points included) with templates, which every join, widening and
// assignment then bounds.
func TestLawsTemplates(t *testing.T) {
	iters := 400
	if testing.Short() {
		iters = 100
	}
	for _, n := range []int{3, 4} {
		tpl := linform.NewTemplates([]domains.Lin{
			lin(0, 1, -2), lin(0, 3, -1), lin(0, 1, 1, 1), lin(0, 0, 1, -100), lin(0, 2, 0, -5),
		})
		d := linform.Domain{Base: octagon.Domain{}, Templates: tpl}
		domaintest.Laws(t, d, n, rand.New(rand.NewSource(int64(10+n))), iters)
	}
}

// TestTemplateLoop runs the abstract loop "x++; y += 100 or x++; y++" from
// x = y = 0 with join and widening: the template y - 100x keeps y <= 100x,
// which octagons and untemplated forms lose, and with x <= 1000 it bounds y.
func TestTemplateLoop(t *testing.T) {
	const x, y = 0, 1
	for _, tc := range []struct {
		name string
		tpl  *linform.Templates
		want int64 // upper bound of y - 100x after the loop
	}{
		{"templates", linform.NewTemplates([]domains.Lin{lin(0, 100, -1)}), 0},
		{"none", nil, domains.Inf},
	} {
		d := linform.Domain{Base: octagon.Domain{}, Templates: tc.tpl}
		head := d.Top(2).Assign([]int{x, y}, []domains.Lin{lin(0), lin(0)})
		for i := 0; i < 6; i++ {
			body := head.Assume(domains.Constraint{Lin: lin(-999, 1), Kind: domains.LeZero}) // x <= 999
			a := body.Assign([]int{x, y}, []domains.Lin{lin(1, 1), lin(100, 0, 1)})
			b := body.Assign([]int{x, y}, []domains.Lin{lin(1, 1), lin(1, 0, 1)})
			next := head.Join(a.Join(b))
			if i >= 2 {
				next = head.Widen(next)
			}
			if next.Leq(head) {
				break
			}
			head = next
		}
		if got := head.Bound(lin(0, -100, 1)).Hi; got != tc.want {
			t.Errorf("%s: y - 100x <= %s, want %s (head %v)", tc.name, domains.FormatBound(got), domains.FormatBound(tc.want), head)
		}
		if tc.tpl != nil {
			// x <= 1000 and y <= 100x bound y.
			v := head.Assume(domains.Constraint{Lin: lin(-1000, 1), Kind: domains.LeZero})
			if hi := v.Bound(lin(0, 0, 1)).Hi; hi > 100000 {
				t.Errorf("y <= %s, want <= 100000", domains.FormatBound(hi))
			}
		}
	}
}

// TestRefuteChain checks that forms refute a guard together: with
// z == 10w and y <= 100x, the guard y > 10w && z >= 100x is empty; without
// y <= 100x it is not (and a concrete point shows it).
func TestRefuteChain(t *testing.T) {
	const x, y, z, w = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	base := d.Top(4).Assume(domains.Constraint{Lin: lin(0, 0, 0, 1, -10), Kind: domains.EqZero}) // z == 10w
	guard := func(v domains.Numeric) domains.Numeric {
		v = v.Assume(domains.Constraint{Lin: lin(1, 0, -1, 0, 10), Kind: domains.LeZero})  // y >= 10w + 1
		return v.Assume(domains.Constraint{Lin: lin(0, 100, 0, -1), Kind: domains.LeZero}) // z >= 100x
	}
	if v := guard(base.Assume(domains.Constraint{Lin: lin(0, -100, 1), Kind: domains.LeZero})); !v.IsBot() { // y <= 100x
		t.Errorf("guard not refuted: %v", v)
	}
	v := guard(base)
	if v.IsBot() {
		t.Fatalf("satisfiable guard refuted")
	}
	p := domaintest.Point{big.NewInt(0), big.NewInt(11), big.NewInt(10), big.NewInt(1)}
	if why := domaintest.InGamma(v, p, nil); why != "" {
		t.Errorf("point %v: %s", p, why)
	}
}
