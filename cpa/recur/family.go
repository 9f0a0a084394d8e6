package recur

import (
	"context"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Family limits.
const (
	familyRounds  = 3 // analyses per function of the cycle while growing a family (at least 24 in all)
	widenAfter    = 2 // joins of one entry set before widening
	maxPairInputs = 6 // inputs related pairwise in an argument set
)

// Family grows, from the entry set r of f, entry sets for the functions of
// f's call cycle scc that cover every call among them made from those sets:
// analysing each function from its set, the arguments of its calls to
// functions of scc are added (joined, then widened) to the callees' sets
// until nothing changes. This is the calling-context part of on-the-fly
// summaries (YASM's reach-otf restricted to the entries a query needs). It
// returns nil when the sets do not stabilise within the budget. The result
// is the assumption to discharge with Diverges for every function in it.
func (k *Checker) Family(ctx context.Context, scc []*ssa.Function, f *ssa.Function, r domains.Numeric) Assumed {
	sets := Assumed{f: r}
	joins := map[*ssa.Function]int{}
	queue := []*ssa.Function{f}
	queued := map[*ssa.Function]bool{f: true}
	for rounds := 0; len(queue) > 0; rounds++ {
		if rounds >= max(24, familyRounds*len(scc)) || ctx.Err() != nil {
			return nil
		}
		g := queue[0]
		queue = queue[1:]
		queued[g] = false
		grow, ok := k.callArgs(ctx, scc, g, sets[g])
		if !ok {
			return nil
		}
		for _, h := range scc {
			a, ok := grow[h]
			if !ok {
				continue
			}
			old, had := sets[h]
			switch {
			case !had:
				sets[h] = a
			case a.Leq(old):
				continue
			default:
				j := old.Join(a)
				if joins[h]++; joins[h] > widenAfter {
					j = old.Widen(j)
				}
				sets[h] = j
			}
			if !queued[h] {
				queued[h] = true
				queue = append(queue, h)
			}
		}
	}
	return sets
}

// callArgs analyses g from entry set r and returns, per function of scc that
// g calls, the join of the argument sets of those calls.
func (k *Checker) callArgs(ctx context.Context, scc []*ssa.Function, g *ssa.Function, r domains.Numeric) (map[*ssa.Function]domains.Numeric, bool) {
	c := k.CFAs[g]
	if c == nil {
		return nil, false
	}
	sess := k.session(c)
	p := sess.p
	grow := map[*ssa.Function]domains.Numeric{}
	sess.call = func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool) {
		if callee := k.CFAs[call.Callee]; call.Callee != nil && callee != nil && inList(scc, call.Callee) {
			a := k.argSet(p, n, call, callee)
			if old, ok := grow[call.Callee]; ok {
				a = old.Join(a)
			}
			grow[call.Callee] = a
		}
		vars := append(append([]ssa2cfa.Var(nil), call.Results...), call.ResultLens...)
		return p.Evaluator().Havoc(n, vars), false
	}
	defer func() { sess.call = nil }()
	init := p.Initial().(*numeric.State).N.Meet(r)
	if init.IsBot() {
		return grow, true
	}
	if _, err := k.Reach(ctx, c, p, c.Entry, p.InitialWith(init)); err != nil {
		return nil, false
	}
	return grow, true
}

// argSet over-approximates, as a value over the callee's variables, the
// inputs a call passes in the caller's states n: bounds of each argument
// and of the sums and differences of pairs of arguments.
func (k *Checker) argSet(p *numeric.CPA, n domains.Numeric, call *ssa2cfa.Call, callee *ssa2cfa.CFA) domains.Numeric {
	ev := p.Evaluator()
	out := k.Domain.Top(len(callee.Vars))
	type arg struct {
		v ssa2cfa.Var
		e ssa2cfa.Expr
	}
	var args []arg
	bound := func(l domains.Lin, iv domains.Interval) {
		if iv.Hi != domains.Inf {
			if m, ok := l.Add(domains.LinConst(-iv.Hi)); ok {
				out = out.Assume(domains.Constraint{Lin: m})
			}
		}
		if iv.Lo != domains.NegInf {
			if neg, ok := l.Scale(-1); ok {
				if m, ok := neg.Add(domains.LinConst(iv.Lo)); ok {
					out = out.Assume(domains.Constraint{Lin: m})
				}
			}
		}
	}
	for _, v := range callee.Inputs {
		a := ArgFor(call, callee, v)
		if a == nil {
			continue
		}
		bound(domains.LinDim(int(v)), ev.Eval(n, a).Range)
		if a.Type().IsInt() && len(args) < maxPairInputs {
			args = append(args, arg{v, toInt64(a)})
		}
	}
	for i, x := range args {
		for _, y := range args[i+1:] {
			for _, op := range []ssa2cfa.BinOp{ssa2cfa.Sub, ssa2cfa.Add} {
				coef := int64(1)
				if op == ssa2cfa.Sub {
					coef = -1
				}
				l, ok := domains.NewLin(0, domains.Term{Dim: int(x.v), Coef: 1}, domains.Term{Dim: int(y.v), Coef: coef})
				if ok {
					bound(l, ev.Eval(n, &ssa2cfa.Binary{Op: op, X: x.e, Y: y.e}).Range)
				}
			}
		}
	}
	return out
}

func toInt64(e ssa2cfa.Expr) ssa2cfa.Expr {
	if e.Type() == ssa2cfa.Int64 {
		return e
	}
	return &ssa2cfa.Convert{X: e, T: ssa2cfa.Int64}
}

func inList(fns []*ssa.Function, f *ssa.Function) bool {
	for _, g := range fns {
		if g == f {
			return true
		}
	}
	return false
}

// DivergesAll discharges an assumption by co-induction: it proves, for every
// function of order that sets holds an entry set for, that every execution
// from that set diverges when calls into the sets never return. It returns
// the proofs, or nil if one fails.
func (k *Checker) DivergesAll(ctx context.Context, order []*ssa.Function, sets Assumed) (map[*ssa.Function]*Proof, error) {
	out := map[*ssa.Function]*Proof{}
	for _, g := range order {
		r, ok := sets[g]
		if !ok {
			continue
		}
		pr, err := k.Diverges(ctx, k.CFAs[g], r, sets)
		if err != nil || pr == nil {
			return nil, err
		}
		out[g] = pr
	}
	return out, nil
}
