package ssa2cfa

import (
	"fmt"
	"strconv"
)

// Expr is a side-effect-free expression over tracked variables. Every
// expression has a Go type; integer operations wrap around in that type.
type Expr interface {
	Type() Type
	String() string
	isExpr()
}

// Const is a constant. Bits is the canonical representation of the value in
// its type (see Type.Canon); booleans are 0 or 1.
type Const struct {
	T    Type
	Bits uint64
}

// VarRef reads a tracked variable.
type VarRef struct {
	V Var
	T Type
}

// UnOp is a unary operator.
type UnOp uint8

const (
	Neg   UnOp = iota // -x (wraps)
	Compl             // ^x
	Not               // !x
)

// Unary applies a unary operator; the result has the operand's type.
type Unary struct {
	Op UnOp
	X  Expr
}

// BinOp is a binary operator.
type BinOp uint8

const (
	Add    BinOp = iota // x + y (wraps)
	Sub                 // x - y (wraps)
	Mul                 // x * y (wraps)
	Div                 // x / y, truncated toward zero; MinInt / -1 == MinInt; y != 0 is a separate check
	Rem                 // x % y, sign of x; y != 0 is a separate check
	And                 // x & y
	Or                  // x | y
	Xor                 // x ^ y
	AndNot              // x &^ y
	Shl                 // x << y; y has any integer type; y >= width gives 0
	Shr                 // x >> y; arithmetic for signed x; y >= width gives 0 or -1
	Eq                  // x == y (bool or int operands)
	Ne                  // x != y
	Lt                  // x < y, signedness of the operands' type
	Le                  // x <= y
	Gt                  // x > y
	Ge                  // x >= y
	LAnd                // x && y (both evaluated: expressions have no effects)
	LOr                 // x || y
)

// IsComparison reports whether op yields a bool from two operands of one type.
func (op BinOp) IsComparison() bool { return op >= Eq && op <= Ge }

// Binary applies a binary operator. Operands have the same type, except for
// shifts, whose count may have any integer type.
type Binary struct {
	Op   BinOp
	X, Y Expr
}

// Convert converts an integer to another integer type: truncation, sign or
// zero extension, exactly as Go's conversion does. Conversions between bool
// and integers do not exist.
type Convert struct {
	X Expr
	T Type
}

func (*Const) isExpr()   {}
func (*VarRef) isExpr()  {}
func (*Unary) isExpr()   {}
func (*Binary) isExpr()  {}
func (*Convert) isExpr() {}

// Type returns the expression's type.
func (e *Const) Type() Type   { return e.T }
func (e *VarRef) Type() Type  { return e.T }
func (e *Unary) Type() Type   { return e.X.Type() }
func (e *Convert) Type() Type { return e.T }
func (e *Binary) Type() Type {
	if e.Op >= Eq {
		return Bool
	}
	return e.X.Type()
}

// Int64Value returns the constant's value as an int64 and whether it fits.
func (e *Const) Int64Value() (int64, bool) {
	if e.T.Kind == KindInt && !e.T.Signed && e.Bits > 1<<63-1 {
		return 0, false
	}
	return int64(e.Bits), true
}

func (e *Const) String() string {
	if e.T.Kind == KindBool {
		return strconv.FormatBool(e.Bits != 0)
	}
	return e.T.BigValue(e.Bits).String()
}

func (e *VarRef) String() string { return fmt.Sprintf("v%d", e.V) }

var unOpNames = [...]string{Neg: "-", Compl: "^", Not: "!"}

func (e *Unary) String() string { return unOpNames[e.Op] + paren(e.X) }

var binOpNames = [...]string{
	Add: "+", Sub: "-", Mul: "*", Div: "/", Rem: "%", And: "&", Or: "|", Xor: "^",
	AndNot: "&^", Shl: "<<", Shr: ">>", Eq: "==", Ne: "!=", Lt: "<", Le: "<=",
	Gt: ">", Ge: ">=", LAnd: "&&", LOr: "||",
}

func (op BinOp) String() string { return binOpNames[op] }

func (e *Binary) String() string {
	return paren(e.X) + " " + binOpNames[e.Op] + " " + paren(e.Y)
}

func (e *Convert) String() string { return e.T.String() + "(" + e.X.String() + ")" }

func paren(e Expr) string {
	switch e.(type) {
	case *Binary:
		return "(" + e.String() + ")"
	}
	return e.String()
}

// Constructors.

// IntConst returns the constant v of integer type t (wrapped into t).
func IntConst(t Type, v int64) *Const { return &Const{T: t, Bits: t.Canon(uint64(v))} }

// BoolConst returns the boolean constant b.
func BoolConst(b bool) *Const {
	if b {
		return &Const{T: Bool, Bits: 1}
	}
	return &Const{T: Bool}
}

// True and False are the boolean constants.
var (
	True  Expr = BoolConst(true)
	False Expr = BoolConst(false)
)

// NotExpr returns !e, simplifying double negation, constants and comparisons.
func NotExpr(e Expr) Expr {
	switch e := e.(type) {
	case *Const:
		return BoolConst(e.Bits == 0)
	case *Unary:
		if e.Op == Not {
			return e.X
		}
	case *Binary:
		switch e.Op {
		case Eq:
			return &Binary{Op: Ne, X: e.X, Y: e.Y}
		case Ne:
			return &Binary{Op: Eq, X: e.X, Y: e.Y}
		case Lt:
			return &Binary{Op: Ge, X: e.X, Y: e.Y}
		case Le:
			return &Binary{Op: Gt, X: e.X, Y: e.Y}
		case Gt:
			return &Binary{Op: Le, X: e.X, Y: e.Y}
		case Ge:
			return &Binary{Op: Lt, X: e.X, Y: e.Y}
		case LAnd:
			return &Binary{Op: LOr, X: NotExpr(e.X), Y: NotExpr(e.Y)}
		case LOr:
			return &Binary{Op: LAnd, X: NotExpr(e.X), Y: NotExpr(e.Y)}
		}
	}
	return &Unary{Op: Not, X: e}
}

// AndExpr returns x && y, dropping constant true operands.
func AndExpr(x, y Expr) Expr {
	if c, ok := x.(*Const); ok {
		if c.Bits != 0 {
			return y
		}
		return x
	}
	if c, ok := y.(*Const); ok && c.Bits != 0 {
		return x
	}
	return &Binary{Op: LAnd, X: x, Y: y}
}

// andAlso returns x && y, or y when x is nil (a conjunction being built).
func andAlso(x, y Expr) Expr {
	if x == nil {
		return y
	}
	return AndExpr(x, y)
}

// Vars calls f for every variable read by e, in order of appearance.
func Vars(e Expr, f func(Var)) {
	switch e := e.(type) {
	case *VarRef:
		f(e.V)
	case *Unary:
		Vars(e.X, f)
	case *Binary:
		Vars(e.X, f)
		Vars(e.Y, f)
	case *Convert:
		Vars(e.X, f)
	}
}

// ConstComparisons calls f for each comparison in e of a variable with a
// constant (on either side), in e's order.
func ConstComparisons(e Expr, f func(x *VarRef, k *Const)) {
	switch e := e.(type) {
	case *Unary:
		ConstComparisons(e.X, f)
	case *Binary:
		if e.Op.IsComparison() {
			x, y := e.X, e.Y
			if _, ok := x.(*Const); ok {
				x, y = y, x
			}
			ref, ok1 := x.(*VarRef)
			k, ok2 := y.(*Const)
			if ok1 && ok2 {
				f(ref, k)
			}
		}
		ConstComparisons(e.X, f)
		ConstComparisons(e.Y, f)
	}
}
