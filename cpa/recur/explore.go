package recur

import (
	"context"
	"go/token"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// Verdict is the outcome of one concrete run.
type Verdict uint8

const (
	Terminates Verdict = iota // the run returned or failed a check
	Loops                     // the run provably repeats itself forever (a lasso)
	Exhausted                 // the run was cut by its step or depth limit
	Unknown                   // the run could not go on (canceled, stuck)
	Enters                    // the run calls a function whose summary says it never returns
)

func (v Verdict) String() string {
	return [...]string{"terminates", "loops", "exhausted", "unknown", "enters"}[v]
}

// Choice is a value the run picked for something the program does not
// determine: an unknown call's result, a heap read, a free variable.
type Choice struct {
	CFA    *ssa2cfa.CFA
	Var    ssa2cfa.Var
	Pos    token.Pos
	Reason string // "call", "load", ... (the havoc's reason)
	Value  cfainterp.Value
	// Call is the call whose result was chosen, for Reason "call" when
	// the callee was not entered.
	Call *ssa2cfa.Call
	// Index is, for a load of an element (Indexed), the index it reads
	// at: two reads of one variable at different indices read different
	// elements.
	Index   cfainterp.Value
	Indexed bool
	// Forced reports a call result whose value is the only one the
	// callee's postcondition and the conditions after the call allow for
	// the call's arguments: a value the callee returns, if it returns.
	Forced bool
}

// Run is the record of one concrete run.
type Run struct {
	Verdict Verdict
	Steps   int
	Choices []Choice
	// Wrapped reports that some arithmetic wrapped around: the run is then
	// not one of the unbounded-integer semantics.
	Wrapped bool
	// Inexact reports that a value the program determines (the length of a
	// known callee's result) was chosen instead: a lasso may then be spurious.
	Inexact bool
	// MayStop reports that the run called a fixed function it did not
	// enter and that is not known to always return (Explorer.Returns): the
	// program may panic or exit there instead of going on.
	MayStop bool
	// For a lasso: the repeating call (callee and its arguments) or the
	// loop head whose state repeats, and where.
	RepeatCall *ssa2cfa.CFA
	RepeatArgs []cfainterp.Value // the callee's inputs, per callee.Inputs
	RepeatLoop ssa2cfa.Loc
	RepeatIn   *ssa2cfa.CFA
	RepeatPos  token.Pos
	// Cycle is the index in Choices of the first choice made in the
	// repeating part of a lasso: from the first visit of the state that
	// repeats. A lasso is a divergence of Go code only if those choices
	// can be made again on every round.
	Cycle int
	// For a run that Enters: the call and the function making it.
	Sink   *ssa2cfa.Call
	SinkIn *ssa2cfa.CFA
	// SinkPos is the position of the call.
	SinkPos token.Pos
	// Watched is the number of choices the run had made when it first
	// took an edge of Explorer.Watch in its outermost frame; -1 if it
	// never did.
	Watched int
}

// Explorer runs functions concretely, with Go's exact semantics, entering
// the callees it has CFAs for, and detects runs that repeat a state. It
// caches per-CFA tables and is not safe for concurrent use.
type Explorer struct {
	CFAs     map[*ssa.Function]*ssa2cfa.CFA
	MaxSteps int // per run (0 = 20000)
	MaxDepth int // call depth (0 = 2000)
	// Summaries returns the must-diverge summary of a function, or nil; a
	// call whose arguments satisfy it ends the run as Enters. nil for none.
	Summaries func(*ssa.Function) *Summary
	// Posts returns the postcondition of a function the run does not
	// enter, or nil; nil for none. The values a run chooses for such a
	// call's results satisfy it (and the conditions the lowering assumes
	// after the call), see Choice.Forced.
	Posts func(*ssa.Function) *summary.Summary
	// Returns reports a function the run does not enter that always
	// returns; a call of any other fixed function sets Run.MayStop. nil
	// for none.
	Returns func(*ssa.Function) bool
	// Watch, if set, are edges of the CFA a run starts in, the first of
	// which the run takes it records (Run.Watched).
	Watch map[*ssa2cfa.Edge]bool
	info  map[*ssa2cfa.CFA]*cfaInfo
}

type cfaInfo struct {
	heads []bool
	rel   []bool // control-relevant variables
	check []bool // error locations
	ev    *machine.Evaluator
}

// evaluator returns the machine-integer evaluator of c, made on first use.
func (in *cfaInfo) evaluator(c *ssa2cfa.CFA) *machine.Evaluator {
	if in.ev == nil {
		in.ev = machine.NewEvaluator(c, machine.Options{})
	}
	return in.ev
}

func (x *Explorer) infoOf(c *ssa2cfa.CFA) *cfaInfo {
	if x.info == nil {
		x.info = map[*ssa2cfa.CFA]*cfaInfo{}
	}
	if in, ok := x.info[c]; ok {
		return in
	}
	in := &cfaInfo{heads: c.LoopHeads(), rel: relevant(c, x.CFAs), check: make([]bool, len(c.Locs))}
	for _, chk := range c.Checks {
		in.check[chk.Err] = true
	}
	x.info[c] = in
	return in
}

// frame is one activation.
type frame struct {
	c    *ssa2cfa.CFA
	in   *cfaInfo
	vals []cfainterp.Value
	def  []bool
	loc  ssa2cfa.Loc
	call *ssa2cfa.Edge // the call edge of the parent frame, while a callee runs
	key  string        // the projected entry state
	// start is the number of choices the run had made when the frame
	// entered its body (after choosing its undetermined inputs).
	start int
	seen  map[string]int // loop-head states visited, with the number of choices made then
}

// Get implements cfainterp.Env.
func (f *frame) Get(v ssa2cfa.Var) (cfainterp.Value, bool) {
	if v < 0 || int(v) >= len(f.vals) || !f.def[v] {
		return 0, false
	}
	return f.vals[v], true
}

func (f *frame) set(v ssa2cfa.Var, val cfainterp.Value) {
	if v >= 0 {
		f.vals[v] = f.c.Vars[v].Type.Canon(val)
		f.def[v] = true
	}
}

// stateKey projects the frame's state onto its relevant variables.
func (f *frame) stateKey(prefix string) string {
	b := []byte(prefix)
	for v, r := range f.in.rel {
		if !r {
			continue
		}
		if !f.def[v] {
			b = append(b, 'u')
			continue
		}
		b = strconv.AppendUint(append(b, ','), f.vals[v], 16)
	}
	return string(b)
}

// chooser picks among alternatives following a script, and records the
// number of alternatives of every choice it made (for a depth-first search
// over scripts).
type chooser struct {
	script []int
	taken  []int
	alts   []int
}

func (ch *chooser) choose(n int) int {
	i := len(ch.taken)
	k := 0
	if i < len(ch.script) && ch.script[i] < n {
		k = ch.script[i]
	}
	ch.taken = append(ch.taken, k)
	ch.alts = append(ch.alts, n)
	return k
}

// next returns the script of the next run of a depth-first search, or false.
func (ch *chooser) next() ([]int, bool) {
	for i := len(ch.taken) - 1; i >= 0; i-- {
		if ch.taken[i]+1 < ch.alts[i] {
			s := append([]int(nil), ch.taken[:i]...)
			return append(s, ch.taken[i]+1), true
		}
	}
	return nil, false
}

// Exec runs c from the given input values (one per c.Inputs), taking the
// first candidate at every choice.
func (x *Explorer) Exec(ctx context.Context, c *ssa2cfa.CFA, inputs []cfainterp.Value) *Run {
	return x.exec(ctx, c, inputs, &chooser{})
}

// Search runs c from the given inputs under up to maxRuns different
// sequences of choices, depth-first, and returns the first lasso (or run
// entering a diverging call, see Explorer.Summaries) found that
// accept takes (nil accepts all), or nil. Each run's steps are deducted
// from *steps; the search stops when it reaches 0.
func (x *Explorer) Search(ctx context.Context, c *ssa2cfa.CFA, inputs []cfainterp.Value, maxRuns int, steps *int, accept func(*Run) bool) *Run {
	ch := &chooser{}
	for i := 0; i < maxRuns && *steps > 0 && ctx.Err() == nil; i++ {
		r := x.exec(ctx, c, inputs, ch)
		*steps -= r.Steps + 1
		if (r.Verdict == Loops || r.Verdict == Enters) && !r.Wrapped && !r.Inexact && (accept == nil || accept(r)) {
			return r
		}
		s, ok := ch.next()
		if !ok {
			return nil
		}
		ch = &chooser{script: s}
	}
	return nil
}

func (x *Explorer) newFrame(c *ssa2cfa.CFA) *frame {
	return &frame{c: c, in: x.infoOf(c), vals: make([]cfainterp.Value, len(c.Vars)), def: make([]bool, len(c.Vars)), loc: c.Entry, seen: map[string]int{}}
}

func (x *Explorer) exec(ctx context.Context, c *ssa2cfa.CFA, inputs []cfainterp.Value, ch *chooser) *Run {
	maxSteps, maxDepth := x.MaxSteps, x.MaxDepth
	if maxSteps == 0 {
		maxSteps = 20000
	}
	if maxDepth == 0 {
		maxDepth = 2000
	}
	run := &Run{Watched: -1}
	m := meterOf(ctx)
	root := x.newFrame(c)
	for i, v := range c.Inputs {
		if i < len(inputs) {
			root.set(v, inputs[i])
		}
	}
	root.key = root.stateKey("")
	stack := []*frame{root}
	for {
		if run.Steps >= maxSteps {
			run.Verdict = Exhausted
			return run
		}
		if run.Steps&1023 == 0 && ctx.Err() != nil {
			run.Verdict = Unknown
			return run
		}
		f := stack[len(stack)-1]
		if f.loc == f.c.Exit {
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				run.Verdict = Terminates
				return run
			}
			parent := stack[len(stack)-1]
			x.returnTo(parent, f, run, ch)
			if x.arrive(parent, run) {
				return run
			}
			continue
		}
		if f.in.check[f.loc] {
			run.Verdict = Terminates
			return run
		}
		var enabled []*ssa2cfa.Edge
		for _, e := range f.c.Out[f.loc] {
			if x.enabled(f, e, run) {
				enabled = append(enabled, e)
			}
		}
		if len(enabled) == 0 {
			run.Verdict = Unknown
			return run
		}
		e := enabled[0]
		if len(enabled) > 1 {
			e = enabled[ch.choose(len(enabled))]
		}
		run.Steps++
		m.charge(1)
		if run.Watched < 0 && x.Watch[e] && len(stack) == 1 {
			run.Watched = len(run.Choices)
		}
		next := e.To
		switch op := e.Op.(type) {
		case *ssa2cfa.Assign:
			vals := make([]cfainterp.Value, len(op.Exprs))
			for i, ex := range op.Exprs {
				var w bool
				vals[i], w = evalExact(ex, f)
				run.Wrapped = run.Wrapped || w
			}
			for i, v := range op.Vars {
				f.set(v, vals[i])
			}
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				x.pick(f, v, e.Pos, op.Reason, run, ch)
			}
		case *ssa2cfa.Call:
			if op.Callee != nil && x.Summaries != nil && x.Summaries(op.Callee).Holds(op, f) {
				run.Verdict = Enters
				run.Sink, run.SinkIn, run.SinkPos = op, f.c, e.Pos
				return run
			}
			callee := x.cfaOf(op.Callee)
			if op.Callee != nil && callee != nil && len(stack) < maxDepth {
				g := x.newFrame(callee)
				m.charge(int64(len(callee.Vars)))
				var args []cfainterp.Value
				for _, v := range callee.Inputs {
					if a := ArgFor(op, callee, v); a != nil {
						val, w := evalExact(a, f)
						run.Wrapped = run.Wrapped || w
						g.set(v, val)
					} else {
						x.pick(g, v, e.Pos, "input", run, ch)
					}
					args = append(args, g.vals[v])
				}
				g.key = g.stateKey("")
				g.start = len(run.Choices)
				f.call = e
				for _, a := range stack {
					if a.c == callee && a.key == g.key {
						run.Verdict = Loops
						run.Cycle = a.start
						run.RepeatCall, run.RepeatArgs, run.RepeatIn, run.RepeatPos = callee, args, f.c, e.Pos
						return run
					}
				}
				stack = append(stack, g)
				continue
			}
			if op.Callee != nil && callee != nil {
				run.Verdict = Exhausted
				return run
			}
			if op.Callee != nil && (x.Returns == nil || !x.Returns(op.Callee)) {
				run.MayStop = true
			}
			k := x.knownResults(m, f, e, op)
			if k != nil && k.stuck {
				run.Verdict = Unknown
				return run
			}
			results := resultsOf(op)
			for _, v := range results {
				if !x.pickIn(f, v, e.Pos, "call", run, ch, k.within(v)) {
					run.Verdict = Unknown
					return run
				}
				last := &run.Choices[len(run.Choices)-1]
				last.Call, last.Forced = op, k.forced(v)
			}
			if !k.admits(f, results) {
				run.Verdict = Unknown
				return run
			}
		case *ssa2cfa.Return:
			vars, xs := f.c.ReturnTargets(op)
			for i, v := range vars {
				val, w := evalExact(xs[i], f)
				run.Wrapped = run.Wrapped || w
				f.set(v, val)
			}
		case *ssa2cfa.Fail:
			run.Verdict = Terminates
			return run
		}
		f.loc = next
		if x.arrive(f, run) {
			return run
		}
	}
}

