package ssa2cfa

import (
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// CallField is a field of the struct a call's pointer argument points to,
// as the call leaves it: Var holds its value (an integer field) or its
// length (Len: a slice or string field) right after the call, for the loads
// that read it with no write between. The lowering havocs Var just before
// the Call edge; a postcondition of the callee about the field (ExitField)
// may then constrain it at the call.
type CallField struct {
	Arg   int // the argument's index in Call.Args (receiver first)
	Field int // the field's index in the struct
	Len   bool
	Var   Var
}

// ExitField is a field of the struct a pointer parameter points to, as
// the function leaves it: Var holds its value (or length, Len) at Exit. Each
// return assigns it the value the field holds there (havoc when the
// lowering does not know it), so that a postcondition can speak of it
// (len(b.buf) == m + n after grow).
type ExitField struct {
	Param int // the parameter's index in Fn.Params (receiver first)
	Field int
	Len   bool
	Var   Var
}

// maxExitFields bounds the exit fields of a function: each is a variable
// of its analysis.
const maxExitFields = 8

// callMark stands, in loadFlow's table of known values, for a field of
// the struct a call's pointer argument points to, as the call leaves it
// (a CallField), or, found, as the call finds it (see markFoundFields).
// Only its Type is defined.
type callMark struct {
	ssa.Value
	call  *ssa.Call
	arg   int
	field int
	typ   types.Type
	found bool
}

func (m *callMark) Type() types.Type { return m.typ }

// fieldKind reports whether the lowering keeps a field of type t across a
// call or a return: an integer (its value) or a slice or string (its
// length, len).
func fieldKind(t types.Type) (tracked, isLen bool) {
	if tt, ok := TypeOf(t); ok {
		return tt.IsInt(), false
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return true, true
	case *types.Basic:
		return u.Info()&types.IsString != 0, true
	}
	return false, false
}

// markFoundFields records, before call, that the fields of the structs
// its pointer arguments point to that the callee reads on entry
// (entryRead) and no earlier value describes hold what the call finds
// there (a found callMark): the call hands it on (ArgField), and a later
// load reads it when no write changes it in between. x.Len() then speaks
// of the x.buf a later x.buf[i] reads.
func markFoundFields(call *ssa.Call, seen map[loadKey]ssa.Value, ak *addrKeys, entryRead func(fn *ssa.Function, param, field int) bool) {
	callee := call.Call.StaticCallee()
	if callee == nil || entryRead == nil {
		return
	}
	for i, a := range call.Call.Args {
		trackedFields(a.Type(), func(k int, ft types.Type) {
			key := loadKey{base: ak.base(a), field: k}
			if _, ok := seen[key]; !ok && entryRead(callee, i, k) {
				seen[key] = &callMark{call: call, arg: i, field: k, typ: ft, found: true}
			}
		})
	}
}

// markCallFields records, after call, that the fields of the structs its
// pointer arguments point to that no earlier value still describes (or
// only their entryMark, which the callee does not read on entry) hold
// what the call leaves there: a later load of one reads a CallField.
func markCallFields(call *ssa.Call, seen map[loadKey]ssa.Value, ak *addrKeys, entryRead func(fn *ssa.Function, param, field int) bool) {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return
	}
	for i, a := range call.Call.Args {
		trackedFields(a.Type(), func(k int, ft types.Type) {
			key := loadKey{base: ak.base(a), field: k}
			if v, ok := seen[key]; !ok || isEntryMark(v) && (entryRead == nil || !entryRead(callee, i, k)) {
				// An entry value the call keeps gives way too when
				// the callee's postcondition may speak of the field as
				// it leaves it only.
				seen[key] = &callMark{call: call, arg: i, field: k, typ: ft}
			}
		})
	}
}

// pointedStruct returns the struct type t, a pointer type, points to.
func pointedStruct(t types.Type) *types.Struct {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return nil
	}
	st, _ := p.Elem().Underlying().(*types.Struct)
	return st
}

// exitValues records in out, for the return ret of fn, the values the
// fields of the structs its pointer parameters point to hold there, where
// loadFlow's table (seen) knows them: a stored or loaded value, a
// callMark or a memPhi.
func exitValues(fn *ssa.Function, ret *ssa.Return, seen map[loadKey]ssa.Value, ak *addrKeys, out map[*ssa.Return]map[loadKey]ssa.Value) {
	for _, p := range fn.Params {
		trackedFields(p.Type(), func(k int, _ types.Type) {
			key := loadKey{base: ak.base(p), field: k}
			if v, ok := seen[key]; ok {
				if out[ret] == nil {
					out[ret] = map[loadKey]ssa.Value{}
				}
				out[ret][key] = v
			}
		})
	}
}

