package numpredcpa

import (
	"fmt"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Eq is the predicate Var == Const of an IntEq variable (Const as domain
// types give it: an unsigned 64-bit constant above math.MaxInt64 as its
// two's complement).
type Eq struct {
	Var   ssa2cfa.Var
	Const int64
}

// Config selects the combined domain and the predicates.
type Config struct {
	// Domain is the combined domain (cpa.NoCombined means NDD).
	Domain cpa.Combined
	// Numeric is the numeric CPA whose domain, transfer and call
	// post-conditions the numeric parts use.
	Numeric *numeric.CPA
	// NumDomain is Numeric's domain.
	NumDomain domains.NumericDomain
	// Bools and Eqs are the predicates, in this order, then, with Pairs,
	// x == y for the integer variables x, y a condition compares; those
	// beyond MaxPreds (0 = 64) are dropped.
	Bools    []ssa2cfa.Var
	Eqs      []Eq
	Pairs    bool
	MaxPreds int
	// SepLimit is how many states a location keeps apart before joining
	// (0 = 16); loop heads always join. WidenDelay is how many joins a
	// loop head takes before widening (0 = 2).
	SepLimit, WidenDelay int
	// MaxNodes is the BDD node budget (0 = 1<<18); TermCapacity the
	// numeric-term slots of MTNDD and NDD (0 = 8 per variable, at least
	// numpred.DefaultTermCapacity).
	MaxNodes, TermCapacity int
}

// CPA is the combined-domain CPA of one CFA. Not safe for concurrent use.
type CPA struct {
	cfa   *ssa2cfa.CFA
	cfg   Config
	num   *numeric.CPA
	space *numpred.Space
	dom   numpred.Domain
	preds *preds
	init  cpa.State
	top   cpa.State

	thresholds []domains.Constraint
	thrDone    bool
}

// State is the combined part of a state: a value and how many times it
// was joined at a loop head. Top marks the state of a CPA that gave up.
type State struct {
	V     numpred.Value
	Joins int
	Top   bool
}

// New returns the combined-domain CPA of c.
func New(c *ssa2cfa.CFA, cfg Config) (*CPA, error) {
	if cfg.Numeric == nil || cfg.NumDomain == nil {
		return nil, fmt.Errorf("numpredcpa: no numeric CPA")
	}
	if cfg.MaxPreds == 0 {
		cfg.MaxPreds = 64
	}
	if cfg.SepLimit == 0 {
		cfg.SepLimit = 16
	}
	if cfg.WidenDelay == 0 {
		cfg.WidenDelay = 2
	}
	if cfg.MaxNodes == 0 {
		cfg.MaxNodes = 1 << 18
	}
	if cfg.TermCapacity == 0 {
		cfg.TermCapacity = max(numpred.DefaultTermCapacity, 8*len(c.Vars))
	}
	var pairs [][2]ssa2cfa.Var
	if cfg.Pairs {
		pairs = comparedPairs(c)
	}
	ps := newPreds(c, cfg.Bools, cfg.Eqs, pairs, cfg.MaxPreds)
	s, err := numpred.NewSpace(ps.n, len(c.Vars), numpred.Numeric(cfg.NumDomain),
		numpred.MaxNodes(cfg.MaxNodes), numpred.TermCapacity(cfg.TermCapacity))
	if err != nil {
		return nil, err
	}
	ps.space = s
	p := &CPA{cfa: c, cfg: cfg, num: cfg.Numeric, space: s, preds: ps}
	switch cfg.Domain {
	case cpa.NEXPOINT:
		p.dom = numpred.NewNEXPOINT(s)
	case cpa.NEX:
		p.dom = numpred.NewNEX(s)
	case cpa.MTNDD:
		p.dom = numpred.NewMTNDD(s)
	default:
		p.dom = numpred.NewNDD(s)
	}
	p.top = &cpa.CompositeState{Parts: []cpa.State{&State{Top: true}, &numeric.State{N: cfg.NumDomain.Top(len(c.Vars))}}}
	n := p.num.Initial().(*numeric.State).N
	p.init = p.mk(p.dom.AlphaN(n), 0)
	if err := s.Err(); err != nil {
		return nil, err
	}
	return p, nil
}

// Domain returns the combined domain.
func (p *CPA) Domain() numpred.Domain { return p.dom }

// Preds returns the number of predicates.
func (p *CPA) Preds() int { return p.preds.n }

// Holds reports whether predicate slot q is true in the concrete state val
// (val gives the bits of a variable); for soundness tests.
func (p *CPA) Holds(q bddpred.Pred, val func(ssa2cfa.Var) uint64) bool { return p.preds.holds(q, val) }

// mk makes a state of v, with its numeric projection; ⊤ after a BDD budget
// error.
func (p *CPA) mk(v numpred.Value, joins int) cpa.State {
	if p.space.Err() != nil {
		return p.top
	}
	n := p.cfg.NumDomain.Bot(len(p.cfa.Vars))
	for _, part := range v.Parts() {
		n = n.Join(part.N)
	}
	if p.space.Err() != nil {
		return p.top
	}
	return &cpa.CompositeState{Parts: []cpa.State{&State{V: v, Joins: joins}, &numeric.State{N: n}}}
}

// Of returns the combined part of a state of the CPA.
func Of(s cpa.State) *State { return s.(*cpa.CompositeState).Parts[0].(*State) }

// Initial is the numeric CPA's entry state, every predicate valuation.
func (p *CPA) Initial() cpa.State { return p.init }

// Transfer applies an edge to both parts.
func (p *CPA) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	st := Of(s)
	if st.Top {
		return []cpa.State{s}
	}
	var out []numpred.Value
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		out = p.assume(st.V, op.Cond)
	case *ssa2cfa.Fail:
		out = p.assume(st.V, ssa2cfa.NotExpr(op.Check.Cond))
	case *ssa2cfa.Assign:
		out = []numpred.Value{p.assign(st.V, op.Vars, op.Exprs, e)}
	case *ssa2cfa.Return:
		vars, exprs := p.cfa.ReturnTargets(op)
		out = []numpred.Value{p.assign(st.V, vars, exprs, e)}
	case *ssa2cfa.Havoc:
		out = []numpred.Value{p.havoc(st.V, op.Vars, e)}
	case *ssa2cfa.Call:
		vars := append([]ssa2cfa.Var(nil), op.Results...)
		for _, v := range op.ResultLens {
			if v >= 0 {
				vars = append(vars, v)
			}
		}
		out = []numpred.Value{p.havoc(st.V, vars, e)}
	default:
		out = []numpred.Value{st.V.MapN(p.post(e))}
	}
	if p.space.Err() != nil {
		return []cpa.State{p.top}
	}
	var res []cpa.State
	for _, v := range out {
		if !v.IsBot() {
			res = append(res, p.mk(v, 0))
		}
	}
	return res
}