// arrive records f's state when it is at a loop head and reports a lasso
// when the frame was there in the same projected state before.
func (x *Explorer) arrive(f *frame, run *Run) bool {
	if !f.in.heads[f.loc] {
		return false
	}
	k := f.stateKey(strconv.Itoa(int(f.loc)) + ":")
	if at, ok := f.seen[k]; ok {
		run.Verdict = Loops
		run.Cycle = at
		run.RepeatLoop, run.RepeatIn, run.RepeatPos = f.loc, f.c, f.c.Locs[f.loc].Pos
		return true
	}
	f.seen[k] = len(run.Choices)
	return false
}

// returnTo completes the parent's pending call with the callee frame's
// results.
func (x *Explorer) returnTo(parent, callee *frame, run *Run, ch *chooser) {
	e := parent.call
	op := e.Op.(*ssa2cfa.Call)
	for i, v := range op.Results {
		if v < 0 {
			continue
		}
		if i < len(callee.c.Results) && callee.c.Results[i] >= 0 && callee.def[callee.c.Results[i]] {
			parent.set(v, callee.vals[callee.c.Results[i]])
		} else {
			x.pick(parent, v, e.Pos, "call", run, ch)
			run.Inexact = run.Inexact || parent.in.rel[v]
		}
	}
	for _, v := range op.ResultLens {
		if v >= 0 {
			x.pick(parent, v, e.Pos, "call", run, ch)
			run.Inexact = run.Inexact || parent.in.rel[v]
		}
	}
	parent.call = nil
	parent.loc = e.To
}

