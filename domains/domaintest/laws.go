package domaintest

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
)

// Laws runs every property of the harness on d over n dimensions, iters
// times each: Soundness, Lattice and Widening.
func Laws(t *testing.T, d domains.NumericDomain, n int, rnd *rand.Rand, iters int) {
	t.Helper()
	t.Run("soundness", func(t *testing.T) { Soundness(t, d, n, rnd, iters) })
	t.Run("lattice", func(t *testing.T) { Lattice(t, d, n, rnd, iters) })
	t.Run("widening", func(t *testing.T) { Widening(t, d, n, rnd, iters/4+1) })
}

func newGen(d domains.NumericDomain, n int, rnd *rand.Rand) *Gen {
	return &Gen{D: d, N: n, Rnd: rnd, Big: 15}
}

// TB is the part of testing.TB the harness uses.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

func fail(t TB, what string, pr Pair, why string) {
	t.Helper()
	t.Fatalf("%s: %s\nvalue: %v\npoint: %v\ntrace:\n  %s", what, why, pr.V, pr.P, strings.Join(pr.Trace, "\n  "))
}

// Soundness builds random values with witness points, applies random
// operations (Assume, Assign, parallel Assign, AssignInterval, Forget, Join,
// Widen, WidenUpTo, Meet) to value and point alike, and requires the point
// to stay in γ after each.
func Soundness(t TB, d domains.NumericDomain, n int, rnd *rand.Rand, iters int) {
	t.Helper()
	g := newGen(d, n, rnd)
	for it := 0; it < iters; it++ {
		pr := g.Pair(rnd.Intn(6))
		if why := InGamma(pr.V, pr.P, nil); why != "" {
			fail(t, "generated value", pr, why)
		}
		for k := 0; k < 8; k++ {
			other := g.Pair(rnd.Intn(5))
			pr = g.Op(pr, other)
			probes := []domains.Lin{g.Lin(), g.Lin()}
			if why := InGamma(pr.V, pr.P, probes); why != "" {
				fail(t, "after "+pr.Trace[len(pr.Trace)-1], pr, why)
			}
		}
	}
}

// Lattice checks the order laws on random values a (with point p) and b:
// reflexivity, ⊥ ⊑ a ⊑ ⊤, Join and Widen are upper bounds, Meet is a lower
// bound, Leq agrees with Join and Meet, Leq is sound for points, and
// Constraints over-approximate the value.
func Lattice(t TB, d domains.NumericDomain, n int, rnd *rand.Rand, iters int) {
	t.Helper()
	g := newGen(d, n, rnd)
	top, bot := d.Top(n), d.Bot(n)
	if !bot.IsBot() || top.IsBot() || !top.IsTop() || bot.IsTop() {
		t.Fatalf("⊤/⊥: Top.IsTop=%v Top.IsBot=%v Bot.IsBot=%v Bot.IsTop=%v", top.IsTop(), top.IsBot(), bot.IsBot(), bot.IsTop())
	}
	for it := 0; it < iters; it++ {
		a := g.Pair(rnd.Intn(6))
		var b Pair
		if rnd.Intn(3) == 0 {
			b = g.Around(a.P, rnd.Intn(6)) // shares a's point: meets are not empty
		} else {
			b = g.Pair(rnd.Intn(6))
		}
		av, bv := a.V, b.V
		check := func(ok bool, law string) {
			t.Helper()
			if !ok {
				t.Fatalf("%s\na = %v\nb = %v\ntrace a:\n  %s\ntrace b:\n  %s", law, av, bv,
					strings.Join(a.Trace, "\n  "), strings.Join(b.Trace, "\n  "))
			}
		}
		j, m := av.Join(bv), av.Meet(bv)
		w := av.Widen(j)
		check(av.Leq(av), "a ⊑ a")
		check(bot.Leq(av), "⊥ ⊑ a")
		check(av.Leq(top), "a ⊑ ⊤")
		check(!av.Leq(bot), "a ⋢ ⊥ (a holds a point)")
		check(av.Leq(j) && bv.Leq(j), "a, b ⊑ a ⊔ b")
		check(j.Leq(bv.Join(av)) && bv.Join(av).Leq(j), "a ⊔ b ≡ b ⊔ a")
		check(m.Leq(av) && m.Leq(bv), "a ⊓ b ⊑ a, b")
		check(av.Leq(w) && j.Leq(w), "a, a ⊔ b ⊑ a ∇ (a ⊔ b)")
		check(av.Join(bot).Leq(av) && av.Meet(top).Leq(av) && av.Leq(av.Meet(top)), "a ⊔ ⊥ ≡ a ≡ a ⊓ ⊤")
		check(av.Forget().Leq(av) && av.Leq(av.Forget()), "Forget() is the identity")
		if av.Leq(bv) {
			check(j.Leq(bv), "a ⊑ b ⇒ a ⊔ b ⊑ b")
			check(av.Leq(m), "a ⊑ b ⇒ a ⊑ a ⊓ b")
			if why := InGamma(bv, a.P, nil); why != "" {
				check(false, "a ⊑ b but a's point is not in γ(b): "+why)
			}
		}
		if j.Leq(av) {
			check(bv.Leq(av), "a ⊔ b ⊑ a ⇒ b ⊑ a")
		}
		if why := InGamma(j, a.P, nil); why != "" {
			check(false, "a's point not in a ⊔ b: "+why)
		}
		if why := InGamma(b.V.Join(av), b.P, nil); why != "" {
			check(false, "b's point not in b ⊔ a: "+why)
		}
		// Constraints over-approximate: assuming them on ⊤ gives a value
		// containing a. Inclusion is checked only away from saturation,
		// where domains may lose their canonical form.
		r := top
		cs := av.Constraints()
		for _, c := range cs {
			r = r.Assume(c)
		}
		if small(cs) {
			check(av.Leq(r), "a ⊑ ⊤ ⊓ Constraints(a)")
		}
		if why := InGamma(r, a.P, nil); why != "" {
			check(false, "point not in ⊤ ⊓ Constraints(a): "+why)
		}
	}
}

