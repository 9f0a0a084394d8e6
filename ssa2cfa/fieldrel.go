package ssa2cfa

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// RelationKind is the form of a FieldRelation.
type RelationKind uint8

const (
	RelNonNeg RelationKind = iota // 0 <= X
	RelLe                         // X <= Y
	RelLeLen                      // X <= len(Y)
	RelLenLe                      // len(X) <= len(Y)
)

// FieldRelation is a relation between the fields of one struct value,
// an object invariant such as a buffer's 0 <= r <= w <= len(buf). X is an
// int field (a slice or string field for RelLenLe); Y an int field
// (RelLe), a slice or string field (RelLeLen, RelLenLe), or nil
// (RelNonNeg).
type FieldRelation struct {
	Kind  RelationKind
	Owner *types.Struct
	X, Y  *types.Var
}

func (r FieldRelation) String() string {
	switch r.Kind {
	case RelNonNeg:
		return "0 <= " + r.X.Name()
	case RelLe:
		return r.X.Name() + " <= " + r.Y.Name()
	case RelLenLe:
		return "len(" + r.X.Name() + ") <= len(" + r.Y.Name() + ")"
	}
	return r.X.Name() + " <= len(" + r.Y.Name() + ")"
}

// FieldRelations are the candidate relations of a package's struct
// fields, with the functions whose stores an analysis must check
// (Options.CheckFieldRelations) to show that a relation holds wherever
// other code may read the fields.
type FieldRelations struct {
	Relations []FieldRelation
	// Storers are, per owner struct, the functions that store into one of
	// its relations' fields or store a whole value that holds the struct,
	// in a deterministic order (the package initializer included).
	Storers map[*types.Struct][]*ssa.Function
}

// FindFieldRelations finds candidate relations between the unexported
// int and slice (or string) fields of the package's struct types: X <= Y
// where a slice expression is bounded by reads of X and Y of one struct
// (s[b.r:b.w]) or Y - X is computed, X <= len(Y) where a read of X (give
// or take a constant) indexes or bounds a read of Y of the same struct or
// len(Y) - X is computed, len(X) <= len(Y) where a function reads the
// length of X (len(b.X), a range over it, a getter b.Len() returning it)
// and indexes or slices Y of the same struct (parallel slices), and 0 <=
// X for every int X of those. Every relation holds of the struct's zero
// value.
//
// Left out are fields whose address is used otherwise than by a load or a
// store, and struct types code not seen may write (see FieldRanges). Such
// a relation holds wherever other code may read the fields (after a
// call, at entry...) if every store of the Storers keeps it there, by
// induction on an execution's stores: other packages cannot name the
// fields, and the values of the struct that code copies were read from
// memory where the relation held.
func FindFieldRelations(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) FieldRelations {
	out := FieldRelations{Storers: map[*types.Struct][]*ssa.Function{}}
	if pkg == nil {
		return out
	}
	scan := newFieldScan(pkg, linked)
	all := slices.Clone(funcs)
	if init := pkg.Func("init"); init != nil {
		all = appendAnon(append(all, init), init)
	}
	r := &relScan{pkg: pkg.Pkg, bad: map[*types.Var]bool{}, seen: map[FieldRelation]bool{}}
	for _, fn := range all {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
					scan.instr(in) // marks the struct types conversions make
				case *ssa.FieldAddr:
					r.noteAddr(in)
				}
				r.noteUse(instr)
			}
		}
		r.pairLens()
	}
	if len(r.rels) == 0 {
		return out
	}
	twins := identicalTwins(all, r.rels)
	for _, rel := range r.rels {
		if scan.opaque[rel.Owner] || twins[rel.Owner] || r.bad[rel.X] || rel.Y != nil && r.bad[rel.Y] {
			continue
		}
		out.Relations = append(out.Relations, rel)
	}
	owners := map[*types.Struct]bool{}
	fields := map[*types.Var]bool{}
	for _, rel := range out.Relations {
		owners[rel.Owner] = true
		fields[rel.X] = true
		if rel.Y != nil {
			fields[rel.Y] = true
		}
	}
	for _, fn := range all {
		for st := range storedOwners(fn, owners, fields) {
			out.Storers[st] = append(out.Storers[st], fn)
		}
	}
	return out
}

// identicalTwins returns the owners of rels that fns meet another struct
// type identical to (struct{...} spelled twice): values of one may be
// stored into the other's memory, unchecked.
func identicalTwins(fns []*ssa.Function, rels []FieldRelation) map[*types.Struct]bool {
	owners := map[*types.Struct]bool{}
	for _, rel := range rels {
		owners[rel.Owner] = true
	}
	out := map[*types.Struct]bool{}
	seen := map[types.Type]bool{}
	note := func(t types.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		for st := range structsOf(t) {
			if owners[st] {
				continue
			}
			for o := range owners {
				if types.Identical(st, o) {
					out[o] = true
				}
			}
		}
	}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if v, ok := instr.(ssa.Value); ok {
					note(v.Type())
				}
				for _, op := range instr.Operands(nil) {
					if *op != nil {
						note((*op).Type())
					}
				}
			}
		}
	}
	return out
}

