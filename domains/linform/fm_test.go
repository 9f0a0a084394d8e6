package linform

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
)

func le(c int64, coefs ...int64) domains.Constraint {
	var ts []domains.Term
	for d, k := range coefs {
		if k != 0 {
			ts = append(ts, domains.Term{Dim: d, Coef: k})
		}
	}
	l, _ := domains.NewLin(c, ts...)
	return domains.Constraint{Lin: l, Kind: domains.LeZero}
}

func eq(c int64, coefs ...int64) domains.Constraint {
	k := le(c, coefs...)
	k.Kind = domains.EqZero
	return k
}

// TestInfeasible checks Fourier–Motzkin on small systems with known
// answers (dims: x, y, z, w).
func TestInfeasible(t *testing.T) {
	for _, tc := range []struct {
		name string
		cs   []domains.Constraint
		want bool
	}{
		// y > 10w, z == 10w, z >= 100x, y <= 100x.
		{"chain", []domains.Constraint{le(1, 0, -1, 0, 10), eq(0, 0, 0, 1, -10), le(0, 100, 0, -1, 0), le(0, -100, 1, 0, 0)}, true},
		// the same with y >= 10w: y = z = 10w = 100x is a solution.
		{"chain-sat", []domains.Constraint{le(0, 0, -1, 0, 10), eq(0, 0, 0, 1, -10), le(0, 100, 0, -1, 0), le(0, -100, 1, 0, 0)}, false},
		// 2x == 1 has no integer solution (tightening).
		{"parity", []domains.Constraint{eq(-1, 2)}, true},
		// 1 <= 3x <= 2.
		{"gap", []domains.Constraint{le(1, -3), le(-2, 3)}, true},
		{"box", []domains.Constraint{le(-5, 1), le(2, -1)}, false},
		{"empty", nil, false},
	} {
		if got := infeasible(tc.cs); got != tc.want {
			t.Errorf("%s: infeasible = %v, want %v", tc.name, got, tc.want)
		}
	}
}
