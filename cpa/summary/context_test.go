package summary

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// TestCallContextSound checks CallContext and Entry against concrete
// values: a random caller state holding a random point, a call with random
// arguments (variables, variables plus constants, differences of
// variables, constants, products),
// and the point's argument values, which must satisfy every constraint of
// the context and lie in the callee's entry state restricted to it.
func TestCallContextSound(t *testing.T) {
	types := []ssa2cfa.Type{ssa2cfa.Int, ssa2cfa.Int8, ssa2cfa.Uint8}
	r := rand.New(rand.NewSource(3))
	for iter := 0; iter < 3000; iter++ {
		caller := &ssa2cfa.CFA{}
		nv := 2 + r.Intn(4)
		point := cfainterp.MapEnv{}
		for i := 0; i < nv; i++ {
			ty := types[r.Intn(len(types))]
			v := caller.NewVar(ssa2cfa.VarInfo{Name: string(rune('a' + i)), Type: ty, Role: ssa2cfa.RoleParam, Input: true})
			point[v] = ty.Canon(uint64(r.Int63n(200) - 100))
		}
		val := func(ty ssa2cfa.Type, bits uint64) int64 {
			if ty.Signed {
				return int64(bits)
			}
			return int64(ty.Canon(bits))
		}
		n := octagon.Domain{}.Top(nv)
		for v := range caller.Vars {
			n = n.AssignInterval(v, domains.Interval{Lo: caller.Vars[v].Lo(), Hi: caller.Vars[v].Hi()})
		}
		for k := 0; k < r.Intn(6); k++ {
			x, y := r.Intn(nv), r.Intn(nv)
			px := val(caller.Vars[x].Type, point[ssa2cfa.Var(x)])
			py := val(caller.Vars[y].Type, point[ssa2cfa.Var(y)])
			slack := int64(r.Intn(3))
			var l domains.Lin
			if x == y {
				l, _ = domains.NewLin(-px-slack, domains.Term{Dim: x, Coef: 1}) // x <= px+slack
			} else {
				l, _ = domains.NewLin(py-px-slack, domains.Term{Dim: x, Coef: 1}, domains.Term{Dim: y, Coef: -1}) // x - y <= px-py+slack
			}
			n = n.Assume(domains.Constraint{Lin: l})
		}
		call := &ssa2cfa.Call{}
		callee := &ssa2cfa.CFA{}
		slots := map[Slot]ssa2cfa.Var{}
		nargs := 1 + r.Intn(3)
		for i := 0; i < nargs; i++ {
			x := ssa2cfa.Var(r.Intn(nv))
			ty := caller.Vars[x].Type
			var arg ssa2cfa.Expr = caller.Ref(x)
			switch r.Intn(5) {
			case 3:
				y := caller.Ref(ssa2cfa.Var(r.Intn(nv)))
				if y.Type() == ty {
					arg = &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: arg, Y: y}
				}
			case 0:
				arg = &ssa2cfa.Binary{Op: ssa2cfa.Add, X: arg, Y: ssa2cfa.IntConst(ty, int64(r.Intn(7)-3))}
			case 1:
				arg = ssa2cfa.IntConst(ty, int64(r.Intn(9)-4))
			case 2:
				arg = &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: arg, Y: caller.Ref(ssa2cfa.Var(r.Intn(nv)))}
				if arg.(*ssa2cfa.Binary).Y.Type() != ty {
					arg = caller.Ref(x)
				}
			}
			call.Args = append(call.Args, arg)
			call.ArgLens = append(call.ArgLens, nil)
			slots[ParamSlot(i)] = callee.NewVar(ssa2cfa.VarInfo{Name: string(rune('p' + i)), Type: ty, Role: ssa2cfa.RoleParam, Input: true})
		}
		ev := machine.NewEvaluator(caller, machine.Options{})
		cons, ok := CallContext(ev, n, call)
		if !ok {
			t.Fatalf("state %s holding %v is bottom", n, point)
		}
		args := map[Slot]int64{}
		for i, a := range call.Args {
			args[ParamSlot(i)] = val(a.Type(), cfainterp.Eval(a, point))
		}
		for _, c := range cons {
			sum := big.NewInt(c.Const)
			for _, tm := range c.Terms {
				sum.Add(sum, new(big.Int).Mul(big.NewInt(tm.Coef), big.NewInt(args[tm.Slot])))
			}
			if sum.Sign() > 0 || c.Eq && sum.Sign() != 0 {
				t.Fatalf("context %v of call %v from %s: %v fails on arguments %v (caller point %v, types %v)", cons, call.Args, n, c, args, point, caller.Vars)
			}
		}
		init := octagon.Domain{}.Top(len(callee.Vars))
		for v := range callee.Vars {
			init = init.AssignInterval(v, domains.Interval{Lo: callee.Vars[v].Lo(), Hi: callee.Vars[v].Hi()})
		}
		entry := entryOver(slots, init, [][]Constraint{cons, nil})
		for s, v := range slots {
			if b := entry.Bound(domains.LinDim(int(v))); args[s] < b.Lo || args[s] > b.Hi {
				t.Fatalf("entry %s excludes %s = %d (context %v)", entry, s, args[s], cons)
			}
		}
	}
}

// TestCallContextRelations checks that a context keeps the caller's
// relations between arguments: f(a, i, i+1, a[i:]) under 0 <= i < len(a).
func TestCallContextRelations(t *testing.T) {
	c := &ssa2cfa.CFA{}
	l := c.NewVar(ssa2cfa.VarInfo{Name: "len(a)", Type: ssa2cfa.Int, Role: ssa2cfa.RoleParam, Input: true})
	i := c.NewVar(ssa2cfa.VarInfo{Name: "i", Type: ssa2cfa.Int, Role: ssa2cfa.RoleParam, Input: true})
	n := octagon.Domain{}.Top(2)
	lin, _ := domains.NewLin(1, domains.Term{Dim: int(i), Coef: 1}, domains.Term{Dim: int(l), Coef: -1})
	n = n.Assume(domains.Constraint{Lin: lin}) // i - len(a) + 1 <= 0
	lo, _ := domains.NewLin(0, domains.Term{Dim: int(i), Coef: -1})
	n = n.Assume(domains.Constraint{Lin: lo}) // i >= 0
	call := &ssa2cfa.Call{
		Args:    []ssa2cfa.Expr{nil, c.Ref(i), &ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(i), Y: ssa2cfa.IntConst(ssa2cfa.Int, 1)}, nil},
		ArgLens: []ssa2cfa.Expr{c.Ref(l), nil, nil, &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: c.Ref(l), Y: c.Ref(i)}},
	}
	cons, ok := CallContext(machine.NewEvaluator(c, machine.Options{}), n, call)
	if !ok {
		t.Fatal("bottom")
	}
	want := map[string]bool{
		"-p1 <= 0":            false, // i >= 0
		"-len(p0) + p1 <= -1": false, // i < len(a)
		"p1 - p2 == -1":       false, // i+1 == i + 1
		"-len(p3) <= -1":      false, // len(a[i:]) >= 1
	}
	for _, k := range cons {
		if _, ok := want[k.String()]; ok {
			want[k.String()] = true
		}
	}
	for k, found := range want {
		if !found {
			t.Errorf("context %v lacks %s", cons, k)
		}
	}
}