// relScan is the state of FindFieldRelations' walk.
type relScan struct {
	pkg  *types.Package
	rels []FieldRelation
	seen map[FieldRelation]bool
	bad  map[*types.Var]bool // fields whose address is used otherwise
	// lens and indexed are, per base, the slice and string fields whose
	// length the function being walked reads, and those it indexes or
	// slices, in the order met (see pairLens).
	lens, indexed map[ssa.Value][]*types.Var
	bases         []ssa.Value
}

// noteField records in m that the function reads field f through base.
func (r *relScan) noteField(m *map[ssa.Value][]*types.Var, base ssa.Value, f *types.Var) {
	if *m == nil {
		*m = map[ssa.Value][]*types.Var{}
	}
	if r.lens[base] == nil && r.indexed[base] == nil {
		r.bases = append(r.bases, base)
	}
	if !slices.Contains((*m)[base], f) {
		(*m)[base] = append((*m)[base], f)
	}
}

// pairLens adds len(X) <= len(Y) for each field X whose length the
// function just walked reads and each other field Y of the same base it
// indexes, and starts afresh for the next function.
func (r *relScan) pairLens() {
	for _, base := range r.bases {
		for _, x := range r.lens[base] {
			for _, y := range r.indexed[base] {
				r.add(base, RelLenLe, x, y)
			}
		}
	}
	r.lens, r.indexed, r.bases = nil, nil, nil
}

// noteAddr marks the field whose address fa is used otherwise than by a
// load or a store.
func (r *relScan) noteAddr(fa *ssa.FieldAddr) {
	v := FieldOf(fa.X.Type(), fa.Field)
	if v == nil {
		return
	}
	for _, u := range *fa.Referrers() {
		switch u := u.(type) {
		case *ssa.UnOp:
			if u.Op == token.MUL {
				continue
			}
		case *ssa.Store:
			if u.Addr == fa && u.Val != fa {
				continue
			}
		case *ssa.DebugRef:
			continue
		}
		r.bad[v] = true
	}
}

// noteUse adds the relations instr suggests.
func (r *relScan) noteUse(instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.Call:
		if base, x, ok := r.lenOfField(in); ok {
			r.noteField(&r.lens, base, x)
		} else if base, x, ok := r.lenGetter(in); ok {
			r.noteField(&r.lens, base, x)
		}
	case *ssa.Slice:
		base, y, ok := r.sliceField(in.X)
		if !ok {
			return
		}
		r.noteField(&r.indexed, base, y)
		lo, loOK := r.intField(in.Low, base)
		hi, hiOK := r.intField(in.High, base)
		if loOK {
			r.add(base, RelLeLen, lo, y)
		}
		if hiOK {
			r.add(base, RelLeLen, hi, y)
		}
		if loOK && hiOK {
			r.add(base, RelLe, lo, hi)
		}
	case *ssa.IndexAddr:
		r.indexedBy(in.X, in.Index)
	case *ssa.Index:
		r.indexedBy(in.X, in.Index)
	case *ssa.BinOp:
		if in.Op != token.SUB {
			return
		}
		if base, y, ok := r.lenOfField(in.X); ok {
			if x, ok := r.intField(in.Y, base); ok {
				r.add(base, RelLeLen, x, y)
			}
			return
		}
		if base, y, ok := r.load(in.X, isRelInt); ok {
			if x, ok := r.intField(in.Y, base); ok {
				r.add(base, RelLe, x, y)
			}
		}
	}
}

// indexedBy notes that x[i] indexes a read of Y, and adds X <= len(Y) if
// i reads X of the same struct.
func (r *relScan) indexedBy(x, i ssa.Value) {
	if base, y, ok := r.sliceField(x); ok {
		r.noteField(&r.indexed, base, y)
		if v, ok := r.intField(i, base); ok {
			r.add(base, RelLeLen, v, y)
		}
	}
}

// add records a relation and, for its int fields, that they are
// non-negative.
func (r *relScan) add(base ssa.Value, kind RelationKind, x, y *types.Var) {
	if x == y {
		return
	}
	owner := structOf(base)
	rels := []FieldRelation{{Kind: kind, Owner: owner, X: x, Y: y}}
	if kind != RelLenLe {
		rels = append(rels, FieldRelation{Kind: RelNonNeg, Owner: owner, X: x})
	}
	if kind == RelLe {
		rels = append(rels, FieldRelation{Kind: RelNonNeg, Owner: owner, X: y})
	}
	for _, rel := range rels {
		if !r.seen[rel] {
			r.seen[rel] = true
			r.rels = append(r.rels, rel)
		}
	}
}

// sliceField returns the base and field of a load of a slice or string
// field.
func (r *relScan) sliceField(v ssa.Value) (ssa.Value, *types.Var, bool) {
	return r.load(v, func(t types.Type) bool { return HasLen(t) })
}

