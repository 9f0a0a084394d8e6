package interval

import (
	"github.com/numpredvet/numpredvet/domains"
)

// Widen returns a ∇ b: every bound of b that is not within a's goes to ±∞
// (Cousot & Cousot 1977).
func (a *Value) Widen(b domains.Numeric) domains.Numeric {
	return a.WidenUpTo(b, nil)
}

// WidenUpTo is widening with thresholds (Halbwachs 1993, widening "up to"):
// an unstable bound stops at the tightest bound on its variable given by a
// constraint of cs that holds on both a and b instead of going to ±∞.
// Constraints of cs over several variables that hold on both are kept by
// propagating them into the bounds that went to ±∞.
func (a *Value) WidenUpTo(b domains.Numeric, cs []domains.Constraint) domains.Numeric {
	v := a.as(b)
	switch {
	case a.bot:
		return v
	case v.bot:
		return a
	}
	r := a.clone()
	unstable := false
	for d := range r.iv {
		x, y := a.iv[d], v.iv[d]
		if y.Lo < x.Lo {
			r.iv[d].Lo = domains.NegInf
			unstable = true
		}
		if y.Hi > x.Hi {
			r.iv[d].Hi = domains.Inf
			unstable = true
		}
	}
	if !unstable || len(cs) == 0 {
		return r
	}
	var multi []domains.Lin
	for _, c := range cs {
		for _, k := range splitEq(c) {
			if len(k.Terms) != 1 {
				if len(k.Terms) > 1 && holds(a, k) && holds(v, k) {
					multi = append(multi, k)
				}
				continue
			}
			t := k.Terms[0]
			u := NegSat1(k.Const)
			if u == domains.Inf {
				continue
			}
			x, y := a.iv[t.Dim], v.iv[t.Dim]
			w := &r.iv[t.Dim]
			if t.Coef > 0 {
				th := FloorDiv(u, t.Coef) // x <= th
				if th >= x.Hi && th >= y.Hi && th < w.Hi {
					w.Hi = th
				}
			} else {
				th := CeilDiv(u, t.Coef) // x >= th
				if th <= x.Lo && th <= y.Lo && th > w.Lo {
					w.Lo = th
				}
			}
		}
	}
	for _, k := range multi {
		// Propagate only into bounds that became infinite: the kept
		// constraint holds on a and b, so this stays an upper bound.
		s := r.clone()
		if _, bot := s.propagate(k); bot {
			continue
		}
		for d := range r.iv {
			if r.iv[d].Lo == domains.NegInf && a.iv[d].Lo != domains.NegInf {
				r.iv[d].Lo = s.iv[d].Lo
			}
			if r.iv[d].Hi == domains.Inf && a.iv[d].Hi != domains.Inf {
				r.iv[d].Hi = s.iv[d].Hi
			}
		}
	}
	return r
}

// NegSat1 returns −c for a literal constant c, or Inf when −c is not an
// int64 (c == MinInt64); used for the bound of a constraint c + k*x <= 0.
func NegSat1(c int64) int64 {
	if c == domains.NegInf {
		return domains.Inf
	}
	return -c
}

// splitEq returns the inequalities l <= 0 (and -l <= 0 for an equality).
func splitEq(c domains.Constraint) []domains.Lin {
	if c.Kind != domains.EqZero {
		return []domains.Lin{c.Lin}
	}
	out := []domains.Lin{c.Lin}
	if n, ok := c.Lin.Scale(-1); ok {
		out = append(out, n)
	}
	return out
}

func holds(a *Value, l domains.Lin) bool {
	return Eval(l, a.Get).Hi <= 0
}
