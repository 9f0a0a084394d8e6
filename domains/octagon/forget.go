package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// Forget makes the given variables unconstrained (exact: forgetting in a
// closed matrix keeps it closed, Miné 2006 §4.2).
func (o *Octagon) Forget(dims ...int) domains.Numeric {
	a := o.closure()
	if a.bot || len(dims) == 0 {
		return a
	}
	m := append([]int64(nil), a.m...)
	for _, d := range dims {
		forgetVar(m, a.N(), d)
	}
	return &Octagon{n: a.n, m: m, closed: true}
}

// AssignInterval sets dim to an arbitrary value of iv (exact up to the ±2^62
// range of unary bounds).
func (o *Octagon) AssignInterval(dim int, iv domains.Interval) domains.Numeric {
	a := o.closure()
	if a.bot {
		return a
	}
	if iv.IsEmpty() {
		return Bot(o.n)
	}
	N := a.N()
	m := append([]int64(nil), a.m...)
	forgetVar(m, N, dim)
	p, q := 2*dim, 2*dim+1
	if iv.Hi != inf {
		setMin(m, N, q, p, double(iv.Hi))
	}
	if u := interval.NegLo(iv.Lo); u != inf {
		setMin(m, N, p, q, double(u))
	}
	if !closeIncremental(m, N, dim) {
		return Bot(o.n)
	}
	return &Octagon{n: a.n, m: m, closed: true}
}
