package recur

import (
	"math"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// known is what a concrete run knows of the results of one call it does
// not enter, from the callee's postcondition (Explorer.Posts) and the
// conditions the lowering assumes right after the call (the contract of a
// modelled standard function, see ssa2cfa's stdmodels): a range per
// result variable, over-approximating the values the callee can return
// for the call's concrete arguments.
type known struct {
	ev   *machine.Evaluator
	post domains.Numeric // the frame's state after the call, by the postcondition
	rng  map[ssa2cfa.Var]domains.Interval
	// stuck: no result is possible (the postcondition says the call never
	// returns, or no condition after the call can hold).
	stuck bool
}

// forced reports whether the result variable v has a single possible
// value: the run's choice for it is then what the callee returns, if it
// returns.
func (k *known) forced(v ssa2cfa.Var) bool {
	if k == nil {
		return false
	}
	r, ok := k.rng[v]
	return ok && r.IsPoint()
}

// within returns the range of result variable v (Top when nothing is known).
func (k *known) within(v ssa2cfa.Var) domains.Interval {
	if k == nil {
		return domains.Top
	}
	if r, ok := k.rng[v]; ok {
		return r
	}
	return domains.Top
}

// admits reports whether the values f now holds for the call's results
// satisfy the postcondition together.
func (k *known) admits(f *frame, results []ssa2cfa.Var) bool {
	if k == nil || k.post == nil {
		return true
	}
	n := k.post
	for _, v := range results {
		if n = fixVar(f, n, v); n.IsBot() {
			return false
		}
	}
	return true
}

// resultsOf lists the variables a call defines: its tracked results and
// their lengths.
func resultsOf(op *ssa2cfa.Call) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	for _, v := range append(append([]ssa2cfa.Var(nil), op.Results...), op.ResultLens...) {
		if v >= 0 {
			out = append(out, v)
		}
	}
	return out
}

// knownResults computes what is known of the results of call edge e, which
// the run does not enter, from f's concrete state; nil when nothing is.
// Only the variables the call's arguments and the conditions after it
// read are fixed to their values, in an interval state: the work is that
// of a few operations over f's variables, charged to the meter.
func (x *Explorer) knownResults(m *Meter, f *frame, e *ssa2cfa.Edge, op *ssa2cfa.Call) *known {
	var sum *summary.Summary
	if op.Callee != nil && x.Posts != nil {
		sum = x.Posts(op.Callee)
	}
	results := resultsOf(op)
	isResult := map[ssa2cfa.Var]bool{}
	for _, v := range results {
		isResult[v] = true
	}
	// The conditions of the edges after the call, if they are all tests
	// and one reads a result: the cases of a modelled function's contract.
	var conds []ssa2cfa.Expr
	reads := false
	for _, o := range f.c.Out[e.To] {
		a, ok := o.Op.(*ssa2cfa.Assume)
		if !ok {
			conds = nil
			break
		}
		conds = append(conds, a.Cond)
		ssa2cfa.Vars(a.Cond, func(v ssa2cfa.Var) { reads = reads || isResult[v] })
	}
	if !reads {
		conds = nil
	}
	if sum == nil && len(conds) == 0 {
		return nil
	}
	n := interval.Domain{}.Top(len(f.c.Vars))
	fixed := map[ssa2cfa.Var]bool{}
	fix := func(v ssa2cfa.Var) {
		if !fixed[v] && !isResult[v] {
			fixed[v] = true
			n = fixVar(f, n, v)
		}
	}
	for _, a := range append(append([]ssa2cfa.Expr(nil), op.Args...), op.ArgLens...) {
		if a != nil {
			ssa2cfa.Vars(a, fix)
		}
	}
	for _, c := range conds {
		ssa2cfa.Vars(c, fix)
	}
	m.charge(int64(len(fixed)+len(conds)+2) * int64(len(f.c.Vars)))
	ev := f.in.evaluator(f.c)
	k := &known{ev: ev, rng: map[ssa2cfa.Var]domains.Interval{}}
	post := ev.Havoc(n, results)
	if sum != nil {
		p, sink := summary.Apply(ev, n, op, sum)
		if sink || p.IsBot() {
			k.stuck = true
			return k
		}
		post = p
		k.post = p
	}
	after := post
	if len(conds) > 0 {
		after = nil
		for _, c := range conds {
			m := ev.Assume(post, c)
			if m.IsBot() {
				continue
			}
			if after == nil {
				after = m
			} else {
				after = after.Join(m)
			}
		}
		if after == nil {
			k.stuck = true
			return k
		}
	}
	for _, v := range results {
		k.rng[v] = ev.Eval(after, f.c.Ref(v)).Range
	}
	return k
}

// fixVar assumes in n that variable v has its value in f, when f holds
// one that fits an int64.
func fixVar(f *frame, n domains.Numeric, v ssa2cfa.Var) domains.Numeric {
	val, ok := intValue(f, v)
	if !ok {
		return n
	}
	l, ok := domains.LinDim(int(v)).Add(domains.LinConst(-val))
	if !ok {
		return n
	}
	return n.Assume(domains.Constraint{Lin: l, Kind: domains.EqZero})
}

// intValue returns v's value in f as an integer (0 or 1 for a bool).
func intValue(f *frame, v ssa2cfa.Var) (int64, bool) {
	if v < 0 || int(v) >= len(f.vals) || !f.def[v] {
		return 0, false
	}
	t := f.c.Vars[v].Type
	val := f.vals[v]
	switch {
	case t.IsBool():
		return int64(val & 1), true
	case t.Signed:
		return int64(val), true
	case val <= math.MaxInt64:
		return int64(val), true
	}
	return 0, false
}

// inRange reports whether the value val of a variable of type t lies in r.
func inRange(t ssa2cfa.Type, val cfainterp.Value, r domains.Interval) bool {
	switch {
	case t.IsBool():
		return r.Contains(int64(val & 1))
	case t.Signed:
		return r.Contains(int64(val))
	case val <= math.MaxInt64:
		return r.Contains(int64(val))
	}
	return r.Hi == domains.Inf
}
