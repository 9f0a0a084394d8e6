package interval

import (
	"github.com/numpredvet/numpredvet/domains"
)

// Assign sets dims[i] := exprs[i] simultaneously, evaluating every right-hand
// side by interval arithmetic in the state before the assignment (exact for
// constants and for forms with one unit term).
func (a *Value) Assign(dims []int, exprs []domains.Lin) domains.Numeric {
	if a.bot || len(dims) == 0 {
		return a
	}
	vals := make([]domains.Interval, len(dims))
	for i, e := range exprs {
		vals[i] = Eval(e, a.Get)
	}
	r := a.clone()
	for i, d := range dims {
		r.iv[d] = vals[i]
	}
	return r.normalize()
}

// Assume restricts a to the states satisfying c by constraint propagation:
// for each term k*x of l <= 0, k*x <= -lower(l - k*x), rounded to integers.
// An equality is propagated as both inequalities until nothing changes (at
// most a few rounds).
func (a *Value) Assume(c domains.Constraint) domains.Numeric {
	if a.bot {
		return a
	}
	r := a.clone()
	if c.Kind == domains.EqZero {
		if g := gcdTerms(c.Lin); g > 1 && c.Lin.Const%g != 0 {
			return &Value{n: a.n, bot: true}
		}
		neg, ok := c.Lin.Scale(-1)
		for round := 0; round < 4; round++ {
			ch1, bot1 := r.propagate(c.Lin)
			if bot1 {
				return &Value{n: a.n, bot: true}
			}
			ch2 := false
			if ok {
				var bot2 bool
				ch2, bot2 = r.propagate(neg)
				if bot2 {
					return &Value{n: a.n, bot: true}
				}
			}
			if !ch1 && !ch2 {
				break
			}
		}
		return r
	}
	if _, bot := r.propagate(c.Lin); bot {
		return &Value{n: a.n, bot: true}
	}
	return r
}

// propagate refines r in place by l <= 0; it reports whether a bound changed
// and whether r became empty.
func (r *Value) propagate(l domains.Lin) (changed, bot bool) {
	if lo := Eval(l, r.Get).Lo; lo > 0 {
		return false, true
	}
	for i, t := range l.Terms {
		rest := domains.Point(l.Const)
		for j, u := range l.Terms {
			if j != i {
				rest = Add(rest, Scale(r.iv[u.Dim], u.Coef))
			}
		}
		if rest.Lo == domains.NegInf {
			continue
		}
		u := NegLo(rest.Lo) // t.Coef*x <= u, u literal
		x := r.iv[t.Dim]
		if t.Coef > 0 {
			if h := FloorDiv(u, t.Coef); h < x.Hi {
				x.Hi = h
				changed = true
			}
		} else {
			if l := CeilDiv(u, t.Coef); l > x.Lo {
				x.Lo = l
				changed = true
			}
		}
		if x.IsEmpty() {
			return changed, true
		}
		r.iv[t.Dim] = x
	}
	return changed, false
}

func gcdTerms(l domains.Lin) int64 {
	var g uint64
	for _, t := range l.Terms {
		g = gcd(g, absU(t.Coef))
	}
	if g > 1<<62 {
		return 0
	}
	return int64(g)
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
