package machine

import (
	"math"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
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
