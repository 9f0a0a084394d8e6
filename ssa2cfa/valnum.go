package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// valueNumbers finds the pure integer operations of fn that recompute
// what an earlier one, which dominates them, computed from the same
// operands (global value numbering): each has that value wherever it
// runs. Operands are the same when they are the same value or constant,
// loads of one location with no write between (same, see sameLoads), or
// duplicates themselves. dup maps each duplicate to the earlier one.
//
// numbered holds the earlier ones that a comparison or a check bounds (bounded),
// other than conversions (the domains see through those, as in the sign
// splits). The lowering gives them a variable of their own, and their
// duplicates that variable: 1+b[0] in the guard len(b) < int(1+b[0]) and
// again in the slice b[1+b[0]:] is then one variable, which the guard
// bounds, where two expressions would each wrap around on their own.
func valueNumbers(fn *ssa.Function, same map[ssa.Value]ssa.Value) (dup map[ssa.Value]ssa.Value, numbered map[ssa.Value]bool) {
	type key struct {
		op   token.Token // token.ILLEGAL for a conversion
		t    types.Type
		x, y any // an ssa.Value, or a constKey
	}
	dup, numbered = map[ssa.Value]ssa.Value{}, map[ssa.Value]bool{}
	var canon func(v ssa.Value) any
	canon = func(v ssa.Value) any {
		if k, ok := v.(*ssa.Const); ok {
			return constKey{k.Type(), k.Value.ExactString()}
		}
		if name, x, ok := lenCall(v); ok {
			return lenKey{name, canon(x)} // len(s) twice: one length
		}
		if f, ok := same[v]; ok {
			v = f
		}
		if r, ok := dup[v]; ok {
			v = r
		}
		return v
	}
	seen := map[key][]ssa.Value{}
	for _, b := range fn.DomPreorder() {
		for _, instr := range b.Instrs {
			v, ok := instr.(ssa.Value)
			if !ok || !isIntType(v.Type()) {
				continue
			}
			var k key
			switch in := instr.(type) {
			case *ssa.BinOp:
				switch in.Op {
				case token.ADD, token.SUB, token.MUL, token.AND, token.OR, token.XOR, token.AND_NOT:
				case token.SHL, token.SHR:
					if !isUnsignedInt(in.Y.Type()) {
						continue // a negative shift count panics
					}
				case token.QUO, token.REM:
					if !nonZeroConst(in.Y) {
						continue // division panics on a zero divisor
					}
				default:
					continue
				}
				k = key{in.Op, in.Type(), canon(in.X), canon(in.Y)}
			case *ssa.UnOp:
				if in.Op != token.SUB && in.Op != token.XOR {
					continue
				}
				k = key{in.Op, in.Type(), canon(in.X), nil}
			case *ssa.Convert:
				if !isIntType(in.X.Type()) {
					continue
				}
				k = key{token.ILLEGAL, in.Type(), canon(in.X), nil}
			default:
				continue
			}
			found := false
			for _, r := range seen[k] {
				if rb := r.(ssa.Instruction).Block(); rb == b || rb.Dominates(b) {
					dup[v] = r
					if _, conv := r.(*ssa.Convert); !conv && (bounded(r) || bounded(v)) {
						numbered[r] = true
					}
					found = true
					break
				}
			}
			if !found {
				seen[k] = append(seen[k], v)
			}
		}
	}
	return dup, numbered
}

// bounded reports whether v, or a conversion of it, is an operand of a
// comparison, an index or a slice bound: the guard or the check then
// bounds the value as a whole, which a variable of its own keeps (an
// expression that may wrap around is split into its cases at each use,
// and their join loses what the guard said; 2*k checked by a[2*k] and
// again by b[2*k] is one variable). Elsewhere, a use evaluates the
// expression in its own state, where guards may have shown that it does
// not wrap, which keeps its relation to its operands.
func bounded(v ssa.Value) bool {
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.BinOp:
			switch r.Op {
			case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
				return true
			}
		case *ssa.Convert:
			if bounded(r) {
				return true
			}
		case *ssa.IndexAddr:
			if r.Index == v {
				return true
			}
		case *ssa.Index:
			if r.Index == v {
				return true
			}
		case *ssa.Slice:
			if r.Low == v || r.High == v || r.Max == v {
				return true
			}
		}
	}
	return false
}

// nonZeroConst reports whether v is an integer constant other than 0.
func nonZeroConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value != nil && k.Value.ExactString() != "0"
}

// lenKey identifies the operand len(x) or cap(x) in valueNumbers.
type lenKey struct {
	name string
	x    any
}

// lenCall returns the builtin and operand of a call len(x) or cap(x) of a
// slice or string x, whose length a value keeps (not a map's or
// channel's, which change).
func lenCall(v ssa.Value) (string, ssa.Value, bool) {
	c, ok := v.(*ssa.Call)
	if !ok || len(c.Call.Args) != 1 {
		return "", nil, false
	}
	b, ok := c.Call.Value.(*ssa.Builtin)
	if !ok || b.Name() != "len" && b.Name() != "cap" || !HasLen(c.Call.Args[0].Type()) {
		return "", nil, false
	}
	return b.Name(), c.Call.Args[0], true
}

// constKey identifies a constant operand in valueNumbers.
type constKey struct {
	t types.Type
	v string
}

// isIntType reports whether t's underlying type is an integer type.
func isIntType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// isUnsignedInt reports whether t's underlying type is an unsigned integer
// type.
func isUnsignedInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsUnsigned != 0
}
