package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// maxRelCells bounds the cells a function's lowering tracks for
// Options.FieldRelations.
const maxRelCells = 32

// relFlow holds, for a function lowered with Options.FieldRelations, the
// cells of the relations' fields: per base (a pointer value through which
// the function reads or stores a field of a relation, or stores a whole
// struct), one variable per field of its struct's relations that holds
// what memory may hold there (for a slice or string field, its length).
//
// A cell is set by the function's stores through its base, set to some
// value by another base's store into the same field (which may alias it),
// and set to some value satisfying the relations where other code may
// have run (at entry, after a call...: settles) or where the base is
// defined with no store unsettled. A fresh struct (Alloc) starts at zero.
// So wherever a read runs, its cell holds one of the values memory may
// hold there, and a read is assumed to equal it.
type relFlow struct {
	rels    []FieldRelation
	byOwner map[*types.Struct][]int
	fields  map[*types.Var]Table // the relations' fields, for settles
	bases   []relBase
	index   map[ssa.Value]int
	cells   []Var
	dirty   map[ssa.Instruction]pairSet // cells stored and not settled before each instruction
}

// relBase is a base's cells, by field.
type relBase struct {
	v      ssa.Value
	owner  *types.Struct
	fields []*types.Var       // the fields with cells, in a fixed order
	cell   map[*types.Var]int // index in relFlow.cells; nil: no cells (over budget)
}

// initRelFlow finds the function's bases, gives them cells (within
// maxRelCells, storing bases first) and sets them all at entry.
func (l *lowerer) initRelFlow(rels []FieldRelation) {
	if len(rels) == 0 {
		return
	}
	r := &relFlow{rels: rels, byOwner: map[*types.Struct][]int{}, fields: map[*types.Var]Table{}, index: map[ssa.Value]int{}}
	ownerFields := map[*types.Struct][]*types.Var{}
	addField := func(st *types.Struct, v *types.Var) {
		if _, ok := r.fields[v]; !ok {
			r.fields[v] = Table{}
			ownerFields[st] = append(ownerFields[st], v)
		}
	}
	for i, rel := range rels {
		r.byOwner[rel.Owner] = append(r.byOwner[rel.Owner], i)
		addField(rel.Owner, rel.X)
		if rel.Y != nil {
			addField(rel.Owner, rel.Y)
		}
	}
	var storing, reading []ssa.Value
	note := func(base ssa.Value, stores bool) {
		st := structOf(base)
		if st == nil || r.byOwner[st] == nil {
			return
		}
		if _, ok := r.index[base]; ok {
			return
		}
		r.index[base] = -1
		if stores {
			storing = append(storing, base)
		} else {
			reading = append(reading, base)
		}
	}
	for _, b := range l.fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Store:
				if fa, ok := in.Addr.(*ssa.FieldAddr); ok {
					if _, ok := r.fields[FieldOf(fa.X.Type(), fa.Field)]; ok {
						note(fa.X, true)
					}
				} else if st, ok := in.Val.Type().Underlying().(*types.Struct); ok && r.byOwner[st] != nil {
					note(in.Addr, true)
				}
			}
		}
	}
	for _, b := range l.fn.Blocks {
		for _, instr := range b.Instrs {
			if fa, ok := instr.(*ssa.FieldAddr); ok {
				if _, ok := r.fields[FieldOf(fa.X.Type(), fa.Field)]; ok {
					note(fa.X, false)
				}
			}
		}
	}
	for _, base := range append(storing, reading...) {
		st := structOf(base)
		rb := relBase{v: base, owner: st}
		if len(r.cells)+len(ownerFields[st]) <= maxRelCells {
			rb.cell = map[*types.Var]int{}
			rb.fields = ownerFields[st]
			for _, f := range ownerFields[st] {
				rb.cell[f] = len(r.cells)
				r.cells = append(r.cells, l.c.NewVar(VarInfo{Name: "cell(" + valueName(base) + "." + f.Name() + ")", Type: Int, Role: RoleValue}))
			}
		}
		r.index[base] = len(r.bases)
		r.bases = append(r.bases, rb)
	}
	r.dirty = unsettled(l.fn, len(r.cells), func(instr ssa.Instruction) bool { return settles(instr, r.fields) }, func(instr ssa.Instruction, add func(int)) {
		for _, k := range r.storedCells(instr) {
			add(k)
		}
	})
	l.rel = r
	// At entry every base's cells satisfy the relations: a parameter's,
	// free variable's or global's are what memory holds; another base's
	// are set again where it is defined, and until then (on a path that
	// does not define it) they pass the checks that a path defining and
	// storing it needs.
	for i := range r.bases {
		l.reloadBase(i, l.fn.Pos())
	}
	// What the function finds in its parameters' fields is what their
	// cells hold at entry.
	for _, ef := range l.c.EntryFields {
		l.tieCell(l.fn.Params[ef.Param], ef.Field, ef.Var, l.fn.Pos())
	}
}

