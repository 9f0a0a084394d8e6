package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// FieldRanges finds the package's integer fields whose every value is
// known: unexported fields of the package's struct types whose every store
// in the package's functions (funcs, the initializer and their anonymous
// functions) is of a constant or of a read of the same field, and whose
// address is used for nothing else. Such a field holds 0 (its zero value)
// or one of those constants wherever it is read: other packages cannot
// name it (they could only write it through unsafe), reflection cannot set
// it, and copies of a whole struct copy values it already held.
//
// A field the package never sets to a constant is left out too: a field
// the code never sets is, like a parameter, an input of the functions
// that read it (as the analyzers' contract takes heap reads to be), not a
// constant 0.
//
// Left out are the fields of struct types that code not seen may write:
// types reachable from a pointer that is converted to or from
// unsafe.Pointer, from the signature of a function without a body
// (assembly, or another package through go:linkname), or from a variable
// that linked names (assembly or linkname directives refer to it); and
// struct types made by converting another struct type, whose fields are
// other variables. Fields of generic types are left out too.
func FieldRanges(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[*types.Var]Table {
	if pkg == nil {
		return nil
	}
	f := newFieldScan(pkg, linked)
	f.walk(pkg, funcs)
	out := map[*types.Var]Table{}
	for v, ks := range f.values {
		if len(ks) == 0 || f.bad[v] || f.opaque[f.owner[v]] {
			continue
		}
		tab := Table{}
		for _, k := range ks {
			tab.Lo, tab.Hi = min(tab.Lo, k), max(tab.Hi, k)
		}
		out[v] = tab
	}
	return out
}

// newFieldScan returns a walk of pkg's fields that knows the struct types
// code not seen may write.
func newFieldScan(pkg *ssa.Package, linked func(string) bool) *fieldScan {
	f := &fieldScan{
		pkg:    pkg.Pkg,
		values: map[*types.Var][]int64{},
		bad:    map[*types.Var]bool{},
		opaque: map[*types.Struct]bool{},
		seen:   map[types.Type]bool{},
	}
	f.opaqueCode(pkg, linked)
	return f
}

// walk notes what funcs, the package initializer and their anonymous
// functions do to fields; checked are funcs themselves.
func (f *fieldScan) walk(pkg *ssa.Package, funcs []*ssa.Function) {
	checked := map[*ssa.Function]bool{}
	all := append([]*ssa.Function(nil), funcs...)
	for _, fn := range funcs {
		checked[fn] = true
	}
	if init := pkg.Func("init"); init != nil {
		all = appendAnon(append(all, init), init)
	}
	for _, fn := range all {
		f.fn, f.checked = fn, checked[fn]
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				f.instr(instr)
			}
		}
	}
}

// fieldScan is the state of FieldRanges' walk.
type fieldScan struct {
	pkg *types.Package
	// values are the constants stored into each candidate field seen.
	values map[*types.Var][]int64
	owner  map[*types.Var]*types.Struct
	bad    map[*types.Var]bool
	// opaque are the struct types code not seen may write.
	opaque map[*types.Struct]bool
	seen   map[types.Type]bool
	// In FindFieldCandidates' walk (anyStore set): the function walked,
	// whether the analyses verify it (checked), the checked functions that
	// store into each field, the fields they store a value other than a
	// constant or a copy into, the fields such a store outside the checked
	// functions rules out, and the fields a load of which indexes or
	// bounds a slice. values then holds the constants stored outside the
	// checked functions.
	anyStore  bool
	fn        *ssa.Function
	checked   bool
	storers   map[*types.Var][]*ssa.Function
	varying   map[*types.Var]bool
	unchecked map[*types.Var]bool
	indexed   map[*types.Var]map[int64]bool // the lengths of the arrays indexed
	// guards are the bounds that comparisons of a stored value with a
	// constant state (n < K: K-1), candidate highs of the field.
	guards map[*types.Var]map[int64]bool
}

// opaqueCode marks the struct types reachable from the signatures of the
// package's functions without bodies and from the types of its variables
// that linked names.
func (f *fieldScan) opaqueCode(pkg *ssa.Package, linked func(string) bool) {
	for name, m := range pkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			if m.Blocks == nil {
				f.markOpaque(m.Signature)
			}
		case *ssa.Global:
			if linked != nil && linked(name) {
				f.markOpaque(m.Type())
			}
		case *ssa.Type:
			named, ok := m.Type().(*types.Named)
			if !ok {
				continue
			}
			for i := range named.NumMethods() {
				if fn := pkg.Prog.FuncValue(named.Method(i)); fn != nil && fn.Blocks == nil {
					f.markOpaque(fn.Signature)
				}
			}
		}
	}
}

