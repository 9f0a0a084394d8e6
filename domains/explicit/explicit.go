package explicit

import (
	"sort"
	"strconv"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
)

// Domain makes explicit values; it has no options.
type Domain struct{}

// Name returns "explicit".
func (Domain) Name() string { return "explicit" }

// Top returns the value with every dimension unknown.
func (Domain) Top(n int) domains.Numeric { return Top(n) }

// Bot returns the empty value over n dimensions.
func (Domain) Bot(n int) domains.Numeric { return Bot(n) }

// Binding is a dimension holding a known constant.
type Binding struct {
	Dim int
	Val int64
}

// Value is a set of bindings over n dimensions (sorted by Dim, at most one
// per dimension), or ⊥. It is immutable.
type Value struct {
	n   int
	b   []Binding
	bot bool
}

// Top returns the value with every dimension unknown.
func Top(n int) *Value { return &Value{n: n} }

// Bot returns the empty value over n dimensions.
func Bot(n int) *Value { return &Value{n: n, bot: true} }

// FromBindings returns the value with the given bindings; it is ⊥ when two
// bindings give one dimension different values.
func FromBindings(n int, bs ...Binding) *Value {
	r := Top(n)
	for _, b := range bs {
		if r = r.with(b.Dim, b.Val); r.bot {
			break
		}
	}
	return r
}

// Dims is the number of dimensions.
func (a *Value) Dims() int { return a.n }

// IsBot reports whether γ(a) is empty.
func (a *Value) IsBot() bool { return a.bot }

// IsTop reports whether no dimension is known.
func (a *Value) IsTop() bool { return !a.bot && len(a.b) == 0 }

// Bindings returns the known dimensions in increasing order (nil for ⊥).
func (a *Value) Bindings() []Binding { return append([]Binding(nil), a.b...) }

// Get returns the value of dimension d and whether it is known.
func (a *Value) Get(d int) (int64, bool) {
	i := a.find(d)
	if i < len(a.b) && a.b[i].Dim == d {
		return a.b[i].Val, true
	}
	return 0, false
}

func (a *Value) find(d int) int {
	return sort.Search(len(a.b), func(i int) bool { return a.b[i].Dim >= d })
}

// with returns a with d bound to v (⊥ if d is bound to another value).
func (a *Value) with(d int, v int64) *Value {
	if a.bot {
		return a
	}
	i := a.find(d)
	if i < len(a.b) && a.b[i].Dim == d {
		if a.b[i].Val == v {
			return a
		}
		return Bot(a.n)
	}
	b := make([]Binding, 0, len(a.b)+1)
	b = append(append(append(b, a.b[:i]...), Binding{d, v}), a.b[i:]...)
	return &Value{n: a.n, b: b}
}

// Bound returns [c, c] for a form whose dimensions are all known and whose
// value c fits an int64 (read as ±∞ at the int64 extremes, which is still
// sound), and the whole line otherwise.
func (a *Value) Bound(l domains.Lin) domains.Interval {
	if a.bot {
		return domains.Interval{Lo: domains.Inf, Hi: domains.NegInf}
	}
	s, unknown := a.subst(l)
	if len(unknown) > 0 || !s.IsInt64() {
		return domains.Top
	}
	return domains.Point(s.Int64())
}

// Constraints returns c - x == 0 per binding (exact even for c = MinInt64);
// ⊥ is 1 <= 0.
func (a *Value) Constraints() []domains.Constraint {
	if a.bot {
		return []domains.Constraint{{Lin: domains.LinConst(1)}}
	}
	out := make([]domains.Constraint, len(a.b))
	for i, b := range a.b {
		out[i] = domains.Constraint{Lin: domains.Lin{Const: b.Val, Terms: []domains.Term{{Dim: b.Dim, Coef: -1}}}, Kind: domains.EqZero}
	}
	return out
}

// String prints the bindings as {x0 = c, ...}, or ⊥.
func (a *Value) String() string {
	if a.bot {
		return "⊥"
	}
	var s strings.Builder
	s.WriteString("{")
	for i, b := range a.b {
		if i > 0 {
			s.WriteString(", ")
		}
		s.WriteString("x" + strconv.Itoa(b.Dim) + " = " + strconv.FormatInt(b.Val, 10))
	}
	s.WriteString("}")
	return s.String()
}
