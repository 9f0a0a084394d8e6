package nonterm

import (
	"context"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Returns is the fact that a function always returns normally: from every
// input it returns, without a panic, an exit or running forever. A call of
// it inside a loop that otherwise never exits cannot end the execution.
type Returns struct{}

// AFact implements analysis.Fact.
func (*Returns) AFact() {}

// String describes the fact, as analysistest expectations see it.
func (*Returns) String() string { return "returns" }

// returnsSet holds what a pass knows of which functions always return:
// its own, proved on first demand, and imported ones, from facts.
type returnsSet struct {
	a     *pkg
	known map[*ssa.Function]bool
	busy  map[*ssa.Function]bool
}

// returns reports whether f provably always returns normally.
func (s *returnsSet) returns(f *ssa.Function) bool {
	if f == nil {
		return false
	}
	if r, ok := s.known[f]; ok {
		return r
	}
	if c := s.a.cfas[f]; c != nil {
		if s.busy[f] {
			return false // recursion: not proved so
		}
		s.busy[f] = true
		r := s.prove(c)
		delete(s.busy, f)
		s.known[f] = r
		return r
	}
	r := false
	if obj := factObject(f); obj != nil && obj.Pkg() != s.a.pkg {
		r = s.a.sums.pass.ImportObjectFact(obj, new(Returns))
	}
	s.known[f] = r
	return r
}

// export exports the fact for the package's exported functions that always
// return (the calls other packages can make statically).
func (s *returnsSet) export(fns []*ssa.Function) {
	for _, f := range fns {
		obj := factObject(f)
		if obj == nil || obj.Pkg() != s.a.pkg || !obj.Exported() {
			continue
		}
		if s.returns(f) {
			s.a.sums.pass.ExportObjectFact(obj, new(Returns))
		}
	}
}

// prove reports whether c's function always returns normally, by a
// sufficient condition, cheap to test: its CFA has no loop (nor anything
// the lowering does not model), every instruction that may panic or block
// is one the CFA checks, the analysis of the function from any input
// reaches the error location of none of its checks, and every function it
// calls always returns. Go's machine integers, as the program runs.
func (s *returnsSet) prove(c *ssa2cfa.CFA) bool {
	if len(c.Unmodelled) > 0 {
		return false
	}
	for _, h := range c.LoopHeads() {
		if h {
			return false
		}
	}
	checked := map[checkAt]bool{}
	for _, chk := range c.Checks {
		checked[checkAt{chk.Kind, chk.Pos}] = true
	}
	for _, b := range c.Fn.Blocks {
		for _, in := range b.Instrs {
			if !s.safeInstr(in, checked) {
				return false
			}
		}
	}
	if len(c.Checks) == 0 {
		return true
	}
	var d domains.NumericDomain = interval.Domain{}
	if len(c.Vars) <= maxOctVars {
		d = octagon.Domain{}
	}
	p := numeric.New(c, numeric.Config{Domain: d, KeyVars: s.a.keys[c]})
	k := &recur.Checker{Domain: d, Budget: s.a.budget, Cost: intervalCost}
	ctx, cancel := s.a.funcContext(context.Background())
	defer cancel()
	reached, err := k.Reach(ctx, c, p, c.Entry, p.Initial())
	if err != nil {
		return false
	}
	for _, chk := range c.Checks {
		if len(reached.ByLoc[chk.Err]) > 0 {
			return false
		}
	}
	return true
}

// checkAt identifies a check of the CFA by kind and position.
type checkAt struct {
	kind ssa2cfa.CheckKind
	pos  token.Pos
}

// safeInstr reports whether in cannot panic, block or run forever other
// than by failing a check of the CFA (checked).
func (s *returnsSet) safeInstr(in ssa.Instruction, checked map[checkAt]bool) bool {
	switch in := in.(type) {
	case *ssa.UnOp:
		switch in.Op {
		case token.MUL:
			return safePtr(in.X)
		case token.ARROW:
			return false
		}
	case *ssa.Store:
		return safePtr(in.Addr)
	case *ssa.FieldAddr:
		return safePtr(in.X)
	case *ssa.IndexAddr:
		if _, ok := in.X.Type().Underlying().(*types.Pointer); ok && !safePtr(in.X) {
			return false
		}
		return checked[checkAt{ssa2cfa.CheckIndex, in.Pos()}]
	case *ssa.Index:
		return checked[checkAt{ssa2cfa.CheckIndex, in.Pos()}]
	case *ssa.Slice:
		if _, ok := in.X.Type().Underlying().(*types.Pointer); ok && !safePtr(in.X) {
			return false
		}
		return in.Low == nil && in.High == nil && in.Max == nil || checked[checkAt{ssa2cfa.CheckSlice, in.Pos()}]
	case *ssa.SliceToArrayPointer:
		return checked[checkAt{ssa2cfa.CheckSliceToArray, in.Pos()}]
	case *ssa.MakeSlice:
		return checked[checkAt{ssa2cfa.CheckMake, in.Pos()}]
	case *ssa.BinOp:
		if b, ok := in.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
			switch in.Op {
			case token.QUO, token.REM:
				if k, ok := in.Y.(*ssa.Const); ok && k.Value != nil && k.Int64() != 0 {
					return true
				}
				return checked[checkAt{ssa2cfa.CheckDivZero, in.Pos()}]
			case token.SHL, token.SHR:
				if y, ok := in.Y.Type().Underlying().(*types.Basic); ok && y.Info()&types.IsUnsigned == 0 {
					if k, ok := in.Y.(*ssa.Const); ok && k.Value != nil && k.Int64() >= 0 {
						return true
					}
					return checked[checkAt{ssa2cfa.CheckShift, in.Pos()}]
				}
			}
		}
	case *ssa.TypeAssert:
		return in.CommaOk
	case *ssa.MakeMap:
		return in.Reserve == nil
	case *ssa.Call:
		return s.safeCall(in.Common())
	case *ssa.MapUpdate, *ssa.Send, *ssa.Select, *ssa.Go, *ssa.Defer, *ssa.RunDefers,
		*ssa.Panic, *ssa.MakeChan:
		return false
	}
	return true
}

