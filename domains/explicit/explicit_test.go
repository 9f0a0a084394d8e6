package explicit_test

import (
	"math"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/explicit"
	"github.com/numpredvet/numpredvet/domains/interval"
)

type b = explicit.Binding

func lin(c int64, ts ...domains.Term) domains.Lin {
	l, ok := domains.NewLin(c, ts...)
	if !ok {
		panic("overflow")
	}
	return l
}

func x(d int, k int64) domains.Term { return domains.Term{Dim: d, Coef: k} }

func eq(l domains.Lin) domains.Constraint { return domains.Constraint{Lin: l, Kind: domains.EqZero} }
func le(l domains.Lin) domains.Constraint { return domains.Constraint{Lin: l} }

func TestTransfer(t *testing.T) {
	v := explicit.FromBindings(3, b{0, 5}, b{1, math.MaxInt64})
	tests := []struct {
		name string
		got  domains.Numeric
		want string
	}{
		{"assign known", v.Assign([]int{2}, []domains.Lin{lin(1, x(0, 2))}), "{x0 = 5, x1 = 9223372036854775807, x2 = 11}"},
		{"assign overflow is unknown", v.Assign([]int{2}, []domains.Lin{lin(1, x(1, 1))}), "{x0 = 5, x1 = 9223372036854775807}"},
		{"assign unknown operand", v.Assign([]int{0}, []domains.Lin{lin(0, x(2, 1))}), "{x1 = 9223372036854775807}"},
		{"parallel swap", v.Assign([]int{0, 1}, []domains.Lin{lin(0, x(1, 1)), lin(0, x(0, 1))}), "{x0 = 9223372036854775807, x1 = 5}"},
		{"assume decided true", v.Assume(le(lin(-5, x(0, 1)))), v.String()},
		{"assume decided false", v.Assume(le(lin(-4, x(0, 1)))), "⊥"},
		{"assume binds", v.Assume(eq(lin(-20, x(0, 1), x(2, 3)))), "{x0 = 5, x1 = 9223372036854775807, x2 = 5}"},
		{"assume not divisible", v.Assume(eq(lin(-21, x(0, 1), x(2, 3)))), "⊥"},
		{"assume bind beyond int64", v.Assume(eq(lin(-1, x(1, -1), x(2, 1)))), "{x0 = 5, x1 = 9223372036854775807}"},
		{"assume inequality unknown", v.Assume(le(lin(0, x(2, 1)))), v.String()},
		{"interval point", v.AssignInterval(2, domains.Point(-3)), "{x0 = 5, x1 = 9223372036854775807, x2 = -3}"},
		{"interval range", v.AssignInterval(0, domains.Interval{Lo: 0, Hi: 1}), "{x1 = 9223372036854775807}"},
		{"interval empty", v.AssignInterval(0, domains.Interval{Lo: 1, Hi: 0}), "⊥"},
		{"forget", v.Forget(1), "{x0 = 5}"},
		{"join", v.Join(explicit.FromBindings(3, b{0, 5}, b{1, 0})), "{x0 = 5}"},
		{"meet", v.Meet(explicit.FromBindings(3, b{2, 1})), "{x0 = 5, x1 = 9223372036854775807, x2 = 1}"},
		{"meet conflict", v.Meet(explicit.FromBindings(3, b{0, 6})), "⊥"},
		{"widen is join", v.Widen(v.Join(explicit.FromBindings(3, b{0, 6}))), "{}"},
	}
	for _, tc := range tests {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestForeign(t *testing.T) {
	v := explicit.FromBindings(2, b{0, 3})
	box := interval.FromIntervals([]domains.Interval{{Lo: 0, Hi: 5}, domains.Top})
	tests := []struct {
		name string
		ok   bool
	}{
		{"point in box", v.Leq(box)},
		{"box not in point", !box.Leq(v)},
		{"unknown dim not in bounded box", !explicit.Top(2).Leq(box)},
		{"outside box", !explicit.FromBindings(2, b{0, 6}).Leq(box)},
		{"meet with box keeps point", v.Meet(box).Leq(v) && v.Leq(v.Meet(box))},
		{"join with box loses x0", v.Join(box).IsTop()},
	}
	for _, tc := range tests {
		if !tc.ok {
			t.Error(tc.name)
		}
	}
}

func TestConstraintsExtremes(t *testing.T) {
	v := explicit.FromBindings(2, b{0, math.MinInt64}, b{1, math.MaxInt64})
	r := domains.Numeric(explicit.Top(2))
	for _, c := range v.Constraints() {
		r = r.Assume(c)
	}
	if r.String() != v.String() {
		t.Errorf("⊤ ⊓ Constraints(v) = %s, want %s", r, v)
	}
}
