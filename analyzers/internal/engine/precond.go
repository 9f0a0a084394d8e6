package engine

import (
	"go/token"
	"path/filepath"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// Must-fail preconditions.
//
// A precondition of a function is a condition φ on its parameters (their
// values and the lengths of slice and string parameters) such that every
// execution from the entry whose inputs satisfy φ fails one given check.
// It is derived by symbolic execution of the acyclic paths from the entry
// to the check's failure, in exact Go semantics (wrap-around included):
// along a path, assignments are substituted, and at every location with
// several ways out the other ways are excluded by the negation of their
// guards (a branch not taken, a check that passes). A location with one
// way out needs no condition: every execution that goes on takes it. φ is
// the conjunction of those negated guards, the failing check's included;
// an execution satisfying it can only follow the path, so it fails the
// check. A path whose guards read anything but the parameters (a heap
// load, a call's result, a free variable) is dropped, as is a path through
// a call known never to return. Calls are assumed to return, as for every
// manifest verdict.
//
// Sound (each precondition guarantees the failure), and incomplete: a few
// paths per check, within a step budget, no loop unrolled past its first
// iteration. No CPA run is needed: the cost is a walk over the CFA.

// Limits of the precondition derivation.
const (
	maxPrecondSteps = 2000 // edges the path search visits per function
	maxPrecondPaths = 2    // preconditions per check
	maxPreconds     = 8    // preconditions per function
	maxPrecondNodes = 96   // nodes of one precondition (condition and operands)
	maxPrecondTries = 32   // candidate preconditions checked for feasibility per function
)

// CheckOrigin describes a check, for messages about a call that fails it:
// Pkg is the path of the package of the function the check is in, Func its
// name ("at", "T.m"), Text the checked expression ("xs[i]"), File (base
// name) and Line its position. Length is set for a slice check of a
// string: its bound is a length, not a capacity.
type CheckOrigin struct {
	Pkg    string
	Func   string
	Text   string
	File   string
	Line   int
	Length bool
}

// checkDesc describes the check a precondition fails.
type checkDesc struct {
	Kind ssa2cfa.CheckKind
	CheckOrigin
}

// describe returns the description of c's own check chk.
func describe(fset *token.FileSet, c *ssa2cfa.CFA, chk *ssa2cfa.Check) checkDesc {
	d := checkDesc{Kind: chk.Kind, CheckOrigin: CheckOrigin{Text: chk.Text}}
	if c.Fn != nil {
		if p := c.Fn.Package(); p != nil {
			d.Pkg = p.Pkg.Path()
		}
		d.Func = c.Fn.Name()
		if recv := c.Fn.Signature.Recv(); recv != nil {
			d.Func = recvName(recv.Type().String()) + "." + d.Func
		}
	}
	if chk.Kind == ssa2cfa.CheckSlice && len(chk.Operands) >= 4 {
		if r, ok := chk.Operands[3].(*ssa2cfa.VarRef); ok && c.Vars[r.V].Role == ssa2cfa.RoleLen {
			d.Length = true
		}
	}
	if fset != nil && chk.Pos.IsValid() {
		p := fset.Position(chk.Pos)
		d.File, d.Line = filepath.Base(p.Filename), p.Line
	}
	return d
}

// recvName shortens a receiver type ("*example.com/p.T") to its name ("T").
func recvName(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' || s[i] == '/' || s[i] == '*' {
			return s[i+1:]
		}
	}
	return s
}

// precondCheck reports the checks that get preconditions: those some
// analyzer reports on, except a panic("unreachable") after a call (which
// documents that the call does not return).
func precondCheck(chk *ssa2cfa.Check) bool {
	return reported(chk) && !(chk.Kind == ssa2cfa.CheckUnreachable && chk.AfterCall)
}

// deriver searches the paths of one CFA for preconditions.
type deriver struct {
	c      *ssa2cfa.CFA
	descOf func(*ssa2cfa.Check) (checkDesc, bool)
	// never reports a callee known never to return.
	never func(*ssa2cfa.Call) bool
	slot  map[ssa2cfa.Var]summary.Slot

	val    []ssa2cfa.Expr // symbolic value per variable over the entry slots; nil: unknown
	onPath []bool
	conds  []ssa2cfa.Expr
	calls  []*ssa2cfa.Call // calls on the current path
	steps  int
	tries  int
	per    map[*ssa2cfa.Check]int
	out    []Precondition

	// The numeric domain, for discarding unsatisfiable preconditions.
	ev   *machine.Evaluator
	top  domains.Numeric
	dom  domains.NumericDomain
	init bool
}

