package numeric

import (
	"encoding/binary"
	"slices"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Config selects the numeric CPA's domain and precision.
type Config struct {
	Domain domains.NumericDomain
	// KeyVars are the variables whose constant values form the predicate key.
	KeyVars []ssa2cfa.Var
	// ClassKeys are variables whose class among the constants the CFA's
	// conditions compare them with (x < 0, x == 0, 0 < x < 1, x == 1,
	// x > 1 for count == 0 and count == 1) is part of the predicate key:
	// states where a counter is 1 stay apart from those where it is 0, and
	// those where it is 2 or 3 join, so the key takes few values however
	// far the counter runs.
	ClassKeys []ssa2cfa.Var
	// SepLimit is how many states a location keeps apart before joining
	// states with equal keys (0 = 16). Loop heads always join equal keys.
	SepLimit int
	// WidenDelay is how many joins a loop head takes before widening (0 = 2).
	WidenDelay int
	// Unbounded makes integers mathematical (no wrap-around).
	Unbounded bool
	// SplitVarDisequalities splits an assumption x != y of two variables
	// into the states x < y and x > y, which a relational domain keeps
	// where x != y alone is lost (i != w in a loop that keeps i <= w).
	SplitVarDisequalities bool
	// Thresholds, if set, are the widening thresholds, instead of those
	// computed from the CFA's conditions (a re-run reuses its first run's).
	Thresholds []domains.Constraint
	// Call, if set, gives the post-condition of a call edge instead of
	// havocking its results; sink reports that the call never returns.
	Call func(n domains.Numeric, call *ssa2cfa.Call) (post domains.Numeric, sink bool)
	// CallCases, if set, splits post, the post-condition of a call edge
	// from n, into the states the analysis keeps apart after the call (by
	// the value of a bool result the callee's postcondition distinguishes);
	// ok is false when it does not split.
	CallCases func(n, post domains.Numeric, call *ssa2cfa.Call) (states []domains.Numeric, ok bool)
	// Entry, if set, restricts the entry state (every input within its
	// range) to the inputs the function can be called with.
	Entry func(init domains.Numeric) domains.Numeric
}

// CPA is the numeric CPA of one CFA.
type CPA struct {
	cfa        *ssa2cfa.CFA
	cfg        Config
	ev         *machine.Evaluator
	thresholds []domains.Constraint // computed at the first widening
	thrDone    bool
	loopSets   map[ssa2cfa.Loc][]int // the variables each loop sets, when not all; computed at the first widening
	init       domains.Numeric

	// Live key variables per location, computed on first use. A CPA is used
	// by one analysis at a time.
	keySet map[ssa2cfa.Var]bool
	live   *ssa2cfa.Liveness
	keysAt [][]ssa2cfa.Var
	// classKeysAt are the live class keys per location, landmarks the
	// sorted constants each class key is compared with.
	classKeysAt [][]ssa2cfa.Var
	landmarks   map[ssa2cfa.Var][]int64
	keysDone    []bool

	// retOnly are the variables only return edges read, computed on
	// first use (see returnedOnly).
	retOnly map[ssa2cfa.Var]bool

	// orderConsts are the variable-constant pairs the CFA's conditions
	// order, computed on first use (see ordered).
	orderConsts map[orderConst]bool
}

// State is an abstract state: a numeric value and how many times it was
// joined at a loop head.
type State struct {
	N     domains.Numeric
	Joins int

	key    string // predicate key, computed once (see CPA.key)
	hasKey bool
}

// stateKey returns the predicate key of s at location l (where s lives),
// computing it once.
func (p *CPA) stateKey(s *State, l ssa2cfa.Loc) string {
	if !s.hasKey {
		s.key, s.hasKey = p.key(s.N, p.liveKeys(l)), true
		if len(p.classKeysAt[l]) > 0 {
			s.key += p.classKey(s.N, p.classKeysAt[l])
		}
	}
	return s.key
}

// liveKeys returns the key variables live at l: a value no path reads again
// must not keep states apart.
func (p *CPA) liveKeys(l ssa2cfa.Loc) []ssa2cfa.Var {
	if p.live == nil {
		p.live = p.cfa.Live()
		p.keysAt = make([][]ssa2cfa.Var, len(p.cfa.Locs))
		p.classKeysAt = make([][]ssa2cfa.Var, len(p.cfa.Locs))
		p.keysDone = make([]bool, len(p.cfa.Locs))
	}
	if !p.keysDone[l] {
		for _, v := range p.cfg.KeyVars {
			if p.live.IsLive(l, v) {
				p.keysAt[l] = append(p.keysAt[l], v)
			}
		}
		for _, v := range p.cfg.ClassKeys {
			if p.live.IsLive(l, v) {
				p.classKeysAt[l] = append(p.classKeysAt[l], v)
			}
		}
		p.keysDone[l] = true
	}
	return p.keysAt[l]
}

// New returns the numeric CPA of c with inputs ranging over their types and
// every other variable unconstrained.
func New(c *ssa2cfa.CFA, cfg Config) *CPA {
	if cfg.SepLimit == 0 {
		cfg.SepLimit = 16
	}
	if cfg.WidenDelay == 0 {
		cfg.WidenDelay = 2
	}
	ev := machine.NewEvaluator(c, machine.Options{Unbounded: cfg.Unbounded})
	p := &CPA{cfa: c, cfg: cfg, ev: ev}
	n := cfg.Domain.Top(len(c.Vars))
	for v := range c.Vars {
		n = n.AssignInterval(v, ev.VarRange(ssa2cfa.Var(v)))
	}
	if cfg.Entry != nil {
		n = cfg.Entry(n)
	}
	p.init = n
	return p
}

// Evaluator returns the expression evaluator the CPA uses.
func (p *CPA) Evaluator() *machine.Evaluator { return p.ev }

// Initial is the entry state: every variable within its range.
func (p *CPA) Initial() cpa.State { return &State{N: p.init} }

// InitialWith returns a state holding n.
func (p *CPA) InitialWith(n domains.Numeric) cpa.State { return &State{N: n} }

// Transfer applies an edge's operation. An assignment whose sum wraps
// around for some states only, to a value of the other sign, yields its
// cases as separate states (machine.Evaluator.AssignCases), so that a
// later sign guard drops the wrapped ones whole.
func (p *CPA) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	if a, ok := e.Op.(*ssa2cfa.Assume); ok {
		if parts := p.splitDisequality(a.Cond); parts != nil {
			var out []cpa.State
			for _, c := range parts {
				if n := p.ev.Assume(s.(*State).N, c); !n.IsBot() {
					out = append(out, &State{N: n})
				}
			}
			return out
		}
	}
	if a, ok := e.Op.(*ssa2cfa.Assign); ok {
		if v, cond := boolDefinition(a.Vars, a.Exprs); cond != nil && p.returnedOnly(v) {
			return p.splitBool(s.(*State).N, e, v, cond)
		}
		var out []cpa.State
		for _, n := range p.ev.AssignCases(s.(*State).N, a.Vars, a.Exprs) {
			if !n.IsBot() {
				out = append(out, &State{N: n})
			}
		}
		return out
	}
	if r, ok := e.Op.(*ssa2cfa.Return); ok {
		// A bool result computed at the return (return isDigit(c), the
		// call's pure definition inlined) splits as a variable would.
		if v, cond := boolDefinition(p.cfa.ReturnTargets(r)); cond != nil {
			return p.splitBool(s.(*State).N, e, v, cond)
		}
	}
	n := p.Post(s.(*State).N, e)
	if n.IsBot() {
		return nil
	}
	if call, ok := e.Op.(*ssa2cfa.Call); ok && p.cfg.CallCases != nil {
		if parts, ok := p.cfg.CallCases(s.(*State).N, n, call); ok {
			out := make([]cpa.State, 0, len(parts))
			for _, m := range parts {
				out = append(out, &State{N: m})
			}
			return out
		}
	}
	return []cpa.State{&State{N: n}}
}