// tieCell assumes that x, the value (or length) field k of the struct base
// points to holds here, is what its cell holds, if it has one.
func (l *lowerer) tieCell(base ssa.Value, k int, x Var, pos token.Pos) {
	if l.rel == nil {
		return
	}
	i, ok := l.rel.index[base]
	if !ok || l.rel.bases[i].cell == nil {
		return
	}
	c, ok := l.rel.bases[i].cell[FieldOf(base.Type(), k)]
	if !ok {
		return
	}
	l.emit(&Assume{Cond: &Binary{Op: Eq, X: l.c.Ref(x), Y: l.c.Ref(l.rel.cells[c])}}, pos)
}

// storedCells returns the cells a store writes: its field's through its
// base, or all of its base's for a whole struct.
func (r *relFlow) storedCells(instr ssa.Instruction) []int {
	st, ok := instr.(*ssa.Store)
	if !ok {
		return nil
	}
	if fa, ok := st.Addr.(*ssa.FieldAddr); ok {
		i, ok := r.index[fa.X]
		if !ok {
			return nil
		}
		if k, ok := r.bases[i].cell[FieldOf(fa.X.Type(), fa.Field)]; ok {
			return []int{k}
		}
		return nil
	}
	i, ok := r.index[st.Addr]
	if !ok {
		return nil
	}
	var out []int
	for _, f := range r.bases[i].fields {
		out = append(out, r.bases[i].cell[f])
	}
	return out
}

// relCond returns relation i of the base's cells.
func (l *lowerer) relCond(rb relBase, i int) Expr {
	rel := l.rel.rels[i]
	x := l.c.Ref(l.rel.cells[rb.cell[rel.X]])
	switch rel.Kind {
	case RelNonNeg:
		return &Binary{Op: Le, X: IntConst(Int, 0), Y: x}
	default:
		return &Binary{Op: Le, X: x, Y: l.c.Ref(l.rel.cells[rb.cell[rel.Y]])}
	}
}

// reloadBase sets base i's cells to some values that satisfy its struct's
// relations: what memory holds where no store is unsettled.
func (l *lowerer) reloadBase(i int, pos token.Pos) {
	rb := l.rel.bases[i]
	if rb.cell == nil {
		return
	}
	l.havocBase(rb, nil, pos)
	for _, k := range l.rel.byOwner[rb.owner] {
		l.emit(&Assume{Cond: l.relCond(rb, k)}, pos)
	}
}

// havocBase sets the cells of rb (of field f only, if not nil) to any
// value; a length stays non-negative.
func (l *lowerer) havocBase(rb relBase, f *types.Var, pos token.Pos) {
	var vars []Var
	for _, fv := range rb.fields {
		if f == nil || fv == f {
			vars = append(vars, l.rel.cells[rb.cell[fv]])
		}
	}
	if len(vars) == 0 {
		return
	}
	l.emit(&Havoc{Vars: vars, Reason: "load"}, pos)
	for _, fv := range rb.fields {
		if (f == nil || fv == f) && HasLen(fv.Type()) {
			l.emit(&Assume{Cond: &Binary{Op: Le, X: IntConst(Int, 0), Y: l.c.Ref(l.rel.cells[rb.cell[fv]])}}, pos)
		}
	}
}