// derivePreconditions returns the preconditions of c's function for the
// checks descOf describes (ok false: none wanted), in a deterministic order.
func derivePreconditions(c *ssa2cfa.CFA, dom domains.NumericDomain, descOf func(*ssa2cfa.Check) (checkDesc, bool), never func(*ssa2cfa.Call) bool) []Precondition {
	if c.Fn == nil || !summarizable(c) {
		return nil
	}
	any := false
	for _, chk := range c.Checks {
		if _, ok := descOf(chk); ok {
			any = true
			break
		}
	}
	if !any {
		return nil
	}
	d := &deriver{c: c, descOf: descOf, never: never, dom: dom, slot: map[ssa2cfa.Var]summary.Slot{},
		val: make([]ssa2cfa.Expr, len(c.Vars)), onPath: make([]bool, len(c.Locs)), per: map[*ssa2cfa.Check]int{}}
	for s, v := range summary.Slots(c) {
		if !s.IsResult() {
			d.slot[v] = s
			d.val[v] = c.Ref(v)
		}
	}
	if len(d.slot) == 0 {
		return nil
	}
	d.visit(c.Entry)
	return d.out
}

func (d *deriver) done() bool {
	return d.steps >= maxPrecondSteps || len(d.out) >= maxPreconds || d.tries >= maxPrecondTries
}

// visit explores the acyclic paths from l.
func (d *deriver) visit(l ssa2cfa.Loc) {
	if d.done() || d.onPath[l] {
		return
	}
	d.onPath[l] = true
	defer func() { d.onPath[l] = false }()
	out := d.c.Out[l]
	for _, e := range out {
		if d.done() {
			return
		}
		d.steps++
		n := len(d.conds)
		if d.exclude(out, e) {
			d.step(e)
		}
		d.conds = d.conds[:n]
	}
}

// exclude adds the negated guards of e's siblings to the path condition;
// false when one is not a guard over the entry slots.
func (d *deriver) exclude(out []*ssa2cfa.Edge, e *ssa2cfa.Edge) bool {
	if len(out) == 1 {
		return true
	}
	for _, s := range out {
		if s == e {
			continue
		}
		var g ssa2cfa.Expr
		switch op := s.Op.(type) {
		case *ssa2cfa.Assume:
			g = op.Cond
		case *ssa2cfa.Fail:
			g = ssa2cfa.NotExpr(op.Check.Cond)
		default:
			return false
		}
		x, ok := d.subst(g)
		if !ok {
			return false
		}
		d.conds = append(d.conds, ssa2cfa.NotExpr(x))
	}
	return true
}

// step takes edge e and goes on from its target.
func (d *deriver) step(e *ssa2cfa.Edge) {
	type saved struct {
		v ssa2cfa.Var
		x ssa2cfa.Expr
	}
	var undo []saved
	set := func(v ssa2cfa.Var, x ssa2cfa.Expr) {
		if v >= 0 {
			undo = append(undo, saved{v, d.val[v]})
			d.val[v] = x
		}
	}
	nCalls := len(d.calls)
	switch op := e.Op.(type) {
	case *ssa2cfa.Fail:
		d.record(op.Check)
		return
	case *ssa2cfa.Return:
		return
	case *ssa2cfa.Assume:
		// Implied by the excluded siblings, or a fact of the model.
	case *ssa2cfa.Assign:
		xs := make([]ssa2cfa.Expr, len(op.Exprs))
		for i, x := range op.Exprs {
			if s, ok := d.subst(x); ok {
				xs[i] = s
			}
		}
		for i, v := range op.Vars {
			set(v, xs[i])
		}
	case *ssa2cfa.Havoc:
		for _, v := range op.Vars {
			set(v, nil)
		}
	case *ssa2cfa.Call:
		if d.never != nil && d.never(op) {
			return
		}
		d.calls = append(d.calls, op)
		for _, v := range op.Results {
			set(v, nil)
		}
		for _, v := range op.ResultLens {
			set(v, nil)
		}
	}
	d.visit(e.To)
	d.calls = d.calls[:nCalls]
	for i := len(undo) - 1; i >= 0; i-- {
		d.val[undo[i].v] = undo[i].x
	}
}

// subst returns e over the entry slots; false when it reads an unknown
// value.
func (d *deriver) subst(e ssa2cfa.Expr) (ssa2cfa.Expr, bool) {
	switch e := e.(type) {
	case *ssa2cfa.Const:
		return e, true
	case *ssa2cfa.VarRef:
		x := d.val[e.V]
		return x, x != nil
	case *ssa2cfa.Unary:
		x, ok := d.subst(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return fold(e), true
		}
		return fold(&ssa2cfa.Unary{Op: e.Op, X: x}), true
	case *ssa2cfa.Binary:
		x, ok := d.subst(e.X)
		if !ok {
			return nil, false
		}
		y, ok := d.subst(e.Y)
		if !ok {
			return nil, false
		}
		if x == e.X && y == e.Y {
			return fold(e), true
		}
		return fold(&ssa2cfa.Binary{Op: e.Op, X: x, Y: y}), true
	case *ssa2cfa.Convert:
		x, ok := d.subst(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return fold(e), true
		}
		return fold(&ssa2cfa.Convert{X: x, T: e.T}), true
	}
	return nil, false
}

