package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// Assignments of Miné, "The octagon abstract domain" (HOSC 2006, §4.5):
// x := ±x + c and x := ±y + c and x := c exactly, in O(n) or O(n²) with
// incremental closure; other linear forms by the "interval linear form"
// assignment: x gets the bounds of the form and, for each other variable y
// of the form, the bounds of x - y and x + y computed in the state before
// the assignment, and for every variable z the form does not name, those
// of x - z and x + z through a unit term of the form (pivotBounds).
// Parallel assignments that cannot be sequenced go through fresh temporary
// variables.

// Assign sets dims[i] := exprs[i] simultaneously.
func (o *Octagon) Assign(dims []int, exprs []domains.Lin) domains.Numeric {
	a := o.closure()
	if a.bot || len(dims) == 0 {
		return a
	}
	if sequential(dims, exprs) {
		for i, d := range dims {
			a = a.assign1(d, exprs[i])
			if a.bot {
				return a
			}
		}
		return a
	}
	// x_i := t_i for fresh t_i := e_i.
	k := len(dims)
	w := a.extend(k)
	for i, e := range exprs {
		w = w.assign1(a.n+i, e)
		if w.bot {
			return Bot(a.n)
		}
	}
	for i, d := range dims {
		w = w.assign1(d, domains.LinDim(a.n+i))
	}
	return w.project(a.n)
}

// sequential reports whether assigning one after the other is the same as
// assigning in parallel: no right-hand side reads a dimension assigned
// before it.
func sequential(dims []int, exprs []domains.Lin) bool {
	for i, d := range dims {
		for _, e := range exprs[i+1:] {
			if e.Coef(d) != 0 {
				return false
			}
		}
	}
	return true
}

// extend returns the closed a with k unconstrained variables appended.
func (a *Octagon) extend(k int) *Octagon {
	n := a.n + k
	N, M := 2*n, a.N()
	m := newTop(n)
	for i := 0; i < M; i++ {
		copy(m[i*N:i*N+M], a.m[i*M:i*M+M])
	}
	return &Octagon{n: n, m: m, closed: true}
}

// project returns the closed a restricted to its first n variables.
func (a *Octagon) project(n int) *Octagon {
	if a.bot {
		return Bot(n)
	}
	N, M := a.N(), 2*n
	m := make([]int64, M*M)
	for i := 0; i < M; i++ {
		copy(m[i*M:i*M+M], a.m[i*N:i*N+M])
	}
	return &Octagon{n: n, m: m, closed: true}
}

// assign1 returns the closed result of x := e on the closed, non-empty a.
func (a *Octagon) assign1(x int, e domains.Lin) *Octagon {
	N := a.N()
	cx := e.Coef(x)
	var rest []domains.Term
	for _, t := range e.Terms {
		if t.Dim != x {
			rest = append(rest, t)
		}
	}
	if len(rest) == 0 && (cx == 1 || cx == -1) {
		return a.shift(x, cx, e.Const)
	}
	var es []entry
	if len(rest) == 0 && cx == 0 {
		// x := c
		es = append(es, entry{2*x + 1, 2 * x, double(e.Const)})
		if u := interval.NegSat1(e.Const); u != inf {
			es = append(es, entry{2 * x, 2*x + 1, double(u)})
		}
	} else if len(rest) == 1 && cx == 0 && (rest[0].Coef == 1 || rest[0].Coef == -1) {
		// x := s*y + c: x - s*y <= c and s*y - x <= -c.
		y, s := rest[0].Dim, rest[0].Coef
		if eu, ok := octBound([]domains.Term{{Dim: x, Coef: 1}, {Dim: y, Coef: -s}}, e.Const); ok {
			es = append(es, eu)
		}
		if el, ok := octBound([]domains.Term{{Dim: x, Coef: -1}, {Dim: y, Coef: s}}, interval.NegSat1(e.Const)); ok {
			es = append(es, el)
		}
	} else {
		es = a.linearAssign(x, e, rest)
	}
	m := append([]int64(nil), a.m...)
	forgetVar(m, N, x)
	for _, en := range es {
		setMin(m, N, en.i, en.j, en.c)
	}
	if !closeIncremental(m, N, x) {
		return Bot(a.n)
	}
	return &Octagon{n: a.n, m: m, closed: true}
}