// cfaOf returns the CFA the run enters for a call of fn: fn's own, or for
// an instance of a generic function that has none, the generic body's
// (whose values of type-parameter type the lowering leaves untracked).
func (x *Explorer) cfaOf(fn *ssa.Function) *ssa2cfa.CFA {
	if fn == nil {
		return nil
	}
	if c := x.CFAs[fn]; c != nil {
		return c
	}
	if o := fn.Origin(); o != nil && o != fn {
		return x.CFAs[o]
	}
	return nil
}

// enabled reports whether e can be taken in f's state.
func (x *Explorer) enabled(f *frame, e *ssa2cfa.Edge, run *Run) bool {
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		v, w := evalExact(op.Cond, f)
		run.Wrapped = run.Wrapped || w
		return v == 1
	case *ssa2cfa.Fail:
		v, w := evalExact(op.Check.Cond, f)
		run.Wrapped = run.Wrapped || w
		return v == 0
	}
	return true
}

// pick gives v a value chosen among a few candidates: small constants and
// the values the frame holds.
func (x *Explorer) pick(f *frame, v ssa2cfa.Var, pos token.Pos, reason string, run *Run, ch *chooser) {
	x.pickIn(f, v, pos, reason, run, ch, domains.Top)
}

// pickIn is pick among the candidates in range r (and r's finite bounds);
// false when there is none.
func (x *Explorer) pickIn(f *frame, v ssa2cfa.Var, pos token.Pos, reason string, run *Run, ch *chooser, r domains.Interval) bool {
	if v < 0 {
		return true
	}
	cands := candidates(f, v)
	if r != domains.Top {
		cands = within(&f.c.Vars[v], cands, r)
		if len(cands) == 0 {
			return false
		}
	}
	val := cands[0]
	if len(cands) > 1 {
		val = cands[ch.choose(len(cands))]
	}
	f.set(v, val)
	c := Choice{CFA: f.c, Var: v, Pos: pos, Reason: reason, Value: val}
	if reason == "load" {
		c.Index, c.Indexed = loadIndex(f, v)
	}
	run.Choices = append(run.Choices, c)
	return true
}

