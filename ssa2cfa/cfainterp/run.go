package cfainterp

import (
	"fmt"
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// An Oracle supplies what a CFA does not compute itself.
type Oracle interface {
	// Havoc returns the value of v, about to be havoc'd in c (a heap load,
	// an unknown call's result, ...), given the values before the havoc.
	Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value
	// Call returns the results of call (one per call.Results; entries for
	// untracked results are ignored) for the given arguments (one per
	// call.Args, 0 where the argument is not tracked); ok is false when the
	// oracle cannot tell. The len variables of call.ResultLens are then
	// asked of Havoc (an interpreted callee returns its own).
	Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) (results []Value, ok bool)
}

// A CallInterpreter is an Oracle that can execute a callee, so that a check
// failing inside the callee ends the caller's run too. Run prefers Interpret
// to Oracle.Call when the call has a static callee and handled is true.
type CallInterpreter interface {
	Oracle
	// Interpret runs the callee of call on args (one per call.Args) within
	// maxSteps steps; handled is false if it cannot (Run then asks Call).
	Interpret(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env, maxSteps int) (out Outcome, handled bool, err error)
}

// Outcome is the result of a run.
type Outcome struct {
	// Returned reports that the run reached a Return edge.
	Returned bool
	// Results holds the returned values, one per CFA.Results (0 for
	// untracked results).
	Results []Value
	// ResultLens holds the returned lengths, one per CFA.ResultLens (0
	// for results without one).
	ResultLens []Value
	// Failed is the check that failed, if any; FailedIn is the CFA it
	// belongs to (the run's own CFA or that of an interpreted callee).
	Failed   *ssa2cfa.Check
	FailedIn *ssa2cfa.CFA
	// Steps counts the edges taken, callees' included.
	Steps int
	// Stuck reports a location where no edge was enabled; Ambiguous one
	// where more than one was. Neither happens for lowered code.
	Stuck, Ambiguous bool
	// OutOfSteps reports that the run was cut after maxSteps steps.
	OutOfSteps bool
	// Values holds, after a failed check of the run's own CFA, the values
	// of its variables there (0 for those not yet set).
	Values []Value
	// At is the location where the run stopped.
	At ssa2cfa.Loc
	// In is the CFA whose location At is (a callee's for a stop inside one).
	In *ssa2cfa.CFA
}

// Done reports whether the run ended normally or by a failed check.
func (o *Outcome) Done() bool { return o.Returned || o.Failed != nil }

func (o *Outcome) String() string {
	switch {
	case o.Returned:
		return fmt.Sprintf("returned %v", o.Results)
	case o.Failed != nil:
		return fmt.Sprintf("failed %s#%d (%s)", o.Failed.Kind, o.Failed.ID, o.Failed.Text)
	case o.Stuck:
		return fmt.Sprintf("stuck at l%d", o.At)
	case o.Ambiguous:
		return fmt.Sprintf("ambiguous at l%d", o.At)
	case o.OutOfSteps:
		return "out of steps"
	}
	return "?"
}

// state is the variable store of one run.
type state struct {
	c     *ssa2cfa.CFA
	vals  []Value
	def   []bool
	undef ssa2cfa.Var // first undefined variable read, or -1
}

func (s *state) Get(v ssa2cfa.Var) (Value, bool) {
	if v < 0 || int(v) >= len(s.vals) || !s.def[v] {
		return 0, false
	}
	return s.vals[v], true
}

func (s *state) set(v ssa2cfa.Var, x Value) {
	s.vals[v] = x
	s.def[v] = true
}

// eval evaluates e and records the first read of an undefined variable.
func (s *state) eval(e ssa2cfa.Expr) Value {
	ssa2cfa.Vars(e, func(v ssa2cfa.Var) {
		if s.undef < 0 && (v < 0 || int(v) >= len(s.vals) || !s.def[v]) {
			s.undef = v
		}
	})
	return Eval(e, s)
}

