package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// rowFill is a slice of slices whose every row a loop sets to a new slice
// of one length (dp := make([][]int, n); for i := range dp { dp[i] =
// make([]int, m) }): after the loop, each row read has length m.
type rowFill struct {
	done *ssa.BasicBlock // the loop's exit, where every row is set
	head *ssa.BasicBlock // the loop's header
	make *ssa.MakeSlice  // the rows made
}

// rowFills finds the function's filled slices of slices, by slice. A
// slice qualifies when
//
//   - it is made here (make), and its only uses are len and cap, and element addresses that are only
//     loaded, but for one store, of a fresh slice made with length m;
//   - that store runs on every iteration of a loop whose index runs from
//     0 by steps of 1 while below len(s) (or the length s was made with),
//     and the loop's exit is the header's test failing;
//   - m is computed by the same operations from values defined before
//     the loop (see loopInvariant), so it is one value throughout.
//
// The slice is not shared: nothing else changes its rows.
func rowFills(fn *ssa.Function) map[ssa.Value]*rowFill {
	var out map[ssa.Value]*rowFill
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			ia, ok1 := st.Addr.(*ssa.IndexAddr)
			mk, ok2 := st.Val.(*ssa.MakeSlice)
			if !ok1 || !ok2 {
				continue
			}
			if _, fresh := ia.X.(*ssa.MakeSlice); !fresh {
				continue // another value may share its rows
			}
			if !onlyIndexed(ia.X, st) {
				continue
			}
			head, done, ok := fillLoop(ia, st)
			if !ok || !invariantIn(mk.Len, head) {
				continue
			}
			if out == nil {
				out = map[ssa.Value]*rowFill{}
			}
			out[ia.X] = &rowFill{done: done, head: head, make: mk}
		}
	}
	return out
}

