package recur

import (
	"math/big"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// evalExact evaluates e with Go's semantics (cfainterp.Eval) and also
// reports whether some addition, subtraction, multiplication, negation or
// left shift in it wrapped around, that is, whether the result differs from
// the one over unbounded integers.
func evalExact(e ssa2cfa.Expr, env cfainterp.Env) (cfainterp.Value, bool) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		x, w := evalExact(e.X, env)
		r := cfainterp.Eval(&ssa2cfa.Unary{Op: e.Op, X: &ssa2cfa.Const{T: e.X.Type(), Bits: x}}, env)
		if e.Op == ssa2cfa.Neg {
			t := e.X.Type()
			w = w || !t.Contains(new(big.Int).Neg(t.BigValue(x)))
		}
		return r, w
	case *ssa2cfa.Binary:
		x, wx := evalExact(e.X, env)
		y, wy := evalExact(e.Y, env)
		tx, ty := e.X.Type(), e.Y.Type()
		r := cfainterp.Binary(e.Op, tx, ty, x, y)
		return r, wx || wy || wraps(e.Op, tx, ty, x, y)
	case *ssa2cfa.Convert:
		x, w := evalExact(e.X, env)
		return e.T.Canon(x), w
	}
	return cfainterp.Eval(e, env), false
}

// wraps reports whether op on x and y leaves tx's range mathematically.
func wraps(op ssa2cfa.BinOp, tx, ty ssa2cfa.Type, x, y cfainterp.Value) bool {
	if !tx.IsInt() {
		return false
	}
	bx, by := tx.BigValue(x), ty.BigValue(y)
	var r *big.Int
	switch op {
	case ssa2cfa.Add:
		r = new(big.Int).Add(bx, by)
	case ssa2cfa.Sub:
		r = new(big.Int).Sub(bx, by)
	case ssa2cfa.Mul:
		r = new(big.Int).Mul(bx, by)
	case ssa2cfa.Shl:
		if by.Sign() < 0 {
			return false // a separate check fails first
		}
		if bx.Sign() == 0 {
			return false
		}
		if !by.IsInt64() || by.Int64() >= 64 {
			return true
		}
		r = new(big.Int).Lsh(bx, uint(by.Int64()))
	default:
		return false
	}
	return !tx.Contains(r)
}
