package bddpred

import (
	"testing"
)

// TestBVExhaustive compares every operation of a symbolic w-bit adder and
// comparator with Go arithmetic on all pairs of w-bit values.
func TestBVExhaustive(t *testing.T) {
	for _, w := range []int{4, 8} {
		if w == 8 && testing.Short() {
			continue
		}
		m := newM(t, 2*w)
		v, err := m.AllocBV(2, w)
		if err != nil {
			t.Fatal(err)
		}
		x, y := m.BVVar(v[0]), m.BVVar(v[1])
		mask := uint64(1)<<w - 1
		sx := func(a uint64) int64 { return int64(a<<(64-w)) >> (64 - w) }
		type vecCase struct {
			name string
			got  BV
			want func(a, b uint64) uint64
		}
		vecs := []vecCase{
			{"add", x.Add(y), func(a, b uint64) uint64 { return (a + b) & mask }},
			{"sub", x.Sub(y), func(a, b uint64) uint64 { return (a - b) & mask }},
			{"neg", x.Neg(), func(a, _ uint64) uint64 { return -a & mask }},
			{"not", x.Not(), func(a, _ uint64) uint64 { return ^a & mask }},
			{"add3", x.Add(m.BVConst(w, 3)), func(a, _ uint64) uint64 { return (a + 3) & mask }},
			{"ite", x.Ult(y).IteBV(x, y), func(a, b uint64) uint64 { return min(a, b) }},
		}
		type predCase struct {
			name string
			got  BDD
			want func(a, b uint64) bool
		}
		preds := []predCase{
			{"eq", x.Eq(y), func(a, b uint64) bool { return a == b }},
			{"ult", x.Ult(y), func(a, b uint64) bool { return a < b }},
			{"ule", x.Ule(y), func(a, b uint64) bool { return a <= b }},
			{"slt", x.Slt(y), func(a, b uint64) bool { return sx(a) < sx(b) }},
			{"sle", x.Sle(y), func(a, b uint64) bool { return sx(a) <= sx(b) }},
			{"eqconst", x.Eq(m.BVConst(w, 5)), func(a, _ uint64) bool { return a == 5 }},
		}
		if m.Err() != nil {
			t.Fatal(m.Err())
		}
		bitEv := make([][]func(val, pval func(Pred) bool) bool, len(vecs))
		for i, c := range vecs {
			for _, b := range c.got {
				bitEv[i] = append(bitEv[i], b.Evaluator())
			}
		}
		predEv := make([]func(val, pval func(Pred) bool) bool, len(preds))
		for i, c := range preds {
			predEv[i] = c.got.Evaluator()
		}
		slotOf := map[Pred][2]int{}
		for j := range 2 {
			for i, p := range v[j] {
				slotOf[p] = [2]int{j, i}
			}
		}
		for a := uint64(0); a <= mask; a++ {
			for b := uint64(0); b <= mask; b++ {
				val := func(p Pred) bool {
					s := slotOf[p]
					return [2]uint64{a, b}[s[0]]>>s[1]&1 == 1
				}
				for i, c := range vecs {
					var got uint64
					for k, ev := range bitEv[i] {
						if ev(val, nil) {
							got |= 1 << k
						}
					}
					if want := c.want(a, b); got != want {
						t.Fatalf("w=%d %s(%d, %d) = %d, want %d", w, c.name, a, b, got, want)
					}
				}
				for i, c := range preds {
					if got, want := predEv[i](val, nil), c.want(a, b); got != want {
						t.Fatalf("w=%d %s(%d, %d) = %v, want %v", w, c.name, a, b, got, want)
					}
				}
			}
		}
	}
}

// TestAssignBV checks the relational assignment x := x + y on a state set
// against concrete execution.
func TestAssignBV(t *testing.T) {
	const w = 4
	m := newM(t, 2*w)
	v, _ := m.AllocBV(2, w)
	x, y := m.BVVar(v[0]), m.BVVar(v[1])
	// Start with x < y (unsigned), assign x := x + y, then x := x - 3.
	s := x.Ult(y)
	s = m.AssignBV(s, v[0], x.Add(y))
	s = m.AssignBV(s, v[0], x.Sub(m.BVConst(w, 3)))
	if m.Err() != nil {
		t.Fatal(m.Err())
	}
	want := map[[2]uint64]bool{}
	for a := uint64(0); a < 16; a++ {
		for b := a + 1; b < 16; b++ {
			want[[2]uint64{(a + b - 3) & 15, b}] = true
		}
	}
	ev := s.Evaluator()
	for a := uint64(0); a < 16; a++ {
		for b := uint64(0); b < 16; b++ {
			val := func(p Pred) bool {
				for j := range 2 {
					for i, q := range v[j] {
						if q == p {
							return [2]uint64{a, b}[j]>>i&1 == 1
						}
					}
				}
				return false
			}
			if got := ev(val, nil); got != want[[2]uint64{a, b}] {
				t.Fatalf("(%d, %d): in post = %v, want %v", a, b, got, want[[2]uint64{a, b}])
			}
		}
	}
}
