package recur

import (
	"context"
	"errors"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Checker proves divergence for the functions of one package. It caches
// the numeric CPA of each function it analyses and is not safe for
// concurrent use.
type Checker struct {
	Domain domains.NumericDomain
	Budget cpa.Budget
	// CFAs holds the lowered functions calls may be resolved to.
	CFAs map[*ssa.Function]*ssa2cfa.CFA
	// Keys gives, per CFA, the variables whose constant values keep states
	// apart (see numeric.Config.KeyVars); nil for none.
	Keys map[*ssa2cfa.CFA][]ssa2cfa.Var
	// Summaries returns the must-diverge summary of a function outside
	// the assumptions (of this or another package), or nil; nil for none.
	Summaries func(*ssa.Function) *Summary
	// Posts returns the postcondition of a function the analysis does not
	// enter, or nil: a call's results then satisfy it instead of being
	// arbitrary. nil for none.
	Posts func(*ssa.Function) *summary.Summary
	// Cost returns the work of one abstract operation (transfer, merge,
	// coverage test) over n variables, charged to the context's Meter (see
	// WithMeter); nil for n.
	Cost func(n int) int64

	sessions map[*ssa2cfa.CFA]*session
}

// session is the numeric CPA of one CFA (over unbounded integers), whose
// call transfer is delegated to the current run's hook.
type session struct {
	p    *numeric.CPA
	call func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool)
}

// CPA returns the numeric CPA of c over unbounded integers, with calls
// havocking their results: the analysis the checker's proofs refine.
func (k *Checker) CPA(c *ssa2cfa.CFA) *numeric.CPA {
	s := k.session(c)
	s.call = nil
	return s.p
}

func (k *Checker) session(c *ssa2cfa.CFA) *session {
	if k.sessions == nil {
		k.sessions = map[*ssa2cfa.CFA]*session{}
	}
	if s, ok := k.sessions[c]; ok {
		return s
	}
	s := &session{}
	_, intervals := k.Domain.(interval.Domain)
	s.p = numeric.New(c, numeric.Config{Domain: k.Domain, KeyVars: k.Keys[c], Unbounded: true, SplitVarDisequalities: !intervals,
		Call: func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool) {
			if s.call != nil {
				return s.call(n, call)
			}
			return k.returns(s.p, n, call), false
		}})
	k.sessions[c] = s
	return s
}

// Assumed maps functions to entry sets (values over their own variables)
// from which they are assumed, or known, to diverge.
type Assumed map[*ssa.Function]domains.Numeric

// Proof describes why every execution from a set of states diverges: the
// calls taken as never returning, and the loop heads the executions reach.
type Proof struct {
	Sinks []*ssa2cfa.Edge // call edges whose callee provably never returns, in edge order
	Loops []ssa2cfa.Loc   // loop heads reached, in reverse post-order
	// Reached holds the over-approximated states from which the proof was
	// made, per location.
	Reached *cpa.Reached
}

// Diverges reports whether every execution of c that starts at its entry in
// a state of r (a value over c's variables) diverges, given the assumptions:
// if so it returns the proof, else nil. A budget overrun answers nil.
func (k *Checker) Diverges(ctx context.Context, c *ssa2cfa.CFA, r domains.Numeric, assumed Assumed) (*Proof, error) {
	return k.DivergesFrom(ctx, c, c.Entry, r, assumed)
}

