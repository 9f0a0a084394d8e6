package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// unary returns the interval of variable x in the closed, non-empty o.
func (o *Octagon) unary(x int) domains.Interval {
	N := o.N()
	hi := half(o.m[(2*x+1)*N+2*x])
	lo := domains.NegInf
	if e := o.m[2*x*N+2*x+1]; e != inf {
		lo = -half(e)
	}
	return domains.Interval{Lo: lo, Hi: hi}
}

// pairHi returns the upper bound the matrix of o holds for sy*y + sz*z
// (sy, sz = ±1, y != z), +∞ if none.
func (o *Octagon) pairHi(y int, sy int64, z int, sz int64) int64 {
	e, ok := octBound([]domains.Term{{Dim: y, Coef: sy}, {Dim: z, Coef: sz}}, 0)
	if !ok {
		return inf
	}
	return o.m[e.i*o.N()+e.j]
}

// upper returns an upper bound of l in the closed, non-empty o: pairs of
// terms are bounded by an octagonal entry when it bounds them better than
// the unary bounds do, a term of a larger coefficient lending part of it
// to the pair (i + j - 2·n as (i - n) + (j - n)); the rest of each term
// gets its unary bound. Any such split bounds l from above; it is exact
// for octagonal forms.
func (o *Octagon) upper(l domains.Lin) int64 {
	hi := l.Const
	if hi == domains.Inf {
		return inf
	}
	ts := l.Terms
	rem := make([]int64, len(ts)) // coefficients not yet bounded
	for i, t := range ts {
		rem[i] = t.Coef
	}
	unaryHi := func(i int, k int64) int64 { return interval.ScaleHi(o.unary(ts[i].Dim), k) }
	if len(ts) <= 16 {
		for i := range ts {
			for j := i + 1; j < len(ts) && rem[i] != 0; j++ {
				if rem[j] == 0 {
					continue
				}
				k := min(absI(rem[i]), absI(rem[j]))
				si, sj := sign(rem[i]), sign(rem[j])
				b := o.pairHi(ts[i].Dim, si, ts[j].Dim, sj)
				if b == inf {
					continue
				}
				p := interval.ScaleHi(domains.Interval{Lo: domains.NegInf, Hi: b}, k)
				if p < interval.AddHi(unaryHi(i, si*k), unaryHi(j, sj*k)) {
					hi = interval.AddHi(hi, p)
					rem[i] -= si * k
					rem[j] -= sj * k
				}
			}
		}
	}
	for i := range ts {
		if rem[i] != 0 {
			hi = interval.AddHi(hi, unaryHi(i, rem[i]))
		}
	}
	return hi
}

// Bound returns an interval containing every value of l: exact for
// octagonal forms (±x ±y + c, k*x + c), otherwise the sum of the best
// octagonal bounds of pairs of terms and interval bounds of the rest.
func (o *Octagon) Bound(l domains.Lin) domains.Interval {
	c := o.closure()
	if c.bot {
		return interval.Empty
	}
	for _, t := range l.Terms {
		if t.Coef == domains.NegInf {
			return interval.Eval(l, c.unary)
		}
	}
	hi := c.upper(l)
	neg, ok := l.Scale(-1)
	if !ok {
		return domains.Interval{Lo: interval.Eval(l, c.unary).Lo, Hi: hi}
	}
	return domains.Interval{Lo: interval.NegHi(c.upper(neg)), Hi: hi}
}

// Constraints returns the finite entries of the closed matrix as
// constraints, one per coherent pair, leaving out binary constraints implied
// by the unary ones; ⊥ is 1 <= 0. The γ of the conjunction equals γ(o).
func (o *Octagon) Constraints() []domains.Constraint {
	c := o.closure()
	if c.bot {
		return []domains.Constraint{{Lin: domains.LinConst(1)}}
	}
	N := c.N()
	var out []domains.Constraint
	le := func(e int64, ts ...domains.Term) {
		k := interval.NegHi(e) // Σ ts - e <= 0
		if e == domains.NegInf {
			k = domains.Inf // weakened by one: MinInt64 is not negatable
		}
		out = append(out, domains.Constraint{Lin: domains.Lin{Const: k, Terms: ts}})
	}
	for x := 0; x < c.n; x++ {
		iv := c.unary(x)
		if iv.IsPoint() {
			out = append(out, domains.Constraint{Lin: domains.Lin{Const: -iv.Lo, Terms: []domains.Term{{Dim: x, Coef: 1}}}, Kind: domains.EqZero})
		} else {
			if iv.Hi != inf {
				le(iv.Hi, domains.Term{Dim: x, Coef: 1})
			}
			if iv.Lo != domains.NegInf {
				le(-iv.Lo, domains.Term{Dim: x, Coef: -1})
			}
		}
		for y := x + 1; y < c.n; y++ {
			ivy := c.unary(y)
			implied := func(sx, sy, v int64) bool {
				return v >= interval.AddHi(interval.ScaleHi(iv, sx), interval.ScaleHi(ivy, sy))
			}
			for _, sx := range [2]int64{1, -1} {
				for _, sy := range [2]int64{1, -1} {
					// The entry of sx*x + sy*y <= v (see octBound), and of its
					// negation -sx*x - sy*y <= w.
					v := c.m[bar(idx(y, sy))*N+idx(x, sx)]
					if v == inf {
						continue
					}
					w := c.m[bar(idx(y, -sy))*N+idx(x, -sx)]
					ts := []domains.Term{{Dim: x, Coef: sx}, {Dim: y, Coef: sy}}
					if w != inf && v != domains.NegInf && w == -v && !(implied(sx, sy, v) && implied(-sx, -sy, w)) {
						// sx*x + sy*y == v, emitted once from its sx > 0 side.
						if sx > 0 {
							out = append(out, domains.Constraint{Lin: domains.Lin{Const: -v, Terms: ts}, Kind: domains.EqZero})
						}
						continue
					}
					if !implied(sx, sy, v) {
						le(v, ts...)
					}
				}
			}
		}
	}
	return out
}
