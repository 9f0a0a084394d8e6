package ssa2cfa

import (
	"cmp"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// memPhi stands, in loadFlow's table of known values, for what a field
// holds at the entry of a join block whose predecessors each leave a
// known but different value there (a store on one side of a branch, the
// value loaded before it on the other): a φ of memory, which the lowering
// gives a variable assigned on each incoming edge. Only its Type is
// defined.
type memPhi struct {
	ssa.Value
	block *ssa.BasicBlock
	vals  []ssa.Value // per predecessor of block
	typ   types.Type
	name  string // the field's, for messages: "b.buf"
}

func (p *memPhi) Type() types.Type { return p.typ }

// joinFields adds to seen, the values known at the entry of b, the fields
// (integer and slice or string ones) that every predecessor of b leaves
// known at its exit (availOut), when all of them are known already (no
// back edge): the common value, or a memPhi of the different ones,
// appended to phis.
func joinFields(b *ssa.BasicBlock, seen map[loadKey]ssa.Value, availOut []map[loadKey]ssa.Value, phis *[]*memPhi) {
	if len(b.Preds) < 2 {
		return
	}
	for _, p := range b.Preds {
		if availOut[p.Index] == nil {
			return
		}
	}
	for _, k := range unseenFields(availOut[b.Preds[0].Index], seen, nil) {
		vals := make([]ssa.Value, len(b.Preds))
		same := true
		for i, p := range b.Preds {
			v, ok := availOut[p.Index][k]
			if !ok || !types.Identical(v.Type(), availOut[b.Preds[0].Index][k].Type()) {
				vals = nil
				break
			}
			vals[i] = v
			same = same && v == vals[0]
		}
		switch {
		case vals == nil:
		case same:
			seen[k] = vals[0]
		default:
			phi := &memPhi{block: b, vals: vals, typ: vals[0].Type(), name: fieldName(k)}
			*phis = append(*phis, phi)
			seen[k] = phi
		}
	}
}

// unseenFields returns, in a deterministic order, the keys of the fields
// (integer and slice or string ones) that avail knows and seen does not,
// but those skip (if set) rejects.
func unseenFields(avail, seen map[loadKey]ssa.Value, skip func(loadKey) bool) []loadKey {
	var keys []loadKey
	for k, v := range avail {
		if _, ok := seen[k]; ok || k.field < 0 || skip != nil && skip(k) {
			continue
		}
		if ok, _ := fieldKind(v.Type()); ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(x, y loadKey) int {
		return cmp.Or(cmp.Compare(x.base.Name(), y.base.Name()), cmp.Compare(x.base.Pos(), y.base.Pos()), cmp.Compare(x.field, y.field))
	})
	return keys
}

// loopPhiKey names a loop head's memPhi across loadFlow's passes: the
// head's index and the field's key.
type loopPhiKey struct {
	block int
	key   loadKey
}

// loopPhi is a loop head's memPhi whose values on the ways back are not
// known yet: the latches' exits come after the head.
type loopPhi struct {
	phi *memPhi
	key loadKey
}

// loopJoinFields adds to seen, the values known at the entry of b, for a
// loop head b, a memPhi of each field that every way into the loop leaves
// known but that the loop may change (so that the dominator's value is
// not seen), unless dropped; it returns them, their values on the ways
// back still to set (see closeLoopPhis). The field then has one variable
// in the loop, assigned on every edge into the head, so that the analysis
// relates it across rounds (b.data = append(b.data, x) in a loop, then
// b.data[n:] after it).
func loopJoinFields(b *ssa.BasicBlock, seen map[loadKey]ssa.Value, availOut []map[loadKey]ssa.Value, dropped map[loopPhiKey]bool, phis *[]*memPhi) []loopPhi {
	var into []int // the ways into the loop
	back := false
	for i, p := range b.Preds {
		if b.Dominates(p) {
			back = true
			continue
		}
		if availOut[p.Index] == nil {
			return nil // irreducible, or not reached yet
		}
		into = append(into, i)
	}
	if !back || len(into) == 0 {
		return nil
	}
	loop, ok := NaturalLoop(b)
	if !ok {
		return nil
	}
	first := availOut[b.Preds[into[0]].Index]
	var out []loopPhi
	for _, k := range unseenFields(first, seen, func(k loadKey) bool { return dropped[loopPhiKey{b.Index, k}] }) {
		if callsOn(loop, k.base) > maxLoopPhiCalls {
			continue
		}
		vals := make([]ssa.Value, len(b.Preds))
		for _, i := range into {
			v, ok := availOut[b.Preds[i].Index][k]
			if !ok || !types.Identical(v.Type(), first[k].Type()) {
				vals = nil
				break
			}
			vals[i] = v
		}
		if vals == nil {
			continue
		}
		phi := &memPhi{block: b, vals: vals, typ: first[k].Type(), name: fieldName(k)}
		*phis = append(*phis, phi)
		seen[k] = phi
		out = append(out, loopPhi{phi, k})
	}
	return out
}

// maxLoopPhiCalls bounds the calls in a loop that take a field's base
// for the field to get a memPhi at the loop head: each such call gives
// the field one more variable (what the call leaves there), so that a
// loop of many calls on one receiver (a writer's, each call writing its
// buffer) would multiply the variables of its function for little.
const maxLoopPhiCalls = 2

// callsOn counts the calls (not of builtins) in the blocks of loop that
// take base, or the address of one of its fields, as an operand
// (argument, receiver or function).
func callsOn(loop map[*ssa.BasicBlock]bool, base ssa.Value) int {
	n := 0
	for b := range loop {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if _, builtin := call.Call.Value.(*ssa.Builtin); builtin {
				continue
			}
			if slices.ContainsFunc(call.Operands(nil), func(a *ssa.Value) bool { return *a != nil && reaches(*a, base) }) {
				n++
			}
		}
	}
	return n
}

