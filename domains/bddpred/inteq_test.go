package bddpred

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// The brute-force universe: M variables over D = the constants plus more
// non-constant values than variables (so that fresh values always exist and
// γ restricted to D is exactly the concrete set when the operations are
// exact).
var (
	ieConsts = []int64{10, 20}
	ieDomain = []int64{10, 20, 0, 1, 2, 3}
)

const ieVars = 3

type state [ieVars]int64

func allStates() []state {
	var out []state
	var rec func(i int, s state)
	rec = func(i int, s state) {
		if i == ieVars {
			out = append(out, s)
			return
		}
		for _, v := range ieDomain {
			s[i] = v
			rec(i+1, s)
		}
	}
	rec(0, state{})
	return out
}

func isConst(v int64) bool { return slices.Contains(ieConsts, v) }

// ieOp is one operation applied to the BDD and to a concrete state set.
type ieOp struct {
	name  string
	abs   func(e *IntEq, s BDD) BDD
	concr func(s state) []state
	// exact is false for operations the encoding only over-approximates:
	// those that mention a constant outside the partition's constants.
	exact bool
}

func randIEOp(r *rand.Rand) ieOp {
	x, y := r.Intn(ieVars), r.Intn(ieVars)
	c := ieDomain[r.Intn(len(ieDomain))] // includes constants outside C
	switch r.Intn(8) {
	case 0:
		return ieOp{fmt.Sprintf("x%d := %d", x, c),
			func(e *IntEq, s BDD) BDD { return e.AssignConst(s, x, c) },
			func(s state) []state { s[x] = c; return []state{s} }, isConst(c)}
	case 1:
		return ieOp{fmt.Sprintf("x%d := x%d", x, y),
			func(e *IntEq, s BDD) BDD { return e.AssignVar(s, x, y) },
			func(s state) []state { s[x] = s[y]; return []state{s} }, true}
	case 2:
		return ieOp{fmt.Sprintf("havoc x%d", x),
			func(e *IntEq, s BDD) BDD { return e.Havoc(s, x) },
			func(s state) []state {
				var out []state
				for _, v := range ieDomain {
					s[x] = v
					out = append(out, s)
				}
				return out
			}, true}
	case 3:
		return ieOp{fmt.Sprintf("x%d := fresh", x),
			func(e *IntEq, s BDD) BDD { return e.AssignUnknown(s, x) },
			func(s state) []state {
				var out []state
				for _, v := range ieDomain {
					ok := !isConst(v)
					for y := range ieVars {
						if y != x && s[y] == v {
							ok = false
						}
					}
					if ok {
						t := s
						t[x] = v
						out = append(out, t)
					}
				}
				return out
			}, true}
	case 4:
		return ieOp{fmt.Sprintf("x%d := other", x),
			func(e *IntEq, s BDD) BDD { return e.AssignOther(s, x) },
			func(s state) []state {
				var out []state
				for _, v := range ieDomain {
					if !isConst(v) {
						s[x] = v
						out = append(out, s)
					}
				}
				return out
			}, true}
	case 5, 6:
		eq := r.Intn(2) == 0
		return ieOp{fmt.Sprintf("assume x%d == x%d is %v", x, y, eq),
			func(e *IntEq, s BDD) BDD { return e.AssumeEqVar(s, x, y, eq) },
			func(s state) []state {
				if (s[x] == s[y]) == eq {
					return []state{s}
				}
				return nil
			}, true}
	default:
		eq := r.Intn(2) == 0
		return ieOp{fmt.Sprintf("assume x%d == %d is %v", x, c, eq),
			func(e *IntEq, s BDD) BDD { return e.AssumeEqConst(s, x, c, eq) },
			func(s state) []state {
				if (s[x] == c) == eq {
					return []state{s}
				}
				return nil
			}, isConst(c)}
	}
}

// TestIntEqBruteForce runs random programs on the BDD encoding and on
// explicit state sets and checks that γ (restricted to the finite domain)
// contains every concrete state (soundness) and, where every operation
// involved is exact, nothing else.
func TestIntEqBruteForce(t *testing.T) {
	all := allStates()
	r := rand.New(rand.NewSource(7))
	runs := 200
	if testing.Short() {
		runs = 60
	}
	for run := range runs {
		m := newM(t, IntEqSlots(len(ieConsts), ieVars))
		e, err := NewIntEq(m, ieConsts, ieVars)
		if err != nil {
			t.Fatal(err)
		}
		s := e.Valid()
		concrete := map[state]bool{}
		for _, st := range all {
			concrete[st] = true
		}
		exact := true
		var trace []string
		for range 8 {
			op := randIEOp(r)
			trace = append(trace, op.name)
			exact = exact && op.exact
			s = op.abs(e, s)
			next := map[state]bool{}
			for st := range concrete {
				for _, n := range op.concr(st) {
					next[n] = true
				}
			}
			concrete = next
			for _, st := range all {
				in := e.Contains(s, st[:])
				if concrete[st] && !in {
					t.Fatalf("run %d: UNSOUND: %v reachable but not in γ after %v", run, st, trace)
				}
				if exact && in && !concrete[st] {
					t.Fatalf("run %d: imprecise: %v in γ but unreachable after %v", run, st, trace)
				}
			}
			if m.Err() != nil {
				t.Fatal(m.Err())
			}
		}
	}
}

// TestIntEqSharedCodeIsUnsound documents why one unknown code per variable
// is needed: two variables with different non-constant values have
// different codes, so assume(x != y) keeps them.
func TestIntEqDistinctUnknowns(t *testing.T) {
	m := newM(t, IntEqSlots(1, 2))
	e, err := NewIntEq(m, []int64{0}, 2)
	if err != nil {
		t.Fatal(err)
	}
	s := e.Alpha([]int64{5, 7})
	if e.AssumeEqVar(s, 0, 1, false).IsFalse() {
		t.Fatal("x=5, y=7 must satisfy x != y")
	}
	if !e.AssumeEqVar(s, 0, 1, true).IsFalse() {
		t.Fatal("x=5, y=7 must not satisfy x == y")
	}
	// y := x; x := fresh: x != y must remain possible and x == y impossible.
	s = e.AssignVar(s, 1, 0)
	s = e.AssignUnknown(s, 0)
	if e.AssumeEqVar(s, 0, 1, false).IsFalse() || !e.AssumeEqVar(s, 0, 1, true).IsFalse() {
		t.Fatalf("fresh value must differ from the copy: %v", s)
	}
}

func TestIntEqBits(t *testing.T) {
	for _, tc := range []struct{ n, m, want int }{
		{0, 1, 1}, {1, 1, 1}, {1, 2, 2}, {2, 2, 2}, {3, 2, 3}, {6, 2, 3}, {7, 2, 4}, {254, 2, 8}, {255, 2, 9},
	} {
		if got := IntEqBits(tc.n, tc.m); got != tc.want {
			t.Errorf("IntEqBits(%d, %d) = %d, want %d", tc.n, tc.m, got, tc.want)
		}
	}
}
