package machine

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// foldConst is the exact value of the arithmetic operation op on the
// constants x (of type tx) and y (of type ty), in Go's wrap-around
// semantics; ok is false where the result or an operand is not a finite
// int64 of the domains, and for a division by zero or a negative shift
// count, which separate checks guard.
func foldConst(op ssa2cfa.BinOp, tx, ty ssa2cfa.Type, x, y int64) (int64, bool) {
	if !tx.IsInt() || !ty.IsInt() || !finite(x) || !finite(y) {
		return 0, false
	}
	switch op {
	case ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.And, ssa2cfa.Or, ssa2cfa.Xor, ssa2cfa.AndNot:
	case ssa2cfa.Div, ssa2cfa.Rem:
		if y == 0 {
			return 0, false
		}
	case ssa2cfa.Shl, ssa2cfa.Shr:
		if y < 0 {
			return 0, false
		}
	default:
		return 0, false
	}
	if (!tx.Signed && x < 0) || (!ty.Signed && y < 0) {
		return 0, false
	}
	r := cfainterp.Binary(op, tx, ty, tx.Canon(uint64(x)), ty.Canon(uint64(y)))
	v := int64(r)
	if !tx.Signed && v < 0 { // above MaxInt64
		return 0, false
	}
	if !finite(v) {
		return 0, false
	}
	return v, true
}

// finite reports whether x is a number of the domains rather than ±∞.
func finite(x int64) bool { return x != domains.Inf && x != domains.NegInf }
