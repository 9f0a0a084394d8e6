package ssa2cfa

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// sortFuncs are the functions of package sort that call the Less and Swap
// methods of their sort.Interface argument only with indexes in [0, n),
// n what its Len method returned at the start (and whose Len, Less and
// Swap cannot change it).
var sortFuncs = map[string]bool{"Sort": true, "Stable": true, "IsSorted": true}

// SortOnlyTypes finds the package's unexported slice types whose Less and
// Swap methods only package sort calls, through Sort, Stable or IsSorted
// (type byName []T; sort.Sort(byName(list))): so each call gets indexes in
// [0, len(receiver)). A type qualifies when
//
//   - its Len, Less and Swap methods have value receivers, and Len
//     returns len(receiver);
//   - each conversion of one of its values (or pointers) to an interface,
//     in the package's functions and initializer, is the argument of a
//     call of sort.Sort, sort.Stable or sort.IsSorted, and nothing else;
//     no value of another type that holds one where other packages can
//     reach it (an exported field, a slice of them) becomes an interface;
//   - the package's source names neither Less nor Swap of it other than
//     in their declarations (no call, method value or expression), embeds
//     it in no struct, and uses it as no type argument (info);
//   - no exported declaration of the package mentions it (another package
//     could call the methods of a value it obtains).
//
// funcs are the package's functions but the initializer.
func SortOnlyTypes(pkg *ssa.Package, funcs []*ssa.Function, info *types.Info) map[*types.TypeName]bool {
	if pkg == nil || info == nil {
		return nil
	}
	cands := map[*types.TypeName]bool{}
	for _, m := range pkg.Members {
		t, ok := m.(*ssa.Type)
		if !ok || t.Object().Exported() {
			continue
		}
		if named, ok := t.Type().(*types.Named); ok && sortMethods(pkg.Prog, named) {
			cands[t.Object().(*types.TypeName)] = true
		}
	}
	if len(cands) == 0 {
		return nil
	}
	typeOf := func(t types.Type) *types.TypeName {
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok && cands[n.Obj()] {
			return n.Obj()
		}
		return nil
	}
	// Conversions to interfaces.
	all := append([]*ssa.Function(nil), funcs...)
	if init := pkg.Func("init"); init != nil {
		all = appendAnon(append(all, init), init)
	}
	for _, fn := range all {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok {
					continue
				}
				for tn := range cands {
					if mentions(mi.X.Type(), tn, map[types.Type]bool{}) && (typeOf(mi.X.Type()) != tn || !onlySorted(mi)) {
						delete(cands, tn)
					}
				}
			}
		}
	}
	// Uses of the methods, embeddings, type arguments.
	for _, obj := range info.Uses {
		if f, ok := obj.(*types.Func); ok && (f.Name() == "Less" || f.Name() == "Swap") {
			if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
				if tn := typeOf(sig.Recv().Type()); tn != nil {
					delete(cands, tn)
				}
			}
		}
	}
	for _, tv := range info.Types {
		if st, ok := tv.Type.Underlying().(*types.Struct); ok {
			for i := 0; i < st.NumFields(); i++ {
				if f := st.Field(i); f.Embedded() {
					if tn := typeOf(f.Type()); tn != nil {
						delete(cands, tn)
					}
				}
			}
		}
	}
	for _, inst := range info.Instances {
		for i := 0; i < inst.TypeArgs.Len(); i++ {
			for tn := range cands {
				if mentions(inst.TypeArgs.At(i), tn, map[types.Type]bool{}) {
					delete(cands, tn)
				}
			}
		}
	}
	// Exported declarations.
	for tn := range cands {
		if exportedMention(pkg.Pkg, tn) {
			delete(cands, tn)
		}
	}
	return cands
}

// sortMethods reports whether named, a slice type, has Len, Less and Swap
// methods with value receivers, of sort.Interface's signatures, and Len
// returns len(receiver).
func sortMethods(prog *ssa.Program, named *types.Named) bool {
	if _, ok := named.Underlying().(*types.Slice); !ok {
		return false
	}
	found := 0
	for i := 0; i < named.NumMethods(); i++ {
		m := named.Method(i)
		sig := m.Type().(*types.Signature)
		if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
			if m.Name() == "Len" || m.Name() == "Less" || m.Name() == "Swap" {
				return false
			}
			continue
		}
		switch m.Name() {
		case "Len":
			if sig.Params().Len() != 0 || sig.Results().Len() != 1 || !returnsLenOfRecv(prog.FuncValue(m)) {
				return false
			}
			found++
		case "Less", "Swap":
			if !twoInts(sig) {
				return false
			}
			found++
		}
	}
	return found == 3
}

// twoInts reports whether sig takes two ints (Less, Swap).
func twoInts(sig *types.Signature) bool {
	if sig.Params().Len() != 2 {
		return false
	}
	for i := 0; i < 2; i++ {
		if b, ok := sig.Params().At(i).Type().(*types.Basic); !ok || b.Kind() != types.Int {
			return false
		}
	}
	return true
}

