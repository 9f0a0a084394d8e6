package predicate

import (
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// fixture is a CFA with two bools p, q, an IntEq partition {x, z} with
// constants 3 and 7, and a uint8 bit vector y.
type fixture struct {
	c             *ssa2cfa.CFA
	p, q, x, z, y ssa2cfa.Var
	cpa           *CPA
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	c := &ssa2cfa.CFA{}
	f := &fixture{c: c}
	f.p = c.NewVar(ssa2cfa.VarInfo{Name: "p", Type: ssa2cfa.Bool})
	f.q = c.NewVar(ssa2cfa.VarInfo{Name: "q", Type: ssa2cfa.Bool})
	f.x = c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: ssa2cfa.Int})
	f.z = c.NewVar(ssa2cfa.VarInfo{Name: "z", Type: ssa2cfa.Int})
	f.y = c.NewVar(ssa2cfa.VarInfo{Name: "y", Type: ssa2cfa.Uint8})
	c.Entry = c.NewLoc(ssa2cfa.LocInfo{})
	p, err := New(c, Config{
		Bools:      []ssa2cfa.Var{f.p, f.q},
		Partitions: []Partition{{Vars: []ssa2cfa.Var{f.x, f.z}, Consts: []int64{3, 7}}},
		BitVecs:    []ssa2cfa.Var{f.y},
	})
	if err != nil {
		t.Fatal(err)
	}
	f.cpa = p
	return f
}

func (f *fixture) ref(v ssa2cfa.Var) ssa2cfa.Expr {
	return &ssa2cfa.VarRef{V: v, T: f.c.Vars[v].Type}
}

func bin(op ssa2cfa.BinOp, x, y ssa2cfa.Expr) ssa2cfa.Expr {
	return &ssa2cfa.Binary{Op: op, X: x, Y: y}
}

// run applies ops in sequence; nil when a step has no successor.
func (f *fixture) run(ops ...ssa2cfa.Op) cpa.State {
	s := f.cpa.Initial()
	for _, op := range ops {
		out := f.cpa.Transfer(s, &ssa2cfa.Edge{Op: op})
		if len(out) == 0 {
			return nil
		}
		s = out[0]
	}
	return s
}

