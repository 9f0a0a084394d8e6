package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Table is what every element of a read-only integer table holds: a value
// in [Lo, Hi]; with Ascending (Descending), an element at a greater index
// is never smaller (greater).
type Table struct {
	Lo, Hi                int64
	Ascending, Descending bool
	// contents, when known, are the elements themselves (see
	// assumeSegments).
	contents *tableContents
}

// tableContents are a table's elements; with zero, every element may also
// be 0 (an array read before the initializer sets it).
type tableContents struct {
	elems []int64
	zero  bool
}

// ConstTables finds the package's read-only integer tables: unexported
// package-level variables, not named by directives or assembly (linked),
// that only the package initializer sets, once, to a value of constant
// contents, and whose every other use only reads elements (or copies the
// whole array, or measures the slice):
//
//   - an array (var t = [...]uint8{...}): the copy of a composite literal,
//     or nothing (zeros); it is all zeros before the initializer sets it,
//     so 0 is in the range if the package's code may read it before then
//     (see nothingRunsBefore), and zeros are sorted either way;
//   - a slice of constant length (lens, see ConstLenGlobals) of a composite
//     literal (nil, so never indexed, before);
//   - a string of constant length: its bytes.
//
// funcs are the package's functions but the initializer; the initializer
// itself may read a table before it is set, and is lowered without them.
func ConstTables(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool, lens map[*ssa.Global]GlobalLen) map[*ssa.Global]Table {
	if pkg == nil {
		return nil
	}
	used, stored := setOnceByInit(pkg, funcs, func(instr ssa.Instruction, g *ssa.Global) bool {
		switch in := instr.(type) {
		case *ssa.UnOp:
			return onlyReadTable(g, in)
		case *ssa.IndexAddr:
			_, ok := initialStores(in, false)
			return ok
		}
		return false
	})
	out := map[*ssa.Global]Table{}
	reads := &globalReads{pkg: pkg}
	for _, g := range used {
		if g.Object() == nil || g.Object().Exported() || linked != nil && linked(g.Name()) {
			continue
		}
		early := stored[g] == nil || !nothingRunsBefore(stored[g], pkg, reads)
		if t, ok := tableOf(g, stored[g], lens, early); ok {
			out[g] = t
		}
	}
	return out
}

// setOnceByInit returns, in the order of their first use, the package's
// variables whose every use in funcs, the package initializer and their
// anonymous functions is a read (as read tells) or the initializer's one
// store into the variable, with that store (none if it has none).
func setOnceByInit(pkg *ssa.Package, funcs []*ssa.Function, read func(instr ssa.Instruction, g *ssa.Global) bool) ([]*ssa.Global, map[*ssa.Global]*ssa.Store) {
	init := pkg.Func("init")
	stored := map[*ssa.Global]*ssa.Store{}
	bad := map[*ssa.Global]bool{}
	var used []*ssa.Global
	seen := map[*ssa.Global]bool{}
	eachGlobalUse(pkg, funcs, func(fn *ssa.Function, instr ssa.Instruction, g *ssa.Global) {
		if !seen[g] {
			seen[g] = true
			used = append(used, g)
		}
		if bad[g] {
			return
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == g && fn == init && stored[g] == nil {
			stored[g] = st
			return
		}
		if !read(instr, g) {
			bad[g] = true
		}
	})
	out := used[:0]
	for _, g := range used {
		if !bad[g] {
			out = append(out, g)
		}
	}
	return out, stored
}

// onlyReadTable reports whether the load of g copies it without giving
// anyone the means to change it: an array value, or a slice or string
// whose uses only read elements or measure it.
func onlyReadTable(g *ssa.Global, load *ssa.UnOp) bool {
	switch g.Type().(*types.Pointer).Elem().Underlying().(type) {
	case *types.Array:
		return true
	case *types.Basic:
		return true // a string is immutable
	case *types.Slice:
		for _, r := range *load.Referrers() {
			switch r := r.(type) {
			case *ssa.IndexAddr:
				if _, ok := initialStores(r, false); !ok {
					return false
				}
			case *ssa.Call:
				b, ok := r.Call.Value.(*ssa.Builtin)
				if !ok || b.Name() != "len" && b.Name() != "cap" {
					return false
				}
			case *ssa.DebugRef:
			default:
				return false
			}
		}
		return true
	}
	return false
}

// initialStores returns the stores through an element's address, when it
// is only loaded from or, in the initializer, stored a constant at a
// constant index.
func initialStores(addr *ssa.IndexAddr, inInit bool) ([]*ssa.Store, bool) {
	var out []*ssa.Store
	for _, r := range *addr.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.X != addr {
				return nil, false
			}
		case *ssa.Store:
			if !inInit || r.Addr != addr {
				return nil, false
			}
			if _, ok := intConst(addr.Index); !ok {
				return nil, false
			}
			if _, ok := intConst(r.Val); !ok {
				return nil, false
			}
			out = append(out, r)
		case *ssa.DebugRef:
		default:
			return nil, false
		}
	}
	return out, true
}

