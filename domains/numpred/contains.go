package numpred

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// Contains reports whether the concrete state (pred, point) lies in γ(v):
// pred gives the predicate values and holds tells whether a constraint is
// true at the point. It is exact for every domain (NDD terms are evaluated
// at the point, not through path contexts), for tests and witness checks.
func Contains(v Value, pred func(bddpred.Pred) bool, holds func(domains.Constraint) bool) bool {
	if n, ok := v.(*nddVal); ok {
		ts := n.d.s.terms
		return n.u.Eval(func(p bddpred.Pred) bool {
			if ts.isTerm(p) {
				c, ok := ts.get(p).constraint(true)
				return !ok || holds(c)
			}
			return pred(p)
		}, nil)
	}
	for _, p := range v.Parts() {
		if !p.B.Eval(pred, nil) {
			continue
		}
		in := true
		for _, c := range p.N.Constraints() {
			if !holds(c) {
				in = false
				break
			}
		}
		if in {
			return true
		}
	}
	return false
}
