package machine_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestUnboundedWidths checks which types wrap under each option: x := a - 5
// with a in [0, 3] is negative over the integers, and wraps into its
// type's top where the type wraps. Unbounded leaves only 64-bit integers
// unwrapped; Mathematical none.
func TestUnboundedWidths(t *testing.T) {
	tests := []struct {
		opts  machine.Options
		ty    ssa2cfa.Type
		wraps bool
	}{
		{machine.Options{}, ssa2cfa.Uint16, true},
		{machine.Options{}, ssa2cfa.Int8, false}, // -5..-2 fits
		{machine.Options{Unbounded: true}, ssa2cfa.Uint16, true},
		{machine.Options{Unbounded: true}, ssa2cfa.Uint32, true},
		{machine.Options{Unbounded: true}, ssa2cfa.Uint64, false},
		{machine.Options{Mathematical: true}, ssa2cfa.Uint16, false},
		{machine.Options{Mathematical: true}, ssa2cfa.Uint64, false},
	}
	for _, tt := range tests {
		c := &ssa2cfa.CFA{}
		a := c.NewVar(ssa2cfa.VarInfo{Name: "a", Type: tt.ty, Role: ssa2cfa.RoleParam, Input: true})
		x := c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: tt.ty})
		ev := machine.NewEvaluator(c, tt.opts)
		s := octagon.Domain{}.Top(2)
		s = s.AssignInterval(int(a), domains.Interval{Lo: 0, Hi: 3})
		post := ev.Assign(s, []ssa2cfa.Var{x}, []ssa2cfa.Expr{&ssa2cfa.Binary{Op: ssa2cfa.Sub, X: c.Ref(a), Y: ssa2cfa.IntConst(tt.ty, 5)}})
		if post.IsBot() {
			t.Errorf("%+v %v: x := a - 5 is infeasible", tt.opts, tt.ty)
			continue
		}
		iv := post.Bound(domains.LinDim(int(x)))
		if wrapped := iv.Lo >= 0; wrapped != tt.wraps {
			t.Errorf("%+v %v: x in %v, want wrapped %v", tt.opts, tt.ty, iv, tt.wraps)
		}
	}
}
