package machine_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// TestStrictBelowMax: after i < n (n of i's type, unbounded) and i >= 0,
// i+1 cannot wrap, though the domains take the type's maximum for int64 as +∞;
// after i <= n it wraps for i = n = max. Likewise i-1 after i > n and
// i <= 0. Checked
// in each domain for int64 and int8, the latter exhaustively against
// concrete execution.
func TestStrictBelowMax(t *testing.T) {
	doms := []domains.NumericDomain{interval.Domain{}, octagon.Domain{}, linform.Domain{Base: octagon.Domain{}}}
	tests := []struct {
		name  string
		guard ssa2cfa.BinOp // i guard n
		step  ssa2cfa.BinOp // j := i step 1
		wraps bool          // some state wraps
	}{
		{"i<n;i+1", ssa2cfa.Lt, ssa2cfa.Add, false},
		{"i>n;i-1", ssa2cfa.Gt, ssa2cfa.Sub, false},
		{"i<=n;i+1", ssa2cfa.Le, ssa2cfa.Add, true},
		{"i>=n;i-1", ssa2cfa.Ge, ssa2cfa.Sub, true},
	}
	for _, d := range doms {
		for _, ty := range []ssa2cfa.Type{ssa2cfa.Int8, ssa2cfa.Int} {
			for _, tt := range tests {
				c := &ssa2cfa.CFA{}
				i := c.NewVar(ssa2cfa.VarInfo{Name: "i", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
				n := c.NewVar(ssa2cfa.VarInfo{Name: "n", Type: ty, Role: ssa2cfa.RoleParam, Input: true})
				j := c.NewVar(ssa2cfa.VarInfo{Name: "j", Type: ty})
				ev := machine.NewEvaluator(c, machine.Options{})
				s := d.Top(3)
				for v := range c.Vars {
					s = ev.Havoc(s, []ssa2cfa.Var{ssa2cfa.Var(v)})
				}
				// i on the side of 0 away from the wrap, as a loop counter.
				var guard ssa2cfa.Expr = &ssa2cfa.Binary{Op: tt.guard, X: c.Ref(i), Y: c.Ref(n)}
				if tt.step == ssa2cfa.Add {
					guard = ssa2cfa.AndExpr(guard, &ssa2cfa.Binary{Op: ssa2cfa.Ge, X: c.Ref(i), Y: ssa2cfa.IntConst(ty, 0)})
				} else {
					guard = ssa2cfa.AndExpr(guard, &ssa2cfa.Binary{Op: ssa2cfa.Le, X: c.Ref(i), Y: ssa2cfa.IntConst(ty, 0)})
				}
				s = ev.Assume(s, guard)
				step := &ssa2cfa.Binary{Op: tt.step, X: c.Ref(i), Y: ssa2cfa.IntConst(ty, 1)}
				post := ev.Assign(s, []ssa2cfa.Var{j}, []ssa2cfa.Expr{step})
				// A wrapped j is on the wrong side of 0.
				wrong := &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(j), Y: ssa2cfa.IntConst(ty, 0)}
				if tt.step == ssa2cfa.Sub {
					wrong.Op = ssa2cfa.Gt
				}
				refuted := ev.Assume(post, wrong).IsBot()
				name := d.Name() + "/" + ty.String() + "/" + tt.name
				// Intervals cannot hold i >= MinInt64+1: as an upper bound of
				// -i it is MaxInt64, which stands for +∞.
				limit := d.Name() == "interval" && ty == ssa2cfa.Int && tt.step == ssa2cfa.Sub
				if refuted == tt.wraps && !limit {
					t.Errorf("%s: wrap refuted = %v, want %v: %s", name, refuted, !tt.wraps, post)
				}
				if ty != ssa2cfa.Int8 {
					continue
				}
				for a := -128; a < 128; a++ {
					for b := -128; b < 128; b++ {
						p := cfainterp.MapEnv{i: ty.Canon(uint64(a)), n: ty.Canon(uint64(b))}
						if cfainterp.Eval(guard, p) == 0 {
							continue
						}
						p[j] = cfainterp.Eval(step, p)
						if !contains(c, p, post) {
							t.Fatalf("%s: i=%d n=%d: %v not in %s", name, a, b, p, post)
						}
					}
				}
			}
		}
	}
}
