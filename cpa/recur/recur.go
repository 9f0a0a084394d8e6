package recur

import (
	"context"
	"errors"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Checker proves divergence for the functions of one package.
type Checker struct {
	Domain domains.NumericDomain
	Budget cpa.Budget
	// CFAs holds the lowered functions calls may be resolved to.
	CFAs map[*ssa.Function]*ssa2cfa.CFA
}

// Assumed maps functions to entry sets they are assumed to diverge from.
type Assumed map[*ssa.Function]domains.Numeric

// Diverges reports whether every execution of c from the entry states in r
// (a value over c's variables) diverges, given the assumptions.
func (k *Checker) Diverges(ctx context.Context, c *ssa2cfa.CFA, r domains.Numeric, assumed Assumed) (bool, error) {
	var p *numeric.CPA
	hook := func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool) {
		if call.Callee != nil {
			if set, ok := assumed[call.Callee]; ok {
				if callee := k.CFAs[call.Callee]; callee != nil && k.argsIn(p, n, call, callee, set) {
					return nil, true
				}
			}
		}
		return p.Post(n, &ssa2cfa.Edge{Op: &ssa2cfa.Havoc{Vars: append(append([]ssa2cfa.Var(nil), call.Results...), call.ResultLens...), Reason: "call"}}), false
	}
	p = numeric.New(c, numeric.Config{Domain: k.Domain, Unbounded: true, Call: hook})
	init := p.Initial().(*numeric.State).N.Meet(r)
	if init.IsBot() {
		return false, nil
	}
	reached, err := cpa.RunFrom(ctx, c, p, k.Budget, c.Entry, p.InitialWith(init))
	if err != nil {
		if errors.Is(err, cpa.ErrBudget) {
			return false, nil
		}
		return false, err
	}
	if len(reached.ByLoc[c.Exit]) > 0 {
		return false, nil
	}
	for _, chk := range c.Checks {
		if len(reached.ByLoc[chk.Err]) > 0 {
			return false, nil
		}
	}
	return true, nil
}

// argsIn reports whether, in every state of n, the call's arguments satisfy
// every constraint of the callee's entry set.
func (k *Checker) argsIn(p *numeric.CPA, n domains.Numeric, call *ssa2cfa.Call, callee *ssa2cfa.CFA, set domains.Numeric) bool {
	if set.IsTop() {
		return true
	}
	ev := p.Evaluator()
	for _, con := range set.Constraints() {
		var sum ssa2cfa.Expr = ssa2cfa.IntConst(ssa2cfa.Int64, con.Lin.Const)
		for _, t := range con.Lin.Terms {
			arg := argFor(call, callee, ssa2cfa.Var(t.Dim))
			if arg == nil {
				return false
			}
			if arg.Type() != ssa2cfa.Int64 {
				arg = &ssa2cfa.Convert{X: arg, T: ssa2cfa.Int64}
			}
			term := &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: ssa2cfa.IntConst(ssa2cfa.Int64, t.Coef), Y: arg}
			sum = &ssa2cfa.Binary{Op: ssa2cfa.Add, X: sum, Y: term}
		}
		zero := ssa2cfa.IntConst(ssa2cfa.Int64, 0)
		violated := &ssa2cfa.Binary{Op: ssa2cfa.Gt, X: sum, Y: zero}
		if con.Kind == domains.EqZero {
			violated = &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: sum, Y: zero}
		}
		if !ev.Assume(n, violated).IsBot() {
			return false
		}
	}
	return true
}

// argFor returns the caller's expression for callee variable v: a parameter
// or the length of one.
func argFor(call *ssa2cfa.Call, callee *ssa2cfa.CFA, v ssa2cfa.Var) ssa2cfa.Expr {
	info := callee.Vars[v]
	for i, pv := range callee.Params {
		if pv == v && i < len(call.Args) {
			return call.Args[i]
		}
		if info.Role == ssa2cfa.RoleLen && pv < 0 && i < len(call.ArgLens) && i < len(callee.Fn.Params) && info.Value == ssa.Value(callee.Fn.Params[i]) {
			return call.ArgLens[i]
		}
	}
	return nil
}

// EntrySet projects a value onto the inputs of c: the constraints it places
// on parameters, free variables and their lengths.
func EntrySet(c *ssa2cfa.CFA, n domains.Numeric) domains.Numeric {
	input := make([]bool, len(c.Vars))
	for _, v := range c.Inputs {
		input[v] = true
	}
	var drop []int
	for v := range c.Vars {
		if !input[v] {
			drop = append(drop, v)
		}
	}
	return n.Forget(drop...)
}