// post is the numeric CPA's transfer along e; for an assignment, met with
// the transfer of its expressions with the constants of the numeric part
// substituted (both over-approximate the same concrete post-states).
func (p *CPA) post(e *ssa2cfa.Edge) func(domains.Numeric) domains.Numeric {
	return func(n domains.Numeric) domains.Numeric {
		out := p.num.Post(n, e)
		var sub ssa2cfa.Op
		switch op := e.Op.(type) {
		case *ssa2cfa.Assign:
			if xs := p.substituteAll(op.Exprs, n); len(xs) > 0 && &xs[0] != &op.Exprs[0] {
				sub = &ssa2cfa.Assign{Vars: op.Vars, Exprs: xs}
			}
		case *ssa2cfa.Return:
			xs := p.substituteAll(op.Results, n)
			ls := p.substituteAll(op.ResultLens, n)
			if len(xs) > 0 && &xs[0] != &op.Results[0] || len(ls) > 0 && &ls[0] != &op.ResultLens[0] {
				sub = &ssa2cfa.Return{Results: xs, ResultLens: ls}
			}
		}
		if sub != nil && !out.IsBot() {
			out = out.Meet(p.num.Post(n, &ssa2cfa.Edge{From: e.From, To: e.To, Pos: e.Pos, Op: sub}))
		}
		return out
	}
}

