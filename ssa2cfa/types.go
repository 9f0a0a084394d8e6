package ssa2cfa

import (
	"fmt"
	"go/types"
	"math"
	"math/big"
)

// Kind is the kind of a tracked value.
type Kind uint8

const (
	KindBool Kind = iota // a boolean
	KindInt              // a fixed-width integer
)

// Type is the type of a tracked value: bool, or an integer of a width in bits
// (8, 16, 32 or 64) and a signedness.
type Type struct {
	Kind   Kind
	Width  uint8
	Signed bool
}

// Common types.
var (
	Bool   = Type{Kind: KindBool}
	Int    = Type{Kind: KindInt, Width: 64, Signed: true}
	Int8   = Type{Kind: KindInt, Width: 8, Signed: true}
	Int16  = Type{Kind: KindInt, Width: 16, Signed: true}
	Int32  = Type{Kind: KindInt, Width: 32, Signed: true}
	Int64  = Int
	Uint   = Type{Kind: KindInt, Width: 64}
	Uint8  = Type{Kind: KindInt, Width: 8}
	Uint16 = Type{Kind: KindInt, Width: 16}
	Uint32 = Type{Kind: KindInt, Width: 32}
	Uint64 = Uint
)

// IsBool reports whether t is bool.
func (t Type) IsBool() bool { return t.Kind == KindBool }

// IsInt reports whether t is an integer type.
func (t Type) IsInt() bool { return t.Kind == KindInt }

func (t Type) String() string {
	if t.Kind == KindBool {
		return "bool"
	}
	if t.Signed {
		return fmt.Sprintf("int%d", t.Width)
	}
	return fmt.Sprintf("uint%d", t.Width)
}

// Mask is the mask of the low Width bits (1 for bool).
func (t Type) Mask() uint64 {
	if t.Kind == KindBool {
		return 1
	}
	if t.Width >= 64 {
		return math.MaxUint64
	}
	return 1<<t.Width - 1
}

// Canon returns the canonical 64-bit representation of x's low Width bits:
// sign-extended for signed types (so int64(Canon(x)) is the value) and
// zero-extended for unsigned ones (so Canon(x) is the value). Booleans are 0
// or 1.
func (t Type) Canon(x uint64) uint64 {
	if t.Kind == KindBool {
		return x & 1
	}
	if t.Width >= 64 {
		return x
	}
	x &= t.Mask()
	if t.Signed && x>>(t.Width-1)&1 == 1 {
		x |= ^t.Mask()
	}
	return x
}

// MinInt64 is the least value of t as an int64 (0 for unsigned types).
func (t Type) MinInt64() int64 {
	if t.Kind == KindBool || !t.Signed {
		return 0
	}
	return -1 << (t.Width - 1)
}

// MaxUint64 is the greatest value of t (1 for bool).
func (t Type) MaxUint64() uint64 {
	if t.Kind == KindBool {
		return 1
	}
	if t.Signed {
		return 1<<(t.Width-1) - 1
	}
	return t.Mask()
}

// MaxInt64 is the greatest value of t saturated to math.MaxInt64.
func (t Type) MaxInt64() int64 {
	m := t.MaxUint64()
	if m > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(m)
}

// BigValue returns the mathematical value of canonical bits x of type t.
func (t Type) BigValue(x uint64) *big.Int {
	if t.Kind == KindInt && t.Signed {
		return big.NewInt(int64(x))
	}
	return new(big.Int).SetUint64(x)
}

// Contains reports whether the mathematical value v lies in t's range.
func (t Type) Contains(v *big.Int) bool {
	lo := big.NewInt(t.MinInt64())
	hi := new(big.Int).SetUint64(t.MaxUint64())
	return v.Cmp(lo) >= 0 && v.Cmp(hi) <= 0
}

// TypeOf returns the tracked type of a Go type, or false if values of that
// type are not tracked. Named types are resolved to their underlying basic
// type; uintptr is uint64; type parameters are not tracked.
func TypeOf(t types.Type) (Type, bool) {
	if _, ok := t.(*types.TypeParam); ok {
		return Type{}, false
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return Type{}, false
	}
	switch b.Kind() {
	case types.Bool, types.UntypedBool:
		return Bool, true
	case types.Int, types.Int64, types.UntypedInt, types.UntypedRune:
		return Int64, true
	case types.Int8:
		return Int8, true
	case types.Int16:
		return Int16, true
	case types.Int32:
		return Int32, true
	case types.Uint, types.Uint64, types.Uintptr:
		return Uint64, true
	case types.Uint8:
		return Uint8, true
	case types.Uint16:
		return Uint16, true
	case types.Uint32:
		return Uint32, true
	}
	return Type{}, false
}
