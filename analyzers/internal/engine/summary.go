package engine

import (
	"fmt"
	"go/types"
	"os"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// summaries holds the postconditions known while one package is analysed:
// those of its own functions, computed on first demand (a caller's analysis
// reaching a call, or the export of facts for the functions other packages
// can call), and those of other packages' functions, imported as facts.
type summaries struct {
	pass  *analysis.Pass                     // nil: no facts
	stubs map[*ssa.Function]bool             // intrinsic stubs: no postcondition
	local map[*ssa.Function]*summary.Summary // computed (nil: none)
	// imported caches fact look-ups (nil: no fact).
	imported map[*ssa.Function]*summary.Summary

	// own maps the package's functions to their CFAs, whose postconditions
	// analyze computes on demand; busy marks those being computed, cyclic
	// those on a call cycle (no postcondition).
	own     map[*ssa.Function]*ssa2cfa.CFA
	cyclic  map[*ssa.Function]bool
	members map[*ssa.Function][]*ssa2cfa.CFA // of each cycle (see sccs)
	busy    map[*ssa.Function]bool
	analyze func(c *ssa2cfa.CFA, entry func(domains.Numeric) domains.Numeric) (*Result, error)
}

func newSummaries(pass *analysis.Pass) *summaries {
	return &summaries{pass: pass, local: map[*ssa.Function]*summary.Summary{}, imported: map[*ssa.Function]*summary.Summary{}}
}

// onDemand makes lookup compute the postconditions of cfas' functions when
// first asked, by analyze (an analysis that classifies no check, from the
// entry states entry restricts, if set).
func (s *summaries) onDemand(cfas []*ssa2cfa.CFA, analyze func(c *ssa2cfa.CFA, entry func(domains.Numeric) domains.Numeric) (*Result, error)) {
	s.own = map[*ssa.Function]*ssa2cfa.CFA{}
	for _, c := range cfas {
		s.own[c.Fn] = c
	}
	_, s.cyclic, _, s.members = sccs(cfas)
	s.busy = map[*ssa.Function]bool{}
	s.analyze = analyze
}

// compute returns the postcondition of the package's function c, analysing
// it now if it was not yet; nil when it has none or an error occurred.
func (s *summaries) compute(c *ssa2cfa.CFA) *summary.Summary {
	if sum, ok := s.local[c.Fn]; ok {
		return sum
	}
	if s.busy[c.Fn] {
		return nil // recursion the call graph missed: no postcondition
	}
	if s.cyclic[c.Fn] && s.members[c.Fn] != nil {
		s.computeCycle(s.members[c.Fn])
		return s.local[c.Fn]
	}
	if s.cyclic[c.Fn] || !hasResults(c) || !summarizable(c) || s.stubs[c.Fn] {
		s.local[c.Fn] = nil
		return nil
	}
	s.busy[c.Fn] = true
	res, err := s.analyze(c, nil)
	if err != nil {
		res = nil
	}
	var small *Result
	if res != nil && !res.Budget && smallWorth(c) {
		small, err = s.analyze(c, func(n domains.Numeric) domains.Numeric { return summary.SmallEntry(c, n) })
		if err != nil {
			small = nil
		}
	}
	delete(s.busy, c.Fn)
	s.record(c, res, small)
	return s.local[c.Fn]
}

// maxCycleRounds bounds the rounds of computeCycle; cycleWidenRound is
// the first that widens; maxCycleFuncs bounds the functions of a cycle it
// computes postconditions of (each round analyses every one of them: the
// large cycles of recursive-descent parsers and type checkers get none).
const (
	maxCycleRounds  = 8
	cycleWidenRound = 2
	maxCycleFuncs   = 8
)

// computeCycle computes the postconditions of the functions of one call
// cycle together, as the least fixpoint of their analyses: starting from
// "never returns" for each, every round analyses each function with the
// postconditions of the last round at its calls, and joins (from
// cycleWidenRound on, widens) the states in which it returns with those
// of the rounds before. When no function's exit states grow, the
// postconditions are inductive: they hold at the return of every
// terminating execution, by induction on the depth of its recursion. A
// last analysis of each function under them gives the postconditions
// recorded, its cases included. A cycle whose analyses run over budget
// or do not settle within maxCycleRounds gets no postconditions.
func (s *summaries) computeCycle(members []*ssa2cfa.CFA) {
	var funcs []*ssa2cfa.CFA
	for _, m := range members {
		s.local[m.Fn] = nil
		if hasResults(m) && summarizable(m) {
			funcs = append(funcs, m)
		}
	}
	if len(members) > maxCycleFuncs {
		return
	}
	acc := make([]domains.Numeric, len(funcs)) // nil: no exit yet
	for _, m := range funcs {
		s.local[m.Fn] = &summary.Summary{Never: true}
	}
	fail := func() {
		for _, m := range funcs {
			s.local[m.Fn] = nil
		}
	}
	settled := false
	for round := 0; round < maxCycleRounds && !settled; round++ {
		settled = true
		for i, m := range funcs {
			res, err := s.analyze(m, nil)
			if err != nil || res == nil || res.Budget {
				fail()
				return
			}
			exit, ok := joinAll(res.Exits)
			if !ok || acc[i] != nil && exit != nil && !sameDomain(acc[i], exit) {
				fail()
				return
			}
			next := acc[i]
			switch {
			case exit == nil:
			case next == nil:
				next = exit
			case round >= cycleWidenRound:
				next = next.Widen(next.Join(exit))
			default:
				next = next.Join(exit)
			}
			if next == nil || acc[i] != nil && next.Leq(acc[i]) {
				continue
			}
			settled = false
			acc[i] = next
			s.local[m.Fn] = summary.Post(m, []domains.Numeric{next})
		}
	}
	if !settled {
		fail()
		return
	}
	final := make([]*summary.Summary, len(funcs))
	for i, m := range funcs {
		res, err := s.analyze(m, nil)
		if err != nil || res == nil || res.Budget {
			fail()
			return
		}
		final[i] = summary.Post(m, res.Exits)
	}
	for i, m := range funcs {
		sum := final[i]
		if !sum.Never && len(sum.Cons) == 0 && len(sum.Cases) == 0 {
			sum = nil
		}
		if os.Getenv("NPV_TRACE") != "" {
			fmt.Fprintf(os.Stderr, "SUMMARY %s (cycle): %v\n", m.Fn, sum)
		}
		s.local[m.Fn] = sum
	}
}

// joinAll returns the join of states (nil when there are none); ok is
// false when they are values of different domains.
func joinAll(states []domains.Numeric) (domains.Numeric, bool) {
	var out domains.Numeric
	for _, n := range states {
		switch {
		case n == nil || n.IsBot():
		case out == nil:
			out = n
		case !sameDomain(out, n):
			return nil, false
		default:
			out = out.Join(n)
		}
	}
	return out, true
}

// sameDomain reports whether a and b are values of one domain (a function
// analysed over its relational budget falls back to intervals).
func sameDomain(a, b domains.Numeric) bool {
	return reflect.TypeOf(a) == reflect.TypeOf(b)
}

// maxSmallVars bounds the variables of a function whose postcondition
// from small arguments is computed too: a second analysis, worth it for
// the small helpers that negate or step their arguments.
const maxSmallVars = 40

// smallWorth reports whether c's postcondition from small arguments (see
// summary.SmallEntry) may say more than its postcondition: c is small,
// has integer parameters, and adds, subtracts, multiplies, shifts or
// negates in an assignment.
func smallWorth(c *ssa2cfa.CFA) bool {
	if len(c.Vars) > maxSmallVars || len(summary.SmallParams(c)) == 0 {
		return false
	}
	var wraps func(e ssa2cfa.Expr) bool
	wraps = func(e ssa2cfa.Expr) bool {
		switch e := e.(type) {
		case *ssa2cfa.Unary:
			return e.Op == ssa2cfa.Neg || wraps(e.X)
		case *ssa2cfa.Binary:
			switch e.Op {
			case ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.Shl:
				return true
			}
			return wraps(e.X) || wraps(e.Y)
		case *ssa2cfa.Convert:
			return wraps(e.X)
		}
		return false
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assign:
			for _, x := range op.Exprs {
				if wraps(x) {
					return true
				}
			}
		case *ssa2cfa.Return:
			if _, xs := c.ReturnTargets(op); slices.ContainsFunc(xs, wraps) {
				return true
			}
		}
	}
	return false
}