// declareExitFields declares the exit fields of the function: the fields
// of its pointer parameters' structs whose value some return knows (at
// most maxExitFields, by parameter and field).
func (l *lowerer) declareExitFields() {
	if len(l.exitVals) == 0 {
		return
	}
	for i, p := range l.fn.Params {
		trackedFields(p.Type(), func(k int, ft types.Type) {
			key := loadKey{base: p, field: k}
			known := false
			for _, vals := range l.exitVals {
				if _, ok := vals[key]; ok {
					known = true
				}
			}
			if !known || len(l.c.ExitFields) == maxExitFields {
				return
			}
			_, isLen := fieldKind(ft)
			name := fieldRefName(p.Name(), p.Type(), k)
			info := VarInfo{Name: name, Type: Int, Role: RoleResult}
			if isLen {
				info.Name, info.Max = "len("+name+")", lenLimit(ft)
			} else {
				info.Type = mustType(ft)
			}
			l.c.ExitFields = append(l.c.ExitFields, ExitField{Param: i, Field: k, Len: isLen, Var: l.c.NewVar(info)})
		})
	}
}

// exitFieldValues assigns the exit fields their values at return in:
// those loadFlow knows there, else unknown.
func (l *lowerer) exitFieldValues(in *ssa.Return) {
	var vars, unknown []Var
	var xs []Expr
	for _, ef := range l.c.ExitFields {
		v := l.exitVals[in][loadKey{base: l.fn.Params[ef.Param], field: ef.Field}]
		var x Expr
		switch {
		case v == nil:
		case ef.Len:
			x = l.fieldLen(v)
		default:
			x = l.fieldValue(v)
			if x != nil && x.Type() != l.c.Vars[ef.Var].Type {
				x = nil
			}
		}
		if x == nil {
			unknown = append(unknown, ef.Var)
			continue
		}
		vars, xs = append(vars, ef.Var), append(xs, x)
	}
	if len(unknown) > 0 {
		l.emit(&Havoc{Vars: unknown, Reason: "result"}, in.Pos())
	}
	if len(vars) > 0 {
		l.emit(&Assign{Vars: vars, Exprs: xs}, in.Pos())
	}
}

// fieldValue returns the expression of v, a value a field holds: an SSA
// value, or the variable of a callMark or memPhi.
func (l *lowerer) fieldValue(v ssa.Value) Expr {
	if isPseudo(v) {
		if x, ok := l.pseudoVar[v]; ok && !pseudoLen(v) {
			return l.c.Ref(x)
		}
		return nil
	}
	return l.expr(v)
}

// fieldLen returns the length of v, a value a field holds.
func (l *lowerer) fieldLen(v ssa.Value) Expr {
	if isPseudo(v) {
		if x, ok := l.pseudoVar[v]; ok && pseudoLen(v) {
			return l.c.Ref(x)
		}
		return nil
	}
	return l.lenExpr(v)
}

// isPseudo reports a callMark, an entryMark or a memPhi: a value of loadFlow's table
// that no SSA instruction computes.
func isPseudo(v ssa.Value) bool {
	switch v.(type) {
	case *callMark, *memPhi, *entryMark:
		return true
	}
	return false
}

// pseudoLen reports whether the variable of a pseudo-value holds a length
// (of a slice or string field) rather than a value.
func pseudoLen(v ssa.Value) bool {
	_, isLen := fieldKind(v.Type())
	return isLen
}

// pseudoVarInfo describes the variable of a pseudo-value named name.
func pseudoVarInfo(name string, t types.Type) VarInfo {
	if _, isLen := fieldKind(t); isLen {
		return VarInfo{Name: "len(" + name + ")", Type: Int, Role: RoleLen, Max: lenLimit(t)}
	}
	return VarInfo{Name: name, Type: mustType(t), Role: RoleValue}
}

// callFields declares the CallFields of call that later loads read (see
// markCallFields) and havocs them: what the call leaves in those fields.
// It declares and havocs too the variables of what the call finds in the
// fields it hands to its callee (see markFoundFields): those are no
// outputs of the call.
func (l *lowerer) callFields(call *ssa.Call) []CallField {
	marks := l.marksOf[call]
	if len(marks) == 0 {
		return nil
	}
	var out []CallField
	var vars []Var
	for _, m := range marks {
		a := call.Call.Args[m.arg]
		name := fieldRefName(valueName(a), a.Type(), m.field)
		x := l.c.NewVar(pseudoVarInfo(name, m.typ))
		l.pseudoVar[m] = x
		if !m.found {
			out = append(out, CallField{Arg: m.arg, Field: m.field, Len: pseudoLen(m), Var: x})
		}
		vars = append(vars, x)
	}
	l.emit(&Havoc{Vars: vars, Reason: "load"}, call.Pos())
	if l.rel != nil && l.callKeeps(call, l.rel.fields) {
		// The cells hold what the call finds (see settleRelations).
		for _, m := range marks {
			if m.found {
				l.tieCell(call.Call.Args[m.arg], m.field, l.pseudoVar[m], call.Pos())
			}
		}
	}
	return out
}

