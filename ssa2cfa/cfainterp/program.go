package cfainterp

import (
	"fmt"
	"sync"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// Program is an Oracle that executes calls with a static callee by
// interpreting the callee's lowered CFA, recursively, and delegates havoc and
// the calls it cannot interpret to a fallback Oracle. Lowered CFAs are cached;
// a Program is safe for concurrent use.
type Program struct {
	// Lower lowers a function; its result is cached per function. A function
	// it fails on is not interpreted.
	Lower func(*ssa.Function) (*ssa2cfa.CFA, error)
	// Fallback answers havoc and the calls the Program does not interpret;
	// nil makes such calls an error and havoc 0.
	Fallback Oracle
	// MaxDepth bounds the call depth (default 200); deeper calls go to
	// Fallback.
	MaxDepth int

	mu    sync.Mutex
	cache map[*ssa.Function]lowered
}

type lowered struct {
	c   *ssa2cfa.CFA
	err error
}

// CFA returns the cached lowering of fn.
func (p *Program) CFA(fn *ssa.Function) (*ssa2cfa.CFA, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if l, ok := p.cache[fn]; ok {
		return l.c, l.err
	}
	if p.cache == nil {
		p.cache = make(map[*ssa.Function]lowered)
	}
	var l lowered
	if p.Lower == nil {
		l.err = fmt.Errorf("cfainterp: Program has no Lower")
	} else {
		l.c, l.err = p.Lower(fn)
	}
	p.cache[fn] = l
	return l.c, l.err
}

// Run interprets c (the lowering of its function) on inputs, interpreting
// callees.
func (p *Program) Run(c *ssa2cfa.CFA, inputs map[ssa2cfa.Var]Value, maxSteps int) (Outcome, error) {
	return Run(c, inputs, frame{p, 0}, maxSteps)
}

// Havoc asks the fallback oracle.
func (p *Program) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value {
	return frame{p, 0}.Havoc(c, v, env)
}

// Call interprets the callee and returns its results if it returns.
func (p *Program) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) ([]Value, bool) {
	return frame{p, 0}.Call(c, call, args, env)
}

// Interpret implements CallInterpreter.
func (p *Program) Interpret(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env, maxSteps int) (Outcome, bool, error) {
	return frame{p, 0}.Interpret(c, call, args, env, maxSteps)
}

// frame is the Program's oracle at one call depth.
type frame struct {
	p     *Program
	depth int
}

func (f frame) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value {
	if f.p.Fallback == nil {
		return 0
	}
	return f.p.Fallback.Havoc(c, v, env)
}

func (f frame) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) ([]Value, bool) {
	out, handled, err := f.Interpret(c, call, args, env, 1<<30)
	if err == nil && handled && out.Returned {
		return out.Results, true
	}
	if handled || f.p.Fallback == nil {
		return nil, false
	}
	return f.p.Fallback.Call(c, call, args, env)
}

func (f frame) Interpret(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env, maxSteps int) (Outcome, bool, error) {
	max := f.p.MaxDepth
	if max <= 0 {
		max = 200
	}
	if call.Callee == nil || call.Builtin != "" || f.depth >= max {
		return Outcome{}, false, nil
	}
	callee, err := f.p.CFA(call.Callee)
	if err != nil || callee == nil {
		return Outcome{}, false, nil
	}
	inputs := CallInputs(callee, call, args, env)
	sub := frame{f.p, f.depth + 1}
	for _, v := range callee.Inputs {
		if _, ok := inputs[v]; !ok {
			inputs[v] = sub.Havoc(callee, v, MapEnv(inputs))
		}
	}
	out, err := Run(callee, inputs, sub, maxSteps)
	return out, true, err
}

// CallInputs maps the arguments of call (args, one per call.Args, and the
// lengths call.ArgLens evaluated in env) to the input variables of the
// callee's CFA: its parameter variables and the len variables of its slice
// and string parameters. Other inputs (caps, free variables) are left out.
func CallInputs(callee *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) map[ssa2cfa.Var]Value {
	inputs := make(map[ssa2cfa.Var]Value)
	for i, v := range callee.Params {
		if v >= 0 && i < len(args) {
			inputs[v] = args[i]
		}
	}
	if callee.Fn == nil {
		return inputs
	}
	params := make(map[ssa.Value]int, len(callee.Fn.Params))
	for i, prm := range callee.Fn.Params {
		params[prm] = i
	}
	for v, info := range callee.Vars {
		if info.Role != ssa2cfa.RoleLen || info.Value == nil {
			continue
		}
		if i, ok := params[info.Value]; ok && i < len(call.ArgLens) && call.ArgLens[i] != nil {
			inputs[ssa2cfa.Var(v)] = Eval(call.ArgLens[i], env)
		}
	}
	return inputs
}