// exportFacts computes the postconditions of the package's functions that
// other packages can call, and exports them as facts (when there is a pass).
func (s *summaries) exportFacts(cfas []*ssa2cfa.CFA) {
	for _, c := range cfas {
		obj := summaryObject(c.Fn)
		if obj == nil || !obj.Exported() || s.pass != nil && obj.Pkg() != s.pass.Pkg {
			continue
		}
		if sum := s.compute(c); sum != nil && s.pass != nil {
			s.pass.ExportObjectFact(obj, sum)
		}
	}
}

// lookup returns fn's postcondition, or nil when none is known.
func (s *summaries) lookup(fn *ssa.Function) *summary.Summary {
	if sum, ok := s.local[fn]; ok {
		return sum
	}
	if c := s.own[fn]; c != nil {
		return s.compute(c)
	}
	if o := fn.Origin(); o != nil && o != fn {
		// The generic body's postcondition holds of every instance: its
		// lowering tracks no value whose type is a type parameter, but
		// the lengths of slices and strings.
		return s.lookup(o)
	}
	if sum, ok := s.imported[fn]; ok {
		return sum
	}
	var out *summary.Summary
	if obj := summaryObject(fn); obj != nil && s.pass != nil && obj.Pkg() != s.pass.Pkg {
		var f summary.Summary
		if s.pass.ImportObjectFact(obj, &f) {
			out = &f
		}
	}
	s.imported[fn] = out
	return out
}

