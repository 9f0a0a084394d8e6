package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// Tests of Miné, "The octagon abstract domain" (HOSC 2006, §4.4): octagonal
// constraints are added exactly and closed incrementally; other linear
// constraints are linearized into the octagonal constraints they imply on
// one variable and on pairs of variables with equal |coefficients|, the
// other terms replaced by their bounds in the current octagon.

// Assume restricts o to the states satisfying c (exact for octagonal c over
// the integers, including k*x + c and k*(±x ±y) + c; sound otherwise).
func (o *Octagon) Assume(c domains.Constraint) domains.Numeric {
	a := o.closure()
	if a.bot {
		return a
	}
	var es []entry
	for _, l := range splitEq(c) {
		if len(l.Terms) == 0 {
			if l.Const > 0 {
				return Bot(o.n)
			}
			continue
		}
		if e, ok := octEntry(l, o.n); ok {
			es = append(es, e)
			continue
		}
		if a.Bound(l).Lo > 0 {
			return Bot(o.n)
		}
		es = append(es, a.linearize(l)...)
	}
	return a.addEntries(es)
}

// addEntries returns the closure of a (closed, non-empty) with the entries
// added, closing incrementally after each.
func (a *Octagon) addEntries(es []entry) *Octagon {
	N := a.N()
	var m []int64
	for _, e := range es {
		cur := a.m
		if m != nil {
			cur = m
		}
		if cur[e.i*N+e.j] <= e.c {
			continue
		}
		if m == nil {
			m = append([]int64(nil), a.m...)
		}
		setMin(m, N, e.i, e.j, e.c)
		if !closeIncremental(m, N, e.j/2) {
			return Bot(a.n)
		}
	}
	if m == nil {
		return a
	}
	return &Octagon{n: a.n, m: m, closed: true}
}

// linearize returns octagonal consequences of l <= 0 in the closed,
// non-empty a: for each term k*x, k*x <= -lower(rest); for each pair of terms
// with equal |coefficients|, the same with the pair.
func (a *Octagon) linearize(l domains.Lin) []entry {
	ts := l.Terms
	var out []entry
	rest := func(skip ...int) domains.Lin {
		r := domains.Lin{Const: l.Const}
		for k, t := range ts {
			keep := true
			for _, s := range skip {
				keep = keep && k != s
			}
			if keep {
				r.Terms = append(r.Terms, t)
			}
		}
		return r
	}
	for i, t := range ts {
		lo := a.Bound(rest(i)).Lo
		if e, ok := octBound([]domains.Term{t}, interval.NegLo(lo)); ok {
			out = append(out, e)
		}
	}
	if len(ts) <= 8 {
		for i := range ts {
			for j := i + 1; j < len(ts); j++ {
				if absI(ts[i].Coef) != absI(ts[j].Coef) {
					continue
				}
				lo := a.Bound(rest(i, j)).Lo
				if e, ok := octBound([]domains.Term{ts[i], ts[j]}, interval.NegLo(lo)); ok {
					out = append(out, e)
				}
			}
		}
	}
	return out
}
