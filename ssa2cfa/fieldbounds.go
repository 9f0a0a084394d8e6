package ssa2cfa

import (
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// FieldCandidates are integer fields that may stay within bounds the
// package's code never breaks, each with the ranges to try, and the
// functions whose stores an analysis must check
// (Options.CheckFieldInvariants) to show that a range holds wherever the
// field is read.
type FieldCandidates struct {
	// Ranges are each field's candidate ranges, tightest first; every one
	// holds 0, the field's zero value, and the constants the package
	// initializer stores into it.
	Ranges map[*types.Var][]Table
	// Storers are the functions of funcs that store into each field, in
	// funcs' order.
	Storers map[*types.Var][]*ssa.Function
}

// FindFieldCandidates finds the candidate fields of the package: the
// unexported integer fields of its struct types that FieldRanges can rule
// out only because some store is not a constant, whose every store not of
// a constant or a copy is in funcs (not in the package initializer), and
// a load of which indexes or bounds a slice (directly, converted, or plus
// or minus a constant). The stores of funcs are left to the analyses to
// check, constants included; those of the initializer must be constants
// in range, or copies. Their candidate ranges are [0, N-1] and [0, N]
// for the length N of each array field of the same struct (a field that
// indexes its struct's buffer) and of each array a read of the field
// indexes or slices (a table), then [0, max] for a signed field.
//
// Should each store of funcs keep the field in a range, given that every
// read of any candidate field yields a value in its range, then by
// induction on the stores of an execution every read does: the other
// stores copy values in range, and what rules a field out of FieldRanges
// (code not seen, unsafe conversions, other uses of its address) rules it
// out here.
func FindFieldCandidates(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) FieldCandidates {
	out := FieldCandidates{Ranges: map[*types.Var][]Table{}, Storers: map[*types.Var][]*ssa.Function{}}
	if pkg == nil {
		return out
	}
	f := newFieldScan(pkg, linked)
	f.anyStore = true
	f.storers = map[*types.Var][]*ssa.Function{}
	f.unchecked = map[*types.Var]bool{}
	f.varying = map[*types.Var]bool{}
	f.indexed = map[*types.Var]map[int64]bool{}
	f.guards = map[*types.Var]map[int64]bool{}
	f.walk(pkg, funcs)
	for v, fns := range f.storers {
		if !f.varying[v] || f.bad[v] || f.unchecked[v] || f.indexed[v] == nil || f.opaque[f.owner[v]] {
			continue
		}
		ranges := candidateRanges(v, f.owner[v], f.indexed[v], f.guards[v], f.values[v])
		if len(ranges) == 0 {
			continue
		}
		out.Ranges[v] = ranges
		out.Storers[v] = fns
	}
	return out
}

// noteStore records a store of the walked (checked) function into v, of
// a value other than a constant or a copy if varying.
func (f *fieldScan) noteStore(v *types.Var, varying bool) {
	if varying {
		f.varying[v] = true
	}
	if fns := f.storers[v]; len(fns) == 0 || fns[len(fns)-1] != f.fn {
		f.storers[v] = append(fns, f.fn)
	}
}

// noteIndexed records that v's read x indexes or bounds a slice, and the
// lengths of the arrays it indexes or slices.
func (f *fieldScan) noteIndexed(v *types.Var, x ssa.Value) {
	if f.indexed == nil {
		return
	}
	if lens, ok := indexes(x, 2, nil); ok {
		if f.indexed[v] == nil {
			f.indexed[v] = map[int64]bool{}
		}
		for _, n := range lens {
			f.indexed[v][n] = true
		}
	}
}

// indexes reports whether x, or a value up to depth conversions or
// constant offsets away, is an index or a slice bound, and appends to lens
// the lengths of the arrays it indexes or slices so.
func indexes(x ssa.Value, depth int, lens []int64) ([]int64, bool) {
	refs := x.Referrers()
	if refs == nil {
		return lens, false
	}
	found := false
	use := func(arr ssa.Value) {
		found = true
		if n, ok := arrayLen(arr.Type()); ok {
			lens = append(lens, n)
		}
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Index:
			if r.Index == x {
				use(r.X)
			}
		case *ssa.IndexAddr:
			if r.Index == x {
				use(r.X)
			}
		case *ssa.Slice:
			if r.Low == x || r.High == x || r.Max == x {
				use(r.X)
			}
		case *ssa.Convert:
			if depth > 0 {
				var ok bool
				if lens, ok = indexes(r, depth-1, lens); ok {
					found = true
				}
			}
		case *ssa.BinOp:
			_, kx := r.X.(*ssa.Const)
			_, ky := r.Y.(*ssa.Const)
			if (r.Op == token.ADD || r.Op == token.SUB) && (kx || ky) && depth > 0 {
				var ok bool
				if lens, ok = indexes(r, depth-1, nil); ok {
					found = true // an offset index: its array's length is no bound of x
				}
			}
		}
	}
	return lens, found
}

