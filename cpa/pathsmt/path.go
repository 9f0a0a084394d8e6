// Path formulas in SSA form with one assumption literal per edge, for
// feasibility checks and unsat-core refinement, after Henzinger, Jhala,
// Majumdar & McMillan, "Abstractions from Proofs" (POPL 2004); the optional
// slice is a cone of influence in the manner of Weiser, "Program Slicing"
// (ICSE 1981).

package pathsmt

import (
	"fmt"
	"sort"

	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Version is one SSA version of a variable along a path.
type Version struct {
	Var   ssa2cfa.Var
	Index int  // version number: 0 for the initial value
	Step  int  // index of the path edge that made it; -1 for initial values
	Havoc bool // made by a havoc or a call: an unconstrained value
	Term  smt.Term
}

// PathFormula is the SSA-form formula of a path. The path is feasible
// exactly when Init and every Steps[i] can hold together.
type PathFormula struct {
	Edges []*ssa2cfa.Edge
	// Init constrains the initial versions: the ranges of len and cap
	// variables, and len <= cap for the inputs.
	Init smt.Term
	// Steps[i] is the constraint of Edges[i] (true when it has none).
	Steps []smt.Term
	// Lits[i] is the fresh assumption literal guarding Steps[i]; InitLit
	// guards Init.
	Lits    []smt.Term
	InitLit smt.Term
	// Versions lists every version in creation order: the inputs' initial
	// versions first, in CFA.Inputs order.
	Versions []Version

	enc   *Encoder
	byVar map[ssa2cfa.Var][]int // indices into Versions, in creation order
	// The latest Feasible check: its solver, the solver's check count after
	// it, and its result.
	lastSolver *smt.Solver
	lastChecks int
	lastResult smt.Result
}

// Path encodes path, a sequence of edges of the encoder's CFA (normally
// contiguous, though this is not required).
func (e *Encoder) Path(path []*ssa2cfa.Edge) (*PathFormula, error) {
	if e.cfa == nil {
		return nil, fmt.Errorf("pathsmt: encoder without CFA")
	}
	b := &pathBuilder{
		e: e,
		p: &PathFormula{Edges: path, enc: e, byVar: map[ssa2cfa.Var][]int{}},
	}
	if err := b.build(); err != nil {
		return nil, err
	}
	if err := e.ctx.Err(); err != nil {
		return nil, err
	}
	return b.p, nil
}

type pathBuilder struct {
	e    *Encoder
	p    *PathFormula
	init []smt.Term
	step int // index of the edge being encoded
	// keep[i][j] reports whether the j-th target of the assignment (or
	// return) at edge i is encoded; nil when not slicing.
	keep [][]bool
}

func (b *pathBuilder) validVar(v ssa2cfa.Var) bool {
	return v >= 0 && int(v) < len(b.e.cfa.Vars) && validType(b.e.cfa.Vars[v].Type)
}

// fresh makes a new version of v: the initial one (@0), or the next one at
// the current step (@1, @2, ...).
func (b *pathBuilder) fresh(v ssa2cfa.Var, initial, havoc bool) smt.Term {
	c := b.e.ctx
	vs := b.p.byVar[v]
	idx, step := 0, -1
	if !initial {
		idx, step = 1, b.step
		if n := len(vs); n > 0 {
			idx = b.p.Versions[vs[n-1]].Index + 1
		}
	}
	name := fmt.Sprintf("v%d@%d", v, idx)
	ty := b.e.cfa.Vars[v].Type
	var t smt.Term
	if ty.IsBool() {
		t = c.Bool(name)
	} else {
		t = c.BV(name, int(ty.Width))
	}
	b.p.byVar[v] = append(vs, len(b.p.Versions))
	b.p.Versions = append(b.p.Versions, Version{Var: v, Index: idx, Step: step, Havoc: havoc, Term: t})
	return t
}

// initial returns the initial version of v, making it (with its range
// constraint) on first use.
func (b *pathBuilder) initial(v ssa2cfa.Var) smt.Term {
	if vs := b.p.byVar[v]; len(vs) > 0 {
		return b.p.Versions[vs[0]].Term
	}
	t := b.fresh(v, true, false)
	if r := b.rangeOf(v, t); r.Valid() {
		b.init = append(b.init, r)
	}
	return t
}

// cur returns the current version of v.
func (b *pathBuilder) cur(v ssa2cfa.Var) smt.Term {
	if !b.validVar(v) {
		return smt.Term{}
	}
	vs := b.p.byVar[v]
	if len(vs) == 0 {
		return b.initial(v)
	}
	return b.p.Versions[vs[len(vs)-1]].Term
}

// rangeOf returns the constraint that t lies within v's range (VarInfo.Lo
// and Hi) where that is narrower than its type's, or an invalid Term.
func (b *pathBuilder) rangeOf(v ssa2cfa.Var, t smt.Term) smt.Term {
	c := b.e.ctx
	vi := &b.e.cfa.Vars[v]
	ty := vi.Type
	if !ty.IsInt() {
		return smt.Term{}
	}
	var cs []smt.Term
	w := int(ty.Width)
	if lo := vi.Lo(); lo > ty.MinInt64() {
		cs = append(cs, le(c, ty.Signed, c.BVVal(w, uint64(lo)), t))
	}
	if hi := vi.Hi(); hi < ty.MaxInt64() {
		cs = append(cs, le(c, ty.Signed, t, c.BVVal(w, uint64(hi))))
	}
	if len(cs) == 0 {
		return smt.Term{}
	}
	return c.And(cs...)
}

// lenLeCap returns len <= cap for the len variable l whose cap variable is
// in vals, or an invalid Term.
func (b *pathBuilder) lenLeCap(l ssa2cfa.Var, vals map[ssa2cfa.Var]smt.Term) smt.Term {
	cv, ok := b.e.capOf[l]
	if !ok {
		return smt.Term{}
	}
	lt, ct := vals[l], vals[cv]
	if !lt.Valid() || !ct.Valid() || !sameSort(lt, ct) {
		return smt.Term{}
	}
	return le(b.e.ctx, b.e.cfa.Vars[l].Type.Signed, lt, ct)
}

func sameSort(a, b smt.Term) bool {
	return a.IsBool() == b.IsBool() && a.IsBV() == b.IsBV() && a.BVWidth() == b.BVWidth()
}

func (b *pathBuilder) build() error {
	e, p, c := b.e, b.p, b.e.ctx
	// Inputs first, in order, so that witnesses list them all.
	b.step = -1
	inputs := map[ssa2cfa.Var]smt.Term{}
	for _, v := range e.cfa.Inputs {
		if b.validVar(v) {
			inputs[v] = b.initial(v)
		}
	}
	for _, v := range e.cfa.Inputs {
		if t := b.lenLeCap(v, inputs); t.Valid() {
			b.init = append(b.init, t)
		}
	}
	if e.Slice {
		b.keep = slice(e.cfa, p.Edges)
	}
	p.Steps = make([]smt.Term, len(p.Edges))
	for i, ed := range p.Edges {
		b.step = i
		t, err := b.edge(ed)
		if err != nil {
			return fmt.Errorf("pathsmt: edge %d (%v): %w", i, ed.Op, err)
		}
		p.Steps[i] = t
	}
	p.Init = c.And(b.init...)
	p.InitLit = c.FreshBool("init")
	p.Lits = make([]smt.Term, len(p.Edges))
	for i := range p.Lits {
		p.Lits[i] = c.FreshBool(fmt.Sprintf("e%d", i))
	}
	return nil
}

// env reads the current versions.
func (b *pathBuilder) env(v ssa2cfa.Var) smt.Term { return b.cur(v) }

func (b *pathBuilder) boolExpr(x ssa2cfa.Expr) (smt.Term, error) {
	if x == nil || !x.Type().IsBool() {
		return smt.Term{}, fmt.Errorf("condition %v is not boolean", x)
	}
	return b.e.expr(x, b.env)
}

// assign makes new versions of vars equal to the terms ts, simultaneously.
func (b *pathBuilder) assign(vars []ssa2cfa.Var, ts []smt.Term) []smt.Term {
	c := b.e.ctx
	var cs []smt.Term
	for i, v := range vars {
		cs = append(cs, c.Eq(b.fresh(v, false, false), ts[i]))
	}
	return cs
}

// havoc makes new unconstrained versions of vars (within their ranges, and
// len <= cap where both of one value are havoc'd together).
func (b *pathBuilder) havoc(vars []ssa2cfa.Var) []smt.Term {
	var cs []smt.Term
	seen := map[ssa2cfa.Var]bool{}
	vals := map[ssa2cfa.Var]smt.Term{}
	var order []ssa2cfa.Var
	for _, v := range vars {
		if !b.validVar(v) || seen[v] {
			continue
		}
		seen[v] = true
		t := b.fresh(v, false, true)
		vals[v] = t
		order = append(order, v)
		if r := b.rangeOf(v, t); r.Valid() {
			cs = append(cs, r)
		}
	}
	for _, v := range order {
		if t := b.lenLeCap(v, vals); t.Valid() {
			cs = append(cs, t)
		}
	}
	return cs
}

func (b *pathBuilder) edge(ed *ssa2cfa.Edge) (smt.Term, error) {
	e, c := b.e, b.e.ctx
	if ed == nil {
		return smt.Term{}, fmt.Errorf("nil edge")
	}
	var cs []smt.Term
	switch op := ed.Op.(type) {
	case *ssa2cfa.Assume:
		t, err := b.boolExpr(op.Cond)
		if err != nil {
			return smt.Term{}, err
		}
		cs = append(cs, t)

	case *ssa2cfa.Fail:
		if op.Check == nil {
			return smt.Term{}, fmt.Errorf("fail without check")
		}
		t, err := b.boolExpr(op.Check.Cond)
		if err != nil {
			return smt.Term{}, err
		}
		cs = append(cs, c.Not(t))

	case *ssa2cfa.Assign:
		if len(op.Vars) != len(op.Exprs) {
			return smt.Term{}, fmt.Errorf("%d variables, %d expressions", len(op.Vars), len(op.Exprs))
		}
		vars, ts, err := b.rhs(b.kept(op.Vars, op.Exprs))
		if err != nil {
			return smt.Term{}, err
		}
		cs = append(cs, b.assign(vars, ts)...)

	case *ssa2cfa.Return:
		vars, xs := e.cfa.ReturnTargets(op)
		vars, ts, err := b.rhs(b.kept(vars, xs))
		if err != nil {
			return smt.Term{}, err
		}
		cs = append(cs, b.assign(vars, ts)...)

	case *ssa2cfa.Havoc:
		cs = append(cs, b.havoc(op.Vars)...)

	case *ssa2cfa.Call:
		vars := append(append([]ssa2cfa.Var(nil), op.Results...), op.ResultLens...)
		cs = append(cs, b.havoc(vars)...)

	default:
		return smt.Term{}, fmt.Errorf("unknown operation %T", ed.Op)
	}
	return c.And(cs...), nil
}

// kept filters the targets of the current edge's assignment by b.keep.
func (b *pathBuilder) kept(vars []ssa2cfa.Var, xs []ssa2cfa.Expr) ([]ssa2cfa.Var, []ssa2cfa.Expr) {
	if b.keep == nil || len(vars) != len(xs) {
		return vars, xs
	}
	k := b.keep[b.step]
	var kv []ssa2cfa.Var
	var kx []ssa2cfa.Expr
	for j := range vars {
		if j < len(k) && k[j] {
			kv = append(kv, vars[j])
			kx = append(kx, xs[j])
		}
	}
	return kv, kx
}

// slice computes, backward along path, which assignment targets are live:
// read by a later assume or fail edge, directly or through other kept
// assignments.
func slice(c *ssa2cfa.CFA, path []*ssa2cfa.Edge) [][]bool {
	keep := make([][]bool, len(path))
	live := map[ssa2cfa.Var]bool{}
	use := func(x ssa2cfa.Expr) {
		if x != nil {
			ssa2cfa.Vars(x, func(v ssa2cfa.Var) { live[v] = true })
		}
	}
	assign := func(i int, vars []ssa2cfa.Var, xs []ssa2cfa.Expr) {
		keep[i] = make([]bool, len(vars))
		for j, v := range vars {
			keep[i][j] = live[v]
		}
		for _, v := range vars {
			delete(live, v)
		}
		for j := range vars {
			if keep[i][j] && j < len(xs) {
				use(xs[j])
			}
		}
	}
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == nil {
			continue
		}
		switch op := path[i].Op.(type) {
		case *ssa2cfa.Assume:
			use(op.Cond)
		case *ssa2cfa.Fail:
			if op.Check != nil {
				use(op.Check.Cond)
			}
		case *ssa2cfa.Assign:
			assign(i, op.Vars, op.Exprs)
		case *ssa2cfa.Return:
			vars, xs := c.ReturnTargets(op)
			assign(i, vars, xs)
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				delete(live, v)
			}
		case *ssa2cfa.Call:
			for _, v := range op.Results {
				delete(live, v)
			}
			for _, v := range op.ResultLens {
				delete(live, v)
			}
		}
	}
	return keep
}