// DivergesFrom reports whether every execution of c through location at in a
// state of s diverges, given the assumptions (see Diverges).
//
// Under the mixed semantics a call whose callee is assumed to diverge from an
// entry set that provably contains the call's arguments never returns, and
// so does a call whose arguments provably satisfy the callee's summary;
// every other call returns arbitrary results. If an over-approximating analysis
// from (at, s) then reaches neither c's exit nor the error location of a
// check, every execution from there diverges, provided the assumptions hold.
func (k *Checker) DivergesFrom(ctx context.Context, c *ssa2cfa.CFA, at ssa2cfa.Loc, s domains.Numeric, assumed Assumed) (*Proof, error) {
	sess := k.session(c)
	p := sess.p
	sinks := map[*ssa2cfa.Call]bool{}
	sess.call = func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool) {
		if call.Callee != nil {
			if set, ok := assumed[call.Callee]; ok {
				if callee := k.CFAs[call.Callee]; callee != nil && argsIn(p, n, call, callee, set) {
					sinks[call] = true
					return nil, true
				}
			} else if k.summary(call.Callee).holdsIn(p, n, call) {
				sinks[call] = true
				return nil, true
			}
		}
		return k.returns(p, n, call), false
	}
	defer func() { sess.call = nil }()
	init := s
	if at == c.Entry {
		init = p.Initial().(*numeric.State).N.Meet(s)
	}
	if init.IsBot() {
		return nil, nil
	}
	reached, err := k.Reach(ctx, c, p, at, p.InitialWith(init))
	if err != nil {
		if errors.Is(err, cpa.ErrBudget) {
			return nil, nil
		}
		return nil, err
	}
	if len(reached.ByLoc[c.Exit]) > 0 {
		return nil, nil
	}
	for _, chk := range c.Checks {
		if len(reached.ByLoc[chk.Err]) > 0 {
			return nil, nil
		}
	}
	pr := &Proof{Reached: reached}
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && sinks[call] {
			pr.Sinks = append(pr.Sinks, e)
		}
	}
	heads := c.LoopHeads()
	for _, l := range c.ReversePostOrder() {
		if heads[l] && len(reached.ByLoc[l]) > 0 {
			pr.Loops = append(pr.Loops, l)
		}
	}
	return pr, nil
}

// returns is the state after a call that returns, from n: its results
// satisfy the callee's postcondition where one is known (one that says
// the call never returns is not used: such a call may panic), and are
// arbitrary otherwise.
func (k *Checker) returns(p *numeric.CPA, n domains.Numeric, call *ssa2cfa.Call) domains.Numeric {
	if call.Callee != nil && k.Posts != nil {
		if sum := k.Posts(call.Callee); sum != nil && !sum.Never {
			post, _ := summary.Apply(p.Evaluator(), n, call, sum)
			return post
		}
	}
	return p.Evaluator().Havoc(n, resultsOf(call))
}

// summary returns f's must-diverge summary, or nil.
func (k *Checker) summary(f *ssa.Function) *Summary {
	if k.Summaries == nil {
		return nil
	}
	return k.Summaries(f)
}

// argsIn reports whether, in every state of n, the call's arguments satisfy
// every constraint of the callee's entry set.
func argsIn(p *numeric.CPA, n domains.Numeric, call *ssa2cfa.Call, callee *ssa2cfa.CFA, set domains.Numeric) bool {
	if set.IsTop() {
		return true
	}
	if set.IsBot() {
		return false
	}
	ev := p.Evaluator()
	for _, con := range set.Constraints() {
		sum, ok := argForm(call, callee, con.Lin)
		if !ok {
			return false
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

// argForm rewrites a linear form over the callee's input variables into an
// int64 expression over the caller's arguments.
func argForm(call *ssa2cfa.Call, callee *ssa2cfa.CFA, l domains.Lin) (ssa2cfa.Expr, bool) {
	var sum ssa2cfa.Expr = ssa2cfa.IntConst(ssa2cfa.Int64, l.Const)
	for _, t := range l.Terms {
		arg := ArgFor(call, callee, ssa2cfa.Var(t.Dim))
		if arg == nil {
			return nil, false
		}
		if arg.Type() != ssa2cfa.Int64 {
			if arg.Type().IsBool() {
				return nil, false
			}
			arg = &ssa2cfa.Convert{X: arg, T: ssa2cfa.Int64}
		}
		term := &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: ssa2cfa.IntConst(ssa2cfa.Int64, t.Coef), Y: arg}
		sum = &ssa2cfa.Binary{Op: ssa2cfa.Add, X: sum, Y: term}
	}
	return sum, true
}

// ArgFor returns the caller's expression for callee input variable v: a
// parameter or the length of one; nil when the call does not determine it.
func ArgFor(call *ssa2cfa.Call, callee *ssa2cfa.CFA, v ssa2cfa.Var) ssa2cfa.Expr {
	if int(v) >= len(callee.Vars) {
		return nil
	}
	info := callee.Vars[v]
	for i, pv := range callee.Params {
		if pv == v && i < len(call.Args) {
			return call.Args[i]
		}
	}
	if info.Role == ssa2cfa.RoleLen && callee.Fn != nil {
		for i, prm := range callee.Fn.Params {
			if info.Value == ssa.Value(prm) && i < len(call.ArgLens) {
				return call.ArgLens[i]
			}
		}
	}
	return nil
}

// EntrySet projects a value onto the inputs of c: the constraints it places
// on parameters, free variables and their lengths. Inputs never change in a
// CFA, so a state reached anywhere implies its entry set held at entry.
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
