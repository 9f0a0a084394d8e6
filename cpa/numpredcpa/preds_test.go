package numpredcpa

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestFormula checks the formulas of conditions: exact over predicates
// (Bool variables, x == c, x == y), numeric atoms only when asked for and
// only for values that fit int64, and over/under approximations of what
// neither covers.
func TestFormula(t *testing.T) {
	c := &ssa2cfa.CFA{}
	b := c.NewVar(ssa2cfa.VarInfo{Name: "b", Type: ssa2cfa.Bool})
	x := c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: ssa2cfa.Int})
	y := c.NewVar(ssa2cfa.VarInfo{Name: "y", Type: ssa2cfa.Int})
	u := c.NewVar(ssa2cfa.VarInfo{Name: "u", Type: ssa2cfa.Uint64})
	ps := newPreds(c, []ssa2cfa.Var{b}, []Eq{{x, 3}, {x, 7}}, [][2]ssa2cfa.Var{{y, x}}, 64)
	s, err := numpred.NewSpace(ps.n, len(c.Vars))
	if err != nil {
		t.Fatal(err)
	}
	ps.space = s
	ref := c.Ref
	k := func(v int64) ssa2cfa.Expr { return ssa2cfa.IntConst(ssa2cfa.Int, v) }
	bin := func(op ssa2cfa.BinOp, a, b ssa2cfa.Expr) ssa2cfa.Expr { return &ssa2cfa.Binary{Op: op, X: a, Y: b} }
	for _, tc := range []struct {
		name        string
		e           ssa2cfa.Expr
		atoms       bool
		over, under string
		exact       bool
	}{
		{"bool", ref(b), false, "p0", "p0", true},
		{"not bool", &ssa2cfa.Unary{Op: ssa2cfa.Not, X: ref(b)}, false, "!p0", "!p0", true},
		{"x == 7", bin(ssa2cfa.Eq, ref(x), k(7)), false, "p2", "p2", true},
		{"3 != x", bin(ssa2cfa.Ne, k(3), ref(x)), false, "!p1", "!p1", true},
		{"x == y", bin(ssa2cfa.Eq, ref(x), ref(y)), false, "p3", "p3", true},
		{"x == 5 without atoms", bin(ssa2cfa.Eq, ref(x), k(5)), false, "true", "false", false},
		{"x == 5 with atoms", bin(ssa2cfa.Eq, ref(x), k(5)), true, "(x1 - 5 == 0)", "(x1 - 5 == 0)", true},
		{"x < y with atoms", bin(ssa2cfa.Lt, ref(x), ref(y)), true, "(x1 - x2 + 1 <= 0)", "(x1 - x2 + 1 <= 0)", true},
		{"uint64 not an atom", bin(ssa2cfa.Lt, ref(u), ssa2cfa.IntConst(ssa2cfa.Uint64, 1)), true, "true", "false", false},
		{"b && x < y", bin(ssa2cfa.LAnd, ref(b), bin(ssa2cfa.Lt, ref(x), ref(y))), false, "(p0 && true)", "(p0 && false)", false},
	} {
		o, un, ex := ps.formula(tc.e, tc.atoms)
		if o.String() != tc.over || un.String() != tc.under || ex != tc.exact {
			t.Errorf("%s: got %s, %s, %v; want %s, %s, %v", tc.name, o, un, ex, tc.over, tc.under, tc.exact)
		}
	}
}
