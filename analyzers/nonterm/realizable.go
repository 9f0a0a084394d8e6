package nonterm

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/recur"
)

// realizable reports whether a lasso of the concrete search is a
// divergence of the Go program, not only of its abstraction: every value
// chosen in the repeating part of the run must come out the same on every
// round. That holds for
//   - the undetermined inputs of a callee (free variables),
//   - the result of a call through a function the function receives (an
//     input: any function may be passed), and of a static call whose
//     arguments are all tracked (the state repeats, so do they; a call
//     through an interface has a receiver that is not among them, whose
//     state may change: a random source),
//   - the outcome of a test (or another operation the CFA does not track)
//     of the function's parameters, free variables and constants only
//     (f == nil for a parameter f), which never change.
//
// A test of a pointer that the loop follows (p != nil after p = p.next),
// of a float, of a map iteration's ok, a heap read or a call on a pointer
// receiver may come out otherwise next time: such a lasso is no witness.
// Choices made before the repeating part are part of the input, except
// the results of fixed callees the run did not enter: see staticGuess.
// Nor is a run a witness if it calls such a callee that may not return
// (recur.Run.MayStop): the program may stop there.
func realizable(r *recur.Run) bool {
	if r.MayStop {
		return false
	}
	for _, ch := range r.Choices {
		if staticGuess(ch) {
			return false
		}
	}
	for _, ch := range r.Choices[r.Cycle:] {
		switch ch.Reason {
		case "input":
			continue
		case "call":
			if ch.Call != nil && (ch.Call.Callee != nil && allTracked(ch.Call.Args) || callsInput(ch.CFA.Fn, ch.Pos)) {
				continue
			}
		case "condition", "operation":
			if int(ch.Var) < len(ch.CFA.Vars) && fixedTest(ch.CFA.Vars[ch.Var].Value) {
				continue
			}
		case "load":
			if int(ch.Var) < len(ch.CFA.Vars) && fixedLoad(ch.CFA.Fn, ch.CFA.Vars[ch.Var].Value) && readsAgree(r, ch) {
				continue
			}
		}
		return false
	}
	return true
}

// readsAgree reports that the run chose one value for every read ch's
// read made of the element it read: two reads of one element could
// otherwise be given two values no string or slice holds at once. Reads
// whose indices differ read different elements.
func readsAgree(r *recur.Run, ch recur.Choice) bool {
	for _, o := range r.Choices {
		if o.Indexed && ch.Indexed && o.Index != ch.Index {
			continue // another element
		}
		if o.CFA == ch.CFA && o.Var == ch.Var && o.Value != ch.Value {
			return false
		}
	}
	return true
}

// fixedLoad reports a read of an element of a string, or of a slice or
// array a parameter or free variable points to, at a tracked integer
// index, in a function that writes no memory and calls nothing but
// builtins that write none: when the run's state repeats, so does the
// index, and the element read has not changed (a[m] in a binary search).
func fixedLoad(fn *ssa.Function, v ssa.Value) bool {
	var base, index ssa.Value
	switch v := v.(type) {
	case *ssa.Index:
		base, index = v.X, v.Index
		if b, ok := base.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			return false
		}
	case *ssa.UnOp:
		ia, ok := v.X.(*ssa.IndexAddr)
		if !ok || v.Op != token.MUL {
			return false
		}
		base, index = ia.X, ia.Index
	default:
		return false
	}
	if !fixedOperand(base) || !onlyRead(fn, base, v) {
		return false
	}
	if b, ok := index.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	return fn != nil && writesNoMemory(fn)
}

// onlyRead reports whether v is fn's only read of an element of base: two
// reads of it could be given two values for one element.
func onlyRead(fn *ssa.Function, base, v ssa.Value) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Index:
				if in.X == base && in != v {
					return false
				}
			case *ssa.IndexAddr:
				if in.X == base {
					if u, ok := v.(*ssa.UnOp); !ok || u.X != in {
						return false
					}
				}
			}
		}
	}
	return true
}

// writesNoMemory reports whether fn (and the function literals in it)
// neither stores to memory nor calls anything but len, cap, min and max.
func writesNoMemory(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !writesNone(instr) {
				return false
			}
		}
	}
	return true
}

// writesNone reports an instruction that stores nothing, sends nothing,
// starts or defers nothing and calls nothing but len, cap, min and max.
func writesNone(instr ssa.Instruction) bool {
	switch in := instr.(type) {
	case *ssa.Store, *ssa.MapUpdate, *ssa.Send, *ssa.Go, *ssa.Defer:
		return false
	case *ssa.Call:
		bi, ok := in.Call.Value.(*ssa.Builtin)
		if !ok {
			return false
		}
		switch bi.Name() {
		case "len", "cap", "min", "max":
			return true
		}
		return false
	}
	return true
}

// staticGuess reports a value chosen for the result of a call to a fixed
// function the run did not enter (one of another package) that what is
// known of the callee does not determine: its postcondition and the
// contract of a modelled standard function, for the call's arguments.
// The callee returns what it returns, which need not be the value chosen
// (unicode.SimpleFold(0) is 0, not 1), so a run resting on such a guess
// is no witness, in its stem as in its cycle. A call through a function
// value or an interface is not fixed: the caller's input chooses it.
func staticGuess(ch recur.Choice) bool {
	return ch.Reason == "call" && ch.Call != nil && ch.Call.Callee != nil && !ch.Forced
}

// allTracked reports whether every argument of a call has a value in the
// CFA.
func allTracked[E comparable](args []E) bool {
	var zero E
	for _, a := range args {
		if a == zero {
			return false
		}
	}
	return true
}

// callsInput reports whether the call of fn at pos goes through a
// function value that is a parameter or free variable of fn.
func callsInput(fn *ssa.Function, pos token.Pos) bool {
	if fn == nil || !pos.IsValid() {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || instr.Pos() != pos {
				continue
			}
			com := call.Common()
			if com.IsInvoke() || com.StaticCallee() != nil {
				return false
			}
			switch com.Value.(type) {
			case *ssa.Parameter, *ssa.FreeVar:
				return true
			}
			return false
		}
	}
	return false
}

// fixedTest reports whether v is a comparison of parameters, free
// variables and constants (or the negation of one).
func fixedTest(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.UnOp:
		return v.Op == token.NOT && fixedTest(v.X)
	case *ssa.BinOp:
		return fixedOperand(v.X) && fixedOperand(v.Y)
	}
	return fixedOperand(v)
}

func fixedOperand(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Const:
		return true
	}
	return false
}
