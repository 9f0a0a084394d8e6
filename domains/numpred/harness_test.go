package numpred_test

import (
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// The property harness of the combined domains: random values built
// together with a witness state of their γ, random operations applied to
// value and state alike (soundness), and the lattice laws. A state is a
// valuation of the predicates and an integer point.

type state struct {
	b []bool // by predicate slot
	v domaintest.Point
}

func (s state) clone() state {
	c := state{b: append([]bool(nil), s.b...), v: make(domaintest.Point, len(s.v))}
	for i, x := range s.v {
		c.v[i] = new(big.Int).Set(x)
	}
	return c
}

func (s state) String() string {
	var b strings.Builder
	for i, x := range s.b {
		if x {
			b.WriteString("p" + strconv.Itoa(i) + " ")
		} else {
			b.WriteString("!p" + strconv.Itoa(i) + " ")
		}
	}
	return b.String() + "x=" + pointString(s.v)
}

func pointString(p domaintest.Point) string {
	parts := make([]string, len(p))
	for i, x := range p {
		parts[i] = x.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// contains reports whether st lies in γ(v).
func contains(v numpred.Value, st state) bool {
	return numpred.Contains(v, func(q bddpred.Pred) bool { return st.b[q] },
		func(c domains.Constraint) bool { return domaintest.Holds(c, st.v) })
}

// world generates random values and operations of one domain.
type world struct {
	d   numpred.Domain
	s   *numpred.Space
	g   *domaintest.Gen
	rnd *rand.Rand
}

type pair struct {
	v     numpred.Value
	st    state
	trace []string
}

func newWorld(d numpred.Domain, rnd *rand.Rand) *world {
	s := d.Space()
	return &world{d: d, s: s, rnd: rnd, g: &domaintest.Gen{D: octagon.Domain{}, N: s.Dims(), Rnd: rnd, Big: 5}}
}

func (w *world) state() state {
	n := 0
	if w.s.Preds() > 0 {
		n = int(w.s.Pred(w.s.Preds()-1)) + 1
	}
	st := state{b: make([]bool, n), v: w.g.Point()}
	for i := range w.s.Preds() {
		st.b[w.s.Pred(i)] = w.rnd.Intn(2) == 0
	}
	return st
}

// formula returns a random formula over predicates and numeric atoms.
func (w *world) formula(depth int) numpred.Formula {
	if depth == 0 || w.rnd.Intn(3) == 0 {
		if w.rnd.Intn(2) == 0 && w.s.Preds() > 0 {
			return numpred.P(w.s.Pred(w.rnd.Intn(w.s.Preds())))
		}
		c := domains.Constraint{Lin: w.g.Lin()}
		if w.rnd.Intn(4) == 0 {
			c.Kind = domains.EqZero
		}
		return numpred.N(c)
	}
	switch w.rnd.Intn(3) {
	case 0:
		return numpred.Not{X: w.formula(depth - 1)}
	case 1:
		return numpred.And{w.formula(depth - 1), w.formula(depth - 1)}
	}
	return numpred.Or{w.formula(depth - 1), w.formula(depth - 1)}
}

func eval(f numpred.Formula, st state) bool {
	switch f := f.(type) {
	case numpred.Const:
		return bool(f)
	case numpred.PredAtom:
		return st.b[f.P]
	case numpred.NumAtom:
		return domaintest.Holds(f.C, st.v)
	case numpred.Not:
		return !eval(f.X, st)
	case numpred.And:
		for _, g := range f {
			if !eval(g, st) {
				return false
			}
		}
		return true
	case numpred.Or:
		for _, g := range f {
			if eval(g, st) {
				return true
			}
		}
	}
	return false
}

// choices returns random choices on distinct predicates (F excludes T) and
// applies them to a copy of st.
func (w *world) choices(st state) ([]numpred.Choice, state) {
	post := st.clone()
	var cs []numpred.Choice
	for _, i := range w.rnd.Perm(w.s.Preds())[:1+w.rnd.Intn(min(2, w.s.Preds()))] {
		p := w.s.Pred(i)
		t := w.formula(2)
		f := numpred.Formula(numpred.And{numpred.Not{X: t}, w.formula(1)})
		if w.rnd.Intn(3) == 0 {
			f = numpred.Not{X: t}
		}
		cs = append(cs, numpred.Choice{P: p, T: t, F: f})
		switch {
		case eval(t, st):
			post.b[p] = true
		case eval(f, st):
			post.b[p] = false
		default:
			post.b[p] = w.rnd.Intn(2) == 0
		}
	}
	return cs, post
}

// assign returns a random parallel assignment and applies it to st.
func (w *world) assign(st state) ([]int, []domains.Lin, state) {
	post := st.clone()
	k := 1 + w.rnd.Intn(w.s.Dims())
	dims := w.rnd.Perm(w.s.Dims())[:k]
	exprs := make([]domains.Lin, k)
	for i, d := range dims {
		if w.rnd.Intn(2) == 0 {
			exprs[i] = lin(int64(w.rnd.Intn(5)-2), int64(d), 1)
		} else {
			exprs[i] = w.g.Lin()
		}
		post.v[d] = domaintest.Eval(exprs[i], st.v)
	}
	return dims, exprs, post
}

// around returns a random value whose γ holds st.
func (w *world) around(st state, steps int) pair {
	pr := pair{v: w.d.Top(), st: st.clone()}
	for range steps {
		pr = w.restrict(pr)
	}
	return pr
}

// restrict narrows pr by a fact its state satisfies.
func (w *world) restrict(pr pair) pair {
	switch w.rnd.Intn(3) {
	case 0:
		if c, ok := w.g.Constraint(pr.st.v); ok {
			pr.v = pr.v.AssumeN(c)
			pr.trace = append(pr.trace, "assumeN "+c.String())
		}
	case 1:
		f := w.formula(2)
		if !eval(f, pr.st) {
			f = numpred.Not{X: f}
		}
		pr.v = numpred.Assume(w.d, pr.v, f)
		pr.trace = append(pr.trace, "assume "+f.String())
	default:
		m := w.s.Manager()
		b := m.False()
		for range 2 {
			cube := m.True()
			for i := range w.s.Preds() {
				if w.rnd.Intn(2) == 0 {
					cube = cube.And(m.Lit(w.s.Pred(i), false, w.rnd.Intn(2) == 0))
				}
			}
			b = b.Or(cube)
		}
		own := m.True()
		for i := range w.s.Preds() {
			p := w.s.Pred(i)
			own = own.And(m.Lit(p, false, pr.st.b[p]))
		}
		pr.v = pr.v.Meet(w.d.AlphaP(b.Or(own)))
		pr.trace = append(pr.trace, "meet αP("+b.Or(own).String()+")")
	}
	return pr
}

// value returns a random value with a witness, built by up to steps
// operations.
func (w *world) value(steps int) pair {
	pr := w.around(w.state(), w.rnd.Intn(3))
	for range w.rnd.Intn(steps + 1) {
		pr = w.op(pr)
	}
	return pr
}

// op applies one random operation to the value and its state.
func (w *world) op(pr pair) pair {
	r := pair{v: pr.v, st: pr.st, trace: append([]string(nil), pr.trace...)}
	log := func(s string) { r.trace = append(r.trace, s) }
	switch w.rnd.Intn(11) {
	case 0, 1:
		return w.restrict(r)
	case 2:
		dims, exprs, post := w.assign(r.st)
		r.v = numpred.AssignN(r.v, dims, exprs)
		r.st = post
		log("assign " + assignString(dims, exprs))
	case 3:
		cs, post := w.choices(r.st)
		r.v = numpred.Choose(w.d, r.v, cs...)
		r.st = post
		log("choose " + choicesString(cs))
	case 4:
		cs, post := w.choices(r.st)
		dims, exprs, post2 := w.assign(r.st)
		post.v = post2.v
		r.v = numpred.Post(w.d, r.v, numpred.Stmt{Dims: dims, Exprs: exprs, Choices: cs})
		r.st = post
		log("post " + assignString(dims, exprs) + " ∥ " + choicesString(cs))
	case 5:
		o := w.value(2)
		if w.rnd.Intn(2) == 0 {
			r.v = r.v.Join(o.v)
		} else {
			r.v = o.v.Join(r.v)
		}
		log("join " + o.v.String())
	case 6:
		o := w.value(2)
		if w.rnd.Intn(2) == 0 {
			r.v = r.v.Widen(r.v.Join(o.v))
		} else {
			r.v = o.v.Widen(o.v.Join(r.v))
		}
		log("widen with " + o.v.String())
	case 7:
		if w.s.Preds() == 0 {
			return r
		}
		p := w.s.Pred(w.rnd.Intn(w.s.Preds()))
		r.v = r.v.Exists(p)
		r.st = r.st.clone()
		r.st.b[p] = w.rnd.Intn(2) == 0
		log("exists p" + strconv.Itoa(int(p)))
	case 8:
		o := w.around(r.st, 1+w.rnd.Intn(3))
		r.v = r.v.Meet(o.v)
		log("meet " + o.v.String())
	case 9:
		var cs []domains.Constraint
		for range 3 {
			if c, ok := w.g.Constraint(r.st.v); ok {
				cs = append(cs, c)
			}
			cs = append(cs, domains.Constraint{Lin: w.g.Lin()})
		}
		o := w.value(2)
		r.v = r.v.WidenUpTo(r.v.Join(o.v), cs)
		log("widen up to")
	case 10:
		r.v = r.v.Reduce()
		log("reduce")
	}
	return r
}

func assignString(dims []int, exprs []domains.Lin) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = "x" + strconv.Itoa(d) + " := " + exprs[i].String()
	}
	return strings.Join(parts, "; ")
}

func choicesString(cs []numpred.Choice) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = "p" + strconv.Itoa(int(c.P)) + " := choice(" + c.T.String() + ", " + c.F.String() + ")"
	}
	return strings.Join(parts, "; ")
}

