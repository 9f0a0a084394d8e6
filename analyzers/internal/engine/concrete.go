package engine

import (
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// concreteSteps bounds the run of a function without inputs.
const concreteSteps = 200000

// onlyRun runs c when it has no choice to make: no parameter it reads, no
// heap read, no call, no value the lowering does not track. Such a
// function has one execution, and its run decides every check: the check
// it fails (if any) fails on every call, and every other check never
// fails, on the run's path or off it. ok is false when c reads an input,
// the run meets a choice, or it does not end within concreteSteps.
func onlyRun(c *ssa2cfa.CFA) (failed *ssa2cfa.Check, operands []string, ok bool) {
	inputs := map[ssa2cfa.Var]cfainterp.Value{}
	for _, v := range c.Inputs {
		inputs[v] = 0
	}
	if readsAny(c, inputs) {
		return nil, nil, false
	}
	o := &noChoice{}
	out, err := cfainterp.Run(c, inputs, o, concreteSteps)
	if err != nil || o.chose || out.Stuck || out.Ambiguous || !out.Done() || out.FailedIn != nil && out.FailedIn != c {
		return nil, nil, false
	}
	if out.Failed != nil {
		env := cfainterp.MapEnv{}
		for v, x := range out.Values {
			env[ssa2cfa.Var(v)] = x
		}
		operands = make([]string, len(out.Failed.Operands))
		for i, x := range out.Failed.Operands {
			if x != nil && x.Type().IsInt() {
				operands[i] = formatValue(x.Type(), cfainterp.Eval(x, env))
			}
		}
	}
	return out.Failed, operands, true
}

// noChoice is an oracle that notes any question asked of it.
type noChoice struct{ chose bool }

func (o *noChoice) Havoc(*ssa2cfa.CFA, ssa2cfa.Var, cfainterp.Env) cfainterp.Value {
	o.chose = true
	return 0
}

func (o *noChoice) Call(*ssa2cfa.CFA, *ssa2cfa.Call, []cfainterp.Value, cfainterp.Env) ([]cfainterp.Value, bool) {
	o.chose = true
	return nil, false
}

// readsAny reports whether an edge of c reads one of vars (calls need not
// be looked at: onlyRun gives up at any call).
func readsAny(c *ssa2cfa.CFA, vars map[ssa2cfa.Var]cfainterp.Value) bool {
	found := false
	read := func(e ssa2cfa.Expr) {
		ssa2cfa.Vars(e, func(v ssa2cfa.Var) {
			_, in := vars[v]
			found = found || in
		})
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			read(op.Cond)
		case *ssa2cfa.Assign:
			for _, x := range op.Exprs {
				read(x)
			}
		case *ssa2cfa.Fail:
			read(op.Check.Cond)
		case *ssa2cfa.Return:
			for _, x := range op.ReturnReads() {
				read(x)
			}
		}
		if found {
			return true
		}
	}
	return false
}