// onlyIndexed reports whether s is used only by len, cap and element
// addresses that are only loaded, but for the store st.
func onlyIndexed(s ssa.Value, st *ssa.Store) bool {
	for _, r := range *s.Referrers() {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.Call:
			b, ok := r.Call.Value.(*ssa.Builtin)
			if !ok || b.Name() != "len" && b.Name() != "cap" {
				return false
			}
		case *ssa.IndexAddr:
			if r.X != s {
				return false
			}
			for _, u := range *r.Referrers() {
				switch u := u.(type) {
				case *ssa.UnOp:
					if u.Op != token.MUL {
						return false
					}
				case *ssa.Store:
					if u != st {
						return false
					}
				case *ssa.DebugRef:
				default:
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// fillLoop returns the header and exit of the loop in which the store st
// into ia sets, one iteration each, every element of ia.X: the index
// counts from 0 by 1 (counterPhi), the header tests index < len(ia.X) (or
// the length ia.X was made with) and exits to a block it alone reaches,
// and st runs on every path around the loop.
func fillLoop(ia *ssa.IndexAddr, st *ssa.Store) (head, done *ssa.BasicBlock, ok bool) {
	idx := ia.Index
	phi := counterPhi(idx)
	if phi == nil {
		return nil, nil, false
	}
	head = phi.Block()
	for _, pred := range head.Preds {
		if head.Dominates(pred) && !dominates(st, pred.Instrs[len(pred.Instrs)-1]) {
			return nil, nil, false // an iteration may skip the store
		}
	}
	br, isIf := head.Instrs[len(head.Instrs)-1].(*ssa.If)
	if !isIf || len(head.Succs) != 2 {
		return nil, nil, false
	}
	test, isBin := br.Cond.(*ssa.BinOp)
	if !isBin || test.Op != token.LSS || test.X != idx || !lengthOf(test.Y, ia.X) {
		return nil, nil, false
	}
	done = head.Succs[1]
	if len(done.Preds) != 1 || !head.Succs[0].Dominates(st.Block()) {
		return nil, nil, false
	}
	return head, done, true
}

// lengthOf reports whether n is len(s), or the length s was made with.
func lengthOf(n, s ssa.Value) bool {
	if c, ok := n.(*ssa.Call); ok {
		b, isBuiltin := c.Call.Value.(*ssa.Builtin)
		return isBuiltin && b.Name() == "len" && len(c.Call.Args) == 1 && c.Call.Args[0] == s
	}
	mk, ok := s.(*ssa.MakeSlice)
	return ok && mk.Len == n
}

// isConstInt reports whether v is the integer constant k.
func isConstInt(v ssa.Value, k int64) bool {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil {
		return false
	}
	x, exact := constant.Int64Val(c.Value)
	return c.Value.Kind() == constant.Int && exact && x == k
}

// maxInvariantDepth bounds the operations loopInvariant follows.
const maxInvariantDepth = 4

// invariantIn reports whether v, computed in or before the loop of
// header head, has one value throughout it: a constant, a value defined
// before the loop, or len or arithmetic of such values.
func invariantIn(v ssa.Value, head *ssa.BasicBlock) bool {
	return invariantDepth(v, head, 0)
}

func invariantDepth(v ssa.Value, head *ssa.BasicBlock, depth int) bool {
	if depth > maxInvariantDepth {
		return false
	}
	switch v := v.(type) {
	case *ssa.Const, *ssa.Parameter, *ssa.FreeVar:
		return true
	case *ssa.BinOp:
		if before(v, head) {
			return true
		}
		if !isInt(v.Type()) {
			return false // rebuilt as int arithmetic: no other wrapping
		}
		switch v.Op {
		case token.ADD, token.SUB, token.MUL:
			return invariantDepth(v.X, head, depth+1) && invariantDepth(v.Y, head, depth+1)
		}
		return false
	case *ssa.Call:
		if before(v, head) {
			return true
		}
		b, ok := v.Call.Value.(*ssa.Builtin)
		return ok && b.Name() == "len" && len(v.Call.Args) == 1 && before(v.Call.Args[0], head)
	case ssa.Instruction:
		return before(v.(ssa.Value), head)
	}
	return false
}

// before reports whether v is defined before the loop of header head: in
// a block that strictly dominates it (or is not an instruction).
func before(v ssa.Value, head *ssa.BasicBlock) bool {
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return true
	}
	b := instr.Block()
	return b != head && b.Dominates(head)
}

// invariantExpr returns the expression of v, which invariantIn accepts,
// over the variables of values defined before the loop: valid wherever
// those are, after the loop too.
func (l *lowerer) invariantExpr(v ssa.Value, head *ssa.BasicBlock) Expr {
	if before(v, head) {
		if x := l.expr(v); x != nil {
			return toInt(x)
		}
		return nil
	}
	switch v := v.(type) {
	case *ssa.BinOp:
		x, y := l.invariantExpr(v.X, head), l.invariantExpr(v.Y, head)
		if x == nil || y == nil {
			return nil
		}
		return &Binary{Op: binOps[v.Op], X: x, Y: y}
	case *ssa.Call:
		return l.lenExpr(v.Call.Args[0])
	}
	return nil
}

// loadedRow assumes, after a load of a row of a filled slice (see
// rowFills) where the loop that fills it has ended, that the row has the
// length every row was made with.
func (l *lowerer) loadedRow(load *ssa.UnOp) {
	ia, ok := load.X.(*ssa.IndexAddr)
	if !ok {
		return
	}
	rf := l.rowFills[ia.X]
	if rf == nil || !rf.done.Dominates(load.Block()) {
		return
	}
	lv, ok := l.c.lenVar[load]
	if !ok {
		return
	}
	m := l.invariantExpr(rf.make.Len, rf.head)
	if m == nil {
		return
	}
	l.emit(&Assume{Cond: &Binary{Op: Eq, X: l.c.Ref(lv), Y: m}}, load.Pos())
}

// isInt reports whether t is int.
func isInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Int
}