// maxGuardHighs bounds the guard bounds noted of a field.
const maxGuardHighs = 4

// noteGuards records the bounds that comparisons of x, a value stored
// into v, with constants state: a store under n < K (or after n >= K
// failed) keeps v below K, as a buffer's count flushed at a threshold
// (if n >= flushSize { flush; n = 0 }; w.n = n).
func (f *fieldScan) noteGuards(v *types.Var, x ssa.Value) {
	vals := []ssa.Value{x}
	if phi, ok := x.(*ssa.Phi); ok {
		vals = append(vals, phi.Edges...) // n+6 tested, then n = 0 or n+6
	}
	for _, x := range vals {
		f.noteGuardsOf(v, x)
	}
}

// noteGuardsOf records the bounds of noteGuards that comparisons of x
// state.
func (f *fieldScan) noteGuardsOf(v *types.Var, x ssa.Value) {
	constComparisons(x, func(op token.Token, k int64) {
		hi := k
		switch op {
		case token.LSS, token.GEQ:
			hi = k - 1
		case token.LEQ, token.GTR:
		default:
			return
		}
		if hi >= 0 && len(f.guards[v]) < maxGuardHighs {
			if f.guards[v] == nil {
				f.guards[v] = map[int64]bool{}
			}
			f.guards[v][hi] = true
		}
	})
}

// candidateRanges returns v's candidate ranges in st, tightest first,
// keeping those that hold the constants stored: below or up to the length
// of an array of st or one that a read of v indexes, or up to a bound that
// a guard of a stored value states.
func candidateRanges(v *types.Var, st *types.Struct, indexed, guards map[int64]bool, consts []int64) []Table {
	t, _ := TypeOf(v.Type())
	maxT := t.MaxInt64()
	lens := map[int64]bool{}
	maps.Copy(lens, indexed)
	for i := range st.NumFields() {
		if n, ok := arrayLen(st.Field(i).Type()); ok {
			lens[n] = true
		}
	}
	var his []int64
	for n := range lens {
		for _, hi := range []int64{n - 1, n} {
			if 0 <= hi && hi <= maxT {
				his = append(his, hi)
			}
		}
	}
	// The greatest guard below the greatest array length: one more round
	// at most, for the bound a flush keeps (bytes[n:n+6] needs n < 240 of
	// a 248-byte buffer).
	top := int64(-1)
	for _, hi := range his {
		top = max(top, hi)
	}
	guard := int64(-1)
	for hi := range guards {
		if hi < top && hi > guard && !slices.Contains(his, hi) {
			guard = hi
		}
	}
	if guard >= 0 {
		his = append(his, guard)
	}
	if t.Signed {
		his = append(his, maxT)
	}
	slices.Sort(his)
	his = slices.Compact(his)
	var out []Table
	for _, hi := range his {
		ok := true
		for _, k := range consts {
			ok = ok && 0 <= k && k <= hi
		}
		if ok {
			out = append(out, Table{Lo: 0, Hi: hi})
		}
	}
	return out
}

// fieldPair is a field of the struct a pointer value points to.
type fieldPair struct {
	base  ssa.Value
	field *types.Var
}

// pairSet is a set of fieldFlow's pairs, by index.
type pairSet []uint64

func newPairSet(n int) pairSet { return make(pairSet, (n+63)/64) }

func (s pairSet) has(k int) bool { return s != nil && s[k/64]&(1<<(k%64)) != 0 }

func (s pairSet) add(k int) { s[k/64] |= 1 << (k % 64) }

func (s pairSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// fieldFlow holds, for a function that stores into fields of
// Options.FieldInvariants, the stores each instruction may follow with no
// settling instruction between (see settles): the fields they leave
// unsettled, which other code may not read yet.
type fieldFlow struct {
	pairs []fieldPair // in order of first store
	index map[fieldPair]int
	// pending holds, per pair, the value last stored (with
	// CheckFieldInvariants; -1 for none), and for a cell pair the field's
	// value in memory.
	//
	// A cell pair is the only pair of its field in the function, of a
	// base that holds one pointer throughout (a parameter, a free
	// variable): every read through the base reads its pending variable.
	// Where no store of the function may have changed the field since the
	// last settling instruction (or entry), it is some value of the
	// field's range; a store sets it; no store through another base
	// (which may point to the same struct) exists. Reads through other
	// bases get the range only where the field is settled.
	pending []Var
	cell    []bool
	dirty   map[ssa.Instruction]pairSet // pairs unsettled before each instruction
}

// dirtyAt returns the pairs unsettled before instr (nil: none).
func (f *fieldFlow) dirtyAt(instr ssa.Instruction) pairSet {
	if f == nil || instr == nil {
		return nil
	}
	return f.dirty[instr]
}

// settles reports whether other code may run, or read memory, at instr: a
// call (but of the builtins that read no field), a return, a panic, the
// deferred calls, a channel operation, a goroutine; or whether instr
// copies a struct value that holds a field of inv (a load, or copy or
// append of its elements), which would carry an unsettled value away.
func settles(instr ssa.Instruction, inv map[*types.Var]Table) bool {
	switch in := instr.(type) {
	case *ssa.Call:
		if b, ok := in.Call.Value.(*ssa.Builtin); ok {
			switch b.Name() {
			case "copy", "append":
				return len(in.Call.Args) > 0 && holdsField(in.Call.Args[0].Type(), inv, 0)
			case "len", "cap", "min", "max", "clear", "real", "imag", "complex":
				return false
			}
		}
		return true
	case *ssa.Return, *ssa.Panic, *ssa.RunDefers, *ssa.Go, *ssa.Send, *ssa.Select:
		return true
	case *ssa.UnOp:
		return in.Op == token.ARROW || in.Op == token.MUL && holdsField(in.Type(), inv, 0)
	}
	return false
}

// holdsField reports whether a value of type t (or, for a slice, its
// elements) holds a field of inv.
func holdsField(t types.Type, inv map[*types.Var]Table, depth int) bool {
	if depth > 8 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		if depth == 0 {
			return holdsField(u.Elem(), inv, depth+1)
		}
	case *types.Array:
		return holdsField(u.Elem(), inv, depth+1)
	case *types.Struct:
		for i := range u.NumFields() {
			if _, ok := inv[u.Field(i)]; ok || holdsField(u.Field(i).Type(), inv, depth+1) {
				return true
			}
		}
	}
	return false
}

// storedPair returns the field pair a store into a field of inv writes.
func storedPair(instr ssa.Instruction, inv map[*types.Var]Table) (fieldPair, bool) {
	st, ok := instr.(*ssa.Store)
	if !ok {
		return fieldPair{}, false
	}
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return fieldPair{}, false
	}
	v := FieldOf(fa.X.Type(), fa.Field)
	if _, ok := inv[v]; !ok || v == nil {
		return fieldPair{}, false
	}
	return fieldPair{fa.X, v}, true
}

// initFieldFlow computes the function's fieldFlow, a forward may-analysis
// over its blocks, and with CheckFieldInvariants gives each pair a pending
// value that holds the range's low bound at entry.
func (l *lowerer) initFieldFlow() {
	if len(l.fieldInv) == 0 {
		return
	}
	f := &fieldFlow{index: map[fieldPair]int{}}
	for _, b := range l.fn.Blocks {
		for _, instr := range b.Instrs {
			if p, ok := storedPair(instr, l.fieldInv); ok {
				if _, seen := f.index[p]; !seen {
					f.index[p] = len(f.pairs)
					f.pairs = append(f.pairs, p)
				}
			}
		}
	}
	if len(f.pairs) == 0 {
		return
	}
	f.dirty = unsettledPairs(l.fn, f, l.fieldInv)
	l.flow = f
	perField := map[*types.Var]int{}
	for _, p := range f.pairs {
		perField[p.field]++
	}
	for _, p := range f.pairs {
		t, _ := TypeOf(p.field.Type())
		cell := perField[p.field] == 1 && isEntryValue(p.base)
		f.cell = append(f.cell, cell)
		if !cell && !l.checkInv {
			f.pending = append(f.pending, -1)
			continue
		}
		x := l.c.NewVar(VarInfo{Name: "pending(" + p.field.Name() + ")", Type: t, Role: RoleValue})
		f.pending = append(f.pending, x)
		if cell {
			l.reloadCell(x, p.field, token.NoPos)
			continue
		}
		l.emit(&Assign{Vars: []Var{x}, Exprs: []Expr{IntConst(t, l.fieldInv[p.field].Lo)}}, token.NoPos)
	}
}

// unsettledPairs returns, for each instruction of fn, the pairs of f that a
// store may leave unsettled before it.
func unsettledPairs(fn *ssa.Function, f *fieldFlow, inv map[*types.Var]Table) map[ssa.Instruction]pairSet {
	return unsettled(fn, len(f.pairs), func(instr ssa.Instruction) bool { return settles(instr, inv) }, func(instr ssa.Instruction, add func(int)) {
		if p, ok := storedPair(instr, inv); ok {
			add(f.index[p])
		}
	})
}

// unsettled returns, for each instruction of fn, the set of n items that
// stores may leave unsettled before it (nil: none): a forward
// may-analysis over fn's blocks, where stores adds an instruction's items
// and an instruction that settles clears them all.
func unsettled(fn *ssa.Function, n int, settles func(ssa.Instruction) bool, stores func(ssa.Instruction, func(int))) map[ssa.Instruction]pairSet {
	dirty := map[ssa.Instruction]pairSet{}
	out := make([]pairSet, len(fn.Blocks))
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			cur := newPairSet(n)
			for _, p := range b.Preds {
				for i, w := range out[p.Index] {
					cur[i] |= w
				}
			}
			for _, instr := range b.Instrs {
				if cur.empty() {
					delete(dirty, instr)
				} else {
					dirty[instr] = slices.Clone(cur)
				}
				if settles(instr) {
					clear(cur)
				}
				stores(instr, cur.add)
			}
			if out[b.Index] == nil || !slices.Equal(out[b.Index], cur) {
				out[b.Index] = cur
				changed = true
			}
		}
	}
	return dirty
}

// isEntryValue reports whether v holds one value throughout its function:
// a parameter or a free variable.
func isEntryValue(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	}
	return false
}

// reloadCell makes the cell x of field fv some value of its range: what
// the memory holds where the field is settled.
func (l *lowerer) reloadCell(x Var, fv *types.Var, pos token.Pos) {
	l.emit(&Havoc{Vars: []Var{x}, Reason: "load"}, pos)
	l.assumeRange(l.c.Ref(x), l.fieldInv[fv], pos)
}

// cellRead assumes that the read v of field fv through base is its cell's
// value, when the function has a cell for them.
func (l *lowerer) cellRead(v ssa.Value, base ssa.Value, fv *types.Var) bool {
	if l.flow == nil {
		return false
	}
	k, ok := l.flow.index[fieldPair{base, fv}]
	if !ok || !l.flow.cell[k] {
		return false
	}
	x := l.expr(v)
	if x == nil || !x.Type().IsInt() {
		return false
	}
	l.emit(&Assume{Cond: &Binary{Op: Eq, X: x, Y: l.c.Ref(l.flow.pending[k])}}, v.Pos())
	return true
}

// settleFields checks, before an instruction at which other code may read
// memory, the fields the function may leave unsettled there; and before
// one that may panic otherwise than by a check (whose recovery may read
// them), those fields too.
func (l *lowerer) settleFields(instr ssa.Instruction) {
	if l.flow == nil {
		return
	}
	if settles(instr, l.fieldInv) {
		l.checkPending(l.flow.dirtyAt(instr), instr.Pos())
		keeps := l.callKeeps(instr, l.fieldInv)
		for k, p := range l.flow.pairs {
			if l.flow.cell[k] && !keeps {
				l.reloadCell(l.flow.pending[k], p.field, instr.Pos())
			}
		}
		return
	}
	if dirty := l.flow.dirtyAt(instr); dirty != nil && mayPanic(instr) {
		l.checkPending(dirty, instr.Pos())
	}
}

// mayPanic reports an instruction that may panic but for the lowering's
// checks: a type assertion without ok, and a dereference of a pointer (a
// load, a store, a field's or an array element's address) that no earlier
// dereference of the same pointer dominates, which panics when it is nil.
func mayPanic(instr ssa.Instruction) bool {
	var ptr ssa.Value
	switch in := instr.(type) {
	case *ssa.TypeAssert:
		return !in.CommaOk
	case *ssa.FieldAddr:
		ptr = in.X
	case *ssa.IndexAddr:
		if _, ok := in.X.Type().Underlying().(*types.Pointer); ok {
			ptr = in.X
		}
	case *ssa.UnOp:
		if in.Op == token.MUL {
			ptr = in.X
		}
	case *ssa.Store:
		ptr = in.Addr
	}
	if ptr == nil {
		return false
	}
	switch ptr.(type) {
	case *ssa.Alloc, *ssa.Global, *ssa.FieldAddr, *ssa.IndexAddr:
		return false // never nil
	}
	for _, r := range *ptr.Referrers() {
		if r != instr && dereferences(r, ptr) && dominates(r, instr) {
			return false
		}
	}
	return true
}

