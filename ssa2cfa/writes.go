package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// writeSet describes what some instructions may change: every location
// (all), or the locations of the types stored and those containing them,
// and the fields stored into (fields: a store into a struct's field
// changes no other field of its type, see changesAt), and the entries of
// maps (maps: m[k] = v, delete, clear; no load reads them, only a map's
// size and its iterations do); and, whatever all says, the private cells
// (see privateCells) stored to, which nothing else changes.
type writeSet struct {
	all    bool
	types  []types.Type
	fields []fieldWrite
	maps   bool
	cells  map[ssa.Value]bool
}

// fieldWrite is a store into field Field, of type Type, of a struct of
// type Owner (an underlying struct type).
type fieldWrite struct {
	Owner *types.Struct
	Field int
	Type  types.Type
}

// changesMemory reports whether w may change a location other than a
// private cell.
func (w writeSet) changesMemory() bool {
	return w.all || len(w.types) > 0 || len(w.fields) > 0 || w.maps
}

// changesMaps reports whether w may insert or delete a map's entries.
func (w writeSet) changesMaps() bool { return w.all || w.maps }

// add adds what instr may change.
func (w *writeSet) add(instr ssa.Instruction, wf *writeFree) {
	if !w.all {
		w.union(wf.writes(instr))
	}
}

// addType adds the locations of type t.
func (w *writeSet) addType(t types.Type) {
	for _, u := range w.types {
		if types.Identical(u, t) {
			return
		}
	}
	w.types = append(w.types, t)
}

// addField adds a store into a field.
func (w *writeSet) addField(f fieldWrite) {
	for _, g := range w.fields {
		if g.Field == f.Field && types.Identical(g.Owner, f.Owner) {
			return
		}
	}
	w.fields = append(w.fields, f)
}

// union adds what v may change.
func (w *writeSet) union(v writeSet) {
	for c := range v.cells {
		w.addCell(c)
	}
	if w.all || v.all {
		w.all, w.types, w.fields, w.maps = true, nil, nil, false
		return
	}
	w.maps = w.maps || v.maps
	for _, t := range v.types {
		w.addType(t)
	}
	for _, f := range v.fields {
		w.addField(f)
	}
}

// addCell adds a store to the private cell c.
func (w *writeSet) addCell(c ssa.Value) {
	if w.cells == nil {
		w.cells = map[ssa.Value]bool{}
	}
	w.cells[c] = true
}

// changes reports whether a location of type u may change: one that
// contains a stored type, or is part of one (a store of a whole struct
// changes its fields); any location of a punned type changes with any
// write.
func (w writeSet) changes(u types.Type, p *Punned) bool {
	return w.changesAt(nil, -1, u, p)
}

// changesAt reports whether field k of a struct of type owner (an
// underlying struct type; nil for any other location), a location of type
// u, may change (see changes). A store into another field of a struct of
// the same type, or into a field of another struct type, changes none of
// the owner's fields of its own type: Go's memory is a tree of objects,
// and a location of type u that is the field of two struct objects makes
// them one object, of one struct type, with one field there (short of
// unsafe conversions: punned types). For the same reason, a store of a
// whole value that holds a location of type u changes the owner's field
// only if it holds the owner: *re = Regexp{} leaves a parser's stack
// alone, though both are []*Regexp.
func (w writeSet) changesAt(owner *types.Struct, k int, u types.Type, p *Punned) bool {
	if w.all || (len(w.types) > 0 || len(w.fields) > 0) && p.has(u) {
		return true
	}
	holds := func(t types.Type) bool { // a location of type t may hold the one changed
		if owner != nil {
			return containsType(t, owner)
		}
		return containsType(t, u)
	}
	for _, t := range w.types {
		if containsType(u, t) || holds(t) {
			return true
		}
	}
	for _, f := range w.fields {
		if owner != nil && f.Field == k && types.Identical(owner, f.Owner) {
			return true // the field itself
		}
		if containsType(u, f.Owner) || holds(f.Type) {
			return true // one holds the other
		}
		if owner == nil && containsType(u, f.Type) {
			return true
		}
	}
	return false
}

