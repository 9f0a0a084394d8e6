package numpred_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/numpred"
)

// TestChoiceTable checks the relational semantics (p' ∧ ¬f) ∨ (¬p' ∧ ¬t)
// of the Boolean transformer on small cases, in every domain.
func TestChoiceTable(t *testing.T) {
	T, F := numpred.Const(true), numpred.Const(false)
	type preds struct {
		m    *bddpred.Manager
		p, q bddpred.Pred
	}
	lit := func(x preds, s bddpred.Pred, v bool) bddpred.BDD { return x.m.Lit(s, false, v) }
	not := func(s bddpred.Pred) numpred.Formula { return numpred.Not{X: numpred.P(s)} }
	tests := []struct {
		name string
		pre  func(x preds) bddpred.BDD
		cs   func(x preds) []numpred.Choice
		post func(x preds) bddpred.BDD // expected, exactly
	}{
		{"p := true",
			func(x preds) bddpred.BDD { return x.m.True() },
			func(x preds) []numpred.Choice { return []numpred.Choice{{P: x.p, T: T, F: F}} },
			func(x preds) bddpred.BDD { return lit(x, x.p, true) }},
		{"p := false",
			func(x preds) bddpred.BDD { return lit(x, x.p, true) },
			func(x preds) []numpred.Choice { return []numpred.Choice{{P: x.p, T: F, F: T}} },
			func(x preds) bddpred.BDD { return lit(x, x.p, false) }},
		{"p := *",
			func(x preds) bddpred.BDD { return lit(x, x.p, true).And(lit(x, x.q, true)) },
			func(x preds) []numpred.Choice { return []numpred.Choice{{P: x.p, T: F, F: F}} },
			func(x preds) bddpred.BDD { return lit(x, x.q, true) }},
		{"p := q",
			func(x preds) bddpred.BDD { return lit(x, x.q, false) },
			func(x preds) []numpred.Choice { return []numpred.Choice{{P: x.p, T: numpred.P(x.q), F: not(x.q)}} },
			func(x preds) bddpred.BDD { return lit(x, x.p, false).And(lit(x, x.q, false)) }},
		{"swap",
			func(x preds) bddpred.BDD { return lit(x, x.p, true).And(lit(x, x.q, false)) },
			func(x preds) []numpred.Choice {
				return []numpred.Choice{{P: x.p, T: numpred.P(x.q), F: not(x.q)}, {P: x.q, T: numpred.P(x.p), F: not(x.p)}}
			},
			func(x preds) bddpred.BDD { return lit(x, x.p, false).And(lit(x, x.q, true)) }},
		{"p := choice(q, false) from ¬q",
			func(x preds) bddpred.BDD { return lit(x, x.q, false) },
			func(x preds) []numpred.Choice { return []numpred.Choice{{P: x.p, T: numpred.P(x.q), F: F}} },
			func(x preds) bddpred.BDD { return lit(x, x.q, false) }},
	}
	for _, mk := range makers {
		for _, tc := range tests {
			d := mk.newDomain(t, 2, 1)
			s := d.Space()
			x := preds{s.Manager(), s.Pred(0), s.Pred(1)}
			got := numpred.Choose(d, d.AlphaP(tc.pre(x)), tc.cs(x)...)
			want := d.AlphaP(tc.post(x))
			if !got.Leq(want) || !want.Leq(got) {
				t.Errorf("%s %s: got %v, want %v", mk.name, tc.name, got, want)
			}
		}
	}
}