// reaches reports whether v is base or the address of a field of base.
func reaches(v, base ssa.Value) bool {
	for {
		if v == base {
			return true
		}
		fa, ok := v.(*ssa.FieldAddr)
		if !ok {
			return false
		}
		v = fa.X
	}
}

// closeLoopPhis sets the values of the loop heads' memPhis on the ways
// back, from the latches' exits, and returns those some latch leaves
// unknown (or of another type): they must be dropped.
func closeLoopPhis(open []loopPhi, availOut []map[loadKey]ssa.Value) []loopPhiKey {
	var failed []loopPhiKey
	for _, lp := range open {
		b := lp.phi.block
		for i, p := range b.Preds {
			if !b.Dominates(p) {
				continue
			}
			v, ok := availOut[p.Index][lp.key]
			if !ok || !types.Identical(v.Type(), lp.phi.typ) {
				failed = append(failed, loopPhiKey{b.Index, lp.key})
				break
			}
			lp.phi.vals[i] = v
		}
	}
	return failed
}

// fieldName names the field k reads, for messages.
func fieldName(k loadKey) string {
	if k.field == pointee {
		return fieldRefName(k.base.Name(), k.base.Type(), k.field)
	}
	if st := pointedStruct(k.base.Type()); st != nil && k.field >= 0 && k.field < st.NumFields() {
		return k.base.Name() + "." + st.Field(k.field).Name()
	}
	return k.base.Name()
}

// memPhiEdge returns the assignments of the memPhis of s for the edge
// from its predecessor pred: each variable gets the value (or length, and
// cap) the predecessor leaves; nil where the lowering does not know it.
func (l *lowerer) memPhiEdge(s *ssa.BasicBlock, pred int) (vars []Var, xs []Expr) {
	for _, p := range l.phisOf[s] {
		x, ok := l.pseudoVar[p]
		if !ok {
			continue
		}
		var e Expr
		if pseudoLen(p) {
			e = l.fieldLen(p.vals[pred])
		} else {
			e = l.fieldValue(p.vals[pred])
		}
		vars, xs = append(vars, x), append(xs, e)
		if c, ok := l.pseudoCap[p]; ok {
			vars, xs = append(vars, c), append(xs, l.fieldCap(p.vals[pred]))
		}
	}
	return vars, xs
}

// fieldCap returns the capacity of v, a slice a field holds, or nil.
func (l *lowerer) fieldCap(v ssa.Value) Expr {
	if p, ok := v.(*memPhi); ok {
		if c, ok := l.pseudoCap[p]; ok {
			return l.c.Ref(c)
		}
		return nil
	}
	if isPseudo(v) {
		return nil
	}
	return l.capExpr(v)
}

// declareMemPhis declares the variables of the memPhis loads read: their
// values or lengths, and the caps of those of slice fields whose cap a
// load needs (capPhis).
func (l *lowerer) declareMemPhis() {
	caps := l.capPhis()
	for _, b := range l.fn.Blocks {
		for _, p := range l.phisOf[b] {
			l.pseudoVar[p] = l.c.NewVar(pseudoVarInfo(p.name, p.typ))
			if caps[p] && isSlice(p.typ) {
				l.pseudoCap[p] = l.c.NewVar(VarInfo{Name: "cap(" + p.name + ")", Type: Int, Role: RoleCap, Max: lenLimit(p.typ)})
			}
		}
	}
}

// capPhis returns the memPhis whose caps some load needs: those the
// load reads, and those they join in turn, when some value they join is
// an SSA value (the lowering knows no cap of what a call leaves).
func (l *lowerer) capPhis() map[*memPhi]bool {
	out := map[*memPhi]bool{}
	for in, p := range l.fromMem {
		if _, ok := p.(*memPhi); !ok || !l.need.cap[in] {
			continue
		}
		var phis []*memPhi
		known := false
		walkPseudo(p, map[ssa.Value]bool{}, func(x ssa.Value) {
			if q, ok := x.(*memPhi); ok {
				phis = append(phis, q)
			} else if !isPseudo(x) {
				known = true
			}
		})
		for _, q := range phis {
			out[q] = out[q] || known
		}
	}
	return out
}

// reversePostorder returns fn's blocks in reverse postorder from the
// entry, then any others (the recover block) in dominator-tree preorder.
func reversePostorder(fn *ssa.Function) []*ssa.BasicBlock {
	seen := make([]bool, len(fn.Blocks))
	var post []*ssa.BasicBlock
	var visit func(b *ssa.BasicBlock)
	visit = func(b *ssa.BasicBlock) {
		seen[b.Index] = true
		for _, s := range b.Succs {
			if !seen[s.Index] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(fn.Blocks[0])
	slices.Reverse(post)
	for _, b := range fn.DomPreorder() {
		if !seen[b.Index] {
			seen[b.Index] = true
			post = append(post, b)
		}
	}
	return post
}
