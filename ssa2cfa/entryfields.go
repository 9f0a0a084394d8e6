package ssa2cfa

import (
	"cmp"
	"go/constant"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// EntryField is a field of the struct a pointer parameter points to, as
// the function finds it: Var holds its value (or length, Len) at entry,
// for the loads that read it before any write may change it. Var is an
// input (CFA.Inputs) that no edge assigns, so that a calling context can
// constrain it (what the caller knows of the field: ArgField).
type EntryField struct {
	Param int // the parameter's index in Fn.Params (receiver first)
	Field int
	Len   bool
	Var   Var
}

// ArgField is what a caller knows, when it calls, of a field of the
// struct a pointer argument points to: X is the field's value (or its
// length, Len), over the caller's variables.
type ArgField struct {
	Arg   int // the argument's index in Call.Args (receiver first)
	Field int
	Len   bool
	X     Expr
}

// maxArgFields bounds the ArgFields of a call.
const maxArgFields = 16

// entryMark stands, in loadFlow's table of known values, for a field of
// the struct a pointer parameter points to, as the function finds it (an
// EntryField). Only its Type is defined.
type entryMark struct {
	ssa.Value
	param int
	field int
	typ   types.Type
}

func (m *entryMark) Type() types.Type { return m.typ }

// isEntryMark reports an entryMark.
func isEntryMark(v ssa.Value) bool {
	_, ok := v.(*entryMark)
	return ok
}

// markEntryFields records, at fn's entry, that the tracked fields of the
// structs its pointer parameters point to hold what the caller left
// there: a load before any write that may change one reads an
// EntryField.
func markEntryFields(fn *ssa.Function, seen map[loadKey]ssa.Value, ak *addrKeys) {
	for i, p := range fn.Params {
		trackedFields(p.Type(), func(k int, ft types.Type) {
			seen[loadKey{base: ak.base(p), field: k}] = &entryMark{param: i, field: k, typ: ft}
		})
	}
}

// trackedFields calls f for each field of the struct t points to that
// the lowering keeps across calls and returns (see fieldKind), with its
// index and type; for a pointer to a slice, string or integer (a
// *readBuf whose methods consume it), for the pointee itself, field
// pointee.
func trackedFields(t types.Type, f func(k int, ft types.Type)) {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return
	}
	if st, ok := p.Elem().Underlying().(*types.Struct); ok {
		for k := range st.NumFields() {
			ft := st.Field(k).Type()
			if ok, _ := fieldKind(ft); ok {
				f(k, ft)
			}
		}
		return
	}
	if ok, _ := fieldKind(p.Elem()); ok {
		f(pointee, p.Elem())
	}
}

// pointee is the field number of what a pointer to a slice, string or
// integer points to (loadKey's field of a load through it).
const pointee = -1

// fieldRefName names field k (or the pointee) of what the pointer x of
// type t points to, for variables' names.
func fieldRefName(x string, t types.Type, k int) string {
	if st := pointedStruct(t); st != nil && k >= 0 && k < st.NumFields() {
		return x + "." + st.Field(k).Name()
	}
	return "*" + x
}

// zeroFields records that the tracked fields of the struct a, a new
// variable, holds are zero (nil, ""): a load before any store reads that.
func zeroFields(a *ssa.Alloc, seen map[loadKey]ssa.Value, ak *addrKeys) {
	trackedFields(a.Type(), func(k int, ft types.Type) {
		seen[loadKey{base: ak.base(a), field: k}] = zeroConst(ft)
	})
}

// zeroConst is the zero value of t, an integer, slice or string type.
func zeroConst(t types.Type) *ssa.Const {
	if b, ok := t.Underlying().(*types.Basic); ok {
		if b.Info()&types.IsString != 0 {
			return ssa.NewConst(constant.MakeString(""), t)
		}
		return ssa.NewConst(constant.MakeInt64(0), t)
	}
	return ssa.NewConst(nil, t)
}

// argRef names a field of the struct a call's pointer argument points
// to.
type argRef struct{ arg, field int }

// argFieldValues records in out what loadFlow's table (seen) knows, just
// before a static call, of the tracked fields of the structs its pointer
// arguments point to.
func argFieldValues(call *ssa.Call, seen map[loadKey]ssa.Value, ak *addrKeys, out map[*ssa.Call]map[argRef]ssa.Value) {
	if call.Call.StaticCallee() == nil || len(seen) == 0 {
		return
	}
	for i, a := range call.Call.Args {
		trackedFields(a.Type(), func(k int, _ types.Type) {
			v, ok := seen[loadKey{base: ak.base(a), field: k}]
			if !ok {
				return
			}
			if out[call] == nil {
				out[call] = map[argRef]ssa.Value{}
			}
			out[call][argRef{i, k}] = v
		})
	}
}

// usedEntryMarks returns the entryMarks among used, by parameter and
// field.
func usedEntryMarks(used map[ssa.Value]bool) []*entryMark {
	var out []*entryMark
	for v := range used {
		if m, ok := v.(*entryMark); ok {
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b *entryMark) int {
		return cmp.Or(cmp.Compare(a.param, b.param), cmp.Compare(a.field, b.field))
	})
	return out
}

// declareEntryFields declares the variables of the entry fields that
// loads read: inputs of the function.
func (l *lowerer) declareEntryFields() {
	for _, m := range l.entryMarks {
		p := l.fn.Params[m.param]
		name := fieldRefName(p.Name(), p.Type(), m.field)
		info := pseudoVarInfo(name, m.typ)
		info.Input = true
		x := l.c.NewVar(info)
		l.pseudoVar[m] = x
		l.c.Inputs = append(l.c.Inputs, x)
		l.c.EntryFields = append(l.c.EntryFields, EntryField{Param: m.param, Field: m.field, Len: pseudoLen(m), Var: x})
	}
}

// argFields returns what the lowering knows, at call, of the fields of
// the structs its pointer arguments point to (see argFieldValues), by
// argument and field: of those the callee reads on entry, if it has a
// body and Options.EntryRead is set (no other is an entry field of its).
func (l *lowerer) argFields(call *ssa.Call) []ArgField {
	vals := l.argVals[call]
	if len(vals) == 0 {
		return nil
	}
	refs := slices.SortedFunc(maps.Keys(vals), func(a, b argRef) int {
		return cmp.Or(cmp.Compare(a.arg, b.arg), cmp.Compare(a.field, b.field))
	})
	callee := call.Call.StaticCallee()
	var out []ArgField
	for _, r := range refs {
		if len(out) == maxArgFields {
			break
		}
		if l.entryRead != nil && len(callee.Blocks) > 0 && !l.entryRead(callee, r.arg, r.field) {
			continue
		}
		v := vals[r]
		isLen := pseudoLen(v)
		var x Expr
		if isLen {
			x = l.fieldLen(v)
		} else if x = l.fieldValue(v); x != nil {
			if t, ok := TypeOf(v.Type()); !ok || x.Type() != t {
				x = nil
			}
		}
		if x != nil {
			out = append(out, ArgField{Arg: r.arg, Field: r.field, Len: isLen, X: x})
		}
	}
	return out
}