// readPseudo gives the load in the value of the callMark or memPhi it
// reads (see loadFlow); false when there is none.
func (l *lowerer) readPseudo(in *ssa.UnOp) bool {
	p, ok := l.fromMem[in]
	if !ok {
		return false
	}
	x, ok := l.pseudoVar[p]
	if !ok {
		return false
	}
	if pseudoLen(p) {
		if l.need.cap[in] {
			var capacity Expr
			if phi, ok := p.(*memPhi); ok {
				capacity = l.fieldCap(phi)
			}
			l.defineLens(in, l.c.Ref(x), capacity, "load")
			if capacity != nil {
				// Some ways in may leave the cap unknown.
				l.emit(&Assume{Cond: &Binary{Op: Le, X: l.c.Ref(x), Y: capacity}}, in.Pos())
			}
		} else {
			l.c.lenVar[in] = x
		}
		return true
	}
	if t, ok := TypeOf(in.Type()); !ok || t != l.c.Vars[x].Type {
		return false
	}
	l.alias[in] = l.c.Ref(x)
	return true
}

// usedPseudo returns the callMarks (by call, in a deterministic order),
// memPhis (by block, in phis' order) and entryMarks that loads, returns
// and the calls' handed-on fields (args) read, directly or through a
// memPhi's incoming values, and the SSA values of slice or string type
// they read through memPhis or returns (whose lengths they need).
func usedPseudo(fromMem map[ssa.Value]ssa.Value, exits map[*ssa.Return]map[loadKey]ssa.Value, args []ssa.Value, phis []*memPhi) (map[*ssa.Call][]*callMark, map[*ssa.BasicBlock][]*memPhi, []*entryMark, []ssa.Value) {
	used := map[ssa.Value]bool{}
	var lens []ssa.Value
	visit := func(v ssa.Value) {
		walkPseudo(v, used, func(v ssa.Value) {
			if _, isLen := fieldKind(v.Type()); isLen && !isPseudo(v) {
				lens = append(lens, v)
			}
		})
	}
	for _, p := range fromMem {
		visit(p)
	}
	for _, vals := range exits {
		for _, v := range vals {
			visit(v)
		}
	}
	for _, v := range args {
		visit(v)
	}
	marks := map[*ssa.Call][]*callMark{}
	for v := range used {
		if m, ok := v.(*callMark); ok {
			marks[m.call] = append(marks[m.call], m)
		}
	}
	for _, ms := range marks {
		slices.SortFunc(ms, func(a, b *callMark) int {
			if a.arg != b.arg {
				return a.arg - b.arg
			}
			return a.field - b.field
		})
	}
	byBlock := map[*ssa.BasicBlock][]*memPhi{}
	for _, p := range phis {
		if used[p] {
			byBlock[p.block] = append(byBlock[p.block], p)
		}
	}
	return marks, byBlock, usedEntryMarks(used), lens
}

// readArgs returns the values args knows of calls' pointer arguments'
// fields that the callee reads on entry (entryRead): pseudo-values to
// declare, and slices and strings whose lengths the calls hand on; nil
// when entryRead is nil.
func readArgs(args map[*ssa.Call]map[argRef]ssa.Value, entryRead func(fn *ssa.Function, param, field int) bool) []ssa.Value {
	if entryRead == nil {
		return nil
	}
	var out []ssa.Value
	for call, vals := range args {
		for r, v := range vals {
			if entryRead(call.Call.StaticCallee(), r.arg, r.field) {
				out = append(out, v)
			}
		}
	}
	return out
}

// keptExits returns the values of exits (see memFacts) of the fields keep
// names; nil when keep is nil.
func keptExits(fn *ssa.Function, exits map[*ssa.Return]map[loadKey]ssa.Value, keep func(fn *ssa.Function, param, field int) bool) map[*ssa.Return]map[loadKey]ssa.Value {
	if keep == nil {
		return nil
	}
	out := map[*ssa.Return]map[loadKey]ssa.Value{}
	for ret, vals := range exits {
		for k, v := range vals {
			p, _ := k.base.(*ssa.Parameter)
			i := slices.Index(fn.Params, p)
			if i >= 0 && keep(fn, i, k.field) {
				if out[ret] == nil {
					out[ret] = map[loadKey]ssa.Value{}
				}
				out[ret][k] = v
			}
		}
	}
	return out
}

