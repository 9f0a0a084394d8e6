package machine_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// TestOverflowSplit: mid := (lo + hi) / 2 under 0 <= lo <= hi wraps for
// large inputs. Case by case, mid <= hi holds (the wrapped sum is
// negative), while lo <= mid fails when the sum wraps. Checked for int8
// (exhaustively against concrete execution) and int64.
func TestOverflowSplit(t *testing.T) {
	for _, ty := range []ssa2cfa.Type{ssa2cfa.Int8, ssa2cfa.Int} {
		c := &ssa2cfa.CFA{}
		lo := c.NewVar(ssa2cfa.VarInfo{Name: "lo", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		hi := c.NewVar(ssa2cfa.VarInfo{Name: "hi", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		mid := c.NewVar(ssa2cfa.VarInfo{Name: "mid", Type: ty})
		ev := machine.NewEvaluator(c, machine.Options{})
		n := octagon.Domain{}.Top(3)
		for v := range c.Vars {
			n = ev.Havoc(n, []ssa2cfa.Var{ssa2cfa.Var(v)})
		}
		guard := []ssa2cfa.Expr{
			&ssa2cfa.Binary{Op: ssa2cfa.Le, X: ssa2cfa.IntConst(ty, 0), Y: c.Ref(lo)},
			&ssa2cfa.Binary{Op: ssa2cfa.Le, X: c.Ref(lo), Y: c.Ref(hi)},
		}
		for _, g := range guard {
			n = ev.Assume(n, g)
		}
		sum := &ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(lo), Y: c.Ref(hi)}
		avg := &ssa2cfa.Binary{Op: ssa2cfa.Div, X: sum, Y: ssa2cfa.IntConst(ty, 2)}
		post := ev.Assign(n, []ssa2cfa.Var{mid}, []ssa2cfa.Expr{avg})
		if !ev.Assume(post, &ssa2cfa.Binary{Op: ssa2cfa.Gt, X: c.Ref(mid), Y: c.Ref(hi)}).IsBot() {
			t.Errorf("%v: mid > hi not refuted: %s", ty, post)
		}
		if ev.Assume(post, &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(mid), Y: c.Ref(lo)}).IsBot() {
			t.Errorf("%v: mid < lo refuted, but it happens when lo + hi wraps: %s", ty, post)
		}
		if ty != ssa2cfa.Int8 {
			continue
		}
		for a := 0; a < 128; a++ {
			for b := a; b < 128; b++ {
				p := cfainterp.MapEnv{lo: uint64(a), hi: uint64(b)}
				p[mid] = cfainterp.Eval(avg, p)
				if !contains(c, p, post) {
					t.Fatalf("lo=%d hi=%d: %v not in %s", a, b, p, post)
				}
			}
		}
	}
}

// TestCompareSplit: a comparison whose operand wraps for some states only
// is assumed case by case. After i+1 > n with n >= 0, i >= n: the state
// where i+1 wraps (i = max) fails the test. After i-1 < n with n <= 0,
// i <= n likewise. Every concrete state that satisfies the guard stays
// (int8, exhaustively), and the precise consequence is kept (int8, int64).
func TestCompareSplit(t *testing.T) {
	for _, ty := range []ssa2cfa.Type{ssa2cfa.Int8, ssa2cfa.Int} {
		for _, tc := range []struct {
			name  string
			step  ssa2cfa.BinOp // i step 1
			cmp   ssa2cfa.BinOp // (i step 1) cmp n
			nSign ssa2cfa.BinOp // n nSign 0
			wrong ssa2cfa.BinOp // i wrong n is refuted
		}{
			{"i+1>n", ssa2cfa.Add, ssa2cfa.Gt, ssa2cfa.Ge, ssa2cfa.Lt},
			{"i-1<n", ssa2cfa.Sub, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt},
		} {
			c := &ssa2cfa.CFA{}
			n := c.NewVar(ssa2cfa.VarInfo{Name: "n", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
			i := c.NewVar(ssa2cfa.VarInfo{Name: "i", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
			ev := machine.NewEvaluator(c, machine.Options{})
			s := octagon.Domain{}.Top(2)
			for v := range c.Vars {
				s = ev.Havoc(s, []ssa2cfa.Var{ssa2cfa.Var(v)})
			}
			guard := ssa2cfa.AndExpr(
				&ssa2cfa.Binary{Op: tc.nSign, X: c.Ref(n), Y: ssa2cfa.IntConst(ty, 0)},
				&ssa2cfa.Binary{Op: tc.cmp, X: &ssa2cfa.Binary{Op: tc.step, X: c.Ref(i), Y: ssa2cfa.IntConst(ty, 1)}, Y: c.Ref(n)})
			post := ev.Assume(s, guard)
			if !ev.Assume(post, &ssa2cfa.Binary{Op: tc.wrong, X: c.Ref(i), Y: c.Ref(n)}).IsBot() {
				t.Errorf("%v %s: i %v n not refuted: %s", ty, tc.name, tc.wrong, post)
			}
			if ty != ssa2cfa.Int8 {
				continue
			}
			for a := -128; a < 128; a++ {
				for b := -128; b < 128; b++ {
					p := cfainterp.MapEnv{i: ty.Canon(uint64(a)), n: ty.Canon(uint64(b))}
					if cfainterp.Eval(guard, p) != 0 && !contains(c, p, post) {
						t.Fatalf("%s: i=%d n=%d satisfies the guard but is not in %s", tc.name, a, b, post)
					}
				}
			}
		}
	}
}

// TestConjunctionSplit: the check of s[i:i+k] is one conjunction
// 0 <= i && i <= i+k && i+k <= n, whose second comparison refutes the case
// where i+k wraps and whose third then bounds i by n-k; the same with two
// sites (s[i+1:j+2]). Every concrete state that satisfies the guard stays
// (int8, exhaustively), and the bound is kept (int8, int64).
func TestConjunctionSplit(t *testing.T) {
	for _, ty := range []ssa2cfa.Type{ssa2cfa.Int8, ssa2cfa.Int} {
		c := &ssa2cfa.CFA{}
		i := c.NewVar(ssa2cfa.VarInfo{Name: "i", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		j := c.NewVar(ssa2cfa.VarInfo{Name: "j", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		n := c.NewVar(ssa2cfa.VarInfo{Name: "n", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		ev := machine.NewEvaluator(c, machine.Options{})
		top := octagon.Domain{}.Top(3)
		for v := range c.Vars {
			top = ev.Havoc(top, []ssa2cfa.Var{ssa2cfa.Var(v)})
		}
		k := func(c int64) ssa2cfa.Expr { return ssa2cfa.IntConst(ty, c) }
		le := func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return &ssa2cfa.Binary{Op: ssa2cfa.Le, X: x, Y: y} }
		add := func(x ssa2cfa.Expr, c int64) ssa2cfa.Expr { return &ssa2cfa.Binary{Op: ssa2cfa.Add, X: x, Y: k(c)} }
		and := func(xs ...ssa2cfa.Expr) ssa2cfa.Expr {
			out := xs[0]
			for _, x := range xs[1:] {
				out = ssa2cfa.AndExpr(out, x)
			}
			return out
		}
		i6, i1, j2 := add(c.Ref(i), 6), add(c.Ref(i), 1), add(c.Ref(j), 2)
		for _, tc := range []struct {
			name    string
			guard   ssa2cfa.Expr
			refuted ssa2cfa.Expr // holds in no state that satisfies guard
		}{
			{"s[i:i+6]", and(le(k(0), c.Ref(i)), le(c.Ref(i), i6), le(i6, c.Ref(n))),
				&ssa2cfa.Binary{Op: ssa2cfa.Gt, X: c.Ref(i), Y: &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: c.Ref(n), Y: k(6)}}},
			{"s[i+1:j+2]", and(le(k(0), i1), le(i1, j2), le(j2, k(100))),
				&ssa2cfa.Binary{Op: ssa2cfa.Gt, X: c.Ref(j), Y: k(98)}},
		} {
			post := ev.Assume(top, tc.guard)
			if !ev.Assume(post, tc.refuted).IsBot() {
				t.Errorf("%v %s: %s not refuted: %s", ty, tc.name, tc.refuted, post)
			}
			if ty != ssa2cfa.Int8 {
				continue
			}
			for a := -128; a < 128; a++ {
				for b := -128; b < 128; b++ {
					for m := -128; m < 128; m += 13 {
						p := cfainterp.MapEnv{i: ty.Canon(uint64(a)), j: ty.Canon(uint64(b)), n: ty.Canon(uint64(m))}
						if cfainterp.Eval(tc.guard, p) != 0 && !contains(c, p, post) {
							t.Fatalf("%s: i=%d j=%d n=%d satisfies the guard but is not in %s", tc.name, a, b, m, post)
						}
					}
				}
			}
		}
	}
}

// TestAssignCases: l := (n+7)/8 under n >= 0 wraps for the largest n, to a
// negative l. AssignCases keeps the two cases apart, so that after l >= 0
// (a length) n <= 8l holds, which the joined Assign loses. Every
// concrete result lies in one of the cases (int8, exhaustively).
func TestAssignCases(t *testing.T) {
	for _, ty := range []ssa2cfa.Type{ssa2cfa.Int8, ssa2cfa.Int} {
		c, nv, lv, ev, n := nonNegInput(ty)
		div := &ssa2cfa.Binary{Op: ssa2cfa.Div, X: &ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(nv), Y: ssa2cfa.IntConst(ty, 7)}, Y: ssa2cfa.IntConst(ty, 8)}
		vars, exprs := []ssa2cfa.Var{lv}, []ssa2cfa.Expr{div}
		cases := ev.AssignCases(n, vars, exprs)
		if len(cases) != 2 {
			t.Fatalf("%v: %d cases, want 2: %v", ty, len(cases), cases)
		}
		if one := ev.AssignCases(n, vars, []ssa2cfa.Expr{c.Ref(nv)}); len(one) != 1 {
			t.Errorf("%v: l := n gives %d values, want 1", ty, len(one))
		}
		nonNeg := &ssa2cfa.Binary{Op: ssa2cfa.Le, X: ssa2cfa.IntConst(ty, 0), Y: c.Ref(lv)}
		short := &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: c.Ref(lv), Y: ssa2cfa.IntConst(ty, 8)}, Y: c.Ref(nv)}
		for i, k := range cases {
			if s := ev.Assume(ev.Assume(k, nonNeg), short); !s.IsBot() {
				t.Errorf("%v: case %d: 8l < n with l >= 0 not refuted: %s", ty, i, s)
			}
		}
		if ev.Assume(ev.Assume(ev.Assign(n, vars, exprs), nonNeg), short).IsBot() {
			t.Logf("%v: the joined assignment refutes 8l < n too", ty)
		}
		if ty != ssa2cfa.Int8 {
			continue
		}
		coversInt8(t, c, nv, lv, div, cases)
	}
}

// nonNegInput returns a CFA with an input n and a variable l of type ty,
// an evaluator for it, and the state in which n >= 0.
func nonNegInput(ty ssa2cfa.Type) (c *ssa2cfa.CFA, nv, lv ssa2cfa.Var, ev *machine.Evaluator, n domains.Numeric) {
	c = &ssa2cfa.CFA{}
	nv = c.NewVar(ssa2cfa.VarInfo{Name: "n", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
	lv = c.NewVar(ssa2cfa.VarInfo{Name: "l", Type: ty})
	ev = machine.NewEvaluator(c, machine.Options{})
	n = linform.Domain{Base: octagon.Domain{}}.Top(2)
	for v := range c.Vars {
		n = ev.Havoc(n, []ssa2cfa.Var{ssa2cfa.Var(v)})
	}
	return c, nv, lv, ev, ev.Assume(n, &ssa2cfa.Binary{Op: ssa2cfa.Le, X: ssa2cfa.IntConst(ty, 0), Y: c.Ref(nv)})
}

// coversInt8 fails t unless every concrete state n in [0, 127], l = e
// lies in one of cases.
func coversInt8(t *testing.T, c *ssa2cfa.CFA, nv, lv ssa2cfa.Var, e ssa2cfa.Expr, cases []domains.Numeric) {
	t.Helper()
	for a := 0; a < 128; a++ {
		p := cfainterp.MapEnv{nv: uint64(a)}
		p[lv] = cfainterp.Eval(e, p)
		in := false
		for _, k := range cases {
			in = in || contains(c, p, k)
		}
		if !in {
			t.Fatalf("%v, n=%d: %v in no case of %v", e, a, p, cases)
		}
	}
}

// TestAssignCasesProduct: l := k·n, for n >= 0 of type int8, wraps for
// some n only; each concrete value lies in one of the cases, and for k = 2,
// whose wrapped products are all negative, l >= 0 gives l == 2n exactly
// (2n wraps once at most: 3n's wrapped values may be non-negative, and
// its cases must keep them).
func TestAssignCasesProduct(t *testing.T) {
	for _, k := range []int64{2, 3, -2, 4} {
		c, nv, lv, ev, n := nonNegInput(ssa2cfa.Int8)
		prod := &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: ssa2cfa.IntConst(ssa2cfa.Int8, k), Y: c.Ref(nv)}
		vars, exprs := []ssa2cfa.Var{lv}, []ssa2cfa.Expr{prod}
		cases := ev.AssignCases(n, vars, exprs)
		coversInt8(t, c, nv, lv, prod, cases)
		if k != 2 {
			continue
		}
		if len(cases) != 2 {
			t.Fatalf("k=2: %d cases, want 2: %v", len(cases), cases)
		}
		nonNeg := &ssa2cfa.Binary{Op: ssa2cfa.Le, X: ssa2cfa.IntConst(ssa2cfa.Int8, 0), Y: c.Ref(lv)}
		short := &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(lv), Y: &ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(nv), Y: c.Ref(nv)}}
		for i, s := range cases {
			if r := ev.Assume(ev.Assume(s, nonNeg), short); !r.IsBot() {
				t.Errorf("k=2: case %d: l < n+n with l >= 0 not refuted: %s", i, r)
			}
		}
	}
}
