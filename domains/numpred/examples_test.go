package numpred_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"

	"github.com/numpredvet/numpredvet/domains/numpred"
)

// TestReduceExample: with q ≜ x = 0 and r ≜ y = 0, the NDD
// (q ∧ x = y ∧ ¬r) ∨ (q ∧ r ∧ x <= 5) reduces to q ∧ r: the first path is
// infeasible (x = 0 ∧ x = y ⇒ y = 0) and the test x <= 5 is implied by q.
// Leq is reduce(u ∧ ¬v) = 0: q ∧ r ⊑ x + y = 0 but not ⊑ x + y = 1.
func TestReduceExample(t *testing.T) {
	const x, y = 0, 1
	s := space(t, 0, 2)
	d := numpred.NewNDD(s)
	q := numpred.N(eq(0, x, 1))
	r := numpred.N(eq(0, y, 1))
	xy := numpred.N(eq(0, x, 1, y, -1))
	x5 := numpred.N(le(-5, x, 1))
	// Build the formula's BDD without reduction, via Assume on ⊤ would reduce
	// already; so compare against the reduced form of each disjunct.
	u := numpred.Assume(d, d.Top(), numpred.Or{
		numpred.And{q, xy, numpred.Not{X: r}},
		numpred.And{q, r, x5},
	})
	want := numpred.Assume(d, d.Top(), numpred.And{q, r})
	if !u.Leq(want) || !want.Leq(u) {
		t.Errorf("reduce: got %v, want %v", u, want)
	}
	if ps := u.Parts(); len(ps) != 1 {
		t.Errorf("reduced value has %d paths, want 1: %v", len(ps), u)
	}
	if !u.Leq(d.AlphaN(numTop(s).Assume(eq(0, x, 1, y, 1)))) {
		t.Errorf("q ∧ r ⋢ x + y = 0")
	}
	if u.Leq(d.AlphaN(numTop(s).Assume(eq(-1, x, 1, y, 1)))) {
		t.Errorf("q ∧ r ⊑ x + y = 1")
	}
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
}

// TestShadowExample: x := x + 1 in parallel with (x = 4) := choice(x = 3, f)
// from 0 <= x <= 10, p the predicate (x = 4). NDD encodes the post-state
// over shadow terms path by path, so under ¬p it keeps x ∈ [1, 3] ∪ [5, 11]
// and refutes ¬p ∧ x = 4; the domains with one numeric value per predicate
// valuation join that into [1, 11]. With f ≜ ¬(x = 3), p ∧ x ≠ 4 is refuted
// by every domain that relates p with x (not NEXPOINT).
func TestShadowExample(t *testing.T) {
	const x = 0
	const p = 0 // predicate 0 has slot 0 in every layout
	x3 := numpred.N(eq(-3, x, 1))
	x4 := numpred.N(eq(-4, x, 1))
	notP := numpred.Not{X: numpred.P(p)}
	tests := []struct {
		domain, f string
		// refuted: ¬p ∧ x = 4, p ∧ x ≠ 4
		notPx4, px4 bool
	}{
		{"NEXPOINT", "false", false, false},
		{"NEX", "false", false, false},
		{"MTNDD", "false", false, false},
		{"NDD", "false", true, false},
		{"NDD-interleaved", "false", true, false},
		{"NEXPOINT", "!(x=3)", false, false},
		{"NEX", "!(x=3)", false, true},
		{"MTNDD", "!(x=3)", false, true},
		{"NDD", "!(x=3)", true, true},
		{"NDD-interleaved", "!(x=3)", true, true},
	}
	for _, tc := range tests {
		for _, mk := range makers {
			if mk.name != tc.domain {
				continue
			}
			d := mk.newDomain(t, 1, 1)
			s := d.Space()
			init := d.AlphaN(numTop(s).Assume(le(0, x, -1)).Assume(le(-10, x, 1)))
			var f numpred.Formula = numpred.Const(false)
			if tc.f != "false" {
				f = numpred.Not{X: x3}
			}
			post := numpred.Post(d, init, numpred.Stmt{
				Dims:    []int{x},
				Exprs:   []domains.Lin{lin(1, x, 1)},
				Choices: []numpred.Choice{{P: p, T: x3, F: f}},
			})
			name := tc.domain + " f=" + tc.f
			if got := numpred.Assume(d, post, numpred.And{x4, notP}).IsBot(); got != tc.notPx4 {
				t.Errorf("%s: ¬p ∧ x = 4 refuted = %v, want %v: %v", name, got, tc.notPx4, post)
			}
			if got := numpred.Assume(d, post, numpred.And{numpred.P(p), numpred.Not{X: x4}}).IsBot(); got != tc.px4 {
				t.Errorf("%s: p ∧ x ≠ 4 refuted = %v, want %v: %v", name, got, tc.px4, post)
			}
			// Sound: p ∧ x = 4 is reachable, and x ranges over [1, 11].
			if numpred.Assume(d, post, numpred.And{x4, numpred.P(p)}).IsBot() {
				t.Errorf("%s: p ∧ x = 4 lost: %v", name, post)
			}
			want := d.AlphaN(numTop(s).Assume(le(1, x, -1)).Assume(le(-11, x, 1)))
			if !post.Leq(want) || post.Leq(d.AlphaN(numTop(s).Assume(le(-10, x, 1)))) {
				t.Errorf("%s: x ∉ [1, 11] or 11 lost: %v", name, post)
			}
		}
	}
}
