package predicate

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Partition is an IntEq partition: variables compared for equality with
// each other and with Consts.
type Partition struct {
	Vars   []ssa2cfa.Var
	Consts []int64
}

// Config selects the tracked variables.
type Config struct {
	Bools      []ssa2cfa.Var // one predicate each
	Partitions []Partition   // IntEq code encodings
	BitVecs    []ssa2cfa.Var // integers as bit vectors of their type's width
	// MaxSlots bounds the predicate slots (0 = 512), MaxBVSlots those of
	// bit vectors (0 = 128); variables beyond are left untracked, in the
	// order Bools, Partitions, BitVecs.
	MaxSlots, MaxBVSlots int
	// MaxNodes is the BDD node budget (0 = 1<<18, or 1<<12 with bit
	// vectors: with larger budgets 64-bit comparisons in rudd took over
	// 30 s on corpus domtypes_port).
	MaxNodes int
	// WidenDelay is how many joins a loop head takes before widening (0 = 2).
	WidenDelay int
}

// ieqRef locates a variable in an IntEq partition.
type ieqRef struct {
	e   *bddpred.IntEq
	idx int
}

// CPA is the predicate CPA of one CFA. Not safe for concurrent use.
type CPA struct {
	cfa     *ssa2cfa.CFA
	m       *bddpred.Manager
	delay   int
	bools   map[ssa2cfa.Var]bddpred.Pred
	ieqs    []*bddpred.IntEq
	ieq     map[ssa2cfa.Var]ieqRef
	bv      map[ssa2cfa.Var][]bddpred.Pred
	bvOrder []ssa2cfa.Var
	tracked []ssa2cfa.Var // Bools and IntEq variables, in config order
	init    bddpred.BDD
}

// State is a set of valuations of the tracked variables.
type State struct {
	B     bddpred.BDD
	Joins int
}

// New returns the predicate CPA of c for cfg.
func New(c *ssa2cfa.CFA, cfg Config) (*CPA, error) {
	if cfg.MaxSlots == 0 {
		cfg.MaxSlots = 512
	}
	if cfg.MaxBVSlots == 0 {
		cfg.MaxBVSlots = 128
	}
	if cfg.MaxNodes == 0 {
		cfg.MaxNodes = 1 << 18
		if len(cfg.BitVecs) > 0 {
			cfg.MaxNodes = 1 << 12
		}
	}
	if cfg.WidenDelay == 0 {
		cfg.WidenDelay = 2
	}
	// Count slots first: the manager's size is fixed at creation.
	slots := 0
	var bools []ssa2cfa.Var
	for _, v := range cfg.Bools {
		if slots+1 <= cfg.MaxSlots {
			bools = append(bools, v)
			slots++
		}
	}
	var parts []Partition
	for _, p := range cfg.Partitions {
		if len(p.Vars) == 0 {
			continue
		}
		n := bddpred.IntEqSlots(len(p.Consts), len(p.Vars))
		if slots+n <= cfg.MaxSlots {
			parts = append(parts, p)
			slots += n
		}
	}
	byWidth := map[uint8][]ssa2cfa.Var{}
	var widths []uint8
	bvSlots := 0
	for _, v := range cfg.BitVecs {
		w := c.Vars[v].Type.Width
		if !c.Vars[v].Type.IsInt() || slots+int(w) > cfg.MaxSlots || bvSlots+int(w) > cfg.MaxBVSlots {
			continue
		}
		bvSlots += int(w)
		if _, ok := byWidth[w]; !ok {
			widths = append(widths, w)
		}
		byWidth[w] = append(byWidth[w], v)
		slots += int(w)
	}
	m, err := bddpred.NewManager(max(slots, 1), bddpred.MaxNodes(cfg.MaxNodes))
	if err != nil {
		return nil, err
	}
	p := &CPA{cfa: c, m: m, delay: cfg.WidenDelay,
		bools: map[ssa2cfa.Var]bddpred.Pred{}, ieq: map[ssa2cfa.Var]ieqRef{}, bv: map[ssa2cfa.Var][]bddpred.Pred{}}
	init := m.True()
	for _, v := range bools {
		ps, err := m.Alloc(1)
		if err != nil {
			return nil, err
		}
		p.bools[v] = ps[0]
		p.tracked = append(p.tracked, v)
	}
	for _, part := range parts {
		e, err := bddpred.NewIntEq(m, part.Consts, len(part.Vars))
		if err != nil {
			return nil, err
		}
		p.ieqs = append(p.ieqs, e)
		for i, v := range part.Vars {
			p.ieq[v] = ieqRef{e, i}
			p.tracked = append(p.tracked, v)
		}
		init = init.And(e.Valid())
	}
	for _, w := range widths {
		vs := byWidth[w]
		sl, err := m.AllocBV(len(vs), int(w))
		if err != nil {
			return nil, err
		}
		for i, v := range vs {
			p.bv[v] = sl[i]
			p.bvOrder = append(p.bvOrder, v)
		}
	}
	p.init = init
	return p, m.Err()
}