// fataler is the part of testing.TB the harness uses.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func fail(t fataler, name, what string, pr pair) {
	t.Helper()
	t.Fatalf("%s: %s\nvalue: %v\nstate: %v\ntrace:\n  %s", name, what, pr.v, pr.st, strings.Join(pr.trace, "\n  "))
}

func iterations(full int) int {
	if testing.Short() {
		return full / 4
	}
	return full
}

// TestSoundness: random operations keep the witness state in γ.
func TestSoundness(t *testing.T) {
	for _, mk := range makers {
		t.Run(mk.name, func(t *testing.T) {
			soundness(t, mk.name, func() numpred.Domain { return mk.newDomain(t, 3, 2) }, rand.New(rand.NewSource(1)), iterations(120))
		})
	}
}

// soundness runs iters random values through six random operations each.
func soundness(t fataler, name string, newDomain func() numpred.Domain, rnd *rand.Rand, iters int) {
	t.Helper()
	for it := range iters {
		w := newWorld(newDomain(), rnd)
		pr := w.value(0)
		if !contains(pr.v, pr.st) {
			fail(t, name, "generated value misses its state", pr)
		}
		for range 6 {
			pr = w.op(pr)
			if !contains(pr.v, pr.st) {
				fail(t, name, "after "+pr.trace[len(pr.trace)-1]+" (iteration "+strconv.Itoa(it)+")", pr)
			}
		}
		if err := w.s.Err(); err != nil {
			t.Fatalf("%v", err)
		}
	}
}

