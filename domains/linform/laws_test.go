package linform_test

import (
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

func TestLaws(t *testing.T) {
	iters := 400
	if testing.Short() {
		iters = 100
	}
	d := linform.Domain{Base: octagon.Domain{}}
	for _, n := range []int{0, 1, 3, 4} {
		domaintest.Laws(t, d, n, rand.New(rand.NewSource(int64(n))), iters)
	}
}

func lin(c int64, coefs ...int64) domains.Lin {
	var ts []domains.Term
	for d, k := range coefs {
		if k != 0 {
			ts = append(ts, domains.Term{Dim: d, Coef: k})
		}
	}
	l, _ := domains.NewLin(c, ts...)
	return l
}

// TestWindow is the guard of a slice window: after n - (len - start) <= 0,
// the check start + n <= len holds, which octagons alone cannot show.
func TestWindow(t *testing.T) {
	const start, n, ln = 0, 1, 2
	d := linform.Domain{Base: octagon.Domain{}}
	v := d.Top(3)
	v = v.Assume(domains.Constraint{Lin: lin(0, 1, 1, -1), Kind: domains.LeZero})     // start + n - len <= 0
	bad := v.Assume(domains.Constraint{Lin: lin(1, -1, -1, 1), Kind: domains.LeZero}) // start + n - len >= 1
	if !bad.IsBot() {
		t.Errorf("start+n > len not refuted: %v", bad)
	}
	if octagon.Top(3).Assume(domains.Constraint{Lin: lin(0, 1, 1, -1), Kind: domains.LeZero}).Assume(domains.Constraint{Lin: lin(1, -1, -1, 1), Kind: domains.LeZero}).IsBot() {
		t.Errorf("the base alone should not refute it (test is vacuous)")
	}
	// The form follows start := start + 1 and is dropped by start := 2*n.
	v2 := v.Assign([]int{start}, []domains.Lin{lin(1, 1)})
	if b := v2.Bound(lin(0, 1, 1, -1)); b.Hi != 1 {
		t.Errorf("after start++: bound %v, want hi 1", b)
	}
	v3 := v.Assign([]int{start}, []domains.Lin{lin(0, 0, 2)})
	if b := v3.Bound(lin(0, 1, 1, -1)); b.Hi != domains.Inf {
		t.Errorf("after start = 2n: bound %v, want unbounded", b)
	}
	// end := start + n records end - start - n == 0.
	v4 := d.Top(4).Assign([]int{3}, []domains.Lin{lin(0, 1, 1)})
	if b := v4.Bound(lin(0, -1, -1, 0, 1)); b.Lo != 0 || b.Hi != 0 {
		t.Errorf("end - start - n: %v, want [0, 0]", b)
	}
	_ = ln
}
