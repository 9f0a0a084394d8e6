package summary

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// slotValue is what a caller knows of a slot's value at a call: an exact
// linear form over its variables, else a range.
type slotValue struct {
	lin   domains.Lin
	exact bool
	rng   domains.Interval
	known bool
}

// Apply returns the state after call from n (a value over the caller's
// variables, evaluated by ev) when the callee satisfies the postcondition
// s: the call's results are havocked, then constrained by s with the
// arguments substituted. sink reports that the call never returns.
func Apply(ev *machine.Evaluator, n domains.Numeric, call *ssa2cfa.Call, s *Summary) (post domains.Numeric, sink bool) {
	res := callOutputs(call)
	isRes := map[int]bool{}
	for _, v := range res {
		isRes[int(v)] = true
	}
	if s.Never {
		return n.Assume(domains.Constraint{Lin: domains.LinConst(1)}), true
	}
	post = assumeCons(ev, n, ev.Havoc(n, res), call, s.Cons, isRes)
	if len(s.Small) > 0 && smallArgs(ev, n, call, s.SmallParams) {
		post = assumeCons(ev, n, post, call, s.Small, isRes)
	}
	return post, false
}

// callOutputs returns the variables call sets: its results, their
// lengths, and what it leaves in its pointer arguments' fields.
func callOutputs(call *ssa2cfa.Call) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	for _, v := range append(append([]ssa2cfa.Var(nil), call.Results...), call.ResultLens...) {
		if v >= 0 {
			out = append(out, v)
		}
	}
	for _, f := range call.Fields {
		out = append(out, f.Var)
	}
	return out
}

// assumeCons assumes cons in post with the caller's values at call (in n,
// the state before it) substituted for the slots.
func assumeCons(ev *machine.Evaluator, n, post domains.Numeric, call *ssa2cfa.Call, cons []Constraint, isRes map[int]bool) domains.Numeric {
	vals := map[Slot]slotValue{}
	for _, c := range cons {
		for _, t := range c.Terms {
			if _, ok := vals[t.Slot]; !ok {
				vals[t.Slot] = slotOf(ev, n, call, t.Slot, isRes)
			}
		}
	}
	for _, c := range cons {
		for _, k := range instantiate(c, vals) {
			post = post.Assume(k)
		}
	}
	return post
}

func slotOf(ev *machine.Evaluator, n domains.Numeric, call *ssa2cfa.Call, s Slot, isRes map[int]bool) slotValue {
	x, r := callSlot(nil, call, s)
	if s.IsResult() {
		if r < 0 {
			return slotValue{}
		}
		return slotValue{lin: domains.LinDim(int(r)), exact: true, known: true}
	}
	if x == nil {
		return slotValue{}
	}
	v := ev.Eval(n, x)
	sv := slotValue{rng: v.Range, known: true}
	if v.Exact() {
		sv.exact = true
		for _, t := range v.Lin.Terms {
			if isRes[t.Dim] {
				sv.exact = false // refers to a value the call overwrites
			}
		}
		sv.lin = v.Lin
	}
	return sv
}

// instantiate substitutes the caller's values for the slots of c, relaxing
// inexact ones to their range; nil when that is not possible (an unknown
// slot, an infinite bound, an overflow).
func instantiate(c Constraint, vals map[Slot]slotValue) []domains.Constraint {
	one := func(sign int64) (domains.Constraint, bool) {
		if c.Const == domains.NegInf || c.Const == domains.Inf {
			return domains.Constraint{}, false
		}
		acc, ok := domains.LinConst(c.Const).Scale(sign)
		if !ok {
			return domains.Constraint{}, false
		}
		for _, t := range c.Terms {
			coef := sign * t.Coef
			v := vals[t.Slot]
			if !v.known {
				return domains.Constraint{}, false
			}
			var part domains.Lin
			if v.exact {
				p, ok := v.lin.Scale(coef)
				if !ok {
					return domains.Constraint{}, false
				}
				part = p
			} else {
				// coef*x >= min over the range: a weaker constraint.
				b := v.rng.Lo
				if coef < 0 {
					b = v.rng.Hi
				}
				if b == domains.NegInf || b == domains.Inf {
					return domains.Constraint{}, false
				}
				p, ok := domains.LinConst(b).Scale(coef)
				if !ok {
					return domains.Constraint{}, false
				}
				part = p
			}
			sum, ok := acc.Add(part)
			if !ok {
				return domains.Constraint{}, false
			}
			acc = sum
		}
		return domains.Constraint{Lin: acc, Kind: domains.LeZero}, true
	}
	var out []domains.Constraint
	if k, ok := one(1); ok {
		out = append(out, k)
	}
	if c.Eq {
		if k, ok := one(-1); ok {
			out = append(out, k)
		}
	}
	return out
}