// Tracked returns the Bool and IntEq variables the CPA tracks (bit vectors
// excluded): the variables it exchanges constants on.
func (p *CPA) Tracked() []ssa2cfa.Var { return append([]ssa2cfa.Var(nil), p.tracked...) }

// Name is "bdd".
func (p *CPA) Name() string { return "bdd" }

// Initial is every valuation of the tracked variables.
func (p *CPA) Initial() cpa.State { return &State{B: p.init} }

// Transfer applies an edge's operation.
func (p *CPA) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	b := s.(*State).B
	switch op := e.Op.(type) {
	case *ssa2cfa.Assume:
		over, _ := p.cond(op.Cond)
		b = b.And(over)
	case *ssa2cfa.Fail:
		over, _ := p.cond(ssa2cfa.NotExpr(op.Check.Cond))
		b = b.And(over)
	case *ssa2cfa.Assign:
		b = p.assign(b, op.Vars, op.Exprs)
	case *ssa2cfa.Havoc:
		b = p.havoc(b, op.Vars)
	case *ssa2cfa.Call:
		b = p.havoc(b, op.Results)
		var lens []ssa2cfa.Var
		for _, v := range op.ResultLens {
			if v >= 0 {
				lens = append(lens, v)
			}
		}
		b = p.havoc(b, lens)
	case *ssa2cfa.Return:
		vars, exprs := p.cfa.ReturnTargets(op)
		b = p.assign(b, vars, exprs)
	}
	if b.IsFalse() {
		return nil
	}
	return []cpa.State{&State{B: b}}
}

// isTracked reports whether v is tracked in any encoding.
func (p *CPA) isTracked(v ssa2cfa.Var) bool {
	if _, ok := p.bools[v]; ok {
		return true
	}
	if _, ok := p.ieq[v]; ok {
		return true
	}
	_, ok := p.bv[v]
	return ok
}

// slotsOf returns the predicate slots of a Bool or bit-vector variable.
func (p *CPA) slotsOf(v ssa2cfa.Var) []bddpred.Pred {
	if q, ok := p.bools[v]; ok {
		return []bddpred.Pred{q}
	}
	return p.bv[v]
}

// havoc forgets the tracked variables among vars.
func (p *CPA) havoc(b bddpred.BDD, vars []ssa2cfa.Var) bddpred.BDD {
	for _, v := range vars {
		if r, ok := p.ieq[v]; ok {
			b = r.e.Havoc(b, r.idx)
		} else if sl := p.slotsOf(v); sl != nil {
			b = b.Exists(sl...)
		}
	}
	return b
}

// assign applies the parallel assignment vars := exprs. Bool and
// bit-vector targets are related to their new values through primed
// predicates, read from the state before the assignment; IntEq targets are
// assigned in sequence, and havocked when their value reads a tracked
// target of the same assignment (where sequencing would be wrong).
func (p *CPA) assign(b bddpred.BDD, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) bddpred.BDD {
	targets := map[ssa2cfa.Var]bool{}
	for _, v := range vars {
		if p.isTracked(v) {
			targets[v] = true
		}
	}
	if len(targets) == 0 {
		return b
	}
	var primed []bddpred.Pred
	for i, v := range vars {
		if q, ok := p.bools[v]; ok {
			primed = append(primed, q)
			if over, under := p.cond(exprs[i]); over.Equal(under) {
				b = b.And(p.m.Primed(q).Iff(over))
			}
		} else if sl, ok := p.bv[v]; ok {
			primed = append(primed, sl...)
			if x, ok := p.bvExpr(exprs[i]); ok && x.Width() == len(sl) {
				b = b.And(p.m.BVPrimed(sl).Eq(x))
			}
		}
	}
	for i, v := range vars {
		r, ok := p.ieq[v]
		if !ok {
			continue
		}
		readsTarget := false
		ssa2cfa.Vars(exprs[i], func(x ssa2cfa.Var) { readsTarget = readsTarget || targets[x] })
		switch x := exprs[i].(type) {
		case *ssa2cfa.Const:
			if !readsTarget {
				b = r.e.AssignConst(b, r.idx, int64(x.Bits))
				continue
			}
		case *ssa2cfa.VarRef:
			if y, ok := p.ieq[x.V]; ok && y.e == r.e && !readsTarget {
				b = r.e.AssignVar(b, r.idx, y.idx)
				continue
			}
		}
		b = r.e.Havoc(b, r.idx)
	}
	if len(primed) > 0 {
		b = b.Exists(primed...).Unprime()
	}
	return b
}

