package interval

import (
	"strings"

	"github.com/numpredvet/numpredvet/domains"
)

// Domain makes interval values; it has no options.
type Domain struct{}

// Name returns "interval".
func (Domain) Name() string { return "interval" }

// Top returns the unconstrained value over n dimensions.
func (Domain) Top(n int) domains.Numeric { return top(n) }

// Bot returns the empty value over n dimensions.
func (Domain) Bot(n int) domains.Numeric { return &Value{n: n, bot: true} }

// Value is a box: one interval per dimension, or ⊥. It is immutable.
type Value struct {
	n   int
	iv  []domains.Interval // nil when bot
	bot bool
}

func top(n int) *Value {
	iv := make([]domains.Interval, n)
	for i := range iv {
		iv[i] = domains.Top
	}
	return &Value{n: n, iv: iv}
}

// FromIntervals returns the box with the given intervals (copied); it is ⊥
// when one of them is empty.
func FromIntervals(iv []domains.Interval) *Value {
	v := &Value{n: len(iv), iv: append([]domains.Interval(nil), iv...)}
	return v.normalize()
}

func (a *Value) normalize() *Value {
	if a.bot {
		return a
	}
	for _, x := range a.iv {
		if x.IsEmpty() {
			return &Value{n: a.n, bot: true}
		}
	}
	return a
}

func (a *Value) clone() *Value {
	return &Value{n: a.n, iv: append([]domains.Interval(nil), a.iv...)}
}

// Get returns the interval of dimension d (empty when a is ⊥).
func (a *Value) Get(d int) domains.Interval {
	if a.bot {
		return Empty
	}
	return a.iv[d]
}

// Dims is the number of dimensions.
func (a *Value) Dims() int { return a.n }

// IsBot reports whether γ(a) is empty.
func (a *Value) IsBot() bool { return a.bot }

// IsTop reports whether every dimension is unconstrained.
func (a *Value) IsTop() bool {
	if a.bot {
		return false
	}
	for _, x := range a.iv {
		if x != domains.Top {
			return false
		}
	}
	return true
}

// as converts b to a box over a's dimensions: directly for a *Value, else
// through b's constraints (sound for any conjunctive domain).
func (a *Value) as(b domains.Numeric) *Value {
	if v, ok := b.(*Value); ok {
		return v
	}
	if b.IsBot() {
		return &Value{n: a.n, bot: true}
	}
	r := top(a.n)
	for d := range r.iv {
		r.iv[d] = b.Bound(domains.LinDim(d))
	}
	return r.normalize()
}

// Leq reports γ(a) ⊆ γ(b).
func (a *Value) Leq(b domains.Numeric) bool {
	v := a.as(b)
	if a.bot {
		return true
	}
	if v.bot {
		return false
	}
	for d, x := range a.iv {
		y := v.iv[d]
		if x.Lo < y.Lo || x.Hi > y.Hi {
			return false
		}
	}
	return true
}

// Join returns the least box containing both.
func (a *Value) Join(b domains.Numeric) domains.Numeric {
	v := a.as(b)
	switch {
	case a.bot:
		return v
	case v.bot:
		return a
	}
	r := a.clone()
	for d := range r.iv {
		r.iv[d] = r.iv[d].Join(v.iv[d])
	}
	return r
}

// Meet returns the intersection.
func (a *Value) Meet(b domains.Numeric) domains.Numeric {
	v := a.as(b)
	switch {
	case a.bot:
		return a
	case v.bot:
		return v
	}
	r := a.clone()
	for d := range r.iv {
		r.iv[d] = r.iv[d].Meet(v.iv[d])
	}
	return r.normalize()
}

// Forget makes the given dimensions unconstrained.
func (a *Value) Forget(dims ...int) domains.Numeric {
	if a.bot || len(dims) == 0 {
		return a
	}
	r := a.clone()
	for _, d := range dims {
		r.iv[d] = domains.Top
	}
	return r
}

// AssignInterval sets dim to an arbitrary value of iv.
func (a *Value) AssignInterval(dim int, iv domains.Interval) domains.Numeric {
	if a.bot {
		return a
	}
	if iv.IsEmpty() {
		return &Value{n: a.n, bot: true}
	}
	r := a.clone()
	r.iv[dim] = iv
	return r
}

// Bound returns the interval of l by interval arithmetic (exact when l has at
// most one term).
func (a *Value) Bound(l domains.Lin) domains.Interval {
	if a.bot {
		return Empty
	}
	return Eval(l, a.Get)
}

// Constraints returns the finite bounds as constraints: x - hi <= 0 and
// lo - x <= 0 (a point as x - c == 0); ⊥ is 1 <= 0. An upper bound of
// exactly MinInt64 is weakened by one (its constant is not an int64).
func (a *Value) Constraints() []domains.Constraint {
	if a.bot {
		return []domains.Constraint{{Lin: domains.LinConst(1)}}
	}
	var out []domains.Constraint
	for d, x := range a.iv {
		if x.IsPoint() && x.Lo != domains.NegInf && x.Lo != domains.Inf {
			out = append(out, domains.Constraint{Lin: domains.Lin{Const: -x.Lo, Terms: []domains.Term{{Dim: d, Coef: 1}}}, Kind: domains.EqZero})
			continue
		}
		if x.Lo != domains.NegInf {
			out = append(out, domains.Constraint{Lin: domains.Lin{Const: x.Lo, Terms: []domains.Term{{Dim: d, Coef: -1}}}})
		}
		if x.Hi != domains.Inf {
			c := NegHi(x.Hi)
			if x.Hi == domains.NegInf {
				c = domains.Inf // x <= MinInt64+1
			}
			out = append(out, domains.Constraint{Lin: domains.Lin{Const: c, Terms: []domains.Term{{Dim: d, Coef: 1}}}})
		}
	}
	return out
}

func (a *Value) String() string {
	if a.bot {
		return "⊥"
	}
	var b strings.Builder
	b.WriteString("{")
	first := true
	for d, x := range a.iv {
		if x == domains.Top {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(domains.LinDim(d).String() + " ∈ " + x.String())
	}
	b.WriteString("}")
	return b.String()
}