// safeCall reports a call that always returns: to a builtin that cannot
// panic, or to a function that always returns. Calls through interfaces
// and function values may run any code.
func (s *returnsSet) safeCall(com *ssa.CallCommon) bool {
	if b, ok := com.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "len", "cap", "append", "copy", "min", "max", "delete", "clear",
			"print", "println", "real", "imag", "complex":
			return true
		}
		return false
	}
	if com.IsInvoke() {
		return false
	}
	return s.returns(com.StaticCallee())
}

// safePtr reports a pointer that is never nil: the address of a variable
// (local or global), or of a field or element of one.
func safePtr(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Alloc, *ssa.Global:
		return true
	case *ssa.FieldAddr:
		return safePtr(v.X)
	case *ssa.IndexAddr:
		if _, ok := v.X.Type().Underlying().(*types.Pointer); ok {
			return safePtr(v.X)
		}
		return true // an element of a slice: the index check covers it
	}
	return false
}

// callsReturn reports whether every call that the executions of c covered
// by pr can make, other than those pr takes as never returning, is of a
// function that always returns: only then does the proof (which lets the
// other calls return with any results) cover every execution, none ending
// in a callee's panic.
func (a *pkg) callsReturn(c *ssa2cfa.CFA, pr *recur.Proof) bool {
	sink := map[*ssa2cfa.Edge]bool{}
	for _, e := range pr.Sinks {
		sink[e] = true
	}
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || sink[e] || pr.Reached == nil || len(pr.Reached.ByLoc[e.From]) == 0 {
			continue
		}
		if !a.rets.returns(call.Callee) {
			return false
		}
	}
	return true
}