// assumeN is the numeric assumption of cond, met with that of cond with
// the constants of n substituted.
func (p *CPA) assumeN(n domains.Numeric, cond ssa2cfa.Expr) domains.Numeric {
	ev := p.num.Evaluator()
	out := ev.Assume(n, cond)
	if s := p.substitute(cond, n); s != cond && !out.IsBot() {
		out = out.Meet(ev.Assume(n, s))
	}
	return out
}

// assume restricts v by cond: the predicate valuations by what cond says
// about predicates (an over-approximation), the numeric parts by the
// machine-integer assumption. A disequality x != c of an integer variable
// splits into x < c and x > c, which convex numeric parts keep exactly.
func (p *CPA) assume(v numpred.Value, cond ssa2cfa.Expr) []numpred.Value {
	over, _, _ := p.preds.formula(cond, false)
	v = numpred.Assume(p.dom, v, over)
	if v.IsBot() {
		return nil
	}
	var out []numpred.Value
	for _, c := range p.splitDisequality(cond) {
		out = append(out, v.MapN(func(n domains.Numeric) domains.Numeric { return p.assumeN(n, c) }))
	}
	return out
}

// assign applies the parallel assignment vars := exprs: the predicates of
// the targets by choice transformers over the pre-state, the numbers by
// the numeric CPA's transfer along e.
func (p *CPA) assign(v numpred.Value, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr, e *ssa2cfa.Edge) numpred.Value {
	cs := p.preds.choices(vars, exprs)
	return p.link(numpred.Post(p.dom, v, numpred.Stmt{Num: p.post(e), Choices: cs}), vars)
}

// havoc forgets the predicates of vars and applies the numeric transfer.
func (p *CPA) havoc(v numpred.Value, vars []ssa2cfa.Var, e *ssa2cfa.Edge) numpred.Value {
	var slots []bddpred.Pred
	for _, x := range vars {
		slots = append(slots, p.preds.slotsOf(x)...)
	}
	if len(slots) > 0 {
		v = v.Exists(slots...)
	}
	return p.link(v.MapN(p.post(e)), vars)
}

// link assumes the invariants that tie the predicates over vars to the
// numbers (see preds.links), one at a time.
func (p *CPA) link(v numpred.Value, vars []ssa2cfa.Var) numpred.Value {
	for _, f := range p.preds.links(vars) {
		if v.IsBot() {
			break
		}
		v = numpred.Assume(p.dom, v, f)
	}
	return v
}

// Merge keeps s apart from r away from loop heads while the location holds
// fewer than SepLimit states; otherwise it joins them, widening at loop
// heads after WidenDelay joins.
func (p *CPA) Merge(s, r cpa.State, info cpa.MergeInfo) cpa.State {
	a, b := Of(s), Of(r)
	if b.Top {
		return r
	}
	if !info.LoopHead && info.Count < p.cfg.SepLimit {
		return r
	}
	if a.Top {
		return s
	}
	if a.V.Leq(b.V) && p.space.Err() == nil {
		return r
	}
	j := b.V.Join(a.V)
	if info.Widens() && b.Joins >= p.cfg.WidenDelay {
		j = b.V.WidenUpTo(j, p.widenThresholds())
	}
	return p.mk(j, b.Joins+1)
}

// Stop reports whether one reached state covers s.
func (p *CPA) Stop(s cpa.State, reached []cpa.State) bool {
	a := Of(s)
	for _, r := range reached {
		b := Of(r)
		if b.Top || !a.Top && a.V.Leq(b.V) && p.space.Err() == nil {
			return true
		}
	}
	return false
}

// Equal is identity: a merge that changes nothing returns the reached
// state itself.
func (p *CPA) Equal(a, b cpa.State) bool { return a == b }