// markOpaque marks the struct types reachable from t.
func (f *fieldScan) markOpaque(t types.Type) {
	if f.seen[t] {
		return
	}
	f.seen[t] = true
	switch t := t.(type) {
	case *types.Named:
		f.markOpaque(t.Underlying())
	case *types.Alias:
		f.markOpaque(types.Unalias(t))
	case *types.Pointer:
		f.markOpaque(t.Elem())
	case *types.Slice:
		f.markOpaque(t.Elem())
	case *types.Array:
		f.markOpaque(t.Elem())
	case *types.Chan:
		f.markOpaque(t.Elem())
	case *types.Map:
		f.markOpaque(t.Key())
		f.markOpaque(t.Elem())
	case *types.Signature:
		f.markOpaque(t.Params())
		f.markOpaque(t.Results())
		if r := t.Recv(); r != nil {
			f.markOpaque(r.Type())
		}
	case *types.Tuple:
		for i := range t.Len() {
			f.markOpaque(t.At(i).Type())
		}
	case *types.Struct:
		f.opaque[t] = true
		for i := range t.NumFields() {
			f.markOpaque(t.Field(i).Type())
		}
	}
}

// instr notes what instr does to fields: reads and stores through a
// field's address, conversions that make struct values of other types.
func (f *fieldScan) instr(instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		v := f.field(in.X.Type(), in.Field)
		if v == nil {
			return
		}
		for _, r := range *in.Referrers() {
			switch r := r.(type) {
			case *ssa.UnOp:
				if r.Op == token.MUL {
					f.noteIndexed(v, r)
					continue
				}
			case *ssa.Store:
				if r.Addr != in {
					break
				}
				if f.anyStore && f.checked {
					// The analyses check it: its constant is no bound.
					_, known := f.storedValue(v, r.Val)
					f.noteStore(v, !known)
					f.noteGuards(v, r.Val)
					continue
				}
				if f.storable(v, r.Val) {
					continue
				}
				if f.anyStore {
					f.unchecked[v] = true
					continue
				}
			case *ssa.DebugRef:
				continue
			}
			f.bad[v] = true
		}
	case *ssa.Field:
		if v := f.field(in.X.Type(), in.Field); v != nil {
			f.noteIndexed(v, in)
		}
	case *ssa.ChangeType:
		f.converted(in.X.Type(), in.Type())
	case *ssa.Convert:
		f.converted(in.X.Type(), in.Type())
	case *ssa.MultiConvert:
		f.converted(in.X.Type(), in.Type())
	}
}

// field returns the candidate integer field index i of the struct type t
// (or that t points to); nil if it is not a candidate.
// A field of an instantiated type rules out its generic origin.
func (f *fieldScan) field(t types.Type, i int) *types.Var {
	st := StructOf(t)
	if st == nil {
		return nil
	}
	v := st.Field(i)
	if v.Origin() != v {
		f.bad[v.Origin()] = true
		return nil
	}
	b, ok := v.Type().Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || v.Exported() || v.Pkg() != f.pkg || v.Embedded() {
		return nil
	}
	if _, ok := f.values[v]; !ok {
		f.values[v] = []int64{}
		if f.owner == nil {
			f.owner = map[*types.Var]*types.Struct{}
		}
		f.owner[v] = st
	}
	return v
}

// storable reports whether storing x into the field v keeps its values
// known, and records a constant.
func (f *fieldScan) storable(v *types.Var, x ssa.Value) bool {
	k, ok := f.storedValue(v, x)
	if ok && k != nil {
		f.values[v] = append(f.values[v], *k)
	}
	return ok
}

// storedValue reports whether x, stored into the field v, is a constant
// (returned) or a copy of the same field.
func (f *fieldScan) storedValue(v *types.Var, x ssa.Value) (*int64, bool) {
	switch x := x.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return new(int64), true
		}
		k, exact := constant.Int64Val(constant.ToInt(x.Value))
		if !exact {
			return nil, false
		}
		return &k, true
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			w := f.field(fa.X.Type(), fa.Field)
			return nil, w == v
		}
	case *ssa.Field:
		w := f.field(x.X.Type(), x.Field)
		return nil, w == v
	}
	return nil, false
}

// converted marks the struct types that a conversion from one type to
// another may make with field values of other variables, or whose memory
// it may let code write through unsafe.Pointer.
func (f *fieldScan) converted(from, to types.Type) {
	if isUnsafePointer(from) {
		f.markOpaque(to)
		return
	}
	if isUnsafePointer(to) {
		f.markOpaque(from)
		return
	}
	if fromSt, toSt := structsOf(from), structsOf(to); len(toSt) > 0 {
		for st := range toSt {
			if !fromSt[st] {
				f.opaque[st] = true
			}
		}
	}
}

// structsOf returns the struct types that make up a value of type t,
// through pointers, arrays and slices, and nested structs.
func structsOf(t types.Type) map[*types.Struct]bool {
	out := map[*types.Struct]bool{}
	seen := map[types.Type]bool{} // type T []T, type P *P
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem())
		case *types.Slice:
			walk(u.Elem())
		case *types.Array:
			walk(u.Elem())
		case *types.Struct:
			out[u] = true
			for i := range u.NumFields() {
				walk(u.Field(i).Type())
			}
		}
	}
	walk(t)
	return out
}
