package ssa2cfa

import "testing"

func TestSubExpr(t *testing.T) {
	i := &VarRef{V: 1, T: Int}
	j := &VarRef{V: 2, T: Int}
	u := &VarRef{V: 3, T: Uint8}
	k := func(v int64) *Const { return IntConst(Int, v) }
	add := func(x, y Expr) Expr { return &Binary{Op: Add, X: x, Y: y} }
	sub := func(x, y Expr) Expr { return &Binary{Op: Sub, X: x, Y: y} }
	for _, tc := range []struct {
		x, y Expr
		want string
	}{
		{add(i, k(4)), i, "4"},
		{add(i, k(4)), add(i, k(1)), "3"},
		{sub(i, k(1)), add(i, k(2)), "-3"},
		{add(k(2), i), sub(i, k(5)), "7"},
		{i, i, "0"},
		{k(9), k(2), "7"},
		{add(i, k(4)), j, "(v1 + 4) - v2"},
		{add(add(i, j), k(1)), add(i, j), "1"},
		{add(add(i, j), k(1)), add(j, i), "((v1 + v2) + 1) - (v2 + v1)"},
		{add(&Convert{X: add(u, IntConst(Uint8, 4)), T: Int}, k(0)), &Convert{X: u, T: Int}, "(int64(v3 + 4) + 0) - int64(v3)"},
		{&Convert{X: u, T: Int}, &Convert{X: u, T: Int}, "0"},
		{add(u, IntConst(Uint8, 255)), u, "255"},
	} {
		if got := SubExpr(tc.x, tc.y).String(); got != tc.want {
			t.Errorf("SubExpr(%v, %v) = %s, want %s", tc.x, tc.y, got, tc.want)
		}
	}
}