// TestLattice checks the order laws on random values.
func TestLattice(t *testing.T) {
	for _, mk := range makers {
		t.Run(mk.name, func(t *testing.T) {
			rnd := rand.New(rand.NewSource(2))
			for range iterations(120) {
				w := newWorld(mk.newDomain(t, 3, 2), rnd)
				a := w.value(3)
				var b pair
				if rnd.Intn(3) == 0 {
					b = w.around(a.st, 1+rnd.Intn(3))
				} else {
					b = w.value(3)
				}
				top, bot := w.d.Top(), w.d.Bot()
				j, m := a.v.Join(b.v), a.v.Meet(b.v)
				wd := a.v.Widen(j)
				check := func(ok bool, law string) {
					t.Helper()
					if !ok {
						t.Fatalf("%s: %s\na = %v\nb = %v\ntrace a: %v\ntrace b: %v", mk.name, law, a.v, b.v, a.trace, b.trace)
					}
				}
				check(a.v.Leq(a.v), "a ⊑ a")
				check(bot.Leq(a.v) && a.v.Leq(top), "⊥ ⊑ a ⊑ ⊤")
				check(!a.v.IsBot() && !a.v.Leq(bot), "a holds a state")
				check(a.v.Leq(j) && b.v.Leq(j), "a, b ⊑ a ⊔ b")
				check(m.Leq(a.v) && m.Leq(b.v), "a ⊓ b ⊑ a, b")
				check(a.v.Leq(wd) && j.Leq(wd), "a, a ⊔ b ⊑ a ∇ (a ⊔ b)")
				check(a.v.Reduce().Leq(a.v) && a.v.Leq(a.v.Reduce()), "Reduce preserves γ")
				check(a.v.Exists().Leq(a.v) && a.v.Leq(a.v.Exists()), "Exists() is the identity")
				if a.v.Leq(b.v) {
					check(contains(b.v, a.st), "a ⊑ b but a's state is not in γ(b)")
					check(j.Leq(b.v), "a ⊑ b ⇒ a ⊔ b ⊑ b")
				}
				check(contains(m, a.st) == contains(b.v, a.st) || !contains(b.v, a.st), "a ⊓ b holds a's state when b does")
				// Parts are exact (NDD's path contexts only over-approximate
				// non-octagonal terms): each part is below a.
				for _, p := range a.v.Parts() {
					check(strings.HasPrefix(mk.name, "NDD") || w.d.AlphaP(p.B).Meet(w.d.AlphaN(p.N)).Leq(a.v), "a part of a is below a")
				}
			}
		})
	}
}