// rhs encodes the right-hand sides xs of an assignment to vars under the
// current versions, checking sorts; it drops duplicate targets but the last
// (Go's rule for a parallel assignment has no duplicates anyway).
func (b *pathBuilder) rhs(vars []ssa2cfa.Var, xs []ssa2cfa.Expr) ([]ssa2cfa.Var, []smt.Term, error) {
	ts := make([]smt.Term, len(xs))
	for i, x := range xs {
		v := vars[i]
		if !b.validVar(v) {
			return nil, nil, fmt.Errorf("bad variable v%d", v)
		}
		if x == nil {
			return nil, nil, fmt.Errorf("nil expression for v%d", v)
		}
		if x.Type() != b.e.cfa.Vars[v].Type {
			return nil, nil, fmt.Errorf("v%d of type %v := %s of type %v", v, b.e.cfa.Vars[v].Type, x, x.Type())
		}
		t, err := b.e.expr(x, b.env)
		if err != nil {
			return nil, nil, err
		}
		ts[i] = t
	}
	last := map[ssa2cfa.Var]int{}
	for i, v := range vars {
		last[v] = i
	}
	var outV []ssa2cfa.Var
	var outT []smt.Term
	for i, v := range vars {
		if last[v] == i {
			outV = append(outV, v)
			outT = append(outT, ts[i])
		}
	}
	return outV, outT, nil
}

