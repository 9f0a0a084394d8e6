package nonterm

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// pureCall reports an instruction that is pure (see pure), or a store into
// a variable of fn's own frame, or a static call of a pure function (see
// pureFunc): none changes memory that an execution of fn's caller, or
// another execution of fn, can see, and each gives the same result for
// the same operands and memory.
func (a *pkg) pureCall(fn *ssa.Function, instr ssa.Instruction) bool {
	if pure(instr) {
		return true
	}
	switch in := instr.(type) {
	case *ssa.Store:
		return localAddr(fn, in.Addr)
	case *ssa.Call:
		callee := in.Call.StaticCallee()
		return callee != nil && a.pureFunc(callee)
	}
	return false
}

// pureFunc reports whether fn is a pure function: it has a body, captures
// nothing, recovers nothing, returns no reference (a fresh object handed
// back would differ between calls), and its instructions are pureCall.
// A function in a call cycle is not pure (its purity would rest on
// itself).
func (a *pkg) pureFunc(fn *ssa.Function) bool {
	if v, ok := a.pureFns[fn]; ok {
		return v
	}
	a.pureFns[fn] = false // while its body is checked: a cycle is impure
	if len(fn.Blocks) == 0 || len(fn.FreeVars) > 0 || fn.Recover != nil || len(fn.AnonFuncs) > 0 || !valueOnly(fn.Signature.Results()) {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !a.pureCall(fn, instr) {
				return false
			}
		}
	}
	a.pureFns[fn] = true
	return true
}

// localAddr reports an address within a variable of fn's own frame: an
// Alloc of fn, or a field or element address of one.
func localAddr(fn *ssa.Function, addr ssa.Value) bool {
	for {
		switch x := addr.(type) {
		case *ssa.Alloc:
			return x.Parent() == fn
		case *ssa.FieldAddr:
			addr = x.X
		case *ssa.IndexAddr:
			if _, ok := x.X.Type().Underlying().(*types.Pointer); !ok {
				return false // an element of a slice: shared memory
			}
			addr = x.X
		default:
			return false
		}
	}
}

// valueOnly reports whether the results hold no reference: only basic
// types, and structs and arrays of them.
func valueOnly(res *types.Tuple) bool {
	var ok func(t types.Type, depth int) bool
	ok = func(t types.Type, depth int) bool {
		if depth > 8 {
			return false
		}
		switch u := t.Underlying().(type) {
		case *types.Basic:
			return u.Kind() != types.UnsafePointer
		case *types.Struct:
			for i := 0; i < u.NumFields(); i++ {
				if !ok(u.Field(i).Type(), depth+1) {
					return false
				}
			}
			return true
		case *types.Array:
			return ok(u.Elem(), depth+1)
		}
		return false
	}
	for i := 0; i < res.Len(); i++ {
		if !ok(res.At(i).Type(), 0) {
			return false
		}
	}
	return true
}
