package recur

import (
	"context"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

const progs = `package p

func Grow(n int) int {
	if n > 0 {
		return Grow(n + 1)
	}
	return 0
}

func Shrink(n int) int {
	if n > 0 {
		return Shrink(n/2) + 1
	}
	return 0
}

func Ack(x, y int) int {
	if x > 0 {
		n := 1
		if y > 0 {
			y--
			n = Ack(x, y)
		}
		return Ack(x, n)
	}
	return y + 1
}

func Ping(n int) int { return Pong(n+1) * 2 }
func Pong(n int) int { return Ping(n-1) + 1 }

func SumTo(n int) int {
	s := 0
	for i := 0; i < n; {
		s += i
	}
	return s
}

func SumToOK(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

func Log2(n int) int {
	if n == 1 {
		return 0
	}
	return 1 + Log2(n/2)
}

func Shift(x int) int {
	steps := 0
	for x != 0 {
		if x < 0 {
			x = -x + 2
		} else {
			x = -x + 3
		}
		steps++
	}
	return steps
}

func QuickSort(a []int, lo, hi int, partition func(a []int, lo, hi int) int) {
	if lo >= hi || partition == nil {
		return
	}
	p := partition(a, lo, hi)
	if p < lo || p > hi {
		return
	}
	QuickSort(a, lo, p, partition)
	QuickSort(a, p+1, hi, partition)
}

func Gcd(a, b int) int {
	if b == 0 {
		return a
	}
	return Gcd(b, a%b)
}

func SumDigits(n int) int {
	s := 0
	for n != 0 {
		s += n % 10
		n /= 10
	}
	return s
}

func Doubling(x uint) int {
	k := 0
	for b := uint(1); b != 0; b <<= 1 {
		k++
	}
	return k
}
`

// gt returns the entry set v > c of a function's variable v.
func gt(c *ssa2cfa.CFA, k *Checker, v ssa2cfa.Var, bound int64) domains.Numeric {
	return k.Domain.Top(len(c.Vars)).Assume(domains.Constraint{Lin: domains.Lin{Const: bound + 1, Terms: []domains.Term{{Dim: int(v), Coef: -1}}}})
}

func TestDiverges(t *testing.T) {
	fns, cfas := load(t, progs)
	k := checker(cfas)
	ctx := context.Background()
	top := func(name string) domains.Numeric { return k.Domain.Top(len(fns[name].Vars)) }
	self := func(name string, r domains.Numeric) Assumed { return Assumed{fns[name].Fn: r} }

	grow := fns["Grow"]
	rGrow := gt(grow, k, grow.Params[0], 0)
	if p, err := k.Diverges(ctx, grow, rGrow, self("Grow", rGrow)); err != nil || p == nil || len(p.Sinks) != 1 {
		t.Errorf("Grow from n > 0: proof %v, err %v; want a proof with one sink", p, err)
	}
	if p, _ := k.Diverges(ctx, grow, top("Grow"), self("Grow", top("Grow"))); p != nil {
		t.Errorf("Grow from every input: unexpected proof")
	}
	shrink := fns["Shrink"]
	rShrink := gt(shrink, k, shrink.Params[0], 0)
	if p, _ := k.Diverges(ctx, shrink, rShrink, self("Shrink", rShrink)); p != nil {
		t.Errorf("Shrink from n > 0: unexpected proof")
	}
	ack := fns["Ack"]
	rAck := gt(ack, k, ack.Params[0], 0)
	if p, _ := k.Diverges(ctx, ack, rAck, self("Ack", rAck)); p == nil || len(p.Sinks) != 2 {
		t.Errorf("Ack from x > 0: proof %v; want two sinks", p)
	}
	both := Assumed{fns["Ping"].Fn: top("Ping"), fns["Pong"].Fn: top("Pong")}
	for _, name := range []string{"Ping", "Pong"} {
		if p, _ := k.Diverges(ctx, fns[name], top(name), both); p == nil {
			t.Errorf("%s: no proof under the cycle assumption", name)
		}
	}
	sum := fns["SumTo"]
	if p, _ := k.Diverges(ctx, sum, gt(sum, k, sum.Params[0], 0), nil); p == nil || len(p.Loops) != 1 {
		t.Errorf("SumTo from n > 0: proof %v; want one loop", p)
	}
	ok := fns["SumToOK"]
	if p, _ := k.Diverges(ctx, ok, gt(ok, k, ok.Params[0], 0), nil); p != nil {
		t.Errorf("SumToOK from n > 0: unexpected proof")
	}
	for _, name := range []string{"Log2", "Shift", "Gcd", "SumDigits"} {
		if p, _ := k.Diverges(ctx, fns[name], top(name), self(name, top(name))); p != nil {
			t.Errorf("%s from every input: unexpected proof", name)
		}
	}
}

func TestFindLasso(t *testing.T) {
	fns, cfas := load(t, progs)
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"Log2", true}, {"Shift", true}, {"QuickSort", true}, {"Grow", false},
		{"Shrink", false}, {"Gcd", false}, {"SumDigits", false}, {"SumToOK", false},
		{"SumTo", true}, {"Ack", true}, {"Ping", true}, {"Doubling", false},
	} {
		x := &Explorer{CFAs: cfas, MaxSteps: 2000}
		w := x.FindLasso(ctx, fns[tc.name], 50000, nil)
		if (w != nil) != tc.want {
			t.Errorf("%s: lasso %v, want %v", tc.name, w != nil, tc.want)
			continue
		}
		if w != nil {
			t.Logf("%s: inputs %v, choices %d, repeat call %v loop %d", tc.name, w.Inputs, len(w.Run.Choices), w.Run.RepeatCall != nil, w.Run.RepeatLoop)
		}
	}
}

const mutual = `package p

func A(n int) int {
	if n > 0 {
		return B(n + 1)
	}
	return 0
}

func B(n int) int { return A(n+1) }

func Even(n int) bool {
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

func Odd(n int) bool {
	if n == 0 {
		return false
	}
	return Even(n - 1)
}
`

func TestFamily(t *testing.T) {
	fns, cfas := load(t, mutual)
	k := checker(cfas)
	ctx := context.Background()
	a, b := fns["A"], fns["B"]
	scc := []*ssa.Function{a.Fn, b.Fn}
	sets := k.Family(ctx, scc, a.Fn, gt(a, k, a.Params[0], 0))
	if sets == nil || sets[b.Fn] == nil {
		t.Fatalf("A/B family from n > 0: %v", sets)
	}
	if pr, err := k.DivergesAll(ctx, scc, sets); err != nil || pr == nil {
		t.Errorf("A/B from n > 0: no proof (sets %v)", sets)
	}
	if sets := k.Family(ctx, scc, b.Fn, k.Domain.Top(len(b.Vars))); sets != nil {
		if pr, _ := k.DivergesAll(ctx, scc, sets); pr != nil {
			t.Errorf("A/B from every input of B: unexpected proof")
		}
	}
	even, odd := fns["Even"], fns["Odd"]
	scc = []*ssa.Function{even.Fn, odd.Fn}
	neg := k.Domain.Top(len(even.Vars)).Assume(domains.Constraint{Lin: domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(even.Params[0]), Coef: 1}}}})
	sets = k.Family(ctx, scc, even.Fn, neg)
	if pr, _ := k.DivergesAll(ctx, scc, sets); sets == nil || pr == nil {
		t.Errorf("Even/Odd from n < 0: no proof (sets %v)", sets)
	}
}
