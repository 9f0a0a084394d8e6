package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// frozenField is a slice or string field of the struct that a closure's
// stable free variable (see stableFreeVars) points to, whose length the
// closure sees unchanged in every run: the length the parent read just
// before the call that runs the closure (see frozenFieldOf). Its loads in
// the closure get len.
type frozenField struct {
	fv    *ssa.FreeVar
	field int
	len   Var
}

// frozenFieldOf finds, for an anonymous function whose closure only one
// of indexFuncs gets (sort.Search(len(d.units), func(i int) bool { return
// d.units[i].off > off })), the field whose length bounds the indexes, if
// nothing changes it from the parent's read to the end of the call:
//
//   - the parent reads it through the pointer the closure captures, in
//     the block of the call, and nothing between the read and the call
//     writes memory;
//   - the function called writes nothing but the elements of the slice
//     it sorts, and those hold no such field;
//   - the closure itself writes no memory that existed when it was
//     called.
//
// (A goroutine that writes the field meanwhile is a data race, whose
// outcome Go does not define.)
func (l *lowerer) frozenFieldOf() (fv *ssa.FreeVar, field int, ok bool) {
	ic, ok := indexCallOf(l.fn)
	if !ok || ic.mc == nil || ic.f.any {
		return nil, 0, false
	}
	_, slice, _ := ic.bound()
	load, ok := slice.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil, 0, false
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok {
		return nil, 0, false
	}
	for i, b := range ic.mc.Bindings {
		if l.holdsStable(l.fn.FreeVars[i], b, fa.X) {
			fv = l.fn.FreeVars[i]
		}
	}
	if fv == nil {
		return nil, 0, false
	}
	wf := &writeFree{punned: l.punned, calleeWrites: l.calleeWrites, memo: map[*ssa.Function]*writeSet{}}
	if !nothingWrittenBetween(load, ic.call, wf) {
		return nil, 0, false
	}
	fieldType := load.Type()
	if ic.f.elems {
		elem := slice.Type().Underlying().(*types.Slice).Elem()
		if (writeSet{types: []types.Type{elem}}).changes(fieldType, l.punned) {
			return nil, 0, false
		}
	}
	ws := wf.function(l.fn)
	if ws.changesMemory() || len(ws.cells) > 0 {
		return nil, 0, false
	}
	return fv, fa.Field, true
}

// nothingWrittenBetween reports whether from and to are in one block,
// from first, and no instruction between them writes memory.
func nothingWrittenBetween(from, to ssa.Instruction, wf *writeFree) bool {
	if from.Block() != to.Block() {
		return false
	}
	between := false
	for _, instr := range from.Block().Instrs {
		switch {
		case instr == from:
			between = true
		case instr == to:
			return between
		case between:
			if ws := wf.writes(instr); ws.changesMemory() || len(ws.cells) > 0 {
				return false
			}
		}
	}
	return false
}

// declareFrozenField declares the input variable of the frozen field's
// length, if the function has one whose loads' lengths are tracked.
func (l *lowerer) declareFrozenField() {
	fv, field, ok := l.frozenFieldOf()
	if !ok {
		return
	}
	for _, b := range l.fn.Blocks {
		for _, instr := range b.Instrs {
			if load, ok := instr.(*ssa.UnOp); ok && l.frozenLoad(load, fv, field) && l.need.len[load] {
				fa := load.X.(*ssa.FieldAddr)
				name := "len(" + fv.Name() + "." + pointedStruct(fa.X.Type()).Field(field).Name() + ")"
				l.frozen = &frozenField{fv: fv, field: field,
					len: l.c.NewVar(VarInfo{Name: name, Type: Int, Role: RoleLen, Input: true, Max: lenLimit(load.Type())})}
				return
			}
		}
	}
}

// loadedFrozen sets, after a load of the frozen field, the length of the
// value loaded to the field's length throughout.
func (l *lowerer) loadedFrozen(load *ssa.UnOp) {
	if l.frozen == nil {
		return
	}
	if !l.frozenLoad(load, l.frozen.fv, l.frozen.field) {
		return
	}
	if x, ok := l.c.lenVar[load]; ok {
		l.emit(&Assign{Vars: []Var{x}, Exprs: []Expr{l.c.Ref(l.frozen.len)}}, load.Pos())
	}
}

// frozenLoad reports whether load reads the field of the struct that the
// value of fv, a stable free variable, points to.
func (l *lowerer) frozenLoad(load *ssa.UnOp, fv *ssa.FreeVar, field int) bool {
	if load.Op != token.MUL {
		return false
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok || fa.Field != field {
		return false
	}
	p, ok := fa.X.(*ssa.UnOp)
	return ok && p.Op == token.MUL && p.X == fv
}