// TestWidening: x' = x ∇ (x ⊔ F(x)) stabilises for random loop bodies
// (numeric assignments, guards and choices), and concrete runs of the loop
// stay in the limit.
func TestWidening(t *testing.T) {
	for _, mk := range makers {
		t.Run(mk.name, func(t *testing.T) {
			rnd := rand.New(rand.NewSource(3))
			for range iterations(40) {
				w := newWorld(mk.newDomain(t, 2, 2), rnd)
				w.g.Big = 0
				init := w.value(2)
				body := w.body()
				x := init.v
				stable := false
				for range 40 {
					y := body.apply(w.d, x)
					if y.Leq(x) {
						stable = true
						break
					}
					x = x.Widen(x.Join(y))
				}
				if !stable {
					t.Fatalf("%s: no fixpoint in 40 steps\nbody: %s\ninit: %v\nlast: %v", mk.name, body, init.v, x)
				}
				st := init.st
				for k := range 20 {
					if !contains(x, st) {
						t.Fatalf("%s: concrete iteration %d leaves the invariant\nbody: %s\ninvariant: %v\nstate: %v", mk.name, k, body, x, st)
					}
					var ok bool
					if st, ok = body.run(w, st); !ok {
						break
					}
				}
			}
		})
	}
}

// loop is a loop body: a guard, then a parallel statement.
type loop struct {
	guard numpred.Formula
	dims  []int
	exprs []domains.Lin
	cs    []numpred.Choice
	seed  int64
}

func (w *world) body() loop {
	l := loop{guard: w.formula(1), seed: w.rnd.Int63()}
	d := w.rnd.Intn(w.s.Dims())
	l.dims = []int{d}
	l.exprs = []domains.Lin{lin(int64(1+w.rnd.Intn(3)), int64(d), 1)}
	if w.rnd.Intn(2) == 0 {
		t := w.formula(1)
		l.cs = []numpred.Choice{{P: w.s.Pred(w.rnd.Intn(w.s.Preds())), T: t, F: numpred.Not{X: t}}}
	}
	return l
}

func (l loop) apply(d numpred.Domain, x numpred.Value) numpred.Value {
	return numpred.Post(d, numpred.Assume(d, x, l.guard), numpred.Stmt{Dims: l.dims, Exprs: l.exprs, Choices: l.cs})
}

func (l loop) run(w *world, st state) (state, bool) {
	if !eval(l.guard, st) {
		return st, false
	}
	post := st.clone()
	for _, c := range l.cs {
		post.b[c.P] = eval(c.T, st) // F is ¬T
	}
	for i, d := range l.dims {
		post.v[d] = domaintest.Eval(l.exprs[i], st.v)
	}
	return post, true
}

func (l loop) String() string {
	return "assume " + l.guard.String() + "; " + assignString(l.dims, l.exprs) + " ∥ " + choicesString(l.cs)
}

// TestNDDExact: NDD's Join, Meet and Assume of a formula are exact on
// concrete states (membership decided term by term at the point).
func TestNDDExact(t *testing.T) {
	for _, mk := range makers {
		if !strings.HasPrefix(mk.name, "NDD") {
			continue
		}
		rnd := rand.New(rand.NewSource(6))
		for range iterations(100) {
			w := newWorld(mk.newDomain(t, 3, 2), rnd)
			w.g.Big = 0
			a, b := w.value(3), w.value(3)
			f := w.formula(2)
			j, m, af := a.v.Join(b.v), a.v.Meet(b.v), numpred.Assume(w.d, a.v, f)
			for range 40 {
				st := w.state()
				ina, inb := contains(a.v, st), contains(b.v, st)
				if contains(j, st) != (ina || inb) || contains(m, st) != (ina && inb) || contains(af, st) != (ina && eval(f, st)) {
					t.Fatalf("%s: not exact at %v\na = %v\nb = %v\nf = %v\njoin = %v\nmeet = %v\nassume = %v", mk.name, st, a.v, b.v, f, j, m, af)
				}
			}
		}
	}
}