// Widening checks that the iteration x' = x ∇ (x ⊔ F(x)) of a random loop
// body F (assignments x := x + k, x := y + k, x := e, guards) stabilises
// within 4n²+16 steps, with and without thresholds, and that the limit holds
// the concrete executions of the loop from the witness point.
func Widening(t TB, d domains.NumericDomain, n int, rnd *rand.Rand, iters int) {
	t.Helper()
	if n == 0 {
		return
	}
	g := newGen(d, n, rnd)
	g.Big = 5
	limit := 4*n*n + 16
	for it := 0; it < iters; it++ {
		init := g.Pair(rnd.Intn(4))
		body := g.body()
		var ths []domains.Constraint
		if rnd.Intn(2) == 0 {
			for i := 0; i < 4; i++ {
				if c, ok := g.Constraint(init.P); ok {
					ths = append(ths, c)
				}
				ths = append(ths, domains.Constraint{Lin: g.Lin()})
			}
		}
		x := init.V
		stable := false
		for step := 0; step < limit; step++ {
			y := body.apply(x)
			if y.Leq(x) {
				stable = true
				break
			}
			x = x.WidenUpTo(x.Join(y), ths)
		}
		if !stable {
			t.Fatalf("widening did not stabilise in %d steps\nbody: %s\nthresholds: %v\ninit: %v\nlast: %v", limit, body, ths, init.V, x)
		}
		// Concrete runs of the loop stay in the invariant.
		p := init.P.clone()
		for k := 0; k < 30; k++ {
			if why := InGamma(x, p, nil); why != "" {
				t.Fatalf("iteration %d of the concrete loop leaves the invariant: %s\nbody: %s\ninvariant: %v\npoint: %v\ninit trace: %v", k, why, body, x, p, init.Trace)
			}
			var ok bool
			if p, ok = body.run(p); !ok {
				break
			}
		}
	}
}

type stmt struct {
	guard *domains.Constraint
	dim   int
	e     domains.Lin
}

type body []stmt

func (g *Gen) body() body {
	var b body
	for k := 1 + g.Rnd.Intn(3); k > 0; k-- {
		x := g.Rnd.Intn(g.N)
		var e domains.Lin
		switch g.Rnd.Intn(4) {
		case 0, 1:
			e = domains.Lin{Const: int64(g.Rnd.Intn(7) - 3), Terms: []domains.Term{{Dim: x, Coef: 1}}}
		case 2:
			y := g.Rnd.Intn(g.N)
			e = domains.Lin{Const: int64(g.Rnd.Intn(7) - 3), Terms: []domains.Term{{Dim: y, Coef: 1}}}
		default:
			e = g.Lin()
		}
		if g.Rnd.Intn(3) == 0 {
			c := domains.Constraint{Lin: g.Lin()}
			b = append(b, stmt{guard: &c})
		}
		b = append(b, stmt{dim: x, e: e})
	}
	return b
}

func (b body) apply(x domains.Numeric) domains.Numeric {
	for _, s := range b {
		if s.guard != nil {
			x = x.Assume(*s.guard)
			continue
		}
		x = x.Assign([]int{s.dim}, []domains.Lin{s.e})
	}
	return x
}

func (b body) run(p Point) (Point, bool) {
	q := p.clone()
	for _, s := range b {
		if s.guard != nil {
			if !Holds(*s.guard, q) {
				return nil, false
			}
			continue
		}
		q[s.dim] = Eval(s.e, q)
	}
	return q, true
}

func (b body) String() string {
	var sb strings.Builder
	for _, s := range b {
		if s.guard != nil {
			sb.WriteString("assume " + s.guard.String() + "; ")
			continue
		}
		sb.WriteString("x" + itoa(s.dim) + " := " + s.e.String() + "; ")
	}
	return sb.String()
}

// small reports whether every constant and coefficient of cs is below 2^60
// in absolute value.
func small(cs []domains.Constraint) bool {
	const lim = 1 << 60
	for _, c := range cs {
		if c.Lin.Const >= lim || c.Lin.Const <= -lim {
			return false
		}
		for _, t := range c.Lin.Terms {
			if t.Coef >= lim || t.Coef <= -lim {
				return false
			}
		}
	}
	return true
}