// containsType reports whether a location of type u has a part of type t
// (itself, a field or an array element, at any depth). Types with the same
// underlying type count as one (a *T converts to a *U when T and U have
// the same underlying type); a type parameter may be any type.
func containsType(u, t types.Type) bool {
	if isTypeParam(u) || isTypeParam(t) || types.Identical(u.Underlying(), t.Underlying()) {
		return true
	}
	switch u := u.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if containsType(u.Field(i).Type(), t) {
				return true
			}
		}
	case *types.Array:
		return containsType(u.Elem(), t)
	}
	return false
}

func isTypeParam(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok
}

// Punned lists the types of the locations that a package's code may
// reach through a pointer of another type: those of pointers converted
// from unsafe.Pointer, with their fields and elements. A store of any
// other type T changes only locations whose type is or contains T (Go's
// type safety); a store of a punned type, or into one, may change any.
type Punned struct {
	all   bool // every type (no list computed)
	types []types.Type
}

// PunnedTypes returns the types that fns, the functions of a package,
// reach through pointers converted from unsafe.Pointer.
func PunnedTypes(fns []*ssa.Function) *Punned {
	p := &Punned{}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				c, ok := instr.(*ssa.Convert)
				if !ok || !isUnsafePointer(c.X.Type()) {
					continue
				}
				if ptr, ok := c.Type().Underlying().(*types.Pointer); ok {
					p.addParts(ptr.Elem())
				}
			}
		}
	}
	return p
}

// defaultPunned is the assumption without a computed list: every type is
// punned in a package that imports unsafe, none elsewhere.
func defaultPunned(fn *ssa.Function) *Punned {
	if fn.Pkg == nil || fn.Pkg.Pkg == nil || fn.Pkg.Pkg.Path() == "unsafe" {
		return &Punned{all: true}
	}
	for _, imp := range fn.Pkg.Pkg.Imports() {
		if imp.Path() == "unsafe" {
			return &Punned{all: true}
		}
	}
	return &Punned{}
}

// addParts adds t and the types of its fields and elements.
func (p *Punned) addParts(t types.Type) {
	if p.has(t) && !isTypeParam(t) {
		return
	}
	p.types = append(p.types, t)
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			p.addParts(u.Field(i).Type())
		}
	case *types.Array:
		p.addParts(u.Elem())
	}
}

// has reports whether locations of type t may be reached through a
// pointer of another type.
func (p *Punned) has(t types.Type) bool {
	if p.all || isTypeParam(t) {
		return true
	}
	for _, u := range p.types {
		if isTypeParam(u) || types.Identical(u.Underlying(), t.Underlying()) {
			return true
		}
	}
	return false
}

// any reports whether some type may be reached through a pointer of
// another type.
func (p *Punned) any() bool { return p.all || len(p.types) > 0 }

func isUnsafePointer(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.UnsafePointer
}

// writesBetween returns what the blocks on a path from d to b, other than
// d and b themselves, may change; b's too when it lies on a cycle that
// avoids d (a loop whose body runs before b's loads). Unless cells is set
// (the function has private cells, whose stores are gathered whatever
// else is written), it stops once every location may change.
func writesBetween(d, b *ssa.BasicBlock, blockWrites []writeSet, cells bool) writeSet {
	var w writeSet
	visited := map[*ssa.BasicBlock]bool{d: true}
	stack := append([]*ssa.BasicBlock(nil), b.Preds...)
	for len(stack) > 0 && (cells || !w.all) {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if visited[x] {
			continue
		}
		visited[x] = true
		w.union(blockWrites[x.Index])
		stack = append(stack, x.Preds...)
	}
	return w
}

// privateCells returns fn's variables that live in memory (an Alloc: a
// local variable captured by a closure) whose address only fn's own loads
// and stores of it, and closures that only load it, use: nothing but
// those stores changes them, neither a call nor a store through another
// pointer.
func privateCells(fn *ssa.Function) map[ssa.Value]bool {
	out := map[ssa.Value]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if a, ok := instr.(*ssa.Alloc); ok && isPrivateCell(a) {
				out[a] = true
			}
		}
	}
	return out
}

func isPrivateCell(a *ssa.Alloc) bool { return onlyAccessed(a, true) }