// Post is the abstract post-condition of n along e.
func (p *CPA) Post(n domains.Numeric, e *ssa2cfa.Edge) domains.Numeric {
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		return p.ev.Assume(n, op.Cond)
	case *ssa2cfa.Assign:
		return p.ev.Assign(n, op.Vars, op.Exprs)
	case *ssa2cfa.Havoc:
		return p.ev.Havoc(n, op.Vars)
	case *ssa2cfa.Call:
		if p.cfg.Call != nil {
			post, sink := p.cfg.Call(n, op)
			if sink {
				return n.Assume(domains.Constraint{Lin: domains.LinConst(1)})
			}
			return post
		}
		n = p.ev.Havoc(n, op.Results)
		for _, v := range op.ResultLens {
			if v >= 0 {
				n = p.ev.Havoc(n, []ssa2cfa.Var{v})
			}
		}
		return n
	case *ssa2cfa.Return:
		vars, exprs := p.cfa.ReturnTargets(op)
		if len(vars) == 0 {
			return n
		}
		return p.ev.Assign(n, vars, exprs)
	case *ssa2cfa.Fail:
		return p.ev.Assume(n, ssa2cfa.NotExpr(op.Check.Cond))
	}
	return n
}

// key returns the ranges of the key variables as a comparable string. A
// key variable is only compared with constants, so its range is a
// constant or lies between two of them (x < c and x > c, the two sides of
// x != c, have different keys): there are few keys, and states that
// differ in a compared value are not joined.
func (p *CPA) key(n domains.Numeric, vars []ssa2cfa.Var) string {
	b := make([]byte, 0, 16*len(vars))
	for _, v := range vars {
		iv := n.Bound(domains.LinDim(int(v)))
		b = binary.LittleEndian.AppendUint64(b, uint64(iv.Lo))
		b = binary.LittleEndian.AppendUint64(b, uint64(iv.Hi))
	}
	return string(b)
}

