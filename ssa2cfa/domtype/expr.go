package domtype

import (
	"math"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// opCost is the least domain type that admits a binary integer operator.
func opCost(op ssa2cfa.BinOp) DomainType {
	switch op {
	case ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.And, ssa2cfa.Or, ssa2cfa.Xor, ssa2cfa.AndNot,
		ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge:
		return IntEqAdd
	case ssa2cfa.Eq, ssa2cfa.Ne:
		return IntEq
	}
	return Int // Mul, Div, Rem, Shl, Shr, and anything unknown
}

// constBits returns the canonical bits of e in e's type if e is a constant,
// folding conversions of constants.
func constBits(e ssa2cfa.Expr) (uint64, bool) {
	switch e := e.(type) {
	case *ssa2cfa.Const:
		return e.T.Canon(e.Bits), true
	case *ssa2cfa.Convert:
		if b, ok := constBits(e.X); ok {
			return e.T.Canon(b), true
		}
	}
	return 0, false
}

// valueRange is a range of mathematical values: lo as an int64, hi as a
// uint64 (the greatest value of every type is non-negative).
type valueRange struct {
	lo int64
	hi uint64
}

func typeRange(t ssa2cfa.Type) valueRange {
	return valueRange{t.MinInt64(), t.MaxUint64()}
}

func (r valueRange) within(s valueRange) bool { return r.lo >= s.lo && r.hi <= s.hi }

// rangeOf is the range of values e can hold: its type's range, narrowed for
// constants and for len and cap variables (never negative).
func (k *classifier) rangeOf(e ssa2cfa.Expr) valueRange {
	switch e := e.(type) {
	case *ssa2cfa.VarRef:
		if k.valid(e.V) {
			info := &k.c.Vars[e.V]
			if info.Role == ssa2cfa.RoleLen || info.Role == ssa2cfa.RoleCap {
				return valueRange{0, math.MaxInt64}
			}
		}
	case *ssa2cfa.Const:
		if b, ok := constBits(e); ok {
			if e.T.Signed && int64(b) < 0 {
				return valueRange{int64(b), 0}
			}
			if b > math.MaxInt64 {
				return valueRange{0, b}
			}
			return valueRange{int64(b), b}
		}
	}
	return typeRange(e.Type())
}

// preserves reports whether the conversion e maps every value its operand
// can hold to itself: a conversion that only relates.
func (k *classifier) preserves(e *ssa2cfa.Convert) bool {
	if !e.T.IsInt() || !e.X.Type().IsInt() {
		return false
	}
	return k.rangeOf(e.X).within(typeRange(e.T))
}

// atomVar returns the variable e reads if e is a variable, possibly under
// conversions that preserve its values.
func (k *classifier) atomVar(e ssa2cfa.Expr) (ssa2cfa.Var, bool) {
	switch e := e.(type) {
	case *ssa2cfa.VarRef:
		return e.V, k.valid(e.V)
	case *ssa2cfa.Convert:
		if k.preserves(e) {
			return k.atomVar(e.X)
		}
	}
	return 0, false
}
