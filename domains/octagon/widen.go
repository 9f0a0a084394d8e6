package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
)

// Widening of Miné, "The octagon abstract domain" (HOSC 2006, Def. 3.8):
// keep the entries of the left argument that bound the right one, others go
// to +∞. The left argument is used as it is (not closed): closing it between
// iterations may prevent stabilisation (Miné 2006, §3.8, Fig. 9); the right
// argument is closed, which is safe and more precise. Thresholds follow the
// "widening up to" of Halbwachs (1993) and the interpolant-guided widening of
// DAGGER (Gulavani, Chakraborty, Nori & Rajamani, TACAS 2008).

// Widen returns o ∇ b.
func (o *Octagon) Widen(b domains.Numeric) domains.Numeric {
	return o.WidenUpTo(b, nil)
}

// WidenUpTo returns o ∇ b, except that an entry that would go to +∞ takes the
// tightest bound, among the octagonal constraints of cs (unit coefficients on
// at most two variables, or k*x on one), that holds on both o and b. The
// result is not closed. Non-octagonal constraints of cs are ignored.
func (o *Octagon) WidenUpTo(b domains.Numeric, cs []domains.Constraint) domains.Numeric {
	x := o.as(b).closure()
	switch {
	case x.bot:
		return o
	case o.bot || o.IsBot():
		return x
	}
	m := make([]int64, len(o.m))
	var grown []int
	for i, e := range o.m {
		if f := x.m[i]; f <= e {
			m[i] = e
		} else {
			m[i] = inf
			grown = append(grown, i)
		}
	}
	if len(grown) == 0 {
		return o
	}
	if len(cs) > 0 {
		th := thresholds(cs, o.n)
		for _, i := range grown {
			best := int64(inf)
			for _, c := range th[i] {
				// Holds on b (x is closed: its entry is the exact bound)
				// and so on o, whose entry is below x's.
				if c >= x.m[i] && c < best {
					best = c
				}
			}
			m[i] = best
		}
		// Twins grow together and get the same candidates: m stays coherent.
	}
	return &Octagon{n: o.n, m: m}
}

// thresholds maps matrix entries to the candidate bounds the octagonal
// constraints of cs give them.
func thresholds(cs []domains.Constraint, n int) map[int][]int64 {
	N := 2 * n
	th := map[int][]int64{}
	for _, c := range cs {
		for _, l := range splitEq(c) {
			if e, ok := octEntry(l, n); ok {
				th[e.i*N+e.j] = append(th[e.i*N+e.j], e.c)
				if t := bar(e.j)*N + bar(e.i); t != e.i*N+e.j {
					th[t] = append(th[t], e.c)
				}
			}
		}
	}
	return th
}

// splitEq returns l <= 0 (and -l <= 0 for an equality).
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