// Merge joins (widens at loop heads) states with equal keys; elsewhere it
// keeps states apart until the location holds SepLimit of them.
func (p *CPA) Merge(s, r cpa.State, info cpa.MergeInfo) cpa.State {
	a, b := s.(*State), r.(*State)
	if !info.LoopHead && !info.Ghost && info.Count < p.cfg.SepLimit {
		return r
	}
	if (info.Ghost || info.Count < 4*p.cfg.SepLimit) && p.stateKey(a, info.Loc) != p.stateKey(b, info.Loc) {
		return r
	}
	if a.N.Leq(b.N) {
		return r
	}
	j := b.N.Join(a.N)
	if info.Widens() && b.Joins >= p.cfg.WidenDelay {
		j = p.widen(b.N, j, info.Loc)
	}
	return &State{N: j, Joins: b.Joins + 1}
}

// widen returns old ∇ j at the loop head l, up to the thresholds and to
// what j says of the variables the loop does not set (see
// ssa2cfa.CFA.LoopDefs). Those enter the loop from outside and keep their
// values around it: the loops around it, if any, widen them at their own
// heads, so an inner loop's head that widened them too would only lose
// what the outer loop's guards bound (for i := 0; i < len(s)/24; i++ {
// for range t {} } keeps 0 <= i).
func (p *CPA) widen(old, j domains.Numeric, l ssa2cfa.Loc) domains.Numeric {
	th := p.widenThresholds()
	if p.loopSets == nil {
		p.loopSets = map[ssa2cfa.Loc][]int{}
		for h, defs := range p.cfa.LoopDefs() {
			var set []int
			for v, d := range defs {
				if d {
					set = append(set, v)
				}
			}
			if len(set) < len(defs) {
				p.loopSets[h] = set
			}
		}
	}
	if set, ok := p.loopSets[l]; ok {
		th = append(slices.Clip(th), j.Forget(set...).Constraints()...)
	}
	return old.WidenUpTo(j, th)
}

// Stop reports whether s is included in one reached state.
func (p *CPA) Stop(s cpa.State, reached []cpa.State) bool {
	a := s.(*State)
	for _, r := range reached {
		if a.N.Leq(r.(*State).N) {
			return true
		}
	}
	return false
}

// Equal reports whether two states are the same.
func (p *CPA) Equal(a, b cpa.State) bool { return a == b }