// Run executes c from its entry with the given input values (every variable
// of c.Inputs must have one; values are canonicalised in the variable's
// type) for at most maxSteps edges. At each location every outgoing edge is
// evaluated: an Assume is enabled when its condition holds, a Fail when its
// check's condition does not, any other edge always. Exactly one edge must
// be enabled (else the Outcome is Stuck or Ambiguous); a Fail edge ends the
// run with Failed. Values are stored as computed, so a CFA whose expression
// types disagree with its variables' types runs with the values it computes.
// Run returns an error for a malformed CFA (a read of an undefined variable,
// a missing input, an edge to nowhere) or when the oracle cannot answer.
func Run(c *ssa2cfa.CFA, inputs map[ssa2cfa.Var]Value, o Oracle, maxSteps int) (Outcome, error) {
	s := &state{c: c, vals: make([]Value, len(c.Vars)), def: make([]bool, len(c.Vars)), undef: -1}
	// Deterministic order for error messages.
	keys := make([]ssa2cfa.Var, 0, len(inputs))
	for v := range inputs {
		keys = append(keys, v)
	}
	slices.Sort(keys)
	for _, v := range keys {
		if v < 0 || int(v) >= len(c.Vars) {
			return Outcome{}, fmt.Errorf("cfainterp: input v%d is not a variable of %s", v, name(c))
		}
		s.set(v, c.Vars[v].Type.Canon(inputs[v]))
	}
	for _, v := range c.Inputs {
		if !s.def[v] {
			return Outcome{}, fmt.Errorf("cfainterp: %s: no value for input v%d (%s)", name(c), v, c.Vars[v].Name)
		}
	}
	out := Outcome{In: c}
	l := c.Entry
	for {
		out.At = l
		if l == c.Exit {
			// Reached without a Return edge: malformed, reported as stuck.
			out.Stuck = true
			return out, nil
		}
		if out.Steps >= maxSteps {
			out.OutOfSteps = true
			return out, nil
		}
		var taken *ssa2cfa.Edge
		n := 0
		for _, e := range c.Out[l] {
			if s.enabled(e) {
				if n == 0 {
					taken = e
				}
				n++
			}
		}
		if s.undef >= 0 {
			return out, s.undefErr(l)
		}
		switch {
		case n == 0:
			out.Stuck = true
			return out, nil
		case n > 1:
			out.Ambiguous = true
			return out, nil
		}
		out.Steps++
		switch op := taken.Op.(type) {
		case *ssa2cfa.Fail:
			out.Failed, out.FailedIn, out.At = op.Check, c, taken.To
			out.Values = append([]Value(nil), s.vals...)
			return out, nil
		case *ssa2cfa.Assume:
		case *ssa2cfa.Assign:
			vals := make([]Value, len(op.Exprs))
			for i, e := range op.Exprs {
				vals[i] = s.eval(e)
			}
			if s.undef >= 0 {
				return out, s.undefErr(l)
			}
			for i, v := range op.Vars {
				s.set(v, vals[i])
			}
		case *ssa2cfa.Havoc:
			vals := make([]Value, len(op.Vars))
			for i, v := range op.Vars {
				vals[i] = c.Vars[v].Type.Canon(o.Havoc(c, v, s))
			}
			for i, v := range op.Vars {
				s.set(v, vals[i])
			}
		case *ssa2cfa.Call:
			stop, err := s.call(op, o, &out, maxSteps)
			if err != nil || stop {
				return out, err
			}
		case *ssa2cfa.Return:
			out.Results = make([]Value, len(c.Results))
			for i, r := range op.Results {
				if r != nil && i < len(out.Results) {
					out.Results[i] = s.eval(r)
				}
			}
			out.ResultLens = make([]Value, len(c.ResultLens))
			for i, r := range op.ResultLens {
				if r != nil && i < len(out.ResultLens) {
					out.ResultLens[i] = s.eval(r)
				}
			}
			if s.undef >= 0 {
				return out, s.undefErr(l)
			}
			for i, v := range c.Results {
				if v >= 0 {
					s.set(v, out.Results[i])
				}
			}
			for i, v := range c.ResultLens {
				if v >= 0 {
					s.set(v, out.ResultLens[i])
				}
			}
			out.Returned, out.At = true, taken.To
			return out, nil
		default:
			return out, fmt.Errorf("cfainterp: %s: unknown op %T at l%d", name(c), taken.Op, l)
		}
		if taken.To < 0 || int(taken.To) >= len(c.Locs) {
			return out, fmt.Errorf("cfainterp: %s: edge l%d -> l%d leads nowhere", name(c), l, taken.To)
		}
		l = taken.To
	}
}

func (s *state) enabled(e *ssa2cfa.Edge) bool {
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		return s.eval(op.Cond) != 0
	case *ssa2cfa.Fail:
		return s.eval(op.Check.Cond) == 0
	}
	return true
}

func (s *state) undefErr(l ssa2cfa.Loc) error {
	v := s.undef
	what := "?"
	if v >= 0 && int(v) < len(s.c.Vars) {
		what = s.c.Vars[v].Name
	}
	return fmt.Errorf("cfainterp: %s: read of undefined variable v%d (%s) at l%d", name(s.c), v, what, l)
}

// call executes a Call edge; stop reports that the run ends (a callee
// failed or ran out of steps).
func (s *state) call(op *ssa2cfa.Call, o Oracle, out *Outcome, maxSteps int) (stop bool, err error) {
	c := s.c
	args := make([]Value, len(op.Args))
	for i, a := range op.Args {
		if a != nil {
			args[i] = s.eval(a)
		}
	}
	for _, a := range op.ArgLens {
		if a != nil {
			s.eval(a)
		}
	}
	if s.undef >= 0 {
		return true, s.undefErr(out.At)
	}
	var results, lens []Value // lens: the callee's result lengths, when interpreted
	handled := false
	if ci, ok := o.(CallInterpreter); ok && op.Callee != nil {
		sub, h, err := ci.Interpret(c, op, args, s, maxSteps-out.Steps)
		if err != nil {
			return true, err
		}
		if h {
			handled = true
			out.Steps += sub.Steps
			if !sub.Returned {
				out.Failed, out.FailedIn = sub.Failed, sub.FailedIn
				out.Stuck, out.Ambiguous, out.OutOfSteps = sub.Stuck, sub.Ambiguous, sub.OutOfSteps
				out.At, out.In = sub.At, sub.In
				return true, nil
			}
			results, lens = sub.Results, sub.ResultLens
		}
	}
	if !handled {
		r, ok := o.Call(c, op, args, s)
		if !ok {
			return true, fmt.Errorf("cfainterp: %s: oracle cannot evaluate %s", name(c), op)
		}
		results = r
	}
	for i, v := range op.Results {
		if v < 0 {
			continue
		}
		if i >= len(results) {
			return true, fmt.Errorf("cfainterp: %s: %d results for %s", name(c), len(results), op)
		}
		s.set(v, c.Vars[v].Type.Canon(results[i]))
	}
	for i, v := range op.ResultLens {
		switch {
		case v < 0:
		case i < len(lens):
			s.set(v, c.Vars[v].Type.Canon(lens[i]))
		default:
			s.set(v, c.Vars[v].Type.Canon(o.Havoc(c, v, s)))
		}
	}
	return false, nil
}

func name(c *ssa2cfa.CFA) string {
	if c.Fn != nil {
		return c.Fn.String()
	}
	return "cfa"
}
