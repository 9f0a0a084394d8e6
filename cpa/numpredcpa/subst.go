package numpredcpa

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Constant substitution: within one numeric part, a variable the part
// holds at one value is that value in every concrete state of the part, so
// an expression may read the constant instead (exactly the same concrete
// result). Relational domains gain by it: pos := pos + step is not
// octagonal, pos := pos + 1 is, and a combined domain holds step at a
// constant per predicate valuation where a convex value would not.

// substitute returns e with the integer variables n fixes replaced by
// their values (e itself when none is). The transfer may treat the
// substituted expression less precisely in places (a relation it would
// have kept), so callers meet both results.
func (p *CPA) substitute(e ssa2cfa.Expr, n domains.Numeric) ssa2cfa.Expr {
	switch x := e.(type) {
	case *ssa2cfa.VarRef:
		t := x.T
		if !t.IsInt() {
			return e
		}
		iv := n.Bound(domains.LinDim(int(x.V)))
		r := p.num.Evaluator().VarRange(x.V)
		if !iv.IsPoint() || iv.Lo < r.Lo || iv.Lo > r.Hi {
			return e
		}
		return ssa2cfa.IntConst(t, iv.Lo)
	case *ssa2cfa.Unary:
		if y := p.substitute(x.X, n); y != x.X {
			return &ssa2cfa.Unary{Op: x.Op, X: y}
		}
	case *ssa2cfa.Binary:
		a, b := p.substitute(x.X, n), p.substitute(x.Y, n)
		if a != x.X || b != x.Y {
			return &ssa2cfa.Binary{Op: x.Op, X: a, Y: b}
		}
	case *ssa2cfa.Convert:
		if y := p.substitute(x.X, n); y != x.X {
			return &ssa2cfa.Convert{X: y, T: x.T}
		}
	}
	return e
}

// substituteAll substitutes in every expression; the slice itself when
// nothing changes.
func (p *CPA) substituteAll(es []ssa2cfa.Expr, n domains.Numeric) []ssa2cfa.Expr {
	var out []ssa2cfa.Expr
	for i, e := range es {
		if e == nil {
			continue
		}
		if s := p.substitute(e, n); s != e {
			if out == nil {
				out = append([]ssa2cfa.Expr(nil), es...)
			}
			out[i] = s
		}
	}
	if out == nil {
		return es
	}
	return out
}
