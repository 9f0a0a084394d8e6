package octagon

import "github.com/numpredvet/numpredvet/domains"

// Interpolation for octagons after DAGGER: Gulavani, Chakraborty, Nori &
// Rajamani, "Automatically refining abstract interpretations" (TACAS 2008,
// §4): when A ∧ B is empty, the negations of B's constraints that A implies
// form an interpolant when they already contradict B; otherwise A's own
// constraints do. Either set is then reduced greedily to a minimal subset
// that still contradicts B.

// Interpolate returns constraints I with γ(a) ⊆ γ(I) and γ(I) ∩ γ(b) = ∅
// over the integers, or ok false when a and b meet.
func Interpolate(a, b *Octagon) (I []domains.Constraint, ok bool) {
	if a.n != b.n {
		return nil, false
	}
	if !a.Meet(b).IsBot() {
		return nil, false
	}
	if a.IsBot() {
		return []domains.Constraint{{Lin: domains.LinConst(1)}}, true
	}
	if b.IsBot() {
		return nil, true
	}
	var neg []domains.Constraint
	for _, c := range b.Constraints() {
		for _, l := range splitEq(c) {
			// ¬(l <= 0) is -l + 1 <= 0 over the integers.
			nl, ok := l.Scale(-1)
			if !ok {
				continue
			}
			if nl, ok = nl.Add(domains.LinConst(1)); !ok {
				continue
			}
			k := domains.Constraint{Lin: nl}
			if a.Bound(nl).Hi <= 0 {
				neg = append(neg, k)
			}
		}
	}
	if contradicts(neg, b) {
		return minimize(neg, b), true
	}
	return minimize(a.Constraints(), b), true
}

// contradicts reports whether cs ∧ b is empty.
func contradicts(cs []domains.Constraint, b *Octagon) bool {
	r := domains.Numeric(b)
	for _, c := range cs {
		if r = r.Assume(c); r.IsBot() {
			return true
		}
	}
	return r.IsBot()
}

// minimize drops constraints of cs (which contradict b) while the rest still
// contradicts b.
func minimize(cs []domains.Constraint, b *Octagon) []domains.Constraint {
	out := append([]domains.Constraint(nil), cs...)
	for i := 0; i < len(out); {
		rest := append(append([]domains.Constraint(nil), out[:i]...), out[i+1:]...)
		if contradicts(rest, b) {
			out = rest
			continue
		}
		i++
	}
	return out
}

// InterpolatedWiden is the widening of DAGGER: a ∇ b keeping every
// constraint of the interpolants t that holds on both (a.WidenUpTo(b, t)).
func InterpolatedWiden(a, b domains.Numeric, t []domains.Constraint) domains.Numeric {
	return a.WidenUpTo(b, t)
}
