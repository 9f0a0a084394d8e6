package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Nil flags: whether a value of interface or slice type is nil, where that
// decides something the analysis sees. A result of such a type (an error,
// a slice) is tracked as its nil flag, a Bool variable true when the value
// returned is nil, so that a caller's err != nil reads the flag a summary
// may relate to the other results and to what the callee leaves in fields:
// a reader's fill() returns nil only when r.off < len(r.buf), and a
// parser's read(n) returns nil, or n bytes.

// isInterface reports whether t is an interface type (not a type
// parameter).
func isInterface(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	_, ok := t.Underlying().(*types.Interface)
	return ok
}

// isNilable reports whether values of type t have a tracked nil flag: an
// interface or a slice type (not a type parameter).
func isNilable(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Interface, *types.Slice:
		return true
	}
	return false
}

// nilDemand returns the values of interface or slice type whose nil flag
// fn's lowering uses: the operands of comparisons with nil, the results fn
// returns, and, through φs, conversions between interface types and
// slicings of slices, the values they are made of.
func nilDemand(fn *ssa.Function) map[ssa.Value]bool {
	need := map[ssa.Value]bool{}
	var work []ssa.Value
	add := func(v ssa.Value) {
		if v != nil && !need[v] && isNilable(v.Type()) {
			need[v] = true
			work = append(work, v)
		}
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.BinOp:
				if x, ok := nilCompared(in); ok {
					add(x)
				}
			case *ssa.Return:
				for _, r := range in.Results {
					add(r)
				}
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		switch v := v.(type) {
		case *ssa.Phi:
			for _, e := range v.Edges {
				add(e)
			}
		case *ssa.ChangeInterface:
			add(v.X)
		case *ssa.ChangeType:
			add(v.X)
		case *ssa.Slice:
			add(v.X)
		}
	}
	return need
}

// nilCompared returns x for x == nil or x != nil with x of interface or
// slice type.
func nilCompared(in *ssa.BinOp) (ssa.Value, bool) {
	if in.Op != token.EQL && in.Op != token.NEQ {
		return nil, false
	}
	x, y := in.X, in.Y
	if isNilValue(x) {
		x, y = y, x
	}
	if !isNilValue(y) || !isNilable(x.Type()) {
		return nil, false
	}
	return x, true
}

// isNilValue reports whether v is the nil constant of an interface or
// slice type (the only constant such types have).
func isNilValue(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value == nil && isNilable(k.Type())
}

// declareNil returns the nil flag variable of the interface or slice value v, made
// on first use, if the lowering needs it (else -1).
func (l *lowerer) declareNil(v ssa.Value) Var {
	if x, ok := l.c.nilVar[v]; ok {
		return x
	}
	if !l.needNil[v] {
		return -1
	}
	x := l.c.NewVar(VarInfo{Name: valueName(v) + " == nil", Type: Bool, Role: RoleValue, NilFlag: true})
	l.c.nilVar[v] = x
	return x
}

// nilExpr returns the condition that the interface or slice value v is
// nil, or nil when the lowering does not know it.
func (l *lowerer) nilExpr(v ssa.Value) Expr {
	switch v := v.(type) {
	case *ssa.Const:
		if isNilValue(v) {
			return True
		}
	case *ssa.MakeInterface, *ssa.MakeSlice:
		return False
	case *ssa.ChangeInterface:
		return l.nilExpr(v.X)
	case *ssa.ChangeType:
		if isNilable(v.X.Type()) {
			return l.nilExpr(v.X)
		}
	case *ssa.Slice:
		// s[i:j] is nil exactly when s is; an array's slice never is
		// (slicing a nil array pointer panics).
		if isSlice(v.X.Type()) {
			if e := l.nilExpr(v.X); e != nil {
				return e
			}
		} else if !isString(v.X.Type()) {
			return False
		}
	case *ssa.TypeAssert:
		if !v.CommaOk {
			return False // x.(I) panics for a nil x
		}
	case *ssa.Call:
		if nonNilError(v.Common().StaticCallee()) || l.nonNilAppend(v.Common()) {
			return False
		}
	case *ssa.UnOp:
		if g, ok := v.X.(*ssa.Global); ok && v.Op == token.MUL && l.nonNil[g] {
			return False
		}
	}
	if x, ok := l.c.nilVar[v]; ok {
		return l.c.Ref(x)
	}
	return nil
}

// nonNilAppend reports an append whose result is not nil: to a slice that
// is not, or of at least one element. (append(s, rest...) returns s itself
// when rest is empty.)
func (l *lowerer) nonNilAppend(call *ssa.CallCommon) bool {
	if b, ok := call.Value.(*ssa.Builtin); !ok || b.Name() != "append" || len(call.Args) != 2 {
		return false
	}
	if l.nilExpr(call.Args[0]) == False {
		return true
	}
	if sl, ok := call.Args[1].(*ssa.Slice); ok && sl.Low == nil && sl.High == nil {
		// append(s, x, y): the elements are a new array's slice.
		if p, ok := sl.X.Type().Underlying().(*types.Pointer); ok {
			if a, ok := p.Elem().Underlying().(*types.Array); ok && a.Len() > 0 {
				return true
			}
		}
	}
	n, ok := l.lenExpr(call.Args[1]).(*Const)
	if !ok {
		return false
	}
	k, ok := n.Int64Value()
	return ok && k > 0
}

// nonNilError reports errors.New and fmt.Errorf, which never return nil.
func nonNilError(fn *ssa.Function) bool {
	if fn == nil || fn.Pkg == nil || fn.Signature.Recv() != nil {
		return false
	}
	switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
	case "errors.New", "fmt.Errorf":
		return true
	}
	return false
}

// nilComparisonFlag lowers x == nil and x != nil for an interface or slice
// value x whose nil flag is known; it reports whether it did. (A nil slice
// has length 0, but x == nil as flag && len(x) == 0 would make x != nil a
// disjunction, which loses what the flag's case says.)
func (l *lowerer) nilComparisonFlag(in *ssa.BinOp) bool {
	x, ok := nilCompared(in)
	if !ok {
		return false
	}
	e := l.nilExpr(x)
	if e == nil {
		return false
	}
	if in.Op == token.NEQ {
		e = NotExpr(e)
	}
	l.alias[in] = e
	return true
}
