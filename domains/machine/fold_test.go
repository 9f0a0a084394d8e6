package machine

import (
	"math"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

func TestFoldConst(t *testing.T) {
	i8, u8, i64, u64 := ssa2cfa.Int8, ssa2cfa.Uint8, ssa2cfa.Int, ssa2cfa.Uint64
	tests := []struct {
		op     ssa2cfa.BinOp
		tx, ty ssa2cfa.Type
		x, y   int64
		want   int64
		ok     bool
	}{
		{ssa2cfa.And, i64, i64, 9, 15, 9 & 15, true},
		{ssa2cfa.Rem, i64, i64, -7, 8, -7 % 8, true},
		{ssa2cfa.Add, u8, u8, 200, 100, 44, true},
		{ssa2cfa.Div, i8, i8, -128, -1, -128, true}, // int8(-128) / -1 wraps to -128
		{ssa2cfa.Shl, u8, u8, 1, 8, 0, true},
		{ssa2cfa.Shr, i8, u8, -8, 9, -1, true},
		{ssa2cfa.Sub, u8, u8, 0, 1, 255, true},
		{ssa2cfa.AndNot, i64, i64, 0x7f, 0x0f, 0x70, true},
		{ssa2cfa.Div, i64, i64, 1, 0, 0, false},  // guarded by its own check
		{ssa2cfa.Shl, i64, i64, 1, -1, 0, false}, // likewise
		{ssa2cfa.Sub, u64, u64, 0, 1, 0, false},  // MaxUint64: not an int64 of the domains
		{ssa2cfa.Add, i64, i64, math.MaxInt64 - 1, 0, math.MaxInt64 - 1, true},
		{ssa2cfa.Lt, i64, i64, 1, 2, 0, false}, // comparisons are not folded here
	}
	for _, tt := range tests {
		got, ok := foldConst(tt.op, tt.tx, tt.ty, tt.x, tt.y)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("foldConst(%v, %v, %d, %d) = %d, %v; want %d, %v", tt.op, tt.tx, tt.x, tt.y, got, ok, tt.want, tt.ok)
		}
	}
}

// TestTrailingZerosSound checks that the low bits trailingZeros claims 0
// are 0 in the value Go computes, wrap-around included.
func TestTrailingZerosSound(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 20000; i++ {
		ty := []ssa2cfa.Type{ssa2cfa.Int, ssa2cfa.Uint8}[r.Intn(2)]
		v := ssa2cfa.Var(0)
		if ty == ssa2cfa.Uint8 {
			v = 1
		}
		x := &ssa2cfa.VarRef{V: v, T: ty}
		k1 := ssa2cfa.IntConst(ty, int64(r.Intn(64)-32))
		var e ssa2cfa.Expr
		switch r.Intn(3) {
		case 0:
			e = &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: x, Y: k1}
		case 1:
			e = &ssa2cfa.Binary{Op: ssa2cfa.Add, X: &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: x, Y: k1}, Y: k1}
		default:
			e = &ssa2cfa.Binary{Op: ssa2cfa.Shl, X: x, Y: ssa2cfa.IntConst(ssa2cfa.Uint8, int64(r.Intn(10)))}
		}
		env := cfainterp.MapEnv{0: r.Uint64(), 1: uint64(r.Intn(256))}
		got := ty.Canon(cfainterp.Eval(e, env))
		if z := (&Evaluator{}).trailingZeros(e, 0); z < 64 && got&(1<<z-1) != 0 {
			t.Fatalf("%s = %#x at %v: claimed %d low zero bits", e, got, env, z)
		}
	}
}
