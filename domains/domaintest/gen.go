package domaintest

import (
	"math"
	"math/big"
	"math/rand"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
)

// Boundary constants: saturation happens around these.
var boundary = []int64{
	1 << 62, -(1 << 62), 1<<62 - 1, -(1<<62 - 1), 1<<62 + 1, -(1<<62 + 1),
	math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1,
	1 << 31, -(1 << 31), 1 << 32,
}

// Gen makes random abstract values with witness points.
type Gen struct {
	D   domains.NumericDomain
	N   int
	Rnd *rand.Rand
	// Big is the probability (in percent) of a boundary constant.
	Big int
}

// Pair is an abstract value with a point of its γ.
type Pair struct {
	V     domains.Numeric
	P     Point
	Trace []string // operations that built V, for failure messages
}

func (g *Gen) konst() int64 {
	if g.Rnd.Intn(100) < g.Big {
		return boundary[g.Rnd.Intn(len(boundary))]
	}
	return int64(g.Rnd.Intn(21) - 10)
}

func (g *Gen) coef() int64 {
	switch r := g.Rnd.Intn(20); {
	case r < 12:
		return []int64{1, -1}[g.Rnd.Intn(2)]
	case r < 17:
		return []int64{2, -2, 3, -3}[g.Rnd.Intn(4)]
	case r < 19:
		return []int64{1 << 20, -(1 << 20), 1 << 40}[g.Rnd.Intn(3)]
	}
	return boundary[g.Rnd.Intn(len(boundary))]
}

// Point returns a random concrete point.
func (g *Gen) Point() Point {
	p := make(Point, g.N)
	for i := range p {
		p[i] = big.NewInt(g.konst())
	}
	return p
}

// Lin returns a random linear form with up to three terms.
func (g *Gen) Lin() domains.Lin {
	k := g.Rnd.Intn(4)
	if g.N == 0 {
		k = 0
	}
	ts := make([]domains.Term, 0, k)
	for i := 0; i < k; i++ {
		ts = append(ts, domains.Term{Dim: g.Rnd.Intn(g.N), Coef: g.coef()})
	}
	l, ok := domains.NewLin(g.konst(), ts...)
	if !ok {
		return domains.LinConst(g.konst())
	}
	return l
}

// Constraint returns a random constraint that p satisfies, or ok false when
// its constant does not fit an int64.
func (g *Gen) Constraint(p Point) (domains.Constraint, bool) {
	l := g.Lin()
	l.Const = 0
	s := Eval(l, p)
	slack := int64(0)
	kind := domains.LeZero
	switch r := g.Rnd.Intn(10); {
	case r < 2:
		kind = domains.EqZero
	case r < 6:
		slack = int64(g.Rnd.Intn(4))
	case r < 8:
		slack = g.Rnd.Int63n(1 << 20)
	default:
		slack = g.Rnd.Int63()
	}
	c := new(big.Int).Neg(s)
	c.Sub(c, big.NewInt(slack))
	if !c.IsInt64() {
		return domains.Constraint{}, false
	}
	l.Const = c.Int64()
	return domains.Constraint{Lin: l, Kind: kind}, true
}

// Pair builds a random value around a random point by up to steps random
// Assume and Assign operations that keep the point in γ.
func (g *Gen) Pair(steps int) Pair {
	return g.PairAt(g.Point(), steps)
}

// PairAt builds a random value with witness p (p is copied).
func (g *Gen) PairAt(p Point, steps int) Pair {
	pr := Pair{V: g.D.Top(g.N), P: p.clone()}
	for i := 0; i < steps; i++ {
		if g.N == 0 || g.Rnd.Intn(3) > 0 {
			if c, ok := g.Constraint(pr.P); ok {
				pr.V = pr.V.Assume(c)
				pr.Trace = append(pr.Trace, "assume "+c.String())
			}
			continue
		}
		d, e := g.Rnd.Intn(g.N), g.Lin()
		pr.V = pr.V.Assign([]int{d}, []domains.Lin{e})
		pr.P[d] = Eval(e, pr.P)
		pr.Trace = append(pr.Trace, "x"+itoa(d)+" := "+e.String())
	}
	return pr
}

// Around returns a random value whose γ holds p, built by up to steps
// assumptions that p satisfies.
func (g *Gen) Around(p Point, steps int) Pair {
	pr := Pair{V: g.D.Top(g.N), P: p.clone()}
	for i := 0; i < steps; i++ {
		if c, ok := g.Constraint(pr.P); ok {
			pr.V = pr.V.Assume(c)
			pr.Trace = append(pr.Trace, "assume "+c.String())
		}
	}
	return pr
}

