package interval_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

func le(c int64, dc ...int64) domains.Constraint {
	var ts []domains.Term
	for i := 0; i+1 < len(dc); i += 2 {
		ts = append(ts, domains.Term{Dim: int(dc[i]), Coef: dc[i+1]})
	}
	l, _ := domains.NewLin(c, ts...)
	return domains.Constraint{Lin: l}
}

func eq(c int64, dc ...int64) domains.Constraint {
	k := le(c, dc...)
	k.Kind = domains.EqZero
	return k
}

func box(ivs ...domains.Interval) domains.Numeric { return interval.FromIntervals(ivs) }

func iv(lo, hi int64) domains.Interval { return domains.Interval{Lo: lo, Hi: hi} }

const (
	inf    = domains.Inf
	neginf = domains.NegInf
)

func TestAssume(t *testing.T) {
	tests := []struct {
		name string
		in   domains.Numeric
		c    domains.Constraint
		want []domains.Interval // nil: ⊥
	}{
		{"2x <= 7", box(domains.Top), le(-7, 0, 2), []domains.Interval{iv(neginf, 3)}},
		{"2x <= -7", box(domains.Top), le(7, 0, 2), []domains.Interval{iv(neginf, -4)}},
		{"-3x <= 7", box(domains.Top), le(-7, 0, -3), []domains.Interval{iv(-2, inf)}},
		{"-3x <= -7", box(domains.Top), le(7, 0, -3), []domains.Interval{iv(3, inf)}},
		{"x + y <= 10, y >= 3", box(iv(0, 100), iv(3, 5)), le(-10, 0, 1, 1, 1), []domains.Interval{iv(0, 7), iv(3, 5)}},
		{"x - y <= 0", box(iv(0, 100), iv(3, 5)), le(0, 0, 1, 1, -1), []domains.Interval{iv(0, 5), iv(3, 5)}},
		{"x == y + 1", box(iv(0, 100), iv(3, 5)), eq(-1, 0, 1, 1, -1), []domains.Interval{iv(4, 6), iv(3, 5)}},
		{"2x == 1 empty", box(domains.Top), eq(-1, 0, 2), nil},
		{"x >= 6, x <= 5", box(iv(0, 5)), le(6, 0, -1), nil},
		{"constant false", box(iv(0, 5)), le(1), nil},
		{"unbounded rest", box(domains.Top, domains.Top), le(0, 0, 1, 1, 1), []domains.Interval{domains.Top, domains.Top}},
		{"x <= MaxInt64 keeps top", box(domains.Top), le(-inf, 0, 1), []domains.Interval{domains.Top}},
		{"x >= MaxInt64", box(domains.Top), le(inf, 0, -1), []domains.Interval{iv(inf, inf)}},
	}
	for _, tc := range tests {
		got := tc.in.Assume(tc.c)
		if tc.want == nil {
			if !got.IsBot() {
				t.Errorf("%s: got %v, want ⊥", tc.name, got)
			}
			continue
		}
		for d, w := range tc.want {
			if g := got.Bound(domains.LinDim(d)); g != w {
				t.Errorf("%s: x%d ∈ %v, want %v", tc.name, d, g, w)
			}
		}
	}
}

func TestAssignAndWiden(t *testing.T) {
	a := box(iv(0, 10), iv(1, 1))
	x := domains.LinDim(0)
	tests := []struct {
		name string
		got  domains.Numeric
		want domains.Interval
	}{
		{"x := 2x - y", a.Assign([]int{0}, []domains.Lin{{Const: 0, Terms: []domains.Term{{Dim: 0, Coef: 2}, {Dim: 1, Coef: -1}}}}), iv(-1, 19)},
		{"swap", a.Assign([]int{0, 1}, []domains.Lin{domains.LinDim(1), domains.LinDim(0)}), iv(1, 1)},
		{"x := MaxInt64", a.Assign([]int{0}, []domains.Lin{domains.LinConst(inf)}), iv(inf, inf)},
		{"x := x * 2^62 saturates", a.Assign([]int{0}, []domains.Lin{{Terms: []domains.Term{{Dim: 0, Coef: 1 << 62}}}}), iv(0, inf)},
		{"widen", a.Widen(box(iv(0, 11), iv(1, 1))), iv(0, inf)},
		{"widen up to x <= 100", a.WidenUpTo(box(iv(-1, 11), iv(1, 1)), []domains.Constraint{le(-100, 0, 1), le(-5, 0, 1), le(-1000, 0, 1)}), iv(neginf, 100)},
		{"widen up to x - y <= 50", a.WidenUpTo(box(iv(0, 11), iv(1, 1)), []domains.Constraint{le(-50, 0, 1, 1, -1)}), iv(0, 51)},
		{"forget", a.Forget(0), domains.Top},
		{"assign interval", a.AssignInterval(0, iv(-3, 3)), iv(-3, 3)},
	}
	for _, tc := range tests {
		if g := tc.got.Bound(x); g != tc.want {
			t.Errorf("%s: x ∈ %v, want %v (value %v)", tc.name, g, tc.want, tc.got)
		}
	}
}