func TestTransfer(t *testing.T) {
	f := newFixture(t)
	k := func(v int64) ssa2cfa.Expr { return ssa2cfa.IntConst(ssa2cfa.Int, v) }
	y8 := func(v int64) ssa2cfa.Expr { return ssa2cfa.IntConst(ssa2cfa.Uint8, v) }
	assume := func(e ssa2cfa.Expr) ssa2cfa.Op { return &ssa2cfa.Assume{Cond: e} }
	assign := func(vs []ssa2cfa.Var, es ...ssa2cfa.Expr) ssa2cfa.Op { return &ssa2cfa.Assign{Vars: vs, Exprs: es} }
	all := []ssa2cfa.Var{f.p, f.q, f.x, f.z}
	for _, tc := range []struct {
		name string
		ops  []ssa2cfa.Op
		want []cpa.VarValue // constants of p, q, x, z; nil state: infeasible
		bot  bool
	}{
		{"b := x == 3 under x == 3", []ssa2cfa.Op{assume(bin(ssa2cfa.Eq, f.ref(f.x), k(3))), assign([]ssa2cfa.Var{f.p}, bin(ssa2cfa.Eq, f.ref(f.x), k(3)))},
			[]cpa.VarValue{vv(f.p, 1), vv(f.x, 3)}, false},
		{"x != 3 after x := 3", []ssa2cfa.Op{assign([]ssa2cfa.Var{f.x}, k(3)), assume(bin(ssa2cfa.Ne, f.ref(f.x), k(3)))}, nil, true},
		{"x == z, z := 7 keeps x unknown", []ssa2cfa.Op{assume(bin(ssa2cfa.Eq, f.ref(f.x), f.ref(f.z))), assign([]ssa2cfa.Var{f.z}, k(7))},
			[]cpa.VarValue{vv(f.z, 7)}, false},
		{"x == z then z == 7 gives x == 7", []ssa2cfa.Op{assume(bin(ssa2cfa.Eq, f.ref(f.x), f.ref(f.z))), assume(bin(ssa2cfa.Eq, f.ref(f.z), k(7)))},
			[]cpa.VarValue{vv(f.x, 7), vv(f.z, 7)}, false},
		{"parallel swap of bools", []ssa2cfa.Op{assign([]ssa2cfa.Var{f.p, f.q}, ssa2cfa.BoolConst(true), ssa2cfa.BoolConst(false)), assign([]ssa2cfa.Var{f.p, f.q}, f.ref(f.q), f.ref(f.p))},
			[]cpa.VarValue{vv(f.p, 0), vv(f.q, 1)}, false},
		{"p || q with !p gives q", []ssa2cfa.Op{assume(bin(ssa2cfa.LOr, f.ref(f.p), f.ref(f.q))), assume(&ssa2cfa.Unary{Op: ssa2cfa.Not, X: f.ref(f.p)})},
			[]cpa.VarValue{vv(f.p, 0), vv(f.q, 1)}, false},
		{"uint8 wraps: y == 255, y := y + 1, y != 0", []ssa2cfa.Op{assume(bin(ssa2cfa.Eq, f.ref(f.y), y8(255))), assign([]ssa2cfa.Var{f.y}, bin(ssa2cfa.Add, f.ref(f.y), y8(1))), assume(bin(ssa2cfa.Ne, f.ref(f.y), y8(0)))}, nil, true},
		{"uint8 order: y < 3 and y > 250", []ssa2cfa.Op{assume(bin(ssa2cfa.Lt, f.ref(f.y), y8(3))), assume(bin(ssa2cfa.Gt, f.ref(f.y), y8(250)))}, nil, true},
		{"havoc forgets", []ssa2cfa.Op{assign([]ssa2cfa.Var{f.x}, k(3)), &ssa2cfa.Havoc{Vars: []ssa2cfa.Var{f.x}}}, nil, false},
		// An untracked condition changes nothing (over-approximated).
		{"untracked condition", []ssa2cfa.Op{assume(bin(ssa2cfa.Lt, f.ref(f.x), k(3)))}, nil, false},
	} {
		s := f.run(tc.ops...)
		if (s == nil) != tc.bot {
			t.Errorf("%s: infeasible = %v, want %v", tc.name, s == nil, tc.bot)
			continue
		}
		if s == nil {
			continue
		}
		got := f.cpa.Constants(s, all)
		if len(got) != len(tc.want) {
			t.Errorf("%s: constants %v, want %v", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: constants %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

func TestJoinAndWiden(t *testing.T) {
	f := newFixture(t)
	y8 := func(v int64) ssa2cfa.Expr { return ssa2cfa.IntConst(ssa2cfa.Uint8, v) }
	at := func(v int64) cpa.State {
		return f.run(&ssa2cfa.Assign{Vars: []ssa2cfa.Var{f.y}, Exprs: []ssa2cfa.Expr{y8(v)}})
	}
	a, b := at(1), at(2)
	j := f.cpa.Join(a, b, cpa.MergeInfo{})
	if !f.cpa.Leq(a, j) || !f.cpa.Leq(b, j) || f.cpa.Leq(j, a) {
		t.Fatal("join is not an upper bound of two distinct states")
	}
	// The union is exact: y == 3 is not in the join of y == 1 and y == 2.
	if f.cpa.Leq(at(3), j) {
		t.Error("join of y == 1 and y == 2 covers y == 3")
	}
	// Widening at a loop head after the delay havocs the grown vector.
	r := &State{B: j.(*State).B, Joins: 5}
	w := f.cpa.Join(at(3), r, cpa.MergeInfo{LoopHead: true})
	if !f.cpa.Leq(at(200), w) {
		t.Error("widening kept the bit vector's values")
	}
}

func vv(v ssa2cfa.Var, x int64) cpa.VarValue { return cpa.VarValue{Var: v, Value: x} }