// checkRelations checks, with CheckFieldRelations, the relations of each
// base that involve a cell of dirty.
func (l *lowerer) checkRelations(dirty pairSet, pos token.Pos) {
	if !l.checkRel || l.rel == nil || dirty.empty() {
		return
	}
	for _, rb := range l.rel.bases {
		if rb.cell == nil {
			continue
		}
		for _, i := range l.rel.byOwner[rb.owner] {
			rel := l.rel.rels[i]
			if !dirty.has(rb.cell[rel.X]) && (rel.Y == nil || !dirty.has(rb.cell[rel.Y])) {
				continue
			}
			chk := l.check(CheckFieldRelation, l.relCond(rb, i), pos, nil)
			chk.Relation = i
		}
	}
}

// settleRelations checks the relations before an instruction where other
// code may read memory (or where a panic may let it), and then, where
// other code may have run, reloads every base's cells.
func (l *lowerer) settleRelations(instr ssa.Instruction) {
	if l.rel == nil {
		return
	}
	dirty := l.rel.dirty[instr]
	if settles(instr, l.rel.fields) {
		l.checkRelations(dirty, instr.Pos())
		if u, ok := instr.(*ssa.UnOp); ok && u.Op == token.MUL {
			return // a copy of a struct value: memory is unchanged
		}
		if l.callKeeps(instr, l.rel.fields) {
			return // a callee that changes none of the fields
		}
		for i := range l.rel.bases {
			l.reloadBase(i, instr.Pos())
		}
		return
	}
	if dirty != nil && mayPanic(instr) {
		l.checkRelations(dirty, instr.Pos())
	}
}

// defineBase sets the cells of a base the instruction just lowered
// defines: zero for a new struct, else what memory holds where no store
// is unsettled, else any value.
func (l *lowerer) defineBase(instr ssa.Instruction) {
	if l.rel == nil {
		return
	}
	v, ok := instr.(ssa.Value)
	if !ok {
		return
	}
	i, ok := l.rel.index[v]
	if !ok {
		return
	}
	rb := l.rel.bases[i]
	if rb.cell == nil {
		return
	}
	if _, ok := v.(*ssa.Alloc); ok {
		l.zeroBase(rb, v.Pos())
		return
	}
	if l.rel.dirty[instr] == nil || settles(instr, l.rel.fields) {
		l.reloadBase(i, v.Pos())
		return
	}
	l.havocBase(rb, nil, v.Pos())
}

// zeroBase sets rb's cells to the zero value's fields.
func (l *lowerer) zeroBase(rb relBase, pos token.Pos) {
	var vars []Var
	var zeros []Expr
	for _, f := range rb.fields {
		vars = append(vars, l.rel.cells[rb.cell[f]])
		zeros = append(zeros, IntConst(Int, 0))
	}
	l.emit(&Assign{Vars: vars, Exprs: zeros}, pos)
}

