package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// demand records the slice and string values whose len (or cap) some check,
// len/cap call or call argument reads, closed under the definitions that
// compute a length from other lengths (φ, slicing, append, conversions).
// Only these get len and cap variables: tracking every length would cost
// every relational domain dearly. A load that reads a memPhi (see
// loadFlow) and needs its cap needs the caps of the values the memPhi
// joins.
type demand struct {
	len, cap map[ssa.Value]bool
}

func computeDemand(fn *ssa.Function, same, fromMem map[ssa.Value]ssa.Value, argLens func(*ssa.Function) bool, seeds []ssa.Value) demand {
	d := demand{len: map[ssa.Value]bool{}, cap: map[ssa.Value]bool{}}
	var work []ssa.Value
	needLen := func(v ssa.Value) {
		if v != nil && HasLen(v.Type()) && !d.len[v] {
			d.len[v] = true
			work = append(work, v)
		}
	}
	needCap := func(v ssa.Value) {
		if v != nil && isSlice(v.Type()) && !d.cap[v] {
			d.cap[v] = true
			work = append(work, v)
		}
	}
	for _, v := range seeds {
		needLen(v)
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Index:
				needLen(in.X)
			case *ssa.BinOp:
				// s == "" and s != "" state len(s) == 0 and len(s) != 0;
				// s == nil implies len(s) == 0.
				if in.Op == token.EQL || in.Op == token.NEQ {
					if isEmptyString(in.Y) || isNilConst(in.Y) {
						needLen(in.X)
					} else if isEmptyString(in.X) || isNilConst(in.X) {
						needLen(in.Y)
					}
				}
			case *ssa.IndexAddr:
				needLen(in.X)
			case *ssa.Slice:
				if isSlice(in.X.Type()) {
					needCap(in.X)
					if in.High == nil {
						needLen(in.X)
					}
				} else {
					needLen(in.X) // a string's len bounds every slice of it
				}
			case *ssa.SliceToArrayPointer:
				needLen(in.X)
			case *ssa.Return:
				for _, r := range in.Results {
					needLen(r) // the result's length, for the postcondition
				}
			case *ssa.Range:
				if stringRange(in) != nil {
					needLen(in.X) // bounds the key (see rangeIter)
				}
			case *ssa.Call:
				common := in.Common()
				if bi, ok := common.Value.(*ssa.Builtin); ok {
					switch bi.Name() {
					case "len", "copy":
						for _, a := range common.Args {
							needLen(a)
						}
					case "cap":
						needCap(common.Args[0])
					}
				} else if callee := common.StaticCallee(); callee != nil && (len(callee.Blocks) > 0 || modelled(callee) || argLens != nil && argLens(callee)) {
					for _, a := range common.Args {
						needLen(a)
					}
				}
			}
		}
	}
	// Close under definitions.
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		wantLen, wantCap := d.len[v], d.cap[v]
		if p, ok := fromMem[v].(*memPhi); ok && wantCap {
			walkPseudo(p, map[ssa.Value]bool{}, func(x ssa.Value) {
				if !isPseudo(x) {
					needCap(x)
				}
			})
		}
		if first, ok := same[v]; ok {
			// A repeated load shares the first load's lengths.
			if wantLen {
				needLen(first)
			}
			if wantCap {
				needCap(first)
			}
		}
		switch v := v.(type) {
		case *ssa.Phi:
			for _, e := range v.Edges {
				if wantLen {
					needLen(e)
				}
				if wantCap {
					needCap(e)
				}
			}
		case *ssa.Slice:
			if v.High == nil && wantLen {
				needLen(v.X)
			}
			if v.Max == nil && wantCap && isSlice(v.X.Type()) {
				needCap(v.X)
			}
		case *ssa.ChangeType:
			if wantLen {
				needLen(v.X)
			}
			if wantCap {
				needCap(v.X)
			}
		case *ssa.Convert:
			if wantLen && sameLenConversion(v) {
				needLen(v.X)
			}
		case *ssa.BinOp:
			if wantLen {
				needLen(v.X)
				needLen(v.Y)
			}
		case *ssa.Extract, *ssa.UnOp:
			if wantCap {
				// A result's or a load's cap is havoc'd, keeping len <= cap.
				needLen(v)
			}
		case *ssa.Call:
			common := v.Common()
			if _, ok := common.Value.(*ssa.Builtin); !ok && wantCap {
				needLen(v)
			}
			if bi, ok := common.Value.(*ssa.Builtin); ok && bi.Name() == "append" {
				if wantCap {
					// The capacity is at least the new length, which
					// the operands' lengths give.
					needLen(v)
				}
				if wantLen {
					needLen(common.Args[0])
					if len(common.Args) == 2 {
						needLen(common.Args[1])
					}
				}
			}
		}
	}
	return d
}

// HasLen reports whether values of type t have a variable length: slices
// and strings (arrays have a constant one), and type parameters whose every
// type is one of those (see collectionParam).
func HasLen(t types.Type) bool {
	if collectionParam(t) {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return true
	case *types.Basic:
		return u.Info()&types.IsString != 0
	}
	return false
}