// fieldRef names a field of the struct a parameter of fn points to.
type fieldRef struct {
	fn           *ssa.Function
	param, field int
}

// FieldDemand says which fields of the structs functions' pointer
// parameters point to are worth variables of their own (see
// DemandFields).
type FieldDemand struct {
	// Exit names the fields a function's CFA keeps at exit
	// (Options.ExitFields).
	Exit func(fn *ssa.Function, param, field int) bool
	// EntryRead names the fields a function reads on entry, before any
	// write (CFA.EntryFields): what its callers know of them is worth
	// handing on (Options.EntryRead).
	EntryRead func(fn *ssa.Function, param, field int) bool
}

// DemandFields returns the fields of funcs' pointer parameters worth
// variables. Read on entry are those a function loads before any write,
// or hands on to a callee that reads them on entry. Kept at exit are
// those a caller among funcs loads right after a call, with no write
// between (see markCallFields), or hands, unchanged, to a later callee
// that reads it on entry (d.init(); d.first()), and, transitively, those
// a kept one's value at some return comes from (what a call the function
// makes leaves there). Other fields would only add variables to the
// analyses.
func DemandFields(funcs []*ssa.Function, punned *Punned, calleeWrites CalleeWrites) FieldDemand {
	demanded := map[fieldRef]bool{}
	read := map[fieldRef]bool{}
	passes := map[fieldRef][]fieldRef{} // a kept exit field's demand on a callee's
	var work []fieldRef
	demand := func(r fieldRef) {
		if r.fn != nil && !demanded[r] {
			demanded[r] = true
			work = append(work, r)
		}
	}
	markDemand := func(m *callMark) { demand(fieldRef{m.call.Call.StaticCallee(), m.arg, m.field}) }
	args := map[*ssa.Call]map[argRef]ssa.Value{}
	for _, fn := range funcs {
		mem := loadFlow(fn, punned, calleeWrites, true, nil)
		for _, v := range mem.fromMem {
			walkPseudo(v, map[ssa.Value]bool{}, func(v ssa.Value) {
				switch m := v.(type) {
				case *callMark:
					if !m.found {
						markDemand(m)
					}
				case *entryMark:
					read[fieldRef{fn, m.param, m.field}] = true
				}
			})
		}
		for _, vals := range mem.exits {
			for k, v := range vals {
				p, _ := k.base.(*ssa.Parameter)
				own := fieldRef{fn, slices.Index(fn.Params, p), k.field}
				marksIn(v, func(m *callMark) {
					passes[own] = append(passes[own], fieldRef{m.call.Call.StaticCallee(), m.arg, m.field})
				})
			}
		}
		maps.Copy(args, mem.args)
	}
	// A function reads a field on entry, too, when it hands what it
	// finds there on to a callee that reads it.
	for changed := true; changed; {
		changed = false
		for call, vals := range args {
			for r, v := range vals {
				if m, ok := v.(*entryMark); ok && read[fieldRef{call.Call.StaticCallee(), r.arg, r.field}] {
					own := fieldRef{call.Parent(), m.param, m.field}
					if !read[own] {
						read[own], changed = true, true
					}
				}
			}
		}
	}
	for call, vals := range args {
		for r, v := range vals {
			if read[fieldRef{call.Call.StaticCallee(), r.arg, r.field}] {
				marksIn(v, markDemand)
			}
		}
	}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, next := range passes[r] {
			demand(next)
		}
	}
	return FieldDemand{
		Exit:      func(fn *ssa.Function, param, field int) bool { return demanded[fieldRef{fn, param, field}] },
		EntryRead: func(fn *ssa.Function, param, field int) bool { return read[fieldRef{fn, param, field}] },
	}
}

// marksIn calls f for the callMarks of what calls leave that v is or a
// memPhi of it reads.
func marksIn(v ssa.Value, f func(*callMark)) {
	walkPseudo(v, map[ssa.Value]bool{}, func(v ssa.Value) {
		if m, ok := v.(*callMark); ok && !m.found {
			f(m)
		}
	})
}

// walkPseudo calls f for v and, through memPhis, the values it reads,
// each once (seen holds those met already).
func walkPseudo(v ssa.Value, seen map[ssa.Value]bool, f func(ssa.Value)) {
	if seen[v] {
		return
	}
	seen[v] = true
	f(v)
	if p, ok := v.(*memPhi); ok {
		for _, in := range p.vals {
			walkPseudo(in, seen, f)
		}
	}
}
