package engine

import (
	"context"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/pathsmt"
	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Limits of the witness search.
const (
	maxPaths      = 256  // candidate paths checked per check
	maxFuncPaths  = 512  // candidate paths checked per function
	maxEnumerated = 2000 // paths enumerated per check
	maxLoopVisits = 12   // times a path may pass one location
	maxPathLen    = 600  // edges
	smallWitness  = 64   // inputs preferred in [-64, 64], when a witness there exists
	// solverRLimit bounds one path check by Z3's deterministic resource
	// counter (about a second), so that verdicts do not depend on load.
	solverRLimit = 4000000
)

// witnesser finds concrete failing runs with the SMT solver.
type witnesser struct {
	cfa *ssa2cfa.CFA
	// abstract, if set, is the numeric CPA whose post-conditions prune
	// the candidate paths before the solver sees them (forwardEnum).
	abstract *numeric.CPA
	// closedInputs is set for a function only its own package can call
	// (see internal): its parameters are what its callers pass, and an
	// assertion that fails for some of them states the callers'
	// obligation, a latent failure.
	closedInputs bool
	ctx          *smt.Context
	err          error
	// tried counts the paths given to the solver for the whole function.
	tried int
}

func newWitnesser(c *ssa2cfa.CFA) *witnesser {
	ctx, err := smt.NewContext(smt.Config{RLimit: solverRLimit})
	return &witnesser{cfa: c, ctx: ctx, err: err}
}

func (w *witnesser) close() {
	if w.ctx != nil {
		w.ctx.Close()
	}
}

// witness is a concrete failing run: its inputs, and the values of the
// check's operands where it fails.
type witness struct {
	inputs   []Binding
	operands []string
}

// find returns the inputs of a feasible path from the entry through point
// to chk's failure. Candidate paths run over the CFA edges the analysis
// reached, shortest first (iterative deepening), each location passed at most
// maxLoopVisits times.
//
// A call-site check (callSite) states the callee's obligation, which the
// call breaks: it is a run-time check of the caller even when the callee's
// check is an assertion, so the closed-inputs rule does not apply.
func (w *witnesser) find(ctx context.Context, r *cpa.Reached, chk *ssa2cfa.Check, point ssa2cfa.Loc, callSite bool) (witness, bool) {
	w.closedInputs = internal(w.cfa.Fn) && !callSite
	enc := pathsmt.NewEncoder(w.ctx, w.cfa)
	always := alwaysFails(enc, w.ctx, chk)
	tried := 0
	var found witness
	ok := false
	try := func(p []*ssa2cfa.Edge) bool {
		if !passes(p, point) || decidedByUnknown(w.cfa, p, chk, always, w.closedInputs && assertion(chk)) {
			return false
		}
		tried++
		w.tried++
		f, err := enc.Path(p)
		if err != nil {
			return false
		}
		s := w.ctx.NewSolver()
		res, err := f.FeasibleSmall(s, smallWitness)
		if err != nil || res != smt.Sat {
			return false
		}
		m, err := s.Model()
		if err != nil {
			return false
		}
		for _, b := range f.Witness(m) {
			if w.isInput(b.Var) {
				found.inputs = append(found.inputs, Binding{Name: b.Name, Value: b.Value.String()})
			}
		}
		found.operands = operandValues(enc, f, m, chk, len(p))
		ok = true
		return true
	}
	en := newPathEnum(r)
	min := en.dist[chk.Err]
	if min < 0 {
		return witness{}, false
	}
	var fw *forwardEnum
	if w.abstract != nil {
		fw = newForwardEnum(w.cfa, w.abstract, en.live, chk.Err)
	}
	prev := -1
	for limit := min; limit <= maxPathLen && !ok && tried < maxPaths && w.tried < maxFuncPaths && ctx.Err() == nil; limit += 8 {
		yield := func(p []*ssa2cfa.Edge) bool {
			if len(p) <= prev {
				return false // checked at a smaller limit
			}
			return try(p) || tried >= maxPaths || w.tried >= maxFuncPaths || ctx.Err() != nil
		}
		if fw != nil {
			init := w.abstract.Initial().(*numeric.State).N
			fw.walk(w.cfa.Entry, init, limit, yield)
			if fw.exhausted() {
				break
			}
		} else {
			en.walk(chk.Err, limit, yield)
			if en.count >= maxEnumerated {
				break
			}
		}
		prev = limit
	}
	return found, ok
}

// pathEnum enumerates entry-to-location edge paths over the reached part of
// a CFA.
type pathEnum struct {
	c      *ssa2cfa.CFA
	live   []bool // location reached by the analysis
	dist   []int  // shortest distance from the entry over live locations, -1 if none
	visits []int
	rev    []*ssa2cfa.Edge
	count  int
}

func newPathEnum(r *cpa.Reached) *pathEnum {
	c := r.CFA
	en := &pathEnum{c: c, live: make([]bool, len(c.Locs)), dist: make([]int, len(c.Locs)), visits: make([]int, len(c.Locs))}
	for l, nodes := range r.ByLoc {
		en.live[l] = len(nodes) > 0
		en.dist[l] = -1
	}
	en.dist[c.Entry] = 0
	queue := []ssa2cfa.Loc{c.Entry}
	for len(queue) > 0 {
		l := queue[0]
		queue = queue[1:]
		for _, e := range c.Out[l] {
			if en.live[e.To] && en.dist[e.To] < 0 {
				en.dist[e.To] = en.dist[l] + 1
				queue = append(queue, e.To)
			}
		}
	}
	return en
}

// walk calls yield for entry paths to l of at most limit edges, until yield
// returns true or maxEnumerated paths were produced.
func (en *pathEnum) walk(l ssa2cfa.Loc, limit int, yield func([]*ssa2cfa.Edge) bool) bool {
	if en.count >= maxEnumerated {
		return true
	}
	if l == en.c.Entry {
		en.count++
		p := make([]*ssa2cfa.Edge, len(en.rev))
		for i, e := range en.rev {
			p[len(en.rev)-1-i] = e
		}
		if yield(p) {
			return true
		}
		// The entry may also be passed again (a loop through it): go on.
	}
	if en.visits[l] >= maxLoopVisits {
		return false
	}
	en.visits[l]++
	defer func() { en.visits[l]-- }()
	for _, e := range en.c.In[l] {
		d := en.dist[e.From]
		if d < 0 || len(en.rev)+1+d > limit {
			continue
		}
		en.rev = append(en.rev, e)
		stop := en.walk(e.From, limit, yield)
		en.rev = en.rev[:len(en.rev)-1]
		if stop {
			return true
		}
	}
	return false
}

func (w *witnesser) isInput(v ssa2cfa.Var) bool {
	for _, in := range w.cfa.Inputs {
		if in == v {
			return true
		}
	}
	return false
}

// passes reports whether an edge path from the entry visits location l.
func passes(p []*ssa2cfa.Edge, l ssa2cfa.Loc) bool {
	for _, e := range p {
		if e.From == l || e.To == l {
			return true
		}
	}
	return false
}

// decidedByUnknown reports whether a branch or check on the path reads a
// value the function cannot know: a receive, an unmodelled value, the
// result of a call of a function with a body, or, for an assertion, a
// heap load other than of a slice or array element. Such values obey
// invariants the analysis does not see (a field validated by a
// constructor, a helper's result range), so a failure reached through them
// is not manifest: panic("unreachable") in the default of a switch on a
// field states such an invariant. Parameters, results of dynamic calls
// (func-typed parameters standing for free choices), the elements of the
// slices and arrays the function reads (the events a state machine is
// fed), and for an index or slice any value read from memory, are free:
// d := s.data; if len(d) == 0 { return d[0] } fails on every execution
// through the branch, whatever s holds.
//
// With closed set (an assertion in a function only its package calls), the
// inputs are the callers' business too: a panic("unreachable") reached by
// branching on them, or an assertion whose own condition reads them, states
// an obligation of the callers — latent, not manifest. An assertion that
// fails on values the function computes itself (s = -1; assert(s > 0)) stays
// manifest.
func decidedByUnknown(c *ssa2cfa.CFA, path []*ssa2cfa.Edge, chk *ssa2cfa.Check, always, closed bool) bool {
	unknown := map[ssa2cfa.Var]bool{} // from loads and known callees
	input := map[ssa2cfa.Var]bool{}   // from the function's inputs
	if closed {
		for _, v := range c.Inputs {
			input[v] = true
		}
	}
	// What the function finds in its pointer parameters' fields is a heap
	// load, read at entry.
	for _, f := range c.EntryFields {
		unknown[f.Var], input[f.Var] = assertion(chk), false
	}
	reads := func(m map[ssa2cfa.Var]bool, e ssa2cfa.Expr) bool {
		t := false
		ssa2cfa.Vars(e, func(v ssa2cfa.Var) { t = t || m[v] })
		return t
	}
	branchOnInputs := closed && chk.Kind == ssa2cfa.CheckUnreachable
	for _, e := range path {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			if reads(unknown, op.Cond) || branchOnInputs && reads(input, op.Cond) {
				return true
			}
		case *ssa2cfa.Fail:
			if op.Check == chk && always {
				continue // fails whatever the values it reads
			}
			if reads(unknown, op.Check.Cond) || closed && op.Check == chk && reads(input, op.Check.Cond) {
				return true
			}
		case *ssa2cfa.Assign:
			nu, ni := make([]bool, len(op.Vars)), make([]bool, len(op.Vars))
			for i, x := range op.Exprs {
				nu[i], ni[i] = reads(unknown, x), reads(input, x)
			}
			for i, v := range op.Vars {
				unknown[v], input[v] = nu[i], ni[i]
			}
		case *ssa2cfa.Havoc:
			u := op.Reason == "load" && assertion(chk) && !elementReads(c, op.Vars) || op.Reason == "receive" || op.Reason == "unknown"
			// An untracked condition or operation (typ == "int" on a
			// string, a float comparison) may read the inputs.
			in := closed && (op.Reason == "condition" || op.Reason == "operation")
			for _, v := range op.Vars {
				unknown[v], input[v] = u, in
			}
		case *ssa2cfa.Call:
			known := op.Callee != nil && len(op.Callee.Blocks) > 0
			// Another package's function may compute its result from the
			// inputs (strings.HasPrefix(typ, "int")); a dynamic call's
			// result stays a free choice.
			other := closed && op.Callee != nil && !known
			for _, v := range append(append([]ssa2cfa.Var(nil), op.Results...), op.ResultLens...) {
				if v >= 0 {
					unknown[v], input[v] = known, other
				}
			}
			// What the call leaves in its arguments' fields is a result
			// too.
			for _, f := range op.Fields {
				unknown[f.Var], input[f.Var] = known, other
			}
		}
	}
	return false
}

