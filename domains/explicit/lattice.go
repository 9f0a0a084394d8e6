package explicit

import "github.com/numpredvet/numpredvet/domains"

// as converts b to an explicit value that contains it: directly for a
// *Value, else by the dimensions b bounds to a single value.
func (a *Value) as(b domains.Numeric) *Value {
	if v, ok := b.(*Value); ok {
		return v
	}
	if b.IsBot() {
		return Bot(a.n)
	}
	r := Top(a.n)
	for d := range a.n {
		if iv := b.Bound(domains.LinDim(d)); iv.IsPoint() {
			r = r.with(d, iv.Lo)
		}
	}
	return r
}

// Leq reports γ(a) ⊆ γ(b): exact for an explicit b (every binding of b is
// one of a's); for another domain, every constraint of b must be decided
// true by a's bindings.
func (a *Value) Leq(b domains.Numeric) bool {
	if a.bot {
		return true
	}
	v, ok := b.(*Value)
	if !ok {
		if b.IsBot() {
			return false
		}
		for _, c := range b.Constraints() {
			if a.decide(c) != decTrue {
				return false
			}
		}
		return true
	}
	if v.bot {
		return false
	}
	for _, x := range v.b {
		if y, ok := a.Get(x.Dim); !ok || y != x.Val {
			return false
		}
	}
	return true
}

// Join keeps the bindings a and b agree on (exact: the least explicit value
// containing both).
func (a *Value) Join(b domains.Numeric) domains.Numeric {
	v := a.as(b)
	switch {
	case a.bot:
		return v
	case v.bot:
		return a
	}
	var out []Binding
	for _, x := range a.b {
		if y, ok := v.Get(x.Dim); ok && y == x.Val {
			out = append(out, x)
		}
	}
	if len(out) == len(a.b) {
		return a
	}
	return &Value{n: a.n, b: out}
}

// Meet returns the union of the bindings, ⊥ on a conflict (exact for an
// explicit b; for another domain it assumes b's constraints).
func (a *Value) Meet(b domains.Numeric) domains.Numeric {
	if a.bot {
		return a
	}
	v, ok := b.(*Value)
	if !ok {
		r := domains.Numeric(a)
		for _, c := range b.Constraints() {
			r = r.Assume(c)
		}
		return r
	}
	if v.bot {
		return v
	}
	r := a
	for _, x := range v.b {
		if r = r.with(x.Dim, x.Val); r.bot {
			return r
		}
	}
	return r
}

// Widen is Join: the domain has finite height.
func (a *Value) Widen(b domains.Numeric) domains.Numeric { return a.Join(b) }

// WidenUpTo is Join: a constraint of cs that holds on both a and b and is
// expressible here is an equality of bindings, which Join keeps.
func (a *Value) WidenUpTo(b domains.Numeric, _ []domains.Constraint) domains.Numeric {
	return a.Join(b)
}