// Op applies one random operation to pr, on the value and on its point.
// other is a second random value used by binary operations.
func (g *Gen) Op(pr Pair, other Pair) Pair {
	r := Pair{V: pr.V, P: pr.P.clone(), Trace: append([]string(nil), pr.Trace...)}
	log := func(s string) { r.Trace = append(r.Trace, s) }
	if g.N == 0 {
		r.V = r.V.Join(other.V)
		log("join")
		return r
	}
	switch g.Rnd.Intn(10) {
	case 0:
		if c, ok := g.Constraint(r.P); ok {
			r.V = r.V.Assume(c)
			log("assume " + c.String())
		}
	case 1:
		d, e := g.Rnd.Intn(g.N), g.Lin()
		r.V = r.V.Assign([]int{d}, []domains.Lin{e})
		r.P[d] = Eval(e, pr.P)
		log("x" + itoa(d) + " := " + e.String())
	case 2:
		// Parallel assignment over distinct dimensions, including swaps.
		k := 1 + g.Rnd.Intn(min(3, g.N))
		dims := g.Rnd.Perm(g.N)[:k]
		exprs := make([]domains.Lin, k)
		var b strings.Builder
		for i := range dims {
			exprs[i] = g.Lin()
			if g.Rnd.Intn(2) == 0 {
				exprs[i] = domains.LinDim(dims[(i+1)%k])
			}
			b.WriteString("x" + itoa(dims[i]) + " := " + exprs[i].String() + "; ")
		}
		r.V = r.V.Assign(dims, exprs)
		for i, d := range dims {
			r.P[d] = Eval(exprs[i], pr.P)
		}
		log("parallel " + b.String())
	case 3:
		d := g.Rnd.Intn(g.N)
		v := g.konst()
		iv := domains.Interval{Lo: v, Hi: v}
		switch g.Rnd.Intn(4) {
		case 0:
			iv.Lo = domains.NegInf
		case 1:
			iv.Hi = domains.Inf
		case 2:
			iv.Lo = satSub(v, int64(g.Rnd.Intn(5)))
			iv.Hi = satAdd(v, int64(g.Rnd.Intn(5)))
		}
		r.V = r.V.AssignInterval(d, iv)
		r.P[d] = big.NewInt(v)
		log("x" + itoa(d) + " := any " + iv.String())
	case 4:
		d := g.Rnd.Intn(g.N)
		r.V = r.V.Forget(d)
		r.P[d] = big.NewInt(g.konst())
		log("forget x" + itoa(d))
	case 5:
		if g.Rnd.Intn(2) == 0 {
			r.V = r.V.Join(other.V)
		} else {
			r.V = other.V.Join(r.V)
		}
		log("join")
	case 6:
		if g.Rnd.Intn(2) == 0 {
			r.V = r.V.Widen(r.V.Join(other.V))
			log("widen self")
		} else {
			r.V = other.V.Widen(other.V.Join(r.V))
			log("widen other")
		}
	case 7:
		var cs []domains.Constraint
		for i := 0; i < 3; i++ {
			if c, ok := g.Constraint(r.P); ok {
				cs = append(cs, c)
			}
			cs = append(cs, domains.Constraint{Lin: g.Lin()})
		}
		r.V = r.V.WidenUpTo(r.V.Join(other.V), cs)
		log("widen up to")
	case 8:
		// Meet with a value that also holds the point.
		m := g.Around(r.P, 1+g.Rnd.Intn(4))
		r.V = r.V.Meet(m.V)
		log("meet")
	case 9:
		// An assumption that may or may not hold at the point: keep the
		// operation only if it does.
		c := domains.Constraint{Lin: g.Lin()}
		if Holds(c, r.P) {
			r.V = r.V.Assume(c)
			log("assume " + c.String())
		}
	}
	return r
}

func satAdd(a, b int64) int64 {
	s := new(big.Int).Add(big.NewInt(a), big.NewInt(b))
	if !s.IsInt64() {
		return domains.Inf
	}
	return s.Int64()
}

func satSub(a, b int64) int64 {
	s := new(big.Int).Sub(big.NewInt(a), big.NewInt(b))
	if !s.IsInt64() {
		return domains.NegInf
	}
	return s.Int64()
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }
