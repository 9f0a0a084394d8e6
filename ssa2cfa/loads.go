package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// loadKey identifies what a load reads: a field of the struct a pointer
// points to, an element of the slice or array it indexes (field
// elemField), or the pointee itself (field -1). The same key also names a
// part of an immutable value (a string's byte, an array value's element,
// a struct value's field).
type loadKey struct {
	base  ssa.Value
	field int
	index ssa.Value // the element's index when field is elemField
}

// elemField marks a loadKey of an indexed element.
const elemField = -2

// mapLenField marks a loadKey of a map's number of entries.
const mapLenField = -3

// sameLoads maps each load to an earlier load of the same location that
// reads the same value, or to the value an earlier store wrote there: one
// that dominates it with no instruction that may
// write memory (a store, a call, a channel operation...) on any path from
// the first to the second. The lowering gives them one variable, so that
// b.buf[len(b.buf):] knows the two reads of b.buf agree, and so does
// if len(b.in) > 0 { b.in[len(b.in)-1] }. (A concurrent writer would be a
// data race, whose outcome Go does not define.)
//
// It also maps each part of an immutable value (s[i] of a string or an
// array value, v.f of a struct value) to an earlier, dominating read of the
// same part with the same operands, whatever runs in between: both read
// the same value, so path[r] == '.' tested twice agrees.
//
// A map's size is read like a location: len(m) again, or the start of a
// range over m, maps to an earlier len(m) with no write between.
//
// A store of a value of type T changes only locations whose type is or
// contains T, except for the types punned (see Punned); whatever its type,
// a store into a variable of fn (an Alloc, or a field or array element of
// one) changes no other variable, and no other field or element of its
// own.
//
// The loads available at a block's entry are those available at the exit
// of its immediate dominator that no block between the two (any block
// that reaches it backwards without passing through the dominator) may
// change, and at a join, the fields every predecessor leaves known
// (joinFields); at a loop head, the fields every way in and every way
// back leave known (loopJoinFields). A block that no execution reaches
// (deadBlocks: the body of if debug with a constant false debug) changes
// nothing.
func sameLoads(fn *ssa.Function, punned *Punned, calleeWrites CalleeWrites) map[ssa.Value]ssa.Value {
	return loadFlow(fn, punned, calleeWrites, false, nil).same
}

// memFacts is what loadFlow knows of fn's memory.
type memFacts struct {
	// same is sameLoads' answer.
	same map[ssa.Value]ssa.Value
	// fromMem maps each first load of what a call left in a field of the
	// struct its pointer argument points to (a callMark, see
	// markCallFields), or of a field whose value depends on the way into
	// a join block (a memPhi, see joinFields), to that pseudo-value.
	fromMem map[ssa.Value]ssa.Value
	// phis are the memPhis, in a deterministic order.
	phis []*memPhi
	// exits holds, per return, the values the fields of the structs fn's
	// pointer parameters point to hold there, where known.
	exits map[*ssa.Return]map[loadKey]ssa.Value
	// args holds, per static call, the values the fields of the structs
	// its pointer arguments point to hold when it is made, where known.
	args map[*ssa.Call]map[argRef]ssa.Value
}

// loadFlow computes sameLoads' answer, and what loads read from calls'
// pointer arguments and what returns leave in the pointer parameters'
// fields. With entry set, the first loads of the fields of the structs
// the pointer parameters point to read entryMarks. With entryRead set, a
// static call whose callee reads a field of its pointer argument's struct
// on entry (entryRead) marks the value the call finds there, when no
// earlier value describes it (see markFoundFields).
func loadFlow(fn *ssa.Function, punned *Punned, calleeWrites CalleeWrites, entry bool, entryRead func(fn *ssa.Function, param, field int) bool) memFacts {
	// A loop head's memPhi is assumed first, then kept only if every way
	// back leaves its field known (see loopJoinFields): each pass drops
	// the ones that failed in the pass before; past maxLoopPhiPasses, a
	// last pass makes none.
	dropped := map[loopPhiKey]bool{}
	for pass := 0; ; pass++ {
		facts, failed := loadFlowPass(fn, punned, calleeWrites, entry, entryRead, dropped, pass <= maxLoopPhiPasses)
		if len(failed) == 0 {
			return facts
		}
		for _, k := range failed {
			dropped[k] = true
		}
	}
}

// maxLoopPhiPasses bounds the passes of loadFlow that drop loop heads'
// memPhis one failure at a time.
const maxLoopPhiPasses = 4

// loadFlowPass is one pass of loadFlow, with the loop heads' memPhis not
// dropped (none without loopPhis); it returns those whose fields some way
// back leaves unknown.
func loadFlowPass(fn *ssa.Function, punned *Punned, calleeWrites CalleeWrites, entry bool, entryRead func(fn *ssa.Function, param, field int) bool, dropped map[loopPhiKey]bool, loopPhis bool) (memFacts, []loopPhiKey) {
	out := map[ssa.Value]ssa.Value{}
	facts := memFacts{same: out, fromMem: map[ssa.Value]ssa.Value{}, exits: map[*ssa.Return]map[loadKey]ssa.Value{}, args: map[*ssa.Call]map[argRef]ssa.Value{}}
	if len(fn.Blocks) == 0 {
		return facts, nil
	}
	if punned == nil {
		punned = defaultPunned(fn)
	}
	wf := &writeFree{punned: punned, calleeWrites: calleeWrites, memo: map[*ssa.Function]*writeSet{}}
	// blockWrites[i] is what block i may change.
	blockWrites := make([]writeSet, len(fn.Blocks))
	private := privateCells(fn)
	// isPrivate reports a key naming a private cell itself: only the
	// function's own stores to it change it.
	isPrivate := func(k loadKey) bool { return k.field == -1 && private[k.base] }
	dead := deadBlocks(fn)
	for _, b := range fn.Blocks {
		if dead[b.Index] {
			continue // never runs: writes nothing
		}
		for _, instr := range b.Instrs {
			blockWrites[b.Index].add(instr, wf)
			if st, ok := instr.(*ssa.Store); ok && private[st.Addr] {
				blockWrites[b.Index].addCell(st.Addr)
			}
		}
	}
	ak := &addrKeys{same: out, reps: map[loadKey]ssa.Value{}, values: map[valueKey]ssa.Value{}, memo: map[ssa.Value]ssa.Value{}}
	availOut := make([]map[loadKey]ssa.Value, len(fn.Blocks))
	var open []loopPhi
	pureOut := make([]map[loadKey]ssa.Value, len(fn.Blocks))
	// Reverse postorder: a block's dominators and its predecessors along
	// forward edges come before it (see joinFields).
	for _, b := range reversePostorder(fn) {
		seen := map[loadKey]ssa.Value{}
		pure := map[loadKey]ssa.Value{}
		if d := b.Idom(); d != nil {
			maps.Copy(pure, pureOut[d.Index])
			if len(availOut[d.Index]) > 0 {
				between := writesBetween(d, b, blockWrites, len(private) > 0)
				for k, v := range availOut[d.Index] {
					if isPrivate(k) {
						if !between.cells[k.base] {
							seen[k] = v
						}
					} else if !between.changesLoad(k, v.Type(), punned) {
						seen[k] = v
					}
				}
			}
		}
		joinFields(b, seen, availOut, &facts.phis)
		if loopPhis {
			open = append(open, loopJoinFields(b, seen, availOut, dropped, &facts.phis)...)
		}
		if entry && b.Index == 0 && len(b.Preds) == 0 {
			markEntryFields(fn, seen, ak)
		}
		for _, instr := range b.Instrs {
			if v, k, ok := immutablePart(instr); ok {
				if k.field == elemField {
					k.index = ak.index(k.index)
				}
				if first, ok := pure[k]; ok {
					out[v] = first
				} else {
					pure[k] = v
				}
				continue
			}
			// len(m) of a map reads its size, which only a write to
			// memory may change (an insertion or deletion is one); a
			// range over m starts from that size.
			if m := mapLenOf(instr); m != nil {
				k := loadKey{base: ak.base(m), field: mapLenField}
				if first, ok := seen[k]; ok {
					out[instr.(ssa.Value)] = first
				} else if _, isLen := instr.(*ssa.Call); isLen {
					seen[k] = instr.(ssa.Value)
				}
				continue
			}
			if a, ok := instr.(*ssa.Alloc); ok {
				zeroFields(a, seen, ak)
				continue
			}
			if in, ok := instr.(*ssa.UnOp); ok && in.Op == token.MUL {
				k := ak.keyOf(in.X)
				if first, ok := seen[k]; ok {
					if isPseudo(first) {
						// The first load of what a call left, or of a
						// memory φ; later ones read this load, and share
						// its variables.
						facts.fromMem[in] = first
						seen[k] = in
					} else {
						out[in] = first
					}
				} else {
					seen[k] = in
				}
				continue
			}
			if call, ok := instr.(*ssa.Call); ok {
				markFoundFields(call, seen, ak, entryRead)
				argFieldValues(call, seen, ak, facts.args)
			}
			var w writeSet
			w.add(instr, wf)
			if w.changesMemory() {
				// A store into a variable of this function (an Alloc)
				// changes no other variable, and no other field or
				// element of its own.
				var into memPath
				if st, ok := instr.(*ssa.Store); ok {
					into = pathOf(st.Addr)
				}
				maps.DeleteFunc(seen, func(k loadKey, v ssa.Value) bool {
					if isPrivate(k) || into.root != nil && into.disjoint(keyPath(k)) {
						return false
					}
					return w.changesLoad(k, v.Type(), punned)
				})
			}
			if st, ok := instr.(*ssa.Store); ok {
				// The next load of the stored location reads the stored value.
				seen[ak.keyOf(st.Addr)] = st.Val
			}
			switch in := instr.(type) {
			case *ssa.Call:
				markCallFields(in, seen, ak, entryRead)
			case *ssa.Return:
				exitValues(fn, in, seen, ak, facts.exits)
			}
		}
		availOut[b.Index] = seen
		pureOut[b.Index] = pure
	}
	return facts, closeLoopPhis(open, availOut)
}

// addrKeys names the locations that pointers designate, so that two
// computations of one address (t.f.g twice: two FieldAddr chains) have one
// key: an address computed by FieldAddr or IndexAddr reads no memory, so
// the same base and field (or index) give the same location.
type addrKeys struct {
	same   map[ssa.Value]ssa.Value // loads known to read an earlier load's value
	reps   map[loadKey]ssa.Value   // the first address computed with a key
	values map[valueKey]ssa.Value  // the first index computed with a key
	memo   map[ssa.Value]ssa.Value // index's answers
}

// keyOf returns the location a pointer designates.
func (ak *addrKeys) keyOf(addr ssa.Value) loadKey {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return loadKey{base: ak.base(a.X), field: a.Field}
	case *ssa.IndexAddr:
		return loadKey{base: ak.base(a.X), field: elemField, index: ak.index(a.Index)}
	}
	return loadKey{base: ak.base(addr), field: -1}
}

// base returns the representative of a pointer value: the first address
// computed the same way, or the earlier load a load repeats.
func (ak *addrKeys) base(v ssa.Value) ssa.Value {
	if first, ok := ak.same[v]; ok {
		v = first
	}
	switch v.(type) {
	case *ssa.FieldAddr, *ssa.IndexAddr:
		k := ak.keyOf(v)
		if rep, ok := ak.reps[k]; ok {
			return rep
		}
		ak.reps[k] = v
	}
	return v
}

// index returns the representative of an index: constants of one type and
// value are one, and so are pure computations (arithmetic, conversions) of
// one operator on the same operands: the two i+1 of s[i+1] == s[i+1].
func (ak *addrKeys) index(v ssa.Value) ssa.Value {
	if rep, ok := ak.memo[v]; ok {
		return rep
	}
	rep := ak.indexRep(v)
	ak.memo[v] = rep
	return rep
}

// indexRep computes index's representative of v (memoized by index: a
// chain x = x + x + c shares operands, and walking it again for each use
// is exponential).
func (ak *addrKeys) indexRep(v ssa.Value) ssa.Value {
	var k valueKey
	switch v := v.(type) {
	case *ssa.Const:
		k = valueKey{op: "const " + v.Type().String() + " " + v.String()}
	case *ssa.BinOp:
		k = valueKey{op: v.Op.String(), x: ak.index(v.X), y: ak.index(v.Y)}
	case *ssa.UnOp:
		if v.Op == token.MUL || v.Op == token.ARROW {
			return v // a load or a receive: not a pure computation
		}
		k = valueKey{op: "unary " + v.Op.String(), x: ak.index(v.X)}
	case *ssa.Convert:
		k = valueKey{op: "convert " + v.Type().String(), x: ak.index(v.X)}
	default:
		if first, ok := ak.same[v]; ok {
			return first
		}
		return v
	}
	if rep, ok := ak.values[k]; ok {
		return rep
	}
	ak.values[k] = v
	return v
}

// valueKey identifies a pure computation by its operator and the
// representatives of its operands.
type valueKey struct {
	op   string
	x, y ssa.Value
}

// immutablePart returns a read of a part of an immutable value (an element
// of a string or array value, a field of a struct value) and what it reads.
func immutablePart(instr ssa.Instruction) (ssa.Value, loadKey, bool) {
	switch in := instr.(type) {
	case *ssa.Index:
		return in, loadKey{base: in.X, field: elemField, index: in.Index}, true
	case *ssa.Field:
		return in, loadKey{base: in.X, field: in.Field}, true
	}
	return nil, loadKey{}, false
}

// mapLenOf returns the map whose size instr reads: len(m), or the start
// of a range over m.
func mapLenOf(instr ssa.Instruction) ssa.Value {
	var m ssa.Value
	switch in := instr.(type) {
	case *ssa.Call:
		if b, ok := in.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(in.Call.Args) == 1 {
			m = in.Call.Args[0]
		}
	case *ssa.Range:
		m = in.X
	}
	if m == nil {
		return nil
	}
	if _, ok := m.Type().Underlying().(*types.Map); !ok {
		return nil
	}
	return m
}

// changesLoad reports whether w may change what the load of key k, of
// type t, reads: a map's size changes with its entries only.
func (w writeSet) changesLoad(k loadKey, t types.Type, p *Punned) bool {
	if k.field == mapLenField {
		// Only insertions and deletions change it, short of unsafe
		// conversions (a package that puns any type may reach a map's
		// internals).
		return w.changesMaps() || w.changesMemory() && p.any()
	}
	return w.changesAt(keyOwner(k), k.field, t, p)
}

// isEmptyString reports the constant "".
func isEmptyString(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) == ""
}

// memStep is one step of a memPath: a field, or an array element at a
// constant index (known) or at any.
type memStep struct {
	elem  bool
	n     int64
	known bool
}

// memPath is where an address points: into the variable of root, along
// steps. A nil root is any memory.
type memPath struct {
	root  *ssa.Alloc
	steps []memStep
}

// pathOf returns the memPath of addr: the variable of an Alloc, or a
// field or array element of a memPath (any memory otherwise, as for an
// element of a slice).
func pathOf(addr ssa.Value) memPath {
	switch a := addr.(type) {
	case *ssa.Alloc:
		return memPath{root: a}
	case *ssa.FieldAddr:
		return pathOf(a.X).then(memStep{n: int64(a.Field), known: true})
	case *ssa.IndexAddr:
		if _, isPtr := a.X.Type().Underlying().(*types.Pointer); !isPtr {
			return memPath{}
		}
		return pathOf(a.X).then(elemStep(a.Index))
	}
	return memPath{}
}

// keyOwner returns the struct type of which k names a field (an
// underlying struct type), or nil when k names another location.
func keyOwner(k loadKey) *types.Struct {
	if k.field < 0 {
		return nil
	}
	return pointedStruct(k.base.Type())
}

// keyPath returns the memPath of the location k names.
func keyPath(k loadKey) memPath {
	switch {
	case k.field == -1:
		return pathOf(k.base)
	case k.field >= 0:
		return pathOf(k.base).then(memStep{n: int64(k.field), known: true})
	case k.field == elemField:
		if _, isPtr := k.base.Type().Underlying().(*types.Pointer); isPtr {
			return pathOf(k.base).then(elemStep(k.index))
		}
	}
	return memPath{}
}

// elemStep is the step to the element at index.
func elemStep(index ssa.Value) memStep {
	if c, ok := index.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Int {
		if n, exact := constant.Int64Val(c.Value); exact {
			return memStep{elem: true, n: n, known: true}
		}
	}
	return memStep{elem: true}
}

// then returns p extended by s (p itself when p is any memory).
func (p memPath) then(s memStep) memPath {
	if p.root == nil {
		return p
	}
	return memPath{root: p.root, steps: append(slices.Clip(p.steps), s)}
}

// disjoint reports whether the locations of p and q cannot overlap: they
// lie in distinct variables, or part ways at distinct fields or
// elements of one.
func (p memPath) disjoint(q memPath) bool {
	if p.root == nil || q.root == nil {
		return false
	}
	if p.root != q.root {
		return true
	}
	for i := range min(len(p.steps), len(q.steps)) {
		a, b := p.steps[i], q.steps[i]
		if a.known && b.known && a.n != b.n {
			return true
		}
	}
	return false
}
