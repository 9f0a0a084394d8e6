package octagon_test

import (
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/domaintest"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

func TestInterpolateExamples(t *testing.T) {
	const x, y = 0, 1
	top := octagon.Top(2)
	tests := []struct {
		name string
		a, b domains.Numeric
		ok   bool
	}{
		// DAGGER: head invariant vs the error region x >= 4 && y <= 2.
		{"dagger", top.Assume(le(0, x, 1, y, -1)).Assume(le(0, x, -1)), top.Assume(le(4, x, -1)).Assume(le(-2, y, 1)), true},
		{"disjoint bounds", top.Assume(le(-3, x, 1)), top.Assume(le(5, x, -1)), true},
		{"meeting", top.Assume(le(-3, x, 1)), top.Assume(le(2, x, -1)), false},
		{"a empty", octagon.Bot(2), top, true},
		{"b empty", top, octagon.Bot(2), true},
		{"sum", top.Assume(le(0, x, 1)).Assume(le(0, y, 1)), top.Assume(le(1, x, -1, y, -1)), true},
	}
	for _, tc := range tests {
		I, ok := octagon.Interpolate(tc.a.(*octagon.Octagon), tc.b.(*octagon.Octagon))
		if ok != tc.ok {
			t.Errorf("%s: ok = %v, want %v", tc.name, ok, tc.ok)
			continue
		}
		if ok {
			t.Logf("%s: I = %v", tc.name, I)
			checkInterpolant(t, tc.name, tc.a, tc.b, I)
		}
	}
}

func checkInterpolant(t *testing.T, name string, a, b domains.Numeric, I []domains.Constraint) {
	t.Helper()
	ia := domains.Numeric(octagon.Top(a.Dims()))
	for _, c := range I {
		ia = ia.Assume(c)
	}
	if !a.Leq(ia) {
		t.Errorf("%s: a = %v does not imply I = %v", name, a, I)
	}
	if !ia.Meet(b).IsBot() {
		t.Errorf("%s: I = %v meets b = %v", name, I, b)
	}
}

// TestInterpolateRandom checks the interpolant conditions on random pairs
// with an empty meet.
func TestInterpolateRandom(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	g := &domaintest.Gen{D: octagon.Domain{}, N: 3, Rnd: rnd, Big: 0}
	found := 0
	for it := 0; it < 3000 && found < 300; it++ {
		a, b := g.Pair(1+rnd.Intn(4)).V, g.Pair(1+rnd.Intn(4)).V
		I, ok := octagon.Interpolate(a.(*octagon.Octagon), b.(*octagon.Octagon))
		if ok != a.Meet(b).IsBot() {
			t.Fatalf("ok = %v for a = %v, b = %v", ok, a, b)
		}
		if ok {
			found++
			checkInterpolant(t, "random", a, b, I)
		}
	}
	if found < 50 {
		t.Fatalf("only %d disjoint pairs", found)
	}
}