// storeRelation sets the cells a store writes, and makes those of the
// same fields through other bases, which may alias it, any value. A
// storing base without cells fails the relations it may break (with
// CheckFieldRelations).
func (l *lowerer) storeRelation(st *ssa.Store) {
	if l.rel == nil {
		return
	}
	if fa, ok := st.Addr.(*ssa.FieldAddr); ok {
		f := FieldOf(fa.X.Type(), fa.Field)
		if _, ok := l.rel.fields[f]; !ok {
			return
		}
		l.clobber(structOf(fa.X), fa.X, f, st.Pos())
		rb := l.rel.bases[l.rel.index[fa.X]]
		if rb.cell == nil {
			l.failRelations(rb.owner, st.Pos())
			return
		}
		if e := l.cellValue(st.Val, f); e != nil {
			l.emit(&Assign{Vars: []Var{l.rel.cells[rb.cell[f]]}, Exprs: []Expr{e}}, st.Pos())
		} else {
			l.havocBase(rb, f, st.Pos())
		}
		return
	}
	for owner := range HeldStructs(st.Val.Type()) {
		if l.rel.byOwner[owner] == nil {
			continue
		}
		i, ok := l.rel.index[st.Addr]
		if !ok || structOf(st.Addr) != owner {
			// A struct that holds owner: every cell of owner may change,
			// to values that were settled when read.
			l.clobber(owner, nil, nil, st.Pos())
			continue
		}
		l.clobber(owner, st.Addr, nil, st.Pos())
		if l.rel.bases[i].cell == nil {
			l.failRelations(owner, st.Pos())
			continue
		}
		l.storeWhole(i, st.Val, st.Pos())
	}
}

// storeWhole sets base i's cells to the fields of the struct value v: a
// constant's zeros, else some values that satisfy the relations. Every
// value of the struct does: it was read from memory where no store was
// unsettled (a load of a struct settles its fields), or is the zero
// value, or a copy of one of those (other packages cannot name the
// fields). The cells of a base the value was loaded through may have
// changed since the load, so they are not copied.
func (l *lowerer) storeWhole(i int, v ssa.Value, pos token.Pos) {
	if k, ok := v.(*ssa.Const); ok && k.Value == nil {
		l.zeroBase(l.rel.bases[i], pos)
		return
	}
	l.reloadBase(i, pos)
}

// clobber makes the cells of owner's field f (all fields if nil) through
// every base but except any value.
func (l *lowerer) clobber(owner *types.Struct, except ssa.Value, f *types.Var, pos token.Pos) {
	for _, rb := range l.rel.bases {
		if rb.owner == owner && rb.v != except {
			l.havocBase(rb, f, pos)
		}
	}
}

// failRelations adds, with CheckFieldRelations, a failing check of each
// relation of owner.
func (l *lowerer) failRelations(owner *types.Struct, pos token.Pos) {
	if !l.checkRel {
		return
	}
	for _, i := range l.rel.byOwner[owner] {
		chk := l.check(CheckFieldRelation, BoolConst(false), pos, nil)
		chk.Relation = i
	}
}

// readRelation assumes that a load of a relation's field through a base
// with cells reads its cell: the value, or the length of a slice or
// string (which a capacity bounds).
func (l *lowerer) readRelation(load *ssa.UnOp) {
	if l.rel == nil {
		return
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok {
		return
	}
	f := FieldOf(fa.X.Type(), fa.Field)
	if _, ok := l.rel.fields[f]; !ok {
		return
	}
	i, ok := l.rel.index[fa.X]
	if !ok || l.rel.bases[i].cell == nil {
		return
	}
	cell := l.c.Ref(l.rel.cells[l.rel.bases[i].cell[f]])
	if x := l.cellValue(load, f); x != nil {
		l.emit(&Assume{Cond: &Binary{Op: Eq, X: x, Y: cell}}, load.Pos())
	} else if capacity := l.capExpr(load); HasLen(f.Type()) && capacity != nil {
		l.emit(&Assume{Cond: &Binary{Op: Le, X: cell, Y: capacity}}, load.Pos())
	}
}

// cellValue returns what the cell of field f holds for the value v read
// from or stored into it: v as an int, or v's length; nil if not tracked.
func (l *lowerer) cellValue(v ssa.Value, f *types.Var) Expr {
	if HasLen(f.Type()) {
		return l.lenExpr(v)
	}
	if e := l.expr(v); e != nil && e.Type().IsInt() {
		return l.convertExpr(e, types.Typ[types.Int])
	}
	return nil
}
