package linform

import "github.com/numpredvet/numpredvet/domains"

// octagonalSums assumes into base the octagonal consequences of pairs of
// forms: when f ± g has at most two terms with coefficients ±1, its value
// lies in the sum of their intervals, a constraint the base represents.
// (From v0 − v3 − v2 >= 1 and v4 − v3 − v2 == 0 follows v0 − v4 >= 1.) Only
// pairs with at least one fresh entry are tried.
func octagonalSums(base domains.Numeric, fresh, all []entry) domains.Numeric {
	for _, a := range fresh {
		for _, b := range all {
			if a.f.key == b.f.key {
				continue
			}
			for _, sign := range [2]int64{1, -1} {
				g, ok := b.f.lin.Scale(sign)
				if !ok {
					continue
				}
				sum, ok := a.f.lin.Add(g)
				if !ok || len(sum.Terms) == 0 || !octagonal(sum) {
					continue
				}
				iv := b.iv
				if sign < 0 {
					iv = iv.Neg()
				}
				base = assumeIn(base, sum, a.iv.Add(iv))
				if base.IsBot() {
					return base
				}
			}
		}
	}
	return base
}

// assumeIn assumes lo <= l <= hi (l without constant) into base.
func assumeIn(base domains.Numeric, l domains.Lin, iv domains.Interval) domains.Numeric {
	if iv.Hi != domains.Inf && small(iv.Hi) {
		hi := l
		hi.Const = -iv.Hi
		base = base.Assume(domains.Constraint{Lin: hi, Kind: domains.LeZero})
	}
	if iv.Lo != domains.NegInf && small(iv.Lo) {
		lo, ok := l.Scale(-1)
		if ok {
			lo.Const = iv.Lo
			base = base.Assume(domains.Constraint{Lin: lo, Kind: domains.LeZero})
		}
	}
	return base
}

// relateAssigned gives the base octagonal bounds between a dimension d just
// assigned the linear expression l (which does not read d) and the
// dimensions the forms connect to l's: d − u and d + u are bounded as l ∓ u,
// with one form substituted (l ∓ u − λ·f is bounded by the base, λ·f by the
// form's interval). From end := off + rem, rem <= r and the form
// r + off − ln == 0 follows end − ln <= 0, which no single domain sees.
func relateAssigned(base domains.Numeric, d int, l domains.Lin, forms []entry) domains.Numeric {
	for _, b := range assignedBounds(base, d, l, forms, nil) {
		base = assumeIn(base, b.lin, b.iv)
		if base.IsBot() {
			return base
		}
	}
	return base
}

// bounded is a linear expression (without constant) and its interval.
type bounded struct {
	lin domains.Lin
	iv  domains.Interval
}

// assignedBounds bounds d − u and d + u, for d := l, by l ∓ u in the
// state (base and forms) l is evaluated in, for each dimension u outside
// moved that a form connects to l's. With moved the dimensions a parallel
// assignment changes, the bounds hold after it: l reads the values before
// it, and u keeps its value. So p := p + n, with n <= r and the form
// r + p − ln == 0, keeps p − ln <= 0, which the base alone loses.
func assignedBounds(base domains.Numeric, d int, l domains.Lin, forms []entry, moved map[int]bool) []bounded {
	var usable []entry
	partner := map[int]bool{}
	var partners []int
	for _, f := range forms {
		if f.f.mentions(d) && !moved[d] {
			continue
		}
		usable = append(usable, f)
		shares := false
		for _, t := range f.f.lin.Terms {
			shares = shares || l.Coef(t.Dim) != 0 || offsetOf(base, t.Dim, l)
		}
		if !shares {
			continue
		}
		for _, t := range f.f.lin.Terms {
			if l.Coef(t.Dim) == 0 && !partner[t.Dim] && !moved[t.Dim] {
				partner[t.Dim] = true
				partners = append(partners, t.Dim)
			}
		}
	}
	terms := domains.Lin{Terms: l.Terms}
	var out []bounded
	for _, u := range partners {
		for _, s := range [2]int64{1, -1} {
			q, ok := terms.Sub(domains.Lin{Terms: []domains.Term{{Dim: u, Coef: s}}})
			if !ok {
				continue
			}
			iv := boundVia(base, q, usable)
			if unbounded(iv) {
				continue
			}
			iv = iv.Add(domains.Point(l.Const))
			dl, _ := domains.NewLin(0, domains.Term{Dim: d, Coef: 1}, domains.Term{Dim: u, Coef: -s})
			out = append(out, bounded{dl, iv})
		}
	}
	return out
}

// offsetOf reports whether the base holds x at a constant distance from
// one of l's dimensions (x == y + c, as x := y + 1 leaves it): a form on
// x then relates l's other dimensions as well as one on y would. From
// arg := n - x, x == j + 1, w <= arg and j' := j + w follows j' - n <= -1.
func offsetOf(base domains.Numeric, x int, l domains.Lin) bool {
	for _, t := range l.Terms {
		if t.Dim == x {
			continue
		}
		if d, ok := domains.LinDim(x).Sub(domains.LinDim(t.Dim)); ok && base.Bound(d).IsPoint() {
			return true
		}
	}
	return false
}

// boundVia bounds q by the base, and by the base after substituting one
// form for one of q's terms.
func boundVia(base domains.Numeric, q domains.Lin, forms []entry) domains.Interval {
	iv := base.Bound(q)
	for _, f := range forms {
		for _, t := range q.Terms {
			fc := f.f.coef(t.Dim)
			if fc == 0 || t.Coef%fc != 0 {
				continue
			}
			lambda := t.Coef / fc
			scaled, ok := f.f.lin.Scale(lambda)
			if !ok {
				continue
			}
			r, ok := q.Sub(scaled)
			if !ok {
				continue
			}
			iv = iv.Meet(base.Bound(r).Add(f.iv.Scale(lambda)))
		}
	}
	return iv
}

// readsAny reports whether l reads one of the dimensions in set.
func readsAny(l domains.Lin, set map[int]bool) bool {
	for _, t := range l.Terms {
		if set[t.Dim] {
			return true
		}
	}
	return false
}
