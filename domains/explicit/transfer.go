package explicit

import (
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
)

// Assign sets dims[i] := exprs[i] simultaneously: a form whose dimensions
// are all known in the pre-state gets its exact value (unknown if it does not
// fit an int64); any other makes the dimension unknown.
func (a *Value) Assign(dims []int, exprs []domains.Lin) domains.Numeric {
	if a.bot || len(dims) == 0 {
		return a
	}
	type res struct {
		v  int64
		ok bool
	}
	rs := make([]res, len(dims))
	for i, e := range exprs {
		if s, unknown := a.subst(e); len(unknown) == 0 && s.IsInt64() {
			rs[i] = res{s.Int64(), true}
		}
	}
	r := a.drop(dims)
	for i, d := range dims {
		if rs[i].ok {
			r = r.with(d, rs[i].v)
		}
	}
	return r
}

// drop returns a with the given dimensions unknown.
func (a *Value) drop(dims []int) *Value {
	if a.bot {
		return a
	}
	gone := func(d int) bool {
		for _, x := range dims {
			if x == d {
				return true
			}
		}
		return false
	}
	out := make([]Binding, 0, len(a.b))
	for _, b := range a.b {
		if !gone(b.Dim) {
			out = append(out, b)
		}
	}
	if len(out) == len(a.b) {
		return a
	}
	return &Value{n: a.n, b: out}
}

// AssignInterval binds dim when iv is a single finite value, makes it
// unknown otherwise, and gives ⊥ for an empty iv.
func (a *Value) AssignInterval(dim int, iv domains.Interval) domains.Numeric {
	if a.bot {
		return a
	}
	if iv.IsEmpty() {
		return Bot(a.n)
	}
	r := a.drop([]int{dim})
	if iv.IsPoint() {
		r = r.with(dim, iv.Lo)
	}
	return r
}

// Forget makes the given dimensions unknown.
func (a *Value) Forget(dims ...int) domains.Numeric { return a.drop(dims) }

// Assume decides c when its dimensions are all known (a or ⊥); an equality
// k·x + s == 0 with one unknown x binds x to -s/k (⊥ when k does not divide
// s); any other constraint leaves a unchanged.
func (a *Value) Assume(c domains.Constraint) domains.Numeric {
	if a.bot {
		return a
	}
	s, unknown := a.subst(c.Lin)
	switch {
	case len(unknown) == 0:
		if a.decide(c) == decFalse {
			return Bot(a.n)
		}
		return a
	case len(unknown) == 1 && c.Kind == domains.EqZero:
		k := big.NewInt(unknown[0].Coef)
		q, m := new(big.Int).QuoRem(new(big.Int).Neg(s), k, new(big.Int))
		if m.Sign() != 0 {
			return Bot(a.n)
		}
		if q.IsInt64() {
			return a.with(unknown[0].Dim, q.Int64())
		}
	}
	return a
}