// Var returns the version of v in effect before edge step (step =
// len(Edges) for the end of the path); ok is false if the path never
// mentions v.
func (p *PathFormula) Var(v ssa2cfa.Var, step int) (smt.Term, bool) {
	var t smt.Term
	for _, i := range p.byVar[v] {
		if p.Versions[i].Step < step {
			t = p.Versions[i].Term
		}
	}
	return t, t.Valid()
}

// Initial returns the initial version of v, if the path mentions v.
func (p *PathFormula) Initial(v ssa2cfa.Var) (smt.Term, bool) {
	vs := p.byVar[v]
	if len(vs) == 0 || p.Versions[vs[0]].Step != -1 {
		return smt.Term{}, false
	}
	return p.Versions[vs[0]].Term, true
}

// Formula returns the conjunction of Init and all Steps, unguarded.
func (p *PathFormula) Formula() smt.Term {
	return p.enc.ctx.And(append([]smt.Term{p.Init}, p.Steps...)...)
}

// Assert adds the guarded formula to s: InitLit → Init and Lits[i] →
// Steps[i]. The literals are fresh, so formulas of several paths may be
// asserted to one solver; use Push and Pop to drop them.
func (p *PathFormula) Assert(s *smt.Solver) {
	c := p.enc.ctx
	s.Assert(c.Implies(p.InitLit, p.Init))
	for i, st := range p.Steps {
		s.Assert(c.Implies(p.Lits[i], st))
	}
}

