package ssa2cfa

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// loadKey identifies what a load reads: a field of the struct a pointer
// points to, or the pointee itself (field -1).
type loadKey struct {
	base  ssa.Value
	field int
}

// sameLoads maps each load to an earlier load of the same location that
// reads the same value, or to the value an earlier store wrote there: one
// that dominates it with no instruction that may
// write memory (a store, a call, a channel operation...) on any path from
// the first to the second. The lowering gives them one variable, so that
// b.buf[len(b.buf):] knows the two reads of b.buf agree, and so does
// if len(b.in) > 0 { b.in[len(b.in)-1] }. (A concurrent writer would be a
// data race, whose outcome Go does not define.)
//
// The loads available at a block's entry are those available at the exit
// of its immediate dominator when no block between the two (any block
// that reaches it backwards without passing through the dominator) may
// write memory.
func sameLoads(fn *ssa.Function) map[ssa.Value]ssa.Value {
	out := map[ssa.Value]ssa.Value{}
	if len(fn.Blocks) == 0 {
		return out
	}
	writes := make([]bool, len(fn.Blocks))
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if mayWrite(instr) {
				writes[b.Index] = true
				break
			}
		}
	}
	availOut := make([]map[loadKey]ssa.Value, len(fn.Blocks))
	for _, b := range fn.DomPreorder() {
		seen := map[loadKey]ssa.Value{}
		if d := b.Idom(); d != nil && availOut[d.Index] != nil && len(availOut[d.Index]) > 0 && writeFreeBetween(d, b, writes) {
			for k, v := range availOut[d.Index] {
				seen[k] = v
			}
		}
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.UnOp:
				if in.Op == token.MUL {
					k := keyOf(in.X)
					if first, ok := seen[k]; ok {
						out[in] = first
					} else {
						seen[k] = in
					}
					continue
				}
			case *ssa.Store:
				// A store may change any location (pointers alias), but
				// the next load of its own location reads the stored value.
				seen = map[loadKey]ssa.Value{keyOf(in.Addr): in.Val}
				continue
			}
			if mayWrite(instr) {
				seen = map[loadKey]ssa.Value{}
			}
		}
		availOut[b.Index] = seen
	}
	return out
}

// keyOf returns the location a pointer designates.
func keyOf(addr ssa.Value) loadKey {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		return loadKey{fa.X, fa.Field}
	}
	return loadKey{addr, -1}
}

// writeFreeBetween reports whether no block on a path from d to b, other
// than d and b themselves, may write memory; b too when it lies on a cycle
// that avoids d (a loop whose body runs before b's loads).
func writeFreeBetween(d, b *ssa.BasicBlock, writes []bool) bool {
	visited := map[*ssa.BasicBlock]bool{d: true}
	stack := append([]*ssa.BasicBlock(nil), b.Preds...)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if visited[x] {
			continue
		}
		visited[x] = true
		if writes[x.Index] {
			return false
		}
		stack = append(stack, x.Preds...)
	}
	return true
}

// mayWrite reports whether an instruction may write memory (or, for
// calls, let another function do so).
func mayWrite(instr ssa.Instruction) bool {
	switch in := instr.(type) {
	case *ssa.UnOp, *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Field, *ssa.Index, *ssa.BinOp, *ssa.Convert,
		*ssa.ChangeType, *ssa.Slice, *ssa.Extract, *ssa.Phi, *ssa.MakeInterface, *ssa.DebugRef,
		*ssa.Lookup, *ssa.TypeAssert, *ssa.If, *ssa.Jump, *ssa.Alloc:
		// No write to memory, except that a receive (<-ch) synchronises
		// with the sender, whose earlier writes it makes visible.
		if u, ok := in.(*ssa.UnOp); ok && u.Op == token.ARROW {
			return true
		}
		return false
	case *ssa.Call:
		if bi, ok := in.Call.Value.(*ssa.Builtin); ok {
			switch bi.Name() {
			case "len", "cap", "min", "max":
				return false
			}
		}
		return !readOnlyStd(in.Call.StaticCallee())
	}
	return true
}

// isEmptyString reports the constant "".
func isEmptyString(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) == ""
}
