package engine

import "golang.org/x/tools/go/ssa"

// mayRecover reports whether a panic in fn may be recovered by one of its
// deferred calls: a deferred function whose body calls recover, or a
// deferred call whose target is not known statically (a func value, an
// interface method). A check failing in such a function does not crash the
// program, and tests use the pattern to expect panics, so its failures are
// not reported as manifest. A deferred function without a body in this
// program (declared in another package) is taken not to recover: recover
// stops a panic only when the deferred function itself calls it.
func mayRecover(fn *ssa.Function) bool {
	if fn == nil || fn.Recover == nil {
		return false // no defer statement
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			callee := d.Call.StaticCallee()
			if callee == nil {
				if _, builtin := d.Call.Value.(*ssa.Builtin); builtin {
					continue // defer close(ch), defer println(...)
				}
				return true
			}
			if callsRecover(callee) {
				return true
			}
		}
	}
	return false
}

// callsRecover reports whether fn's body calls the built-in recover.
func callsRecover(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok {
				if bi, ok := c.Common().Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
					return true
				}
			}
		}
	}
	return false
}
