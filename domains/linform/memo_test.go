package linform

import (
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
)

// TestRefuteMemo checks that the memo answers as infeasible does, for
// random systems asked again and again, past the memo's bound.
func TestRefuteMemo(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var systems [][]domains.Constraint
	for range 300 {
		var cs []domains.Constraint
		for range 1 + r.Intn(5) {
			coefs := make([]int64, 3)
			for d := range coefs {
				coefs[d] = int64(r.Intn(7) - 3)
			}
			c := le(int64(r.Intn(21)-10), coefs...)
			if r.Intn(4) == 0 {
				c.Kind = domains.EqZero
			}
			cs = append(cs, c)
		}
		systems = append(systems, cs)
	}
	m := newRefuteMemo()
	feasible, infeasibleN := 0, 0
	for i := range 3 * maxMemo {
		cs := systems[r.Intn(len(systems))]
		if i%97 == 0 {
			cs = systems[i%len(systems)]
		}
		want := infeasible(cs)
		if got := m.infeasible(cs); got != want {
			t.Fatalf("memo says %v, infeasible %v, for %v", got, want, cs)
		}
		if want {
			infeasibleN++
		} else {
			feasible++
		}
	}
	if feasible == 0 || infeasibleN == 0 {
		t.Fatalf("the random systems are all alike: %d feasible, %d infeasible", feasible, infeasibleN)
	}
}

// TestConstraintsKey checks that lists differing in a kind, a constant, a
// coefficient or their split into constraints get different keys.
func TestConstraintsKey(t *testing.T) {
	lists := [][]domains.Constraint{
		{le(1, 1, 1)},
		{eq(1, 1, 1)},
		{le(2, 1, 1)},
		{le(1, 1, 2)},
		{le(1, 1, 0, 1)},
		{le(1, 1), le(0, 0, 1)},
		{le(1, 1, 1), le(1, 1, 1)},
		{le(0, 0, 1), le(1, 1)},
		nil,
	}
	seen := map[string]int{}
	for i, cs := range lists {
		k := constraintsKey(cs)
		if j, dup := seen[k]; dup {
			t.Errorf("lists %d and %d have the same key", j, i)
		}
		seen[k] = i
	}
}