// Feasible asserts the guarded formula to s and checks it under all its
// literals. After Sat, s.Model() gives the values of a witness.
func (p *PathFormula) Feasible(s *smt.Solver) (smt.Result, error) {
	p.Assert(s)
	lits := append([]smt.Term{p.InitLit}, p.Lits...)
	r, err := s.CheckAssumptions(lits...)
	p.lastSolver, p.lastChecks, p.lastResult = s, s.Checks(), r
	return r, err
}

// UnsatCoreEdges returns the sorted indices of path edges whose constraints
// together (with Init) are unsatisfiable. It reuses the latest Feasible
// check if it ran on s, answered Unsat and s has not checked since; else it
// calls Feasible(s). It fails when the path is not infeasible.
func (p *PathFormula) UnsatCoreEdges(s *smt.Solver) ([]int, error) {
	if p.lastSolver != s || p.lastChecks != s.Checks() || p.lastResult != smt.Unsat {
		r, err := p.Feasible(s)
		if err != nil {
			return nil, err
		}
		if r != smt.Unsat {
			return nil, fmt.Errorf("pathsmt: path is %v, not unsat", r)
		}
	}
	index := make(map[smt.Term]int, len(p.Lits))
	for i, l := range p.Lits {
		index[l] = i
	}
	var out []int
	for _, l := range s.UnsatCore() {
		if i, ok := index[l]; ok {
			out = append(out, i)
		}
	}
	if err := s.Context().Err(); err != nil {
		return nil, err
	}
	sort.Ints(out)
	return out, nil
}

// FeasibleSmall is Feasible, preferring a model whose integer inputs lie
// in [-limit, limit] (unsigned ones in [0, limit]): a witness such as
// len(s)=4 reads better than one the solver picks at the ends of the types.
// It checks with that preference first, and without it when that fails.
func (p *PathFormula) FeasibleSmall(s *smt.Solver, limit int64) (smt.Result, error) {
	c := p.enc.ctx
	var small []smt.Term
	for _, ver := range p.Versions {
		if ver.Step != -1 || !p.isInput(ver.Var) || !ver.Term.IsBV() {
			continue
		}
		ty := p.enc.cfa.Vars[ver.Var].Type
		w := int(ty.Width)
		if ty.Signed {
			small = append(small, c.BVSLE(c.BVVal(w, uint64(-limit)), ver.Term))
		}
		small = append(small, le(c, ty.Signed, ver.Term, c.BVVal(w, uint64(limit))))
	}
	if len(small) == 0 {
		return p.Feasible(s)
	}
	p.Assert(s)
	lit := c.FreshBool("small")
	s.Assert(c.Implies(lit, c.And(small...)))
	lits := append([]smt.Term{p.InitLit}, p.Lits...)
	r, err := s.CheckAssumptions(append(lits, lit)...)
	if err != nil || r != smt.Sat {
		r, err = s.CheckAssumptions(lits...)
	}
	p.lastSolver, p.lastChecks, p.lastResult = s, s.Checks(), r
	return r, err
}