// factObject returns the object a fact about fn is attached to: the
// declared function or method, for functions that are not generic (nor
// wrappers; functions of other packages are built "from type information").
func factObject(fn *ssa.Function) *types.Func {
	if fn == nil || fn.TypeParams().Len() > 0 {
		return nil
	}
	return summaryObject(fn)
}

// summaryObject returns the object a postcondition fact about fn is
// attached to: factObject's, or a generic function's own.
func summaryObject(fn *ssa.Function) *types.Func {
	if fn == nil || fn.Parent() != nil || len(fn.TypeArgs()) > 0 || fn.Synthetic != "" && fn.Synthetic != "from type information" {
		return nil
	}
	obj, _ := fn.Object().(*types.Func)
	return obj
}

// knownNever reports a call of a function whose postcondition, known
// without analysing anything now (imported, or computed before), says that
// it never returns.
func (s *summaries) knownNever(call *ssa2cfa.Call) bool {
	fn := call.Callee
	if fn == nil {
		return false
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	sum, ok := s.local[fn]
	if !ok && s.own[fn] == nil {
		sum = s.lookup(fn)
	}
	return sum != nil && sum.Never
}

// callHook returns the call transfer of c: results constrained by the
// callee's postcondition where one is known, havocked otherwise.
func (s *summaries) callHook(c *ssa2cfa.CFA) func(domains.Numeric, *ssa2cfa.Call) (domains.Numeric, bool) {
	ev := machine.NewEvaluator(c, machine.Options{})
	return func(n domains.Numeric, call *ssa2cfa.Call) (domains.Numeric, bool) {
		if call.Callee != nil {
			if sum := s.lookup(call.Callee); sum != nil {
				return summary.Apply(ev, n, call, sum)
			}
		}
		vars := append(append([]ssa2cfa.Var(nil), call.Results...), call.ResultLens...)
		return ev.Havoc(n, vars), false
	}
}

// caseHook returns the call splitting of c: the post-condition of a call
// split by the cases of the callee's bool result (see summary.Cases).
func (s *summaries) caseHook(c *ssa2cfa.CFA) func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool) {
	ev := machine.NewEvaluator(c, machine.Options{})
	return func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool) {
		if call.Callee == nil {
			return nil, false
		}
		sum := s.lookup(call.Callee)
		if sum == nil {
			return nil, false
		}
		return summary.ApplyCases(ev, n, post, call, sum)
	}
}

// caseVar returns the variable of call's result that its callee's cases
// are about, -1 if none, or if a case has alternatives (which say
// something of the other results whatever the caller tracks).
func (s *summaries) caseVar(call *ssa2cfa.Call) ssa2cfa.Var {
	if call.Callee == nil {
		return -1
	}
	sum := s.lookup(call.Callee)
	if sum == nil || len(sum.Cases) == 0 {
		return -1
	}
	for _, cs := range sum.Cases {
		if len(cs.Or) > 0 {
			return -1
		}
	}
	if k := sum.Cases[0].Result; k < len(call.Results) {
		return call.Results[k]
	}
	return -1
}

