package nonterm

import (
	"context"
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Divergence by determinism.
//
// A Go function is deterministic on a path that changes no memory, calls
// nothing (but len, cap, min and max), and neither receives, selects nor
// ranges over a map: two executions that start in the same state (the same
// arguments, the same memory) follow it alike. So a call of the function
// itself with the very parameters it was entered with, reached by such a
// path from the entry, diverges: the callee starts in the state its caller
// started in, reaches the same call, and so on. The same holds through a
// function of the call cycle whose first act is to call back with its own
// parameters, when the two mappings of parameters compose to the identity
// (AtomBad(s, i) calls ExprBad(s, i), which starts with AtomBad(s, i)).
// Every execution through the call diverges, whatever the string's bytes
// are: SkipBad(s, i) that calls SkipBad(s, i) on a tab. A lasso through
// the call confirms that the call is reached, and gives the example.

// sameArgsRecursion looks for such a call in c and returns its diagnostic.
func (a *pkg) sameArgsRecursion(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function) (diag, bool) {
	fn := c.Fn
	if fn == nil || fn.Parent() != nil || len(fn.FreeVars) > 0 || fn.Recover != nil || len(fn.Params) == 0 {
		return diag{}, false
	}
	for _, call := range cycleCalls(fn, scc) {
		m, ok := paramArgs(fn, call.Call.Args)
		if !ok || !a.pureBefore(fn, call) {
			continue
		}
		callee := call.Call.StaticCallee()
		calls := []*ssa.Call{call}
		if callee != fn {
			back := firstCall(callee)
			if back == nil || back.Call.StaticCallee() != fn {
				continue
			}
			m2, ok := paramArgs(callee, back.Call.Args)
			if !ok || len(m2) != len(fn.Params) {
				continue
			}
			// fn's parameter k is entered again with callee's parameter
			// m2[k], which holds fn's parameter m[m2[k]].
			for k := range m2 {
				m2[k] = m[m2[k]]
			}
			m = m2
			calls = append(calls, back)
		}
		if !identity(m) {
			continue
		}
		if d, ok := a.sameArgsWitness(ctx, c, calls); ok {
			return d, true
		}
	}
	return diag{}, false
}

// sameArgsWitness looks for a run of c that reaches one of calls and
// repeats there, and returns the diagnostic it confirms.
func (a *pkg) sameArgsWitness(ctx context.Context, c *ssa2cfa.CFA, calls []*ssa.Call) (diag, bool) {
	accept := func(r *recur.Run) bool {
		if r.RepeatCall == nil || !stemRealizable(r) {
			return false
		}
		return slices.ContainsFunc(calls, func(k *ssa.Call) bool { return k.Pos() == r.RepeatPos })
	}
	w := a.explorer.FindLasso(ctx, c, strictSteps, accept)
	if w == nil {
		return diag{}, false
	}
	input, _, _ := a.lassoText(c, w)
	pos := calls[0].Pos()
	line := c.Fn.Prog.Fset.Position(pos).Line
	what := fmt.Sprintf("it calls itself with the same arguments, and so on forever (%s)", input)
	if len(calls) > 1 {
		what = fmt.Sprintf("it calls %s with its own arguments, which calls it back with them, and so on forever (%s)", calls[0].Call.StaticCallee().Name(), input)
	}
	return newDiag(c, pos, catManifest, fmt.Sprintf("%s never terminates once it gets to line %d: %s", c.Fn.Name(), line, what)), true
}

// stemRealizable reports whether the part of lasso r before its cycle,
// from the entry to the first arrival at the repeating call, is an
// execution of Go code: what happens from there is proven, not run. Its
// reads of one element agree, and no value is a guess at what a callee
// returns.
func stemRealizable(r *recur.Run) bool {
	return !r.MayStop && stemChoicesRealizable(r, r.Cycle)
}

// stemChoicesRealizable reports whether r's first n choices are those of
// an execution of Go code: its reads of one element agree, and no value
// is a guess at what a callee returns.
func stemChoicesRealizable(r *recur.Run, n int) bool {
	for _, ch := range r.Choices[:n] {
		if staticGuess(ch) || ch.Reason == "load" && !readsAgree(r, ch) {
			return false
		}
	}
	return true
}

// cycleCalls returns fn's static calls of the functions of scc.
func cycleCalls(fn *ssa.Function, scc []*ssa.Function) []*ssa.Call {
	var out []*ssa.Call
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(*ssa.Call); ok && slices.Contains(scc, call.Call.StaticCallee()) {
				out = append(out, call)
			}
		}
	}
	return out
}

// paramArgs maps each argument of a call in fn to the index of the
// parameter of fn it is; false if one is not a parameter.
func paramArgs(fn *ssa.Function, args []ssa.Value) ([]int, bool) {
	m := make([]int, len(args))
	for j, arg := range args {
		p, ok := arg.(*ssa.Parameter)
		if !ok {
			return nil, false
		}
		m[j] = slices.Index(fn.Params, p)
		if m[j] < 0 {
			return nil, false
		}
	}
	return m, true
}

// identity reports whether m maps every index to itself.
func identity(m []int) bool {
	for i, j := range m {
		if i != j {
			return false
		}
	}
	return true
}

// firstCall returns the call fn's entry block makes before anything that
// may branch, panic, change memory or call anything else; nil if none.
func firstCall(fn *ssa.Function) *ssa.Call {
	if fn == nil || len(fn.Blocks) == 0 || fn.Recover != nil {
		return nil
	}
	for _, instr := range fn.Blocks[0].Instrs {
		switch in := instr.(type) {
		case *ssa.Call:
			if _, builtin := in.Call.Value.(*ssa.Builtin); builtin {
				return nil
			}
			return in
		case *ssa.DebugRef, *ssa.ChangeType, *ssa.Convert, *ssa.Extract:
		case *ssa.BinOp:
			if in.Op == token.QUO || in.Op == token.REM || in.Op == token.SHL || in.Op == token.SHR {
				return nil // may panic
			}
		default:
			return nil
		}
	}
	return nil
}

// pureBefore reports whether every path from fn's entry to call is
// deterministic and changes no memory: the instructions of the blocks
// that reach call's block, and of that block up to the call.
func (a *pkg) pureBefore(fn *ssa.Function, call *ssa.Call) bool {
	ok := func(instr ssa.Instruction) bool { return a.pureCall(fn, instr) }
	b := call.Block()
	for _, instr := range b.Instrs {
		if instr == call {
			break
		}
		if !ok(instr) {
			return false
		}
	}
	return ssa2cfa.EveryInstr(b, ssa2cfa.Preds, b, ok)
}

// pure reports an instruction that changes no memory (writesNone) and
// whose outcome depends only on its operands and on memory: besides, no
// receive, select or map iteration (whose order varies), no length of a
// channel (other goroutines' sends change it).
func pure(instr ssa.Instruction) bool {
	if !writesNone(instr) {
		return false
	}
	switch in := instr.(type) {
	case *ssa.Select, *ssa.Range, *ssa.Next, *ssa.RunDefers:
		return false
	case *ssa.UnOp:
		return in.Op != token.ARROW
	case *ssa.Call:
		_, ch := in.Call.Args[0].Type().Underlying().(*types.Chan)
		return !ch // len, cap, min or max (writesNone)
	}
	return true
}