// writeFree decides what the functions of the program called from one
// function may change, remembering its answers.
type writeFree struct {
	punned *Punned // the package's (callees with a body are in it)
	// calleeWrites says what callees without a body may change (nil:
	// anything, but for the models of the standard library).
	calleeWrites CalleeWrites
	memo         map[*ssa.Function]*writeSet // nil value: being decided
	visited      int                         // functions examined, bounded by maxWriteFreeFuncs
	invokes      map[*types.Func]writeSet    // by interface method, decided once
}

// CalleeWrites reports what fn, a function without a body here (of
// another package), may change of the memory that existed when it was
// called: ok is false when it may change anything; otherwise it stores
// only values of the types written (none: it changes no memory).
type CalleeWrites func(fn *ssa.Function) (written []types.Type, ok bool)

// WrittenTypes reports what fn, a function with a body, may change of the
// memory that existed when it was called: ok is false when it may change
// anything; otherwise it stores only values of the types written into
// memory it did not allocate (none: it changes nothing), itself or
// through its callees (its package's, whose bodies are examined, those
// calleeWrites describes, and modelled ones of the standard library).
// punned is what its package may pun (nil: the default). Conservative:
// not ok past maxWriteFreeFuncs callees.
func WrittenTypes(fn *ssa.Function, punned *Punned, calleeWrites CalleeWrites) (written []types.Type, ok bool) {
	if punned == nil {
		punned = defaultPunned(fn)
	}
	w := &writeFree{punned: punned, calleeWrites: calleeWrites, memo: map[*ssa.Function]*writeSet{}}
	ws := w.function(fn)
	if ws.all || ws.maps || len(ws.cells) > 0 {
		return nil, false // types cannot say a map's entries change
	}
	// A store into a field is one of its type, for callers that know no
	// more.
	for _, f := range ws.fields {
		ws.addType(f.Type)
	}
	return ws.types, true
}

// maxWriteFreeFuncs bounds the callees examined for one lowering; past it,
// every unexamined call may change anything.
const maxWriteFreeFuncs = 64

// everything returns the write set of an instruction that may change any
// location.
func everything() writeSet { return writeSet{all: true} }

// writes returns what instr may change: nothing for an instruction that
// writes no memory that existed before it (a new object, an iterator's
// own state), the stored type for a store, what the callee may change for
// a call, every location otherwise (a receive, <-ch, synchronises with
// the sender, whose earlier writes it makes visible).
func (w *writeFree) writes(instr ssa.Instruction) writeSet {
	switch in := instr.(type) {
	case *ssa.UnOp, *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Field, *ssa.Index, *ssa.BinOp, *ssa.Convert,
		*ssa.ChangeType, *ssa.Slice, *ssa.Extract, *ssa.Phi, *ssa.MakeInterface, *ssa.DebugRef,
		*ssa.Lookup, *ssa.TypeAssert, *ssa.If, *ssa.Jump, *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap,
		*ssa.MakeChan, *ssa.MakeClosure, *ssa.Range, *ssa.Next, *ssa.ChangeInterface,
		*ssa.SliceToArrayPointer, *ssa.MultiConvert, *ssa.Return, *ssa.Panic:
		if u, ok := in.(*ssa.UnOp); ok && u.Op == token.ARROW {
			return everything()
		}
		return writeSet{}
	case *ssa.MapUpdate:
		return writeSet{maps: true}
	case *ssa.Store:
		if w.punned.has(in.Val.Type()) {
			return everything()
		}
		if fa, ok := in.Addr.(*ssa.FieldAddr); ok {
			if st := pointedStruct(fa.X.Type()); st != nil {
				return writeSet{fields: []fieldWrite{{Owner: st, Field: fa.Field, Type: in.Val.Type()}}}
			}
		}
		return writeSet{types: []types.Type{in.Val.Type()}}
	case *ssa.Call:
		if bi, ok := in.Call.Value.(*ssa.Builtin); ok {
			switch bi.Name() {
			case "len", "cap", "min", "max":
				return writeSet{}
			case "delete":
				return writeSet{maps: true}
			case "clear":
				if len(in.Call.Args) == 1 {
					switch t := in.Call.Args[0].Type().Underlying().(type) {
					case *types.Map:
						return writeSet{maps: true}
					case *types.Slice:
						if !w.punned.has(t.Elem()) {
							return writeSet{types: []types.Type{t.Elem()}}
						}
					}
				}
			case "append", "copy":
				// Elements of the first slice's backing array only.
				if len(in.Call.Args) > 0 {
					if sl, ok := in.Call.Args[0].Type().Underlying().(*types.Slice); ok && !w.punned.has(sl.Elem()) {
						return writeSet{types: []types.Type{sl.Elem()}}
					}
				}
			}
			return everything()
		}
		if in.Call.IsInvoke() {
			return w.invoke(in.Parent().Prog, in.Call.Method)
		}
		return w.callee(in.Call.StaticCallee())
	}
	return everything()
}