// elementReads reports whether every one of vars is a read of a slice or
// array element.
func elementReads(c *ssa2cfa.CFA, vars []ssa2cfa.Var) bool {
	for _, v := range vars {
		switch x := c.Vars[v].Value.(type) {
		case *ssa.UnOp:
			if _, ok := x.X.(*ssa.IndexAddr); !ok || x.Op != token.MUL {
				return false
			}
		case *ssa.Index:
		default:
			return false
		}
	}
	return len(vars) > 0
}

// alwaysFails reports whether chk's condition holds for no values at all of
// the variables it reads (within their types, lengths non-negative), as in
// xs[len(xs)] or assert(x != x): such a check fails whatever unknown values
// or callers' arguments flow into it, so none of them decides its failure.
func alwaysFails(enc *pathsmt.Encoder, ctx *smt.Context, chk *ssa2cfa.Check) bool {
	pass := &ssa2cfa.Edge{From: chk.Err, To: chk.Err, Op: &ssa2cfa.Assume{Cond: chk.Cond}, Pos: chk.Pos}
	f, err := enc.Path([]*ssa2cfa.Edge{pass})
	if err != nil {
		return false
	}
	res, err := f.Feasible(ctx.NewSolver())
	return err == nil && res == smt.Unsat
}

// assertion reports the checks that state a programmer's claim (assert,
// panic("unreachable")), as opposed to run-time checks.
func assertion(chk *ssa2cfa.Check) bool {
	return chk.Kind == ssa2cfa.CheckAssert || chk.Kind == ssa2cfa.CheckUnreachable
}

// internal reports whether only fn's own package can call it: an
// unexported function or method, a method of an unexported type, or a
// function literal.
func internal(fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	if fn.Parent() != nil || !token.IsExported(fn.Name()) {
		return true
	}
	if recv := fn.Signature.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok && !n.Obj().Exported() {
			return true
		}
	}
	return false
}
