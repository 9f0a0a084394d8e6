package numpredcpa

import (
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxThresholdVars bounds the size of the functions whose widening uses
// the CFA's comparisons as thresholds (as package cpa/numeric does).
const maxThresholdVars = 120

// widenThresholds returns the widening thresholds, computed once: the
// CFA's comparisons (numeric.Thresholds) and the finite bounds of every
// variable's range, so that widening never takes a variable out of it.
func (p *CPA) widenThresholds() []domains.Constraint {
	if p.thrDone {
		return p.thresholds
	}
	p.thrDone = true
	ev := p.num.Evaluator()
	n := len(p.cfa.Vars)
	if n <= maxThresholdVars {
		p.thresholds = numeric.Thresholds(p.cfa, p.cfg.NumDomain.Top(n))
	}
	for v := range n {
		r := ev.VarRange(ssa2cfa.Var(v))
		if r.Hi != domains.Inf {
			l, _ := domains.NewLin(-r.Hi, domains.Term{Dim: v, Coef: 1})
			p.thresholds = append(p.thresholds, domains.Constraint{Lin: l})
		}
		if r.Lo != domains.NegInf {
			l, _ := domains.NewLin(r.Lo, domains.Term{Dim: v, Coef: -1})
			p.thresholds = append(p.thresholds, domains.Constraint{Lin: l})
		}
	}
	return p.thresholds
}

// splitDisequality returns x < c and x > c for a condition x != c (or
// !(x == c)) of an integer variable x with predicates (an IntEq variable,
// whose values the analysis keeps apart) and a constant c, else the
// condition itself.
func (p *CPA) splitDisequality(cond ssa2cfa.Expr) []ssa2cfa.Expr {
	b, ok := cond.(*ssa2cfa.Binary)
	if u, isNot := cond.(*ssa2cfa.Unary); isNot && u.Op == ssa2cfa.Not {
		if eq, ok2 := u.X.(*ssa2cfa.Binary); ok2 && eq.Op == ssa2cfa.Eq {
			b, ok = &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: eq.X, Y: eq.Y}, true
		}
	}
	if !ok || b.Op != ssa2cfa.Ne || !b.X.Type().IsInt() {
		return []ssa2cfa.Expr{cond}
	}
	x, c := b.X, b.Y
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, c = c, x
	}
	ref, ok1 := x.(*ssa2cfa.VarRef)
	_, ok2 := c.(*ssa2cfa.Const)
	if !ok1 || !ok2 || len(p.preds.slotsOf(ref.V)) == 0 {
		return []ssa2cfa.Expr{cond}
	}
	return []ssa2cfa.Expr{
		&ssa2cfa.Binary{Op: ssa2cfa.Lt, X: x, Y: c},
		&ssa2cfa.Binary{Op: ssa2cfa.Gt, X: x, Y: c},
	}
}
