package explicit

import (
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
)

// subst returns the exact value of l's known part and the terms of l whose
// dimension is unknown.
func (a *Value) subst(l domains.Lin) (*big.Int, []domains.Term) {
	s := big.NewInt(l.Const)
	var unknown []domains.Term
	var t big.Int
	for _, term := range l.Terms {
		v, ok := a.Get(term.Dim)
		if !ok {
			unknown = append(unknown, term)
			continue
		}
		t.Mul(big.NewInt(term.Coef), big.NewInt(v))
		s.Add(s, &t)
	}
	return s, unknown
}

// decision is what a's bindings tell of a constraint.
type decision uint8

const (
	decUnknown decision = iota
	decTrue
	decFalse
)

// decide evaluates c when all its dimensions are known.
func (a *Value) decide(c domains.Constraint) decision {
	s, unknown := a.subst(c.Lin)
	if len(unknown) > 0 {
		return decUnknown
	}
	holds := s.Sign() <= 0
	if c.Kind == domains.EqZero {
		holds = s.Sign() == 0
	}
	if holds {
		return decTrue
	}
	return decFalse
}
