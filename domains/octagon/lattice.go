package octagon

import "github.com/numpredvet/numpredvet/domains"

// Lattice operations of Miné, "The octagon abstract domain" (HOSC 2006,
// §3.4): inclusion and join on closed forms, meet pointwise.

// Leq reports γ(o) ⊆ γ(b) (exact: o is compared in tightly closed form).
func (o *Octagon) Leq(b domains.Numeric) bool {
	x := o.as(b)
	a := o.closure()
	if a.bot {
		return true
	}
	if x.IsBot() {
		return false
	}
	for i, e := range a.m {
		if e > x.m[i] {
			return false
		}
	}
	return true
}

// Join returns the least octagon containing both (the pointwise maximum of
// the closed forms, which is closed; exact in the octagon lattice).
func (o *Octagon) Join(b domains.Numeric) domains.Numeric {
	a, x := o.closure(), o.as(b).closure()
	switch {
	case a.bot:
		return x
	case x.bot:
		return a
	}
	m := make([]int64, len(a.m))
	same := true
	for i, e := range a.m {
		f := x.m[i]
		m[i] = max(e, f)
		if f > e {
			same = false
		}
	}
	if same {
		return a
	}
	return &Octagon{n: o.n, m: m, closed: true}
}

// Meet returns the intersection (pointwise minimum; closed lazily).
func (o *Octagon) Meet(b domains.Numeric) domains.Numeric {
	x := o.as(b)
	switch {
	case o.bot:
		return o
	case x.bot:
		return x
	}
	m := make([]int64, len(o.m))
	for i, e := range o.m {
		m[i] = min(e, x.m[i])
	}
	return &Octagon{n: o.n, m: m}
}
