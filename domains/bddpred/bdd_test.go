package bddpred

import (
	"errors"
	"math/rand"
	"testing"
)

func newM(t testing.TB, slots int, opts ...Option) *Manager {
	t.Helper()
	m, err := NewManager(slots, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// randFn builds a random BDD over the unprimed variables of n slots together
// with its truth table (indexed by the assignment bit mask).
func randFn(m *Manager, r *rand.Rand, n, depth int) (BDD, []bool) {
	if depth == 0 || r.Intn(4) == 0 {
		switch k := r.Intn(n + 2); k {
		case n:
			return m.True(), table(n, func(int) bool { return true })
		case n + 1:
			return m.False(), table(n, func(int) bool { return false })
		default:
			return m.Var(Pred(k)), table(n, func(a int) bool { return a>>k&1 == 1 })
		}
	}
	a, ta := randFn(m, r, n, depth-1)
	b, tb := randFn(m, r, n, depth-1)
	type op struct {
		f func(a, b BDD) BDD
		g func(x, y bool) bool
	}
	ops := []op{
		{BDD.And, func(x, y bool) bool { return x && y }},
		{BDD.Or, func(x, y bool) bool { return x || y }},
		{BDD.Imp, func(x, y bool) bool { return !x || y }},
		{BDD.Iff, func(x, y bool) bool { return x == y }},
		{BDD.Xor, func(x, y bool) bool { return x != y }},
		{BDD.Diff, func(x, y bool) bool { return x && !y }},
		{func(a, _ BDD) BDD { return a.Not() }, func(x, _ bool) bool { return !x }},
	}
	o := ops[r.Intn(len(ops))]
	return o.f(a, b), table(n, func(i int) bool { return o.g(ta[i], tb[i]) })
}

func table(n int, f func(int) bool) []bool {
	t := make([]bool, 1<<n)
	for i := range t {
		t[i] = f(i)
	}
	return t
}

func checkTable(t *testing.T, b BDD, n int, want []bool, what string) {
	t.Helper()
	ev := b.Evaluator()
	for a := range want {
		got := ev(func(p Pred) bool { return a>>p&1 == 1 }, nil)
		if got != want[a] {
			t.Fatalf("%s: assignment %b: got %v want %v (bdd %v)", what, a, got, want[a], b)
		}
	}
}

func TestRandomFunctions(t *testing.T) {
	const n = 5
	r := rand.New(rand.NewSource(1))
	m := newM(t, n)
	for it := range 300 {
		b, tb := randFn(m, r, n, 5)
		checkTable(t, b, n, tb, "apply")
		// Exists, Restrict against brute force.
		p := Pred(r.Intn(n))
		checkTable(t, b.Exists(p), n, table(n, func(a int) bool { return tb[a&^(1<<p)] || tb[a|1<<p] }), "exists")
		v := r.Intn(2) == 1
		checkTable(t, b.Restrict(p, v), n, table(n, func(a int) bool {
			if v {
				return tb[a|1<<p]
			}
			return tb[a&^(1<<p)]
		}), "restrict")
		// Cubes: disjoint and their union is b.
		cs, complete := b.Cubes(0)
		if !complete {
			t.Fatal("incomplete cubes without limit")
		}
		u := m.False()
		for i, c := range cs {
			cb := c.BDD(m)
			if !u.And(cb).IsFalse() {
				t.Fatalf("cube %d overlaps earlier cubes", i)
			}
			u = u.Or(cb)
		}
		if !u.Equal(b) {
			t.Fatalf("it %d: union of cubes %v != %v", it, u, b)
		}
		// Prime then Unprime is the identity; the primed copy evaluates on p'.
		pb := b.Prime()
		if len(pb.Support()) != 0 {
			t.Fatalf("primed BDD has unprimed support %v", pb.Support())
		}
		if !pb.Unprime().Equal(b) {
			t.Fatal("Unprime(Prime(b)) != b")
		}
		if m.Err() != nil {
			t.Fatal(m.Err())
		}
	}
}

func TestCubesDeterministic(t *testing.T) {
	build := func() string {
		m := newM(t, 4)
		b := m.Var(0).And(m.Var(2).Not()).Or(m.Var(1).Iff(m.Primed(3)))
		return b.String()
	}
	a, b := build(), build()
	if a != b {
		t.Fatalf("nondeterministic: %q vs %q", a, b)
	}
	want := "!p0 & !p1 & !p3' | !p0 & p1 & p3' | p0 & !p1 & !p2 | p0 & !p1 & p2 & !p3' | p0 & p1 & !p2 | p0 & p1 & p2 & p3'"
	if a != want {
		t.Fatalf("got %q\nwant %q", a, want)
	}
}

func TestRenameBothFails(t *testing.T) {
	m := newM(t, 2)
	b := m.Var(0).And(m.Primed(0))
	if b.Unprime().Valid() {
		t.Fatal("Unprime of p ∧ p' must fail")
	}
	if m.Err() == nil {
		t.Fatal("no sticky error")
	}
	if m.True().IsTrue() || m.Var(1).And(m.Var(1)).Valid() {
		t.Fatal("operations after an error must return invalid BDDs")
	}
}

func TestSlotRange(t *testing.T) {
	m := newM(t, 2)
	if m.Var(2).Valid() || m.Err() == nil {
		t.Fatal("slot out of range must fail")
	}
	m2 := newM(t, 3)
	if _, err := m2.Alloc(2); err != nil {
		t.Fatal(err)
	}
	if _, err := m2.Alloc(2); err == nil {
		t.Fatal("over-allocation must fail")
	}
}

func TestBudget(t *testing.T) {
	// x*y-like blow-up: equality of two 40-bit vectors laid out without
	// interleaving is exponential.
	const w = 40
	m := newM(t, 2*w, MaxNodes(20000))
	xs, ys := make([]Pred, w), make([]Pred, w)
	for i := range w {
		xs[i], ys[i] = Pred(i), Pred(w+i)
	}
	e := m.BVVar(xs).Eq(m.BVVar(ys))
	if e.Valid() || !errors.Is(m.Err(), ErrNodeBudget) {
		t.Fatalf("want budget exhaustion, got valid=%v err=%v", e.Valid(), m.Err())
	}
	if e.IsFalse() || e.IsTrue() || e.Equal(e) {
		t.Fatal("invalid BDD must answer false to every query")
	}
	// A fresh manager with room succeeds with the interleaved layout.
	m2 := newM(t, 2*w, MaxNodes(20000))
	v, _ := m2.AllocBV(2, w)
	e2 := m2.BVVar(v[0]).Eq(m2.BVVar(v[1]))
	if !e2.Valid() || m2.Err() != nil {
		t.Fatal(m2.Err())
	}
}

func TestZeroBDD(t *testing.T) {
	var b BDD
	if b.Valid() || b.IsTrue() || b.IsFalse() || b.Equal(b) {
		t.Fatal("zero BDD must be invalid")
	}
	if b.And(b).Valid() || b.Not().Valid() || b.String() != "invalid" {
		t.Fatal("ops on the zero BDD must stay invalid")
	}
}

func TestManagersAreIndependent(t *testing.T) {
	// Run several managers concurrently (go test -race checks the pinning).
	done := make(chan error)
	for g := range 4 {
		go func() {
			m, err := NewManager(6)
			if err != nil {
				done <- err
				return
			}
			r := rand.New(rand.NewSource(int64(g)))
			for range 200 {
				b, tb := randFn(m, r, 6, 6)
				ev := b.Evaluator()
				for a := range tb {
					if ev(func(p Pred) bool { return a>>p&1 == 1 }, nil) != tb[a] {
						done <- errors.New("wrong result")
						return
					}
				}
			}
			done <- m.Err()
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// TestTableSizeMatchesStats checks the fast node-table size probe against
// rudd's own report, before and after the table grows.
func TestTableSizeMatchesStats(t *testing.T) {
	m := newM(t, 12)
	if !m.size.nodes.IsValid() {
		t.Fatal("rudd's node table not found: the budget check falls back to parsing Stats")
	}
	check := func() {
		t.Helper()
		if got, want := m.size.get(), statsAllocated(m.b); got != want {
			t.Fatalf("table size %d, Stats says %d", got, want)
		}
	}
	check()
	r := rand.New(rand.NewSource(3))
	for range 200 {
		randFn(m, r, 12, 8)
	}
	check()
}

// TestGraphMatchesAllnodes checks the direct node reader against rudd's
// Allnodes on random functions.
func TestGraphMatchesAllnodes(t *testing.T) {
	m := newM(t, 8)
	if !m.size.canRead() {
		t.Fatal("rudd's node layout not found: traversals fall back to Allnodes")
	}
	r := rand.New(rand.NewSource(5))
	for range 100 {
		b, _ := randFn(m, r, 8, 7)
		g := b.graph()
		want := map[int]node{}
		if err := m.b.Allnodes(func(id, level, low, high int) error {
			if id >= 2 {
				want[id] = node{level, low, high}
			}
			return nil
		}, b.n); err != nil {
			t.Fatal(err)
		}
		if len(g.nodes) != len(want) {
			t.Fatalf("%d nodes, Allnodes has %d", len(g.nodes), len(want))
		}
		for id, nd := range want {
			if g.nodes[id] != nd {
				t.Fatalf("node %d: %v, Allnodes has %v", id, g.nodes[id], nd)
			}
		}
	}
}