// fold evaluates an operation on constants, and && and || with a
// constant operand, keeping preconditions small. A division by a zero
// constant and a shift by a negative one are kept: their values are their
// checks' business.
func fold(e ssa2cfa.Expr) ssa2cfa.Expr {
	konst := func(x ssa2cfa.Expr) (*ssa2cfa.Const, bool) {
		k, ok := x.(*ssa2cfa.Const)
		return k, ok
	}
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		if _, ok := konst(e.X); ok {
			return &ssa2cfa.Const{T: e.Type(), Bits: cfainterp.Eval(e, nil)}
		}
	case *ssa2cfa.Convert:
		if _, ok := konst(e.X); ok {
			return &ssa2cfa.Const{T: e.T, Bits: cfainterp.Eval(e, nil)}
		}
	case *ssa2cfa.Binary:
		x, xk := konst(e.X)
		y, yk := konst(e.Y)
		switch {
		case xk && yk:
			if (e.Op == ssa2cfa.Div || e.Op == ssa2cfa.Rem) && y.Bits == 0 {
				return e
			}
			if (e.Op == ssa2cfa.Shl || e.Op == ssa2cfa.Shr) && y.T.Signed && int64(y.T.Canon(y.Bits)) < 0 {
				return e // a negative count: the shift check's business
			}
			return &ssa2cfa.Const{T: e.Type(), Bits: cfainterp.Eval(e, nil)}
		case e.Op == ssa2cfa.LAnd && xk:
			if x.Bits != 0 {
				return e.Y
			}
			return x
		case e.Op == ssa2cfa.LAnd && yk:
			if y.Bits != 0 {
				return e.X
			}
			return y
		case e.Op == ssa2cfa.LOr && xk:
			if x.Bits != 0 {
				return x
			}
			return e.Y
		case e.Op == ssa2cfa.LOr && yk:
			if y.Bits != 0 {
				return y
			}
			return e.X
		}
	}
	return e
}

// record turns the current path condition, which ends in chk's failure,
// into a precondition when chk is wanted, the condition depends on the
// parameters and can hold.
func (d *deriver) record(chk *ssa2cfa.Check) {
	desc, ok := d.descOf(chk)
	if !ok || d.per[chk] >= maxPrecondPaths {
		return
	}
	var fail ssa2cfa.Expr = ssa2cfa.True
	for _, k := range d.conds {
		if c, ok := k.(*ssa2cfa.Const); ok {
			if c.Bits == 0 {
				return
			}
			continue
		}
		fail = ssa2cfa.AndExpr(fail, k)
	}
	if _, ok := fail.(*ssa2cfa.Const); ok {
		return // every call fails: not a precondition (the function's own verdict)
	}
	enc := func(v ssa2cfa.Var) (summary.Slot, bool) {
		s, ok := d.slot[v]
		return s, ok
	}
	failNodes, ok := encodeExpr(fail, enc, maxPrecondNodes)
	if !ok || !readsSlot(failNodes) {
		return
	}
	// Only the index, slice and conversion operands serve messages (failing
	// values).
	var operands [][]Node
	if chk.Kind == ssa2cfa.CheckIndex || chk.Kind == ssa2cfa.CheckSlice || chk.Kind == ssa2cfa.CheckSliceToArray {
		operands = make([][]Node, len(chk.Operands))
		size := len(failNodes)
		for i, x := range chk.Operands {
			if x == nil {
				continue
			}
			if s, ok := d.subst(x); ok {
				if nodes, ok := encodeExpr(s, enc, maxPrecondNodes-size); ok {
					operands[i] = nodes
					size += len(nodes)
				}
			}
		}
	}
	d.tries++
	if !d.satisfiable(fail) {
		return
	}
	d.per[chk]++
	d.out = append(d.out, Precondition{
		Kind: uint8(desc.Kind), CheckOrigin: desc.CheckOrigin,
		Fail: failNodes, Operands: operands,
	})
}

// readsSlot reports whether an encoded expression reads a slot: a
// condition that does not is no precondition.
func readsSlot(nodes []Node) bool {
	for _, n := range nodes {
		if n.Op == NodeSlot {
			return true
		}
	}
	return false
}

// satisfiable reports whether fail may hold for some inputs, by the
// numeric domain (an over-approximation: false only when it cannot).
func (d *deriver) satisfiable(fail ssa2cfa.Expr) bool {
	if !d.init {
		d.init = true
		d.ev = machine.NewEvaluator(d.c, machine.Options{})
		n := d.dom.Top(len(d.c.Vars))
		for v := range d.slot {
			n = n.AssignInterval(int(v), d.ev.VarRange(v))
		}
		d.top = n
	}
	return !d.ev.Assume(d.top, fail).IsBot()
}
