package cfainterp

import (
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Value is the canonical 64-bit representation of a tracked value in its type
// (see ssa2cfa.Type.Canon): sign-extended for signed integers, zero-extended
// for unsigned ones, 0 or 1 for booleans.
type Value = uint64

// Env gives the current values of variables; ok is false for a variable that
// has no value yet.
type Env interface {
	Get(v ssa2cfa.Var) (Value, bool)
}

// MapEnv is an Env backed by a map.
type MapEnv map[ssa2cfa.Var]Value

// Get returns m[v].
func (m MapEnv) Get(v ssa2cfa.Var) (Value, bool) {
	x, ok := m[v]
	return x, ok
}

// Eval returns the canonical bits of e's value in env, with Go semantics in
// e's type. An undefined variable reads as 0. Division and remainder by zero,
// which Go guards with a separate check, yield 0; a negative shift count,
// also guarded by a separate check, behaves like a count >= the width.
func Eval(e ssa2cfa.Expr, env Env) Value {
	switch e := e.(type) {
	case *ssa2cfa.Const:
		return e.Bits
	case *ssa2cfa.VarRef:
		x, _ := env.Get(e.V)
		return x
	case *ssa2cfa.Unary:
		return unary(e.Op, e.X.Type(), Eval(e.X, env))
	case *ssa2cfa.Binary:
		return Binary(e.Op, e.X.Type(), e.Y.Type(), Eval(e.X, env), Eval(e.Y, env))
	case *ssa2cfa.Convert:
		return e.T.Canon(Eval(e.X, env))
	}
	return 0
}

func unary(op ssa2cfa.UnOp, t ssa2cfa.Type, x Value) Value {
	switch op {
	case ssa2cfa.Neg:
		return t.Canon(-x)
	case ssa2cfa.Compl:
		return t.Canon(^x)
	case ssa2cfa.Not:
		return (x ^ 1) & 1
	}
	return 0
}

// Binary applies op to canonical operands x of type tx and y of type ty (ty
// differs from tx only for shifts) and returns the canonical result.
func Binary(op ssa2cfa.BinOp, tx, ty ssa2cfa.Type, x, y Value) Value {
	switch op {
	case ssa2cfa.Add:
		return tx.Canon(x + y)
	case ssa2cfa.Sub:
		return tx.Canon(x - y)
	case ssa2cfa.Mul:
		return tx.Canon(x * y)
	case ssa2cfa.Div:
		if y == 0 {
			return 0
		}
		if tx.Signed {
			if int64(y) == -1 { // avoids MinInt64 / -1; wraps like Go
				return tx.Canon(-x)
			}
			return tx.Canon(uint64(int64(x) / int64(y)))
		}
		return tx.Canon(x / y)
	case ssa2cfa.Rem:
		if y == 0 {
			return 0
		}
		if tx.Signed {
			if int64(y) == -1 {
				return 0
			}
			return tx.Canon(uint64(int64(x) % int64(y)))
		}
		return tx.Canon(x % y)
	case ssa2cfa.And:
		return tx.Canon(x & y)
	case ssa2cfa.Or:
		return tx.Canon(x | y)
	case ssa2cfa.Xor:
		return tx.Canon(x ^ y)
	case ssa2cfa.AndNot:
		return tx.Canon(x &^ y)
	case ssa2cfa.Shl:
		n, big := shiftCount(ty, y)
		if big || n >= uint64(tx.Width) {
			return 0
		}
		return tx.Canon(x << n)
	case ssa2cfa.Shr:
		n, big := shiftCount(ty, y)
		if big || n >= uint64(tx.Width) {
			if tx.Signed && int64(x) < 0 {
				return tx.Canon(^uint64(0))
			}
			return 0
		}
		if tx.Signed {
			return tx.Canon(uint64(int64(x) >> n))
		}
		return tx.Canon(x >> n)
	case ssa2cfa.Eq:
		return b2v(x == y)
	case ssa2cfa.Ne:
		return b2v(x != y)
	case ssa2cfa.Lt:
		return b2v(less(tx, x, y))
	case ssa2cfa.Le:
		return b2v(!less(tx, y, x))
	case ssa2cfa.Gt:
		return b2v(less(tx, y, x))
	case ssa2cfa.Ge:
		return b2v(!less(tx, x, y))
	case ssa2cfa.LAnd:
		return x & y & 1
	case ssa2cfa.LOr:
		return (x | y) & 1
	}
	return 0
}

// shiftCount returns a shift count of type t as an unsigned number; big
// reports a negative count (which Go rejects with a separate check).
func shiftCount(t ssa2cfa.Type, y Value) (uint64, bool) {
	if t.Signed && int64(y) < 0 {
		return 0, true
	}
	return y, false
}

func less(t ssa2cfa.Type, x, y Value) bool {
	if t.IsInt() && t.Signed {
		return int64(x) < int64(y)
	}
	return x < y
}

func b2v(b bool) Value {
	if b {
		return 1
	}
	return 0
}