// tableOf computes the table of g from the initializer's store st (nil
// if none): none (zeros) or a copy of a fresh array for an array variable,
// a slice of a fresh array for a slice variable of constant length, a
// constant for a string variable of constant length. With early, the
// package's code may read an array before st sets it: 0 is among its
// elements.
func tableOf(g *ssa.Global, st *ssa.Store, lens map[*ssa.Global]GlobalLen, early bool) (Table, bool) {
	switch t := g.Type().(*types.Pointer).Elem().Underlying().(type) {
	case *types.Array:
		if !intElems(t.Elem()) {
			return Table{}, false
		}
		if st == nil {
			return summarize(make([]int64, max(t.Len(), 1)), true), true // never set: all 0
		}
		load, ok := st.Val.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			return Table{}, false
		}
		elems, ok := freshElems(load.X)
		if !ok {
			return Table{}, false
		}
		return summarize(elems, early), true
	case *types.Slice:
		if _, ok := lens[g]; !ok || st == nil || !intElems(t.Elem()) {
			return Table{}, false
		}
		sl, ok := st.Val.(*ssa.Slice)
		if !ok {
			return Table{}, false
		}
		elems, ok := freshElems(sl.X)
		if !ok {
			return Table{}, false
		}
		return summarize(elems, false), true // nil, so never indexed, before
	case *types.Basic:
		if _, ok := lens[g]; !ok || st == nil {
			return Table{}, false
		}
		k, ok := st.Val.(*ssa.Const)
		if !ok || k.Value == nil || k.Value.Kind() != constant.String || constant.StringVal(k.Value) == "" {
			return Table{}, false
		}
		return StringTable(constant.StringVal(k.Value)), true
	}
	return Table{}, false
}

// freshElems returns the elements of a fresh array (a composite literal)
// that only constants are stored into at constant indexes, and that is
// otherwise only copied or sliced.
func freshElems(v ssa.Value) ([]int64, bool) {
	arr, ok := v.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	var stores []*ssa.Store
	for _, r := range *arr.Referrers() {
		switch r := r.(type) {
		case *ssa.IndexAddr:
			st, ok := initialStores(r, true)
			if !ok {
				return nil, false
			}
			stores = append(stores, st...)
		case *ssa.UnOp, *ssa.Slice, *ssa.DebugRef:
		default:
			return nil, false
		}
	}
	n := arr.Type().(*types.Pointer).Elem().Underlying().(*types.Array).Len()
	return constElems(stores, n)
}

// intElems reports an integer element type whose values fit an int64.
func intElems(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Kind() != types.Uint64 && b.Kind() != types.Uint && b.Kind() != types.Uintptr
}

// constElems returns the n elements the stores leave, 0 where none is
// stored (nil if an index or value is out of range, or stored twice).
func constElems(stores []*ssa.Store, n int64) ([]int64, bool) {
	if n <= 0 || n > 1<<20 {
		return nil, false
	}
	elems := make([]int64, n)
	set := make([]bool, n)
	for _, st := range stores {
		i, _ := intConst(st.Addr.(*ssa.IndexAddr).Index)
		v, ok := intConst(st.Val)
		if !ok || i < 0 || i >= n || set[i] {
			return nil, false
		}
		elems[i], set[i] = v, true
	}
	return elems, true
}

// summarize returns the range (with 0 when zero is set) and the order of
// the elements.
func summarize(elems []int64, zero bool) Table {
	t := Table{Lo: elems[0], Hi: elems[0], Ascending: true, Descending: true, contents: &tableContents{elems, zero}}
	for i, v := range elems {
		t.Lo, t.Hi = min(t.Lo, v), max(t.Hi, v)
		if i > 0 {
			t.Ascending = t.Ascending && elems[i-1] <= v
			t.Descending = t.Descending && elems[i-1] >= v
		}
	}
	if zero {
		t.Lo, t.Hi = min(t.Lo, 0), max(t.Hi, 0)
	}
	return t
}

// StringTable is the table of a constant string's bytes.
func StringTable(s string) Table {
	elems := make([]int64, len(s))
	for i := range len(s) {
		elems[i] = int64(s[i])
	}
	return summarize(elems, false)
}