// returnsLenOfRecv reports whether fn's body is return len(receiver).
func returnsLenOfRecv(fn *ssa.Function) bool {
	if fn == nil || len(fn.Blocks) != 1 || len(fn.Params) != 1 {
		return false
	}
	instrs := fn.Blocks[0].Instrs
	ret, ok := instrs[len(instrs)-1].(*ssa.Return)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	call, ok := ret.Results[0].(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := call.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "len" && len(call.Call.Args) == 1 && call.Call.Args[0] == fn.Params[0]
}

// onlySorted reports whether the interface value mi makes is only the
// argument of a call of one of sortFuncs.
func onlySorted(mi *ssa.MakeInterface) bool {
	refs := mi.Referrers()
	if refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		if _, ok := r.(*ssa.DebugRef); ok {
			continue
		}
		call, ok := r.(*ssa.Call)
		if !ok {
			return false
		}
		callee := call.Call.StaticCallee()
		if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg.Path() != "sort" || callee.Signature.Recv() != nil ||
			!sortFuncs[callee.Name()] || len(call.Call.Args) != 1 || call.Call.Args[0] != mi {
			return false
		}
	}
	return true
}

// exportedMention reports whether an exported declaration of pkg (a
// package-level object, or an exported method or field of an exported
// type) has a type that mentions tn.
func exportedMention(pkg *types.Package, tn *types.TypeName) bool {
	scope := pkg.Scope()
	seen := map[types.Type]bool{}
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		if _, ok := obj.(*types.TypeName); !ok {
			if mentions(obj.Type(), tn, seen) {
				return true
			}
			continue
		}
		named, ok := obj.Type().(*types.Named)
		if !ok {
			if mentions(obj.Type(), tn, seen) { // an alias
				return true
			}
			continue
		}
		if mentions(named.Underlying(), tn, seen) {
			return true
		}
		for i := 0; i < named.NumMethods(); i++ {
			if m := named.Method(i); m.Exported() && mentions(m.Type(), tn, seen) {
				return true
			}
		}
	}
	return false
}

// mentions reports whether t mentions tn: is it, or is built from a type
// that mentions it (exported fields and methods only; named types of
// other packages through their type arguments only). seen holds the
// types already visited.
func mentions(t types.Type, tn *types.TypeName, seen map[types.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Named:
		if t.Obj() == tn {
			return true
		}
		for i := 0; i < t.TypeArgs().Len(); i++ {
			if mentions(t.TypeArgs().At(i), tn, seen) {
				return true
			}
		}
		if t.Obj().Pkg() == tn.Pkg() && !t.Obj().Exported() {
			// An unexported type of the package: what another package can
			// reach of it is its exported fields and methods.
			if mentions(t.Underlying(), tn, seen) {
				return true
			}
			for i := 0; i < t.NumMethods(); i++ {
				if m := t.Method(i); m.Exported() && mentions(m.Type(), tn, seen) {
					return true
				}
			}
		}
	case *types.Alias:
		return mentions(types.Unalias(t), tn, seen)
	case *types.Pointer:
		return mentions(t.Elem(), tn, seen)
	case *types.Slice:
		return mentions(t.Elem(), tn, seen)
	case *types.Array:
		return mentions(t.Elem(), tn, seen)
	case *types.Chan:
		return mentions(t.Elem(), tn, seen)
	case *types.Map:
		return mentions(t.Key(), tn, seen) || mentions(t.Elem(), tn, seen)
	case *types.Signature:
		return mentions(t.Params(), tn, seen) || mentions(t.Results(), tn, seen)
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if mentions(t.At(i).Type(), tn, seen) {
				return true
			}
		}
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			if f := t.Field(i); (f.Exported() || f.Embedded()) && mentions(f.Type(), tn, seen) {
				return true
			}
		}
	case *types.Interface:
		for i := 0; i < t.NumMethods(); i++ {
			if mentions(t.Method(i).Type(), tn, seen) {
				return true
			}
		}
	}
	return false
}

// sortContract returns what package sort guarantees of the indexes it
// passes to a Less or Swap method of a type of SortOnly: both are in
// [0, len(receiver)). Nil for other functions.
func (l *lowerer) sortContract() Expr {
	fn := l.fn
	sig := fn.Signature
	if sig.Recv() == nil || len(fn.Params) != 3 || fn.Name() != "Less" && fn.Name() != "Swap" {
		return nil
	}
	named, ok := sig.Recv().Type().(*types.Named)
	if !ok || !l.sortOnly[named.Obj()] {
		return nil
	}
	n, ok := l.c.lenVar[fn.Params[0]]
	if !ok {
		return nil
	}
	return l.indexesIn(fn.Params[1:], l.c.Ref(n))
}
