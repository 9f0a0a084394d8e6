package domaintest

import (
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
)

// Point is a concrete state: one mathematical integer per dimension.
type Point []*big.Int

func (p Point) clone() Point {
	q := make(Point, len(p))
	for i, v := range p {
		q[i] = new(big.Int).Set(v)
	}
	return q
}

// Eval returns the exact value of l at p.
func Eval(l domains.Lin, p Point) *big.Int {
	r := big.NewInt(l.Const)
	var t big.Int
	for _, term := range l.Terms {
		t.Mul(big.NewInt(term.Coef), p[term.Dim])
		r.Add(r, &t)
	}
	return r
}

// Holds reports whether p satisfies c.
func Holds(c domains.Constraint, p Point) bool {
	v := Eval(c.Lin, p)
	if c.Kind == domains.EqZero {
		return v.Sign() == 0
	}
	return v.Sign() <= 0
}

// Contains reports whether v lies in iv under the reading of package
// domains: Hi == Inf is +∞ and Lo == NegInf is −∞; every other bound is the
// literal int64.
func Contains(iv domains.Interval, v *big.Int) bool {
	if iv.Lo != domains.NegInf && v.Cmp(big.NewInt(iv.Lo)) < 0 {
		return false
	}
	if iv.Hi != domains.Inf && v.Cmp(big.NewInt(iv.Hi)) > 0 {
		return false
	}
	return true
}

// InGamma reports why p is not in γ(a) as far as a's Constraints and Bound
// tell, or "" when it is.
func InGamma(a domains.Numeric, p Point, probes []domains.Lin) string {
	if a.IsBot() {
		return "value is ⊥"
	}
	for _, c := range a.Constraints() {
		if !Holds(c, p) {
			return "constraint " + c.String() + " violated"
		}
	}
	for d := range p {
		l := domains.LinDim(d)
		if iv := a.Bound(l); !Contains(iv, p[d]) {
			return "Bound(" + l.String() + ") = " + iv.String() + " misses " + p[d].String()
		}
	}
	for _, l := range probes {
		if iv := a.Bound(l); !Contains(iv, Eval(l, p)) {
			return "Bound(" + l.String() + ") = " + iv.String() + " misses " + Eval(l, p).String()
		}
	}
	return ""
}