// isSlice reports a slice type, or a type parameter whose every type is a
// slice or string (see collectionParam).
func isSlice(t types.Type) bool {
	if collectionParam(t) {
		return true
	}
	_, ok := t.Underlying().(*types.Slice)
	return ok
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// arrayLen returns the length of an array or pointer-to-array type.
func arrayLen(t types.Type) (int64, bool) {
	u := t.Underlying()
	if p, ok := u.(*types.Pointer); ok {
		u = p.Elem().Underlying()
	}
	if a, ok := u.(*types.Array); ok {
		return a.Len(), true
	}
	return 0, false
}

// sameLenConversion reports whether a conversion keeps the length in bytes:
// string <-> []byte.
func sameLenConversion(v *ssa.Convert) bool {
	from, to := v.X.Type(), v.Type()
	return isString(from) && isByteSlice(to) || isByteSlice(from) && isString(to) || isString(from) && isString(to)
}

func isByteSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// declareLens creates the len and cap variables v needs; input marks those
// of parameters and free variables.
func (l *lowerer) declareLens(v ssa.Value, input bool) {
	if l.need.len[v] {
		if _, ok := l.c.lenVar[v]; !ok {
			x := l.c.NewVar(VarInfo{Name: "len(" + valueName(v) + ")", Type: Int, Role: RoleLen, Value: v, Input: input, Max: lenLimit(v.Type())})
			l.c.lenVar[v] = x
		}
	}
	if l.need.cap[v] {
		if _, ok := l.c.capVar[v]; !ok {
			x := l.c.NewVar(VarInfo{Name: "cap(" + valueName(v) + ")", Type: Int, Role: RoleCap, Value: v, Input: input, Max: lenLimit(v.Type())})
			l.c.capVar[v] = x
		}
	}
}

// lenExpr returns the length of a slice, string, array or pointer to array,
// or nil if it is not known (a value whose length was not demanded).
func (l *lowerer) lenExpr(v ssa.Value) Expr {
	if n, ok := arrayLen(v.Type()); ok {
		return IntConst(Int, n)
	}
	if k, ok := v.(*ssa.Const); ok {
		if k.Value == nil {
			return IntConst(Int, 0) // nil slice, empty string
		}
		if k.Value.Kind() == constant.String {
			return IntConst(Int, int64(len(constant.StringVal(k.Value))))
		}
	}
	if x, ok := l.c.lenVar[v]; ok {
		return l.c.Ref(x)
	}
	return nil
}

// capExpr returns the capacity of a slice or array, or nil.
func (l *lowerer) capExpr(v ssa.Value) Expr {
	if n, ok := arrayLen(v.Type()); ok {
		return IntConst(Int, n)
	}
	if k, ok := v.(*ssa.Const); ok && k.Value == nil {
		return IntConst(Int, 0)
	}
	if x, ok := l.c.capVar[v]; ok {
		return l.c.Ref(x)
	}
	return nil
}

// defineLens emits the definitions of v's len and cap variables given their
// expressions; a nil expression havocs the variable. Havoc'd lengths keep
// len <= cap.
func (l *lowerer) defineLens(v ssa.Value, length, capacity Expr, reason string) {
	l.declareLens(v, false)
	var vars []Var
	var exprs []Expr
	var havoc []Var
	if x, ok := l.c.lenVar[v]; ok {
		if length != nil {
			vars, exprs = append(vars, x), append(exprs, length)
		} else {
			havoc = append(havoc, x)
		}
	}
	if x, ok := l.c.capVar[v]; ok {
		if capacity != nil {
			vars, exprs = append(vars, x), append(exprs, capacity)
		} else {
			havoc = append(havoc, x)
		}
	}
	pos := v.Pos()
	if len(havoc) > 0 {
		l.emit(&Havoc{Vars: havoc, Reason: reason}, pos)
	}
	if len(vars) > 0 {
		l.emit(&Assign{Vars: vars, Exprs: exprs}, pos)
	}
	lv, ok1 := l.c.lenVar[v]
	cv, ok2 := l.c.capVar[v]
	if ok1 && ok2 && (length == nil || capacity == nil) {
		l.emit(&Assume{Cond: &Binary{Op: Le, X: l.c.Ref(lv), Y: l.c.Ref(cv)}}, pos)
	}
}

// lenLimit returns MaxLen for strings and slices of elements that take
// memory, and 0 (the type's maximum) otherwise.
func lenLimit(t types.Type) int64 {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Info()&types.IsString != 0 {
			return MaxLen
		}
	case *types.Slice:
		if !zeroSize(u.Elem(), 0) {
			return MaxLen
		}
	}
	return 0
}

// zeroSize reports whether values of t may take no memory (conservatively:
// type parameters may).
func zeroSize(t types.Type, depth int) bool {
	if depth > 20 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !zeroSize(u.Field(i).Type(), depth+1) {
				return false
			}
		}
		return true
	case *types.Array:
		return u.Len() == 0 || zeroSize(u.Elem(), depth+1)
	case *types.Interface:
		_, isParam := t.(*types.TypeParam)
		return isParam
	}
	return false
}