// cond returns an over- and an under-approximation of a boolean
// expression as BDDs over the tracked variables (equal when exact).
func (p *CPA) cond(e ssa2cfa.Expr) (over, under bddpred.BDD) {
	unknown := func() (bddpred.BDD, bddpred.BDD) { return p.m.True(), p.m.False() }
	switch x := e.(type) {
	case *ssa2cfa.Const:
		c := p.m.Const(x.Bits&1 == 1)
		return c, c
	case *ssa2cfa.VarRef:
		if q, ok := p.bools[x.V]; ok {
			v := p.m.Var(q)
			return v, v
		}
		return unknown()
	case *ssa2cfa.Unary:
		if x.Op != ssa2cfa.Not {
			return unknown()
		}
		o, u := p.cond(x.X)
		return u.Not(), o.Not()
	case *ssa2cfa.Binary:
		switch x.Op {
		case ssa2cfa.LAnd, ssa2cfa.LOr:
			o1, u1 := p.cond(x.X)
			o2, u2 := p.cond(x.Y)
			if x.Op == ssa2cfa.LAnd {
				return o1.And(o2), u1.And(u2)
			}
			return o1.Or(o2), u1.Or(u2)
		case ssa2cfa.Eq, ssa2cfa.Ne:
			var o, u bddpred.BDD
			if x.X.Type().IsBool() {
				o1, u1 := p.cond(x.X)
				o2, u2 := p.cond(x.Y)
				if !o1.Equal(u1) || !o2.Equal(u2) {
					return unknown()
				}
				o = o1.Iff(o2)
				u = o
			} else {
				o, u = p.intEq(x.X, x.Y)
			}
			if x.Op == ssa2cfa.Ne {
				return u.Not(), o.Not()
			}
			return o, u
		case ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge:
			a, ok1 := p.bvExpr(x.X)
			c, ok2 := p.bvExpr(x.Y)
			if !ok1 || !ok2 || a.Width() != c.Width() {
				return unknown()
			}
			signed := x.X.Type().Signed
			if x.Op == ssa2cfa.Gt || x.Op == ssa2cfa.Ge {
				a, c = c, a
			}
			var r bddpred.BDD
			switch {
			case signed && (x.Op == ssa2cfa.Lt || x.Op == ssa2cfa.Gt):
				r = a.Slt(c)
			case signed:
				r = a.Sle(c)
			case x.Op == ssa2cfa.Lt || x.Op == ssa2cfa.Gt:
				r = a.Ult(c)
			default:
				r = a.Ule(c)
			}
			return r, r
		}
	}
	return unknown()
}

// intEq encodes x == y over integers: through an IntEq partition (exact,
// or over-approximated for a constant outside it), or bit vectors.
func (p *CPA) intEq(x, y ssa2cfa.Expr) (over, under bddpred.BDD) {
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, y = y, x
	}
	if ref, ok := x.(*ssa2cfa.VarRef); ok {
		if r, ok := p.ieq[ref.V]; ok {
			switch z := y.(type) {
			case *ssa2cfa.Const:
				b, exact := r.e.EqConst(r.idx, int64(z.Bits))
				if exact {
					return b, b
				}
				return b, p.m.False()
			case *ssa2cfa.VarRef:
				if s, ok := p.ieq[z.V]; ok && s.e == r.e {
					b := r.e.EqVar(r.idx, s.idx)
					return b, b
				}
			}
			return p.m.True(), p.m.False()
		}
	}
	a, ok1 := p.bvExpr(x)
	c, ok2 := p.bvExpr(y)
	if ok1 && ok2 && a.Width() == c.Width() {
		b := a.Eq(c)
		return b, b
	}
	return p.m.True(), p.m.False()
}

// bvExpr encodes an integer expression over bit-vector variables and
// constants, exactly in its type's width.
func (p *CPA) bvExpr(e ssa2cfa.Expr) (bddpred.BV, bool) {
	if len(p.bv) == 0 {
		return nil, false
	}
	switch x := e.(type) {
	case *ssa2cfa.Const:
		if !x.T.IsInt() {
			return nil, false
		}
		return p.m.BVConst(int(x.T.Width), x.Bits), true
	case *ssa2cfa.VarRef:
		sl, ok := p.bv[x.V]
		if !ok {
			return nil, false
		}
		return p.m.BVVar(sl), true
	case *ssa2cfa.Unary:
		a, ok := p.bvExpr(x.X)
		if !ok {
			return nil, false
		}
		switch x.Op {
		case ssa2cfa.Neg:
			return a.Neg(), true
		case ssa2cfa.Compl:
			return a.Not(), true
		}
	case *ssa2cfa.Binary:
		if x.Op != ssa2cfa.Add && x.Op != ssa2cfa.Sub {
			return nil, false
		}
		a, ok1 := p.bvExpr(x.X)
		c, ok2 := p.bvExpr(x.Y)
		if !ok1 || !ok2 || a.Width() != c.Width() {
			return nil, false
		}
		if x.Op == ssa2cfa.Add {
			return a.Add(c), true
		}
		return a.Sub(c), true
	case *ssa2cfa.Convert:
		a, ok := p.bvExpr(x.X)
		if !ok {
			return nil, false
		}
		w := int(x.T.Width)
		if w <= a.Width() {
			return a[:w], true
		}
		out := make(bddpred.BV, w)
		copy(out, a)
		fill := p.m.False()
		if x.X.Type().Signed {
			fill = a[a.Width()-1]
		}
		for i := a.Width(); i < w; i++ {
			out[i] = fill
		}
		return out, true
	}
	return nil, false
}