// loadIndex returns the index a load of an element of a parameter reads
// at (the value of the index of an ssa.Index, or of the IndexAddr a load
// reads through) in f's current state.
func loadIndex(f *frame, v ssa2cfa.Var) (cfainterp.Value, bool) {
	var base, index ssa.Value
	switch x := f.c.Vars[v].Value.(type) {
	case *ssa.Index:
		base, index = x.X, x.Index
	case *ssa.UnOp:
		if ia, ok := x.X.(*ssa.IndexAddr); ok {
			base, index = ia.X, ia.Index
		}
	}
	switch base.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		// One string or slice throughout the frame: another index is
		// another element.
	default:
		return 0, false
	}
	e, ok := f.c.ExprOf(index)
	if !ok {
		return 0, false
	}
	val, _ := evalExact(e, f)
	return val, true
}

// within keeps the candidates in r, then adds r's finite bounds (so that a
// single possible value is chosen), up to maxChoices.
func within(info *ssa2cfa.VarInfo, cands []cfainterp.Value, r domains.Interval) []cfainterp.Value {
	t := info.Type
	r = r.Meet(domains.Interval{Lo: info.Lo(), Hi: info.Hi()})
	var out []cfainterp.Value
	add := func(c cfainterp.Value) {
		if len(out) < maxChoices && inRange(t, c, r) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	for _, c := range cands {
		add(c)
	}
	for _, b := range []int64{r.Lo, r.Hi} {
		if b != domains.NegInf && b != domains.Inf && !r.IsEmpty() {
			add(t.Canon(uint64(b)))
		}
	}
	return out
}

// maxChoices bounds the candidates of one choice.
const maxChoices = 6

func candidates(f *frame, v ssa2cfa.Var) []cfainterp.Value {
	info := &f.c.Vars[v]
	if info.Type.IsBool() {
		return []cfainterp.Value{0, 1}
	}
	var out []cfainterp.Value
	add := func(val int64) {
		if val < info.Lo() || val > info.Hi() || len(out) >= maxChoices {
			return
		}
		c := info.Type.Canon(uint64(val))
		for _, o := range out {
			if o == c {
				return
			}
		}
		out = append(out, c)
	}
	add(0)
	add(1)
	add(-1)
	for w, d := range f.def {
		if d && f.c.Vars[w].Type.IsInt() {
			add(int64(f.vals[w]))
		}
	}
	if len(out) == 0 {
		out = append(out, info.Type.Canon(uint64(info.Lo())))
	}
	return out
}