// casesWithin returns cfg's call splitting for an analysis that tracks
// the variables in marks: a call whose cases are about a nil flag it does
// not track does not split (the states would go both ways at err !=
// nil, and only double the work up to the next join).
func casesWithin(c *ssa2cfa.CFA, cfg Config, in []bool) func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool) {
	if cfg.CallCases == nil || cfg.CaseVar == nil {
		return cfg.CallCases
	}
	return func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool) {
		if v := cfg.CaseVar(call); v >= 0 && c.Vars[v].NilFlag && !in[v] {
			return nil, false
		}
		return cfg.CallCases(n, post, call)
	}
}

// caseKeys returns the results of c's calls whose callees' cases are
// about their values (see summary.Cases): the analysis keeps the states of
// different values apart, as it does for the values of c's own IntEq
// variables, so that the cases the call splits into (a scanner's token
// kinds) are not joined again where the states of a loop pile up.
func (s *summaries) caseKeys(c *ssa2cfa.CFA) []ssa2cfa.Var {
	var out []ssa2cfa.Var
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || call.Callee == nil {
			continue
		}
		sum := s.lookup(call.Callee)
		if sum == nil || len(sum.Cases) == 0 || sum.Cases[0].Sign {
			continue
		}
		k := sum.Cases[0].Result
		if k < len(call.Results) && call.Results[k] >= 0 && c.Vars[call.Results[k]].Type.IsInt() {
			out = append(out, call.Results[k])
		}
	}
	return out
}

// summarizable reports whether a complete analysis of c yields a sound
// postcondition: a panic recovered by a deferred call returns in states
// the CFA does not model.
func summarizable(c *ssa2cfa.CFA) bool {
	if c.Fn == nil {
		return false
	}
	for _, u := range c.Unmodelled {
		if u == "recover" {
			return false
		}
	}
	return true
}

// record stores the postcondition of c computed from a complete analysis
// (nil when the analysis gives none).
func (s *summaries) record(c *ssa2cfa.CFA, res, small *Result) {
	s.local[c.Fn] = nil
	if res == nil || res.Budget || !summarizable(c) {
		return
	}
	sum := post(c, res)
	if small != nil && !small.Budget {
		sum = summary.WithSmall(c, sum, post(c, small))
	}
	if os.Getenv("NPV_TRACE") != "" {
		fmt.Fprintf(os.Stderr, "SUMMARY %s small=%v: %s\n", c.Fn, small != nil, sum)
	}
	if !sum.Never && len(sum.Cons) == 0 && len(sum.Cases) == 0 && len(sum.Small) == 0 {
		return
	}
	s.local[c.Fn] = sum
}

// post is the postcondition of c that the analysis res gives.
func post(c *ssa2cfa.CFA, res *Result) *summary.Summary {
	sum := summary.Post(c, res.Exits)
	if len(res.RelExits) > 0 {
		sum = summary.Both(c, sum, summary.Post(c, res.RelExits))
	}
	return sum
}

// hasResults reports whether c tracks one of its function's results or
// result lengths, or a field it leaves in a pointer parameter's struct.
func hasResults(c *ssa2cfa.CFA) bool {
	if len(c.ExitFields) > 0 {
		return true
	}
	for _, r := range append(append([]ssa2cfa.Var(nil), c.Results...), c.ResultLens...) {
		if r >= 0 {
			return true
		}
	}
	return false
}

// exitStates returns the numeric parts of the states in which the
// function returns: those its return edges lead to from each state reached
// before them, kept apart even where the exit location joined them (a
// scanner that returns the constant kind Num with an index past i, and
// EOF with i: see summary.Cases).
func exitStates(r *cpa.Reached, p cpa.CPA, d domains.NumericDomain) []domains.Numeric {
	var out []domains.Numeric
	c := r.CFA
	for _, e := range c.In[c.Exit] {
		for _, n := range r.ByLoc[e.From] {
			for _, s := range p.Transfer(n.State, e) {
				ns := numeric.Of(s)
				if ns == nil {
					return []domains.Numeric{d.Top(len(c.Vars))}
				}
				if !ns.N.IsBot() {
					out = append(out, ns.N)
				}
			}
		}
	}
	return out
}

// importAll looks up the facts of every static callee of cfas now, while
// the analysis pass may still import facts.
func (s *summaries) importAll(cfas []*ssa2cfa.CFA) {
	for _, c := range cfas {
		for _, e := range c.Edges {
			if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil {
				s.lookup(call.Callee)
			}
		}
	}
}