// lenOfField returns the base and field of len(b.Y).
func (r *relScan) lenOfField(v ssa.Value) (ssa.Value, *types.Var, bool) {
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, nil, false
	}
	if b, ok := call.Call.Value.(*ssa.Builtin); !ok || b.Name() != "len" {
		return nil, nil, false
	}
	return r.sliceField(call.Call.Args[0])
}

// lenGetter returns the base and field of b.M() where M, a method of the
// package, only returns the length of a slice or string field of its
// receiver (func (p *T) Len() int { return len(p.f) }).
func (r *relScan) lenGetter(call *ssa.Call) (ssa.Value, *types.Var, bool) {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg.Pkg != r.pkg || len(fn.Params) != 1 || len(fn.Blocks) != 1 || len(call.Call.Args) != 1 {
		return nil, nil, false
	}
	ret, ok := fn.Blocks[0].Instrs[len(fn.Blocks[0].Instrs)-1].(*ssa.Return)
	if !ok || len(ret.Results) != 1 {
		return nil, nil, false
	}
	base, f, ok := r.lenOfField(ret.Results[0])
	if !ok || base != fn.Params[0] {
		return nil, nil, false
	}
	return call.Call.Args[0], f, true
}

// intField returns the int field of a load of it through base, give or
// take a constant.
func (r *relScan) intField(v, base ssa.Value) (*types.Var, bool) {
	if v == nil {
		return nil, false
	}
	if bin, ok := v.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
		if _, k := bin.Y.(*ssa.Const); k {
			v = bin.X
		}
	}
	if c, ok := v.(*ssa.Convert); ok && isRelInt(c.X.Type()) {
		v = c.X // int(b.n) of an int32 field
	}
	b, x, ok := r.load(v, isRelInt)
	return x, ok && b == base
}

// load returns the base and field of a load of an unexported field of the
// package's struct types, of a type that want accepts.
func (r *relScan) load(v ssa.Value, want func(types.Type) bool) (ssa.Value, *types.Var, bool) {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil, nil, false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return nil, nil, false
	}
	f := FieldOf(fa.X.Type(), fa.Field)
	if f == nil || f.Exported() || f.Embedded() || f.Pkg() != r.pkg || f.Origin() != f || !want(f.Type()) {
		return nil, nil, false
	}
	if isGenericNamed(deref(fa.X.Type())) || structOf(fa.X) == nil {
		return nil, nil, false
	}
	return fa.X, f, true
}

// isRelInt reports the types of the int fields of relations: the
// integer types whose every value an int holds (not uint, uint64,
// uintptr).
func isRelInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	switch b.Kind() {
	case types.Uint, types.Uint64, types.Uintptr:
		return false
	}
	return true
}

// deref returns the element type of a pointer type, or t.
func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// isGenericNamed reports a named type with type parameters or arguments.
func isGenericNamed(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && (n.TypeParams().Len() > 0 || n.TypeArgs().Len() > 0)
}

// structOf returns the struct type a pointer base points to.
func structOf(base ssa.Value) *types.Struct { return StructOf(base.Type()) }

// storedOwners returns the owners of relations whose fields fn may store:
// by a store into one of fields, or of a whole value that holds an owner.
func storedOwners(fn *ssa.Function, owners map[*types.Struct]bool, fields map[*types.Var]bool) map[*types.Struct]bool {
	out := map[*types.Struct]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			if fa, ok := st.Addr.(*ssa.FieldAddr); ok && fields[FieldOf(fa.X.Type(), fa.Field)] {
				out[structOf(fa.X)] = true
			}
			for s := range HeldStructs(st.Val.Type()) {
				if owners[s] {
					out[s] = true
				}
			}
		}
	}
	return out
}

// HeldStructs returns the struct types a value of type t holds by value:
// t's own, its fields' and its elements', not through pointers or slices.
func HeldStructs(t types.Type) map[*types.Struct]bool {
	out := map[*types.Struct]bool{}
	var walk func(t types.Type, depth int)
	walk = func(t types.Type, depth int) {
		if depth > 8 {
			return
		}
		switch u := t.Underlying().(type) {
		case *types.Array:
			walk(u.Elem(), depth+1)
		case *types.Struct:
			out[u] = true
			for i := range u.NumFields() {
				walk(u.Field(i).Type(), depth+1)
			}
		}
	}
	walk(t, 0)
	return out
}

// relationStores returns the values fn stores into the slice and string
// fields of rels: their lengths are the cells' values.
func relationStores(fn *ssa.Function, rels []FieldRelation) []ssa.Value {
	if len(rels) == 0 {
		return nil
	}
	fields := map[*types.Var]bool{}
	for _, rel := range rels {
		switch rel.Kind {
		case RelLeLen:
			fields[rel.Y] = true
		case RelLenLe:
			fields[rel.X], fields[rel.Y] = true, true
		}
	}
	var out []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok {
				if fa, ok := st.Addr.(*ssa.FieldAddr); ok && fields[FieldOf(fa.X.Type(), fa.Field)] {
					out = append(out, st.Val)
				}
			}
		}
	}
	return out
}