// maxThresholdVars bounds the size of the functions whose widening uses
// thresholds: collecting them costs a domain operation per comparison.
const maxThresholdVars = 400

// ComputedThresholds returns the widening thresholds if a widening has
// computed them (non-nil then), else nil.
func (p *CPA) ComputedThresholds() []domains.Constraint {
	if !p.thrDone {
		return nil
	}
	if p.thresholds == nil {
		return []domains.Constraint{}
	}
	return p.thresholds
}

// widenThresholds returns the thresholds, computing them once.
func (p *CPA) widenThresholds() []domains.Constraint {
	if !p.thrDone {
		p.thrDone = true
		if p.cfg.Thresholds != nil {
			p.thresholds = p.cfg.Thresholds
			return p.thresholds
		}
		if len(p.cfa.Vars) <= maxThresholdVars {
			p.thresholds = Thresholds(p.cfa, p.cfg.Domain.Top(len(p.cfa.Vars)))
		}
		// Widening never takes a variable out of its range (a length stays
		// below MaxLen, a byte below 256): loops that follow a widened one
		// still see that i+1 cannot wrap when i < len(s).
		p.thresholds = append(p.thresholds, rangeThresholds(p.ev, len(p.cfa.Vars))...)
		p.thresholds = append(p.thresholds, lenCapThresholds(p.cfa)...)
	}
	return p.thresholds
}

// splitDisequality returns, for an assumption x != c on a key variable (an
// IntEq or Bool variable, whose values the analysis keeps apart), on a
// class key (whose classes it keeps apart) or on a variable some
// condition orders against c, the two cases x < c and
// x > c, which convex domains keep exactly where x != c alone is lost
// (n != 0 then n >= 0 gives n >= 1); with SplitVarDisequalities, also for
// x != y of two variables. The two states stay apart by their keys, or up
// to SepLimit per location; loop heads join them. Nil for any other
// condition.
func (p *CPA) splitDisequality(cond ssa2cfa.Expr) []ssa2cfa.Expr {
	b, ok := cond.(*ssa2cfa.Binary)
	if !ok {
		if u, ok := cond.(*ssa2cfa.Unary); ok && u.Op == ssa2cfa.Not {
			if eq, ok := u.X.(*ssa2cfa.Binary); ok && eq.Op == ssa2cfa.Eq {
				b = &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: eq.X, Y: eq.Y}
			}
		}
		if b == nil {
			return nil
		}
	}
	if b.Op != ssa2cfa.Ne || !b.X.Type().IsInt() {
		return nil
	}
	x, c := b.X, b.Y
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, c = c, x
	}
	ref, ok1 := x.(*ssa2cfa.VarRef)
	k, ok2 := c.(*ssa2cfa.Const)
	_, other := c.(*ssa2cfa.VarRef)
	if !ok1 || !(ok2 && (p.isKey(ref.V) || slices.Contains(p.cfg.ClassKeys, ref.V) || p.ordered(ref.V, k)) || other && p.cfg.SplitVarDisequalities) {
		return nil
	}
	return []ssa2cfa.Expr{
		&ssa2cfa.Binary{Op: ssa2cfa.Lt, X: x, Y: c},
		&ssa2cfa.Binary{Op: ssa2cfa.Gt, X: x, Y: c},
	}
}

// boolDefinition returns the bool variable that an assignment of exprs
// to vars sets to a condition (a comparison, or a combination of
// comparisons), and that condition; nil when it sets none or more than
// one.
func boolDefinition(vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) (ssa2cfa.Var, ssa2cfa.Expr) {
	var v ssa2cfa.Var = -1
	var cond ssa2cfa.Expr
	for i, x := range vars {
		switch e := exprs[i].(type) {
		case *ssa2cfa.Binary:
			if !e.Type().IsBool() {
				continue
			}
		case *ssa2cfa.Unary:
			if e.Op != ssa2cfa.Not {
				continue
			}
		default:
			continue
		}
		if cond != nil {
			return -1, nil
		}
		v, cond = x, exprs[i]
	}
	return v, cond
}

