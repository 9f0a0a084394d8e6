package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Nil flags: whether a value of interface type is nil, where that decides
// something the analysis sees. A result of interface type (an error) is
// tracked as its nil flag, a Bool variable true when the value returned is
// nil, so that a caller's err != nil reads the flag a summary may relate
// to the other results and to what the callee leaves in fields: a reader's
// fill() returns nil only when r.off < len(r.buf).

// isInterface reports whether t is an interface type (not a type
// parameter).
func isInterface(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	_, ok := t.Underlying().(*types.Interface)
	return ok
}

// nilDemand returns the values of interface type whose nil flag fn's
// lowering uses: the operands of comparisons with nil, the results fn
// returns, and, through φs and conversions between interface types, the
// values they are made of.
func nilDemand(fn *ssa.Function) map[ssa.Value]bool {
	need := map[ssa.Value]bool{}
	var work []ssa.Value
	add := func(v ssa.Value) {
		if v != nil && !need[v] && isInterface(v.Type()) {
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
		}
	}
	return need
}

// nilCompared returns x for x == nil or x != nil with x of interface type.
func nilCompared(in *ssa.BinOp) (ssa.Value, bool) {
	if in.Op != token.EQL && in.Op != token.NEQ {
		return nil, false
	}
	x, y := in.X, in.Y
	if isNilInterface(x) {
		x, y = y, x
	}
	if !isNilInterface(y) || !isInterface(x.Type()) {
		return nil, false
	}
	return x, true
}

// isNilInterface reports whether v is the nil constant of an interface
// type (the only constant such types have).
func isNilInterface(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value == nil && isInterface(k.Type())
}

// declareNil returns the nil flag variable of the interface value v, made
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

// nilExpr returns the condition that the interface value v is nil, or nil
// when the lowering does not know it.
func (l *lowerer) nilExpr(v ssa.Value) Expr {
	switch v := v.(type) {
	case *ssa.Const:
		if isNilInterface(v) {
			return True
		}
	case *ssa.MakeInterface:
		return False
	case *ssa.ChangeInterface:
		return l.nilExpr(v.X)
	case *ssa.ChangeType:
		if isInterface(v.X.Type()) {
			return l.nilExpr(v.X)
		}
	case *ssa.TypeAssert:
		if !v.CommaOk {
			return False // x.(I) panics for a nil x
		}
	case *ssa.Call:
		if nonNilError(v.Common().StaticCallee()) {
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

// nilComparisonFlag lowers x == nil and x != nil for an interface value x
// whose nil flag is known; it reports whether it did.
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