// invoke returns what a call of the interface method m may change: what
// its implementations may (see implementations), or anything.
func (w *writeFree) invoke(prog *ssa.Program, m *types.Func) writeSet {
	if ws, ok := w.invokes[m]; ok {
		return ws
	}
	ws := everything()
	if fns, ok := implementations(prog, m); ok {
		ws = writeSet{}
		for _, fn := range fns {
			if ws.union(w.callee(fn)); ws.all {
				break
			}
		}
	}
	if w.invokes == nil {
		w.invokes = map[*types.Func]writeSet{}
	}
	w.invokes[m] = ws
	return ws
}

// callee returns what a call of fn (nil: unknown) may change.
func (w *writeFree) callee(fn *ssa.Function) writeSet {
	if readOnlyStd(fn) {
		return writeSet{}
	}
	if fn != nil && len(fn.Blocks) == 0 && w.calleeWrites != nil {
		if ts, ok := w.calleeWrites(fn); ok {
			var ws writeSet
			for _, t := range ts {
				if w.punned.has(t) {
					return everything()
				}
				ws.addType(t)
			}
			return ws
		}
	}
	return w.function(fn)
}

// implementations returns the methods a call of the interface method m may
// run when m's name is unexported: Go qualifies such a name by its
// package, so only that package's methods of the name implement it (a
// type elsewhere gets one only by embedding, through a wrapper that calls
// it). ok is false for an exported name, and when a generic type of the
// package declares a method of the name.
func implementations(prog *ssa.Program, m *types.Func) (fns []*ssa.Function, ok bool) {
	if prog == nil || m == nil || m.Exported() || m.Pkg() == nil {
		return nil, false
	}
	scope := m.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, isType := scope.Lookup(name).(*types.TypeName)
		if !isType || tn.IsAlias() {
			continue
		}
		named, isNamed := tn.Type().(*types.Named)
		if !isNamed {
			continue
		}
		for i := 0; i < named.NumMethods(); i++ {
			f := named.Method(i)
			if f.Name() != m.Name() {
				continue
			}
			if named.TypeParams().Len() > 0 {
				return nil, false
			}
			fn := prog.FuncValue(f)
			if fn == nil {
				return nil, false
			}
			fns = append(fns, fn)
		}
	}
	return fns, true
}

// function returns what fn, a function whose body is known, may change of
// the memory that existed when it was called: the types it stores into
// memory it did not allocate, and what its callees may change, in blocks
// that may run (see deadBlocks). A recursive call may change anything.
func (w *writeFree) function(fn *ssa.Function) writeSet {
	if fn == nil || len(fn.Blocks) == 0 || fn.Recover != nil {
		return everything()
	}
	if ws, ok := w.memo[fn]; ok {
		if ws == nil {
			return everything()
		}
		return *ws
	}
	if w.visited >= maxWriteFreeFuncs {
		return everything()
	}
	w.visited++
	w.memo[fn] = nil
	var ws writeSet
	dead := deadBlocks(fn)
	for _, b := range fn.Blocks {
		if dead[b.Index] {
			continue
		}
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && ownMemory(st.Addr) {
				continue
			}
			ws.union(w.writes(instr))
			if ws.all {
				w.memo[fn] = &writeSet{all: true}
				return everything()
			}
		}
	}
	w.memo[fn] = &ws
	return ws
}

// ownMemory reports an address within a variable or slice its function
// allocates (a local, or a new array), which no caller can have read.
func ownMemory(addr ssa.Value) bool {
	for {
		switch a := addr.(type) {
		case *ssa.Alloc:
			return true
		case *ssa.FieldAddr:
			addr = a.X
		case *ssa.IndexAddr:
			if _, ok := a.X.(*ssa.MakeSlice); ok {
				return true
			}
			addr = a.X
		default:
			return false
		}
	}
}