// linearAssign returns the constraints on the new x of x := e, computed in
// the state a before the assignment.
func (a *Octagon) linearAssign(x int, e domains.Lin, rest []domains.Term) []entry {
	var es []entry
	bound := func(ts []domains.Term, iv domains.Interval) {
		if en, ok := octBound(ts, iv.Hi); ok {
			es = append(es, en)
		}
		neg := make([]domains.Term, len(ts))
		for i, t := range ts {
			neg[i] = domains.Term{Dim: t.Dim, Coef: -t.Coef}
		}
		if en, ok := octBound(neg, interval.NegLo(iv.Lo)); ok {
			es = append(es, en)
		}
	}
	iv := a.Bound(e)
	bound([]domains.Term{{Dim: x, Coef: 1}}, iv)
	for _, t := range rest {
		for _, s := range []int64{1, -1} {
			// new x - s*y == e - s*y
			d, ok := e.Sub(domains.Lin{Terms: []domains.Term{{Dim: t.Dim, Coef: s}}})
			if !ok {
				continue
			}
			bound([]domains.Term{{Dim: x, Coef: 1}, {Dim: t.Dim, Coef: -s}}, a.Bound(d))
		}
	}
	return append(es, a.pivotBounds(x, e)...)
}

// pivotBounds returns bounds of the new x of x := e against every other
// variable z: for a term ±y of e (y may be x itself), x - s*z is
// (±y - s*z) + (e ∓ y), bounded by the octagonal entry of ±y - s*z and
// the bounds of the rest of e, all in the state a before the assignment.
// So i := i + size, size in [1, 4], keeps start <= i - 1 from start <= i,
// which the bounds of e - s*z as a whole (one greedy split) may miss.
func (a *Octagon) pivotBounds(x int, e domains.Lin) []entry {
	var es []entry
	for _, p := range e.Terms {
		if p.Coef != 1 && p.Coef != -1 {
			continue
		}
		rem, ok := e.Sub(domains.Lin{Terms: []domains.Term{p}})
		if !ok {
			continue
		}
		iv := a.Bound(rem)
		if iv.Hi == inf && iv.Lo == domains.NegInf {
			continue
		}
		negLo := interval.NegLo(iv.Lo) // upper bound of -rem
		for z := 0; z < a.n; z++ {
			if z == x || z == p.Dim {
				continue
			}
			for _, s := range []int64{1, -1} {
				// x - s*z <= (p - s*z) + rem, and -(x - s*z) <= (-p + s*z) - rem.
				if hi := interval.AddHi(a.pairHi(p.Dim, p.Coef, z, -s), iv.Hi); hi != inf {
					if en, ok := octBound([]domains.Term{{Dim: x, Coef: 1}, {Dim: z, Coef: -s}}, hi); ok {
						es = append(es, en)
					}
				}
				if hi := interval.AddHi(a.pairHi(p.Dim, -p.Coef, z, s), negLo); hi != inf {
					if en, ok := octBound([]domains.Term{{Dim: x, Coef: -1}, {Dim: z, Coef: s}}, hi); ok {
						es = append(es, en)
					}
				}
			}
		}
	}
	return es
}

// shift returns the closed result of x := s*x + c (s = ±1) on the closed,
// non-empty a, in O(n): negate (swap x⁺ and x⁻) then translate.
func (a *Octagon) shift(x int, s, c int64) *Octagon {
	N := a.N()
	m := append([]int64(nil), a.m...)
	p, q := 2*x, 2*x+1
	if s < 0 {
		for k := 0; k < N; k++ {
			m[p*N+k], m[q*N+k] = m[q*N+k], m[p*N+k]
		}
		for k := 0; k < N; k++ {
			m[k*N+p], m[k*N+q] = m[k*N+q], m[k*N+p]
		}
	}
	if c == 0 {
		return &Octagon{n: a.n, m: m, closed: true}
	}
	// V_p grows by c, V_q by −c: column p and row q gain c, column q and
	// row p lose c.
	nc := interval.NegSat1(c)
	exact := nc != inf
	add := func(i int, d int64) {
		e := m[i]
		if e == inf {
			return
		}
		r := interval.AddHi(e, d)
		if r == inf || r == domains.NegInf {
			exact = false
		}
		m[i] = r
	}
	for k := 0; k < N; k++ {
		add(k*N+p, c)
		add(k*N+q, nc)
	}
	for k := 0; k < N; k++ {
		add(p*N+k, nc)
		add(q*N+k, c)
	}
	if nc == inf {
		// c == MinInt64: −c is not an int64; the entries that should have
		// lost −c are now +∞ or weaker, which is sound.
		exact = false
	}
	return &Octagon{n: a.n, m: m, closed: exact}
}
