package bddpred

import (
	"math/rand"
	"testing"
)

// TestNodeNavigation rebuilds random functions from Top, Branches and Node
// and checks they are equal, with stable keys.
func TestNodeNavigation(t *testing.T) {
	m := newM(t, 6)
	r := rand.New(rand.NewSource(11))
	var rebuild func(b BDD) BDD
	rebuild = func(b BDD) BDD {
		p, primed, ok := b.Top()
		if !ok {
			return b
		}
		lo, hi := b.Branches()
		if lo.Level() <= b.Level() || hi.Level() <= b.Level() {
			t.Fatalf("children not below the root")
		}
		return m.Node(p, primed, rebuild(lo), rebuild(hi))
	}
	for range 200 {
		b, _ := randFn(m, r, 6, 6)
		if r.Intn(2) == 0 {
			b = b.Prime().And(m.Var(Pred(r.Intn(6))).Or(b))
		}
		c := rebuild(b)
		if !c.Equal(b) || c.Key() != b.Key() {
			t.Fatalf("rebuilt %v as %v", b, c)
		}
	}
	if _, _, ok := m.True().Top(); ok {
		t.Error("true has a top variable")
	}
	if m.Err() != nil {
		t.Fatal(m.Err())
	}
}
