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

// sameLoads maps each load to an earlier load of the same location in the
// same block with no instruction between them that may write memory (a
// store, a call, a channel operation...): both read the same value. The
// lowering gives them one variable, so that b.buf[len(b.buf):] knows the
// two reads of b.buf agree. (A concurrent writer would be a data race,
// whose outcome Go does not define.)
func sameLoads(fn *ssa.Function) map[ssa.Value]ssa.Value {
	out := map[ssa.Value]ssa.Value{}
	for _, b := range fn.Blocks {
		seen := map[loadKey]ssa.Value{}
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.UnOp:
				if in.Op != token.MUL {
					continue
				}
				k := loadKey{in.X, -1}
				if fa, ok := in.X.(*ssa.FieldAddr); ok {
					k = loadKey{fa.X, fa.Field}
				}
				if first, ok := seen[k]; ok {
					out[in] = first
				} else {
					seen[k] = in
				}
			case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Field, *ssa.Index, *ssa.BinOp, *ssa.Convert,
				*ssa.ChangeType, *ssa.Slice, *ssa.Extract, *ssa.Phi, *ssa.MakeInterface, *ssa.DebugRef,
				*ssa.Lookup, *ssa.TypeAssert, *ssa.If, *ssa.Jump, *ssa.Alloc:
				// No write to memory.
			case *ssa.Call:
				if bi, ok := in.Call.Value.(*ssa.Builtin); ok && (bi.Name() == "len" || bi.Name() == "cap" || bi.Name() == "min" || bi.Name() == "max") {
					continue
				}
				seen = map[loadKey]ssa.Value{}
			default:
				seen = map[loadKey]ssa.Value{}
			}
		}
	}
	return out
}

// isEmptyString reports the constant "".
func isEmptyString(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) == ""
}