// dereferences reports whether instr dereferences the pointer p.
func dereferences(instr ssa.Instruction, p ssa.Value) bool {
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		return in.X == p
	case *ssa.IndexAddr:
		return in.X == p
	case *ssa.UnOp:
		return in.Op == token.MUL && in.X == p
	case *ssa.Store:
		return in.Addr == p
	}
	return false
}

// checkPending checks that the values last stored into the pairs of dirty
// are in their fields' ranges (with CheckFieldInvariants).
func (l *lowerer) checkPending(dirty pairSet, pos token.Pos) {
	if !l.checkInv || l.flow == nil {
		return
	}
	for k, p := range l.flow.pairs {
		if !dirty.has(k) {
			continue
		}
		t, _ := TypeOf(p.field.Type())
		tab := l.fieldInv[p.field]
		x := l.c.Ref(l.flow.pending[k])
		if t.Signed {
			chk := l.check(CheckFieldLow, &Binary{Op: Le, X: IntConst(t, tab.Lo), Y: x}, pos, []Expr{x})
			chk.Field = p.field
		}
		if tab.Hi < t.MaxInt64() {
			chk := l.check(CheckFieldHigh, &Binary{Op: Le, X: x, Y: IntConst(t, tab.Hi)}, pos, []Expr{x})
			chk.Field = p.field
		}
	}
}

// storeField records the value a store into a field of FieldInvariants
// writes as its pair's pending value (a cell's, or with
// CheckFieldInvariants).
func (l *lowerer) storeField(st *ssa.Store) {
	if l.flow == nil {
		return
	}
	p, ok := storedPair(st, l.fieldInv)
	if !ok {
		return
	}
	x := l.flow.pending[l.flow.index[p]]
	if x < 0 {
		return
	}
	if e := l.expr(st.Val); e != nil && e.Type().IsInt() {
		l.emit(&Assign{Vars: []Var{x}, Exprs: []Expr{e}}, st.Pos())
		return
	}
	l.emit(&Havoc{Vars: []Var{x}, Reason: "store"}, st.Pos())
}

// settledRead reports whether the read v of the field fv of
// FieldInvariants reads a settled value: no store of the function into the
// field may precede it since the last settling instruction (nor the load
// of the struct value it reads a field of).
func (l *lowerer) settledRead(v ssa.Value, fv *types.Var) bool {
	if l.flow == nil {
		return true
	}
	unsettled := func(instr ssa.Instruction) bool {
		dirty := l.flow.dirtyAt(instr)
		for k, p := range l.flow.pairs {
			if p.field == fv && dirty.has(k) {
				return true
			}
		}
		return false
	}
	instr, _ := v.(ssa.Instruction)
	if instr == nil || unsettled(instr) {
		return false
	}
	for {
		fld, ok := v.(*ssa.Field)
		if !ok {
			return true
		}
		switch x := fld.X.(type) {
		case *ssa.UnOp:
			return !unsettled(x)
		case *ssa.Phi:
			return false
		}
		v = fld.X
	}
}

// FieldOf returns field i of the struct type t (or that t points to).
func FieldOf(t types.Type, i int) *types.Var {
	st := StructOf(t)
	if st == nil {
		return nil
	}
	return st.Field(i)
}

// StructOf returns the struct type t is or points to, or nil.
func StructOf(t types.Type) *types.Struct {
	st, _ := deref(t).Underlying().(*types.Struct)
	return st
}

// callKeeps reports whether instr is a call whose callee changes none of
// fields' locations (writeFree: it stores into no location of their types
// or of a type holding one, and calls nothing unknown): their values after
// it are those before.
func (l *lowerer) callKeeps(instr ssa.Instruction, fields map[*types.Var]Table) bool {
	call, ok := instr.(*ssa.Call)
	if !ok {
		return false
	}
	if l.writeFree == nil {
		l.writeFree = &writeFree{punned: l.punned, calleeWrites: l.calleeWrites, memo: map[*ssa.Function]*writeSet{}}
	}
	ws := l.writeFree.writes(call)
	for f := range fields {
		if ws.changes(f.Type(), l.punned) {
			return false
		}
	}
	return true
}