// splitBool applies an assignment of the condition cond to the bool
// variable v in two states, one where cond holds (and v is true) and one
// where it does not: a convex domain forgets how v relates to the
// condition's operands, and a function returning v (return i < len(s)-1)
// then gets a postcondition per result (see summary.Cases). Only for
// variables the function only returns (see returnedOnly): splitting every
// bool assignment cost a tenth more time on nine std packages and proved
// nothing more there.
func (p *CPA) splitBool(n domains.Numeric, e *ssa2cfa.Edge, v ssa2cfa.Var, cond ssa2cfa.Expr) []cpa.State {
	var out []cpa.State
	for b := int64(1); b >= 0; b-- {
		c := cond
		if b == 0 {
			c = ssa2cfa.NotExpr(cond)
		}
		m := p.ev.Assume(n, c)
		if m.IsBot() {
			continue
		}
		m = p.Post(m, e)
		m = m.Assume(domains.Constraint{Lin: domains.Lin{Terms: []domains.Term{{Dim: int(v), Coef: 1}}, Const: -b}, Kind: domains.EqZero})
		if !m.IsBot() {
			out = append(out, &State{N: m})
		}
	}
	return out
}

// returnedOnly reports whether v is read by return edges only.
func (p *CPA) returnedOnly(v ssa2cfa.Var) bool {
	if p.retOnly == nil {
		p.retOnly = map[ssa2cfa.Var]bool{}
		other := map[ssa2cfa.Var]bool{}
		read := func(m map[ssa2cfa.Var]bool, xs ...ssa2cfa.Expr) {
			for _, x := range xs {
				if x != nil {
					ssa2cfa.Vars(x, func(v ssa2cfa.Var) { m[v] = true })
				}
			}
		}
		for _, e := range p.cfa.Edges {
			switch op := e.Op.(type) {
			case *ssa2cfa.Return:
				read(p.retOnly, op.ReturnReads()...)
			case *ssa2cfa.Assume:
				read(other, op.Cond)
			case *ssa2cfa.Fail:
				read(other, op.Check.Cond)
			case *ssa2cfa.Assign:
				read(other, op.Exprs...)
			case *ssa2cfa.Call:
				read(other, op.Args...)
				read(other, op.ArgLens...)
			}
		}
		for v := range other {
			delete(p.retOnly, v)
		}
	}
	return p.retOnly[v]
}

// ordered reports whether some assumption of the CFA orders v against c
// (v < c, c <= v, ...).
func (p *CPA) ordered(v ssa2cfa.Var, c *ssa2cfa.Const) bool {
	if p.orderConsts == nil {
		p.orderConsts = map[orderConst]bool{}
		for _, e := range p.cfa.Edges {
			if a, ok := e.Op.(*ssa2cfa.Assume); ok {
				collectOrdered(a.Cond, p.orderConsts)
			}
		}
	}
	return p.orderConsts[orderConst{v, c.Bits}]
}

// orderConst is a variable and a constant that a condition orders.
type orderConst struct {
	v    ssa2cfa.Var
	bits uint64
}

// collectOrdered adds to out the variable-constant pairs e orders.
func collectOrdered(e ssa2cfa.Expr, out map[orderConst]bool) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		collectOrdered(e.X, out)
	case *ssa2cfa.Binary:
		switch e.Op {
		case ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge:
			x, y := e.X, e.Y
			if _, ok := x.(*ssa2cfa.Const); ok {
				x, y = y, x
			}
			ref, ok1 := x.(*ssa2cfa.VarRef)
			k, ok2 := y.(*ssa2cfa.Const)
			if ok1 && ok2 {
				out[orderConst{ref.V, k.Bits}] = true
			}
		default:
			collectOrdered(e.X, out)
			collectOrdered(e.Y, out)
		}
	}
}

func (p *CPA) isKey(v ssa2cfa.Var) bool {
	if p.keySet == nil {
		p.keySet = make(map[ssa2cfa.Var]bool, len(p.cfg.KeyVars))
		for _, k := range p.cfg.KeyVars {
			p.keySet[k] = true
		}
	}
	return p.keySet[v]
}
