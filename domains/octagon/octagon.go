package octagon

import (
	"strings"
	"sync/atomic"

	"github.com/numpredvet/numpredvet/domains"
)

// Domain makes octagon values; it has no options.
type Domain struct{}

// Name returns "octagon".
func (Domain) Name() string { return "octagon" }

// Top returns the unconstrained octagon over n variables.
func (Domain) Top(n int) domains.Numeric { return Top(n) }

// Bot returns the empty octagon over n variables.
func (Domain) Bot(n int) domains.Numeric { return Bot(n) }

// Octagon is a conjunction of constraints ±x ±y <= c over n integer
// variables, as a coherent DBM (see dbm.go), or ⊥. It is immutable; its
// tight closure is computed on demand and memoized (safe for concurrent
// readers).
type Octagon struct {
	n      int
	m      []int64 // nil when bot
	bot    bool
	closed bool // m is tightly closed

	cl atomic.Pointer[Octagon] // memoized closure when !closed
}

// Top returns the unconstrained octagon over n variables.
func Top(n int) *Octagon { return &Octagon{n: n, m: newTop(n), closed: true} }

// Bot returns the empty octagon over n variables.
func Bot(n int) *Octagon { return &Octagon{n: n, bot: true, closed: true} }

// N is the size of the matrix side.
func (o *Octagon) N() int { return 2 * o.n }

// closure returns the tightly closed form of o (o itself when closed, ⊥ when
// empty).
func (o *Octagon) closure() *Octagon {
	if o.closed || o.bot {
		return o
	}
	if c := o.cl.Load(); c != nil {
		return c
	}
	m := append([]int64(nil), o.m...)
	var c *Octagon
	if closeFull(m, o.N()) {
		c = &Octagon{n: o.n, m: m, closed: true}
	} else {
		c = Bot(o.n)
	}
	o.cl.Store(c)
	return c
}

// Close returns the tight closure of o: the same γ, every entry the tightest
// bound implied over the integers.
func (o *Octagon) Close() *Octagon { return o.closure() }

// Dims is the number of variables.
func (o *Octagon) Dims() int { return o.n }

// IsBot reports whether γ(o) holds no integer point.
func (o *Octagon) IsBot() bool { return o.closure().bot }

// IsTop reports whether o has no constraint.
func (o *Octagon) IsTop() bool {
	if o.bot {
		return false
	}
	N := o.N()
	for i, e := range o.m {
		if e != inf && i/N != i%N {
			return false
		}
	}
	return !o.IsBot()
}

// as converts b into an octagon over o's variables: directly for an
// *Octagon, else by assuming b's constraints on ⊤.
func (o *Octagon) as(b domains.Numeric) *Octagon {
	if x, ok := b.(*Octagon); ok {
		return x
	}
	if b.IsBot() {
		return Bot(o.n)
	}
	r := domains.Numeric(Top(o.n))
	for _, c := range b.Constraints() {
		r = r.Assume(c)
	}
	return r.(*Octagon)
}

// Entry returns the bound of V_j − V_i in o's closure (see dbm.go), for tests
// and clients that read the matrix; +∞ is domains.Inf.
func (o *Octagon) Entry(i, j int) int64 {
	c := o.closure()
	if c.bot {
		return domains.NegInf
	}
	return c.m[i*c.N()+j]
}

func (o *Octagon) String() string {
	c := o.closure()
	if c.bot {
		return "⊥"
	}
	var b strings.Builder
	b.WriteString("{")
	for i, k := range c.Constraints() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(k.String())
	}
	b.WriteString("}")
	return b.String()
}
