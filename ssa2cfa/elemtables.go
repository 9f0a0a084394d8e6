package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// ElemField names an integer field of the struct elements of a
// package-level array variable.
type ElemField struct {
	Global *ssa.Global
	Field  int
}

// ConstElemTables finds the package's read-only tables of structs
// (var builtins = [...]struct{ name string; nargs int }{...}): unexported
// array variables of struct elements, not named by directives or assembly
// (linked), that the package initializer sets once, to a composite
// literal whose elements' integer fields are constants, and whose every
// other use copies the array, loads an element, or loads a field of one.
// Each integer field is a table of the elements' values, 0 among them if
// the package's code may read the array before the initializer sets it
// (see nothingRunsBefore).
//
// funcs are the package's functions but the initializer, which is lowered
// without the tables.
func ConstElemTables(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[ElemField]Table {
	if pkg == nil {
		return nil
	}
	used, stored := setOnceByInit(pkg, funcs, func(instr ssa.Instruction, g *ssa.Global) bool {
		switch in := instr.(type) {
		case *ssa.UnOp:
			return in.Op == token.MUL // a copy of the array
		case *ssa.IndexAddr:
			return onlyLoadedElem(in)
		}
		return false
	})
	out := map[ElemField]Table{}
	reads := &globalReads{pkg: pkg}
	for _, g := range used {
		if stored[g] == nil || g.Object() == nil || g.Object().Exported() || linked != nil && linked(g.Name()) {
			continue
		}
		arr, ok := g.Type().(*types.Pointer).Elem().Underlying().(*types.Array)
		if !ok {
			continue
		}
		st, ok := arr.Elem().Underlying().(*types.Struct)
		if !ok || arr.Len() <= 0 || arr.Len() > 1<<16 {
			continue
		}
		load, ok := stored[g].Val.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			continue
		}
		lit, ok := load.X.(*ssa.Alloc)
		if !ok {
			continue
		}
		zero := !nothingRunsBefore(stored[g], pkg, reads) // read while still zero
		for f, elems := range structLitFields(lit, st, arr.Len()) {
			out[ElemField{g, f}] = summarize(elems, zero)
		}
	}
	return out
}

// onlyLoadedElem reports whether an element's address is only loaded
// from, or its fields' addresses only loaded from.
func onlyLoadedElem(addr *ssa.IndexAddr) bool {
	for _, r := range *addr.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.FieldAddr:
			if !onlyAccessed(r, false) {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// structLitFields returns, for each integer field of the struct elements
// of the fresh array lit (a composite literal of n elements), the values
// the elements' literals give it: 0 where a literal or element is absent.
// A field some literal sets to anything but a constant is left out; so is
// every field if the array or an element literal is used otherwise.
func structLitFields(lit *ssa.Alloc, st *types.Struct, n int64) map[int][]int64 {
	fields := map[int][]int64{}
	for f := range st.NumFields() {
		if intElems(st.Field(f).Type()) {
			fields[f] = make([]int64, n)
		}
	}
	setElem := make([]bool, n)
	for _, r := range *lit.Referrers() {
		switch r := r.(type) {
		case *ssa.IndexAddr:
			k, ok := intConst(r.Index)
			if !ok || k < 0 || k >= n || setElem[k] {
				return nil
			}
			setElem[k] = true
			refs := *r.Referrers()
			if len(refs) != 1 {
				return nil
			}
			store, ok := refs[0].(*ssa.Store)
			if !ok || store.Addr != r {
				return nil
			}
			load, ok := store.Val.(*ssa.UnOp)
			if !ok || load.Op != token.MUL {
				return nil
			}
			elem, ok := load.X.(*ssa.Alloc)
			if !ok || !litFields(elem, load, k, fields) {
				return nil
			}
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return nil
		}
	}
	return fields
}

// litFields records into fields the constants a struct composite literal
// elem (loaded once, by load) gives its integer fields, as element k; it
// drops a field set to anything else, and reports false if elem is used
// otherwise.
func litFields(elem *ssa.Alloc, load *ssa.UnOp, k int64, fields map[int][]int64) bool {
	for _, r := range *elem.Referrers() {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			vals, isInt := fields[r.Field]
			for _, u := range *r.Referrers() {
				st, ok := u.(*ssa.Store)
				if !ok || st.Addr != r {
					if isInt {
						delete(fields, r.Field) // its address escapes
						isInt = false
					}
					continue
				}
				if !isInt {
					continue
				}
				if c, ok := intConst(st.Val); ok {
					vals[k] = c
				} else {
					delete(fields, r.Field)
					isInt = false
				}
			}
		case *ssa.UnOp:
			if r != load {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// elemFieldRead returns the table a field read v reads from (see
// ConstElemTables) with the element's index: a load of a field of an
// element's address, a field of a loaded element, or a load of a field of
// a local struct variable set once, before v, to a loaded element
// (bin := builtins[id]; bin.nargs).
func (l *lowerer) elemFieldRead(v ssa.Value) (Table, ssa.Value, bool) {
	if len(l.elemTables) == 0 {
		return Table{}, nil, false
	}
	var elem ssa.Value // the element's address, or its value
	var field int
	switch v := v.(type) {
	case *ssa.UnOp:
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			return Table{}, nil, false
		}
		field = fa.Field
		elem = fa.X
		if a, ok := fa.X.(*ssa.Alloc); ok {
			elem = copiedElem(a, v)
		}
	case *ssa.Field:
		elem, field = v.X, v.Field
	default:
		return Table{}, nil, false
	}
	var g *ssa.Global
	var index ssa.Value
	if load, ok := elem.(*ssa.UnOp); ok && load.Op == token.MUL {
		elem = load.X // a loaded element: its address
	}
	switch e := elem.(type) {
	case *ssa.IndexAddr:
		g, _ = e.X.(*ssa.Global)
		index = e.Index
	case *ssa.Index:
		if load, ok := e.X.(*ssa.UnOp); ok && load.Op == token.MUL {
			g, _ = load.X.(*ssa.Global)
			index = e.Index
		}
	}
	if g == nil {
		return Table{}, nil, false
	}
	tab, ok := l.elemTables[ElemField{g, field}]
	return tab, index, ok
}

// copiedElem returns the loaded element a local struct variable a holds
// when v reads one of its fields: its one store, of such a load, comes
// before v on every path, and it is otherwise only read.
func copiedElem(a *ssa.Alloc, v *ssa.UnOp) ssa.Value {
	var store *ssa.Store
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if store != nil || r.Addr != a {
				return nil
			}
			store = r
		case *ssa.FieldAddr:
			if !onlyAccessed(r, false) {
				return nil
			}
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return nil
			}
		case *ssa.DebugRef:
		default:
			return nil
		}
	}
	if store == nil || !dominates(store, v) {
		return nil
	}
	return store.Val
}

// readElemField assumes what the element table a field read v reads from
// says of it: its range, and the range of the segment of elements that
// comparisons of its index before the read select (see assumeSegments);
// those after it tell it at their branches (see tableGuard).
func (l *lowerer) readElemField(v ssa.Value) {
	tab, index, ok := l.elemFieldRead(v)
	if !ok {
		return
	}
	x := l.expr(v)
	if x == nil || !x.Type().IsInt() {
		return
	}
	l.assumeRange(x, tab, v.Pos())
	l.assumeSegments(x, tab, index, v.Pos())
}
