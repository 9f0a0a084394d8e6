package numpredcpa

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// meaning is what predicate i stands for: the Bool variable v, v == bits,
// or v == w (isPair).
type meaning struct {
	v      ssa2cfa.Var
	isBool bool
	bits   uint64 // canonical bits of the constant in v's type
	isPair bool
	w      ssa2cfa.Var
}

// preds is the predicate table of a CPA: predicate i has slot
// space.Pred(i).
type preds struct {
	c     *ssa2cfa.CFA
	space *numpred.Space
	n     int
	of    []meaning
	bools map[ssa2cfa.Var]int
	eqs   map[ssa2cfa.Var]map[uint64]int
	pairs map[[2]ssa2cfa.Var]int // v < w
	byVar map[ssa2cfa.Var][]int
}

// newPreds numbers the predicates: bools first, then equalities, at most
// limit of them (duplicates and non-Bool or non-integer variables skipped).
func newPreds(c *ssa2cfa.CFA, bools []ssa2cfa.Var, eqs []Eq, pairs [][2]ssa2cfa.Var, limit int) *preds {
	p := &preds{c: c, bools: map[ssa2cfa.Var]int{}, eqs: map[ssa2cfa.Var]map[uint64]int{}, pairs: map[[2]ssa2cfa.Var]int{}, byVar: map[ssa2cfa.Var][]int{}}
	add := func(m meaning) {
		p.of = append(p.of, m)
		p.byVar[m.v] = append(p.byVar[m.v], p.n)
		if m.isPair {
			p.byVar[m.w] = append(p.byVar[m.w], p.n)
		}
		p.n++
	}
	for _, v := range bools {
		if _, dup := p.bools[v]; dup || p.n >= limit || !c.Vars[v].Type.IsBool() {
			continue
		}
		p.bools[v] = p.n
		add(meaning{v: v, isBool: true})
	}
	for _, e := range eqs {
		t := c.Vars[e.Var].Type
		if p.n >= limit || !t.IsInt() {
			continue
		}
		bits := t.Canon(uint64(e.Const))
		m := p.eqs[e.Var]
		if m == nil {
			m = map[uint64]int{}
			p.eqs[e.Var] = m
		}
		if _, dup := m[bits]; dup {
			continue
		}
		m[bits] = p.n
		add(meaning{v: e.Var, bits: bits})
	}
	for _, vw := range pairs {
		if vw[0] > vw[1] {
			vw[0], vw[1] = vw[1], vw[0]
		}
		if _, dup := p.pairs[vw]; dup || vw[0] == vw[1] || p.n >= limit {
			continue
		}
		p.pairs[vw] = p.n
		add(meaning{v: vw[0], isPair: true, w: vw[1]})
	}
	return p
}

// comparedPairs returns the pairs of integer variables a condition of c
// compares by == or !=, in edge order.
func comparedPairs(c *ssa2cfa.CFA) [][2]ssa2cfa.Var {
	var out [][2]ssa2cfa.Var
	var visit func(e ssa2cfa.Expr)
	visit = func(e ssa2cfa.Expr) {
		switch x := e.(type) {
		case *ssa2cfa.Unary:
			visit(x.X)
		case *ssa2cfa.Binary:
			if (x.Op == ssa2cfa.Eq || x.Op == ssa2cfa.Ne) && x.X.Type().IsInt() {
				a, ok1 := x.X.(*ssa2cfa.VarRef)
				b, ok2 := x.Y.(*ssa2cfa.VarRef)
				if ok1 && ok2 {
					out = append(out, [2]ssa2cfa.Var{a.V, b.V})
				}
				return
			}
			visit(x.X)
			visit(x.Y)
		}
	}
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assume:
			visit(op.Cond)
		case *ssa2cfa.Fail:
			visit(op.Check.Cond)
		case *ssa2cfa.Assign:
			for _, x := range op.Exprs {
				visit(x)
			}
		}
	}
	return out
}

func (p *preds) slot(i int) bddpred.Pred { return p.space.Pred(i) }

// slotsOf returns the slots of v's predicates.
func (p *preds) slotsOf(v ssa2cfa.Var) []bddpred.Pred {
	var out []bddpred.Pred
	for _, i := range p.byVar[v] {
		out = append(out, p.slot(i))
	}
	return out
}

// holds reports whether slot q holds in the concrete state val.
func (p *preds) holds(q bddpred.Pred, val func(ssa2cfa.Var) uint64) bool {
	for i, m := range p.of {
		if p.slot(i) != q {
			continue
		}
		x := val(m.v)
		if m.isPair {
			return p.c.Vars[m.v].Type.Canon(x) == p.c.Vars[m.w].Type.Canon(val(m.w))
		}
		if m.isBool {
			return x&1 == 1
		}
		return p.c.Vars[m.v].Type.Canon(x) == m.bits
	}
	return false
}

// choices returns the choice transformers of the predicates over the
// targets of the parallel assignment vars := exprs: each predicate becomes
// true where the pre-state certainly makes it true, false where it
// certainly makes it false, and either elsewhere.
func (p *preds) choices(vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) []numpred.Choice {
	val := map[ssa2cfa.Var]ssa2cfa.Expr{} // the post-state value of a variable
	for i, x := range vars {
		val[x] = exprs[i]
	}
	post := func(v ssa2cfa.Var) ssa2cfa.Expr {
		if e, ok := val[v]; ok {
			return e
		}
		return p.c.Ref(v)
	}
	var out []numpred.Choice
	for _, i := range p.over(vars) {
		m := p.of[i]
		var cond ssa2cfa.Expr
		switch {
		case m.isPair:
			cond = &ssa2cfa.Binary{Op: ssa2cfa.Eq, X: post(m.v), Y: post(m.w)}
		case m.isBool:
			cond = post(m.v)
		default:
			cond = &ssa2cfa.Binary{Op: ssa2cfa.Eq, X: post(m.v), Y: &ssa2cfa.Const{T: p.c.Vars[m.v].Type, Bits: m.bits}}
		}
		over, under, _ := p.formula(cond, true)
		out = append(out, numpred.Choice{P: p.slot(i), T: under, F: numpred.Not{X: over}})
	}
	return out
}

var (
	fTrue  numpred.Formula = numpred.Const(true)
	fFalse numpred.Formula = numpred.Const(false)
)

// formula returns an over- and an under-approximation of the boolean
// expression e over the predicates (exact when both are the same formula),
// and, when atoms is set, over numeric atoms too: comparisons of integer
// variables and constants whose values the numeric parts hold exactly.
func (p *preds) formula(e ssa2cfa.Expr, atoms bool) (over, under numpred.Formula, exact bool) {
	switch x := e.(type) {
	case *ssa2cfa.Const:
		f := numpred.Const(x.Bits&1 == 1)
		return f, f, true
	case *ssa2cfa.VarRef:
		if i, ok := p.bools[x.V]; ok {
			f := numpred.P(p.slot(i))
			return f, f, true
		}
	case *ssa2cfa.Unary:
		if x.Op == ssa2cfa.Not {
			o, u, ex := p.formula(x.X, atoms)
			return numpred.Not{X: u}, numpred.Not{X: o}, ex
		}
	case *ssa2cfa.Binary:
		switch x.Op {
		case ssa2cfa.LAnd, ssa2cfa.LOr:
			o1, u1, e1 := p.formula(x.X, atoms)
			o2, u2, e2 := p.formula(x.Y, atoms)
			if x.Op == ssa2cfa.LAnd {
				return numpred.And{o1, o2}, numpred.And{u1, u2}, e1 && e2
			}
			return numpred.Or{o1, o2}, numpred.Or{u1, u2}, e1 && e2
		case ssa2cfa.Eq, ssa2cfa.Ne:
			f, ok := p.equal(x.X, x.Y, atoms)
			if !ok {
				break
			}
			if x.Op == ssa2cfa.Ne {
				f = numpred.Not{X: f}
			}
			return f, f, true
		case ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge:
			if !atoms {
				break
			}
			if c, ok := compare(x.Op, x.X, x.Y); ok {
				f := numpred.N(c)
				return f, f, true
			}
		}
	}
	return fTrue, fFalse, false
}

// equal returns the exact formula of x == y, if there is one.
func (p *preds) equal(x, y ssa2cfa.Expr, atoms bool) (numpred.Formula, bool) {
	if x.Type().IsBool() {
		o1, _, e1 := p.formula(x, atoms)
		o2, _, e2 := p.formula(y, atoms)
		if !e1 || !e2 {
			return nil, false
		}
		return numpred.Or{numpred.And{o1, o2}, numpred.And{numpred.Not{X: o1}, numpred.Not{X: o2}}}, true
	}
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, y = y, x
	}
	k, yConst := y.(*ssa2cfa.Const)
	if kx, ok := x.(*ssa2cfa.Const); ok && yConst {
		return numpred.Const(kx.Bits == k.Bits), true
	}
	if ref, ok := x.(*ssa2cfa.VarRef); ok && yConst {
		if i, ok := p.eqs[ref.V][ref.T.Canon(k.Bits)]; ok {
			return numpred.P(p.slot(i)), true
		}
	}
	if a, ok := x.(*ssa2cfa.VarRef); ok {
		if b, ok := y.(*ssa2cfa.VarRef); ok {
			vw := [2]ssa2cfa.Var{a.V, b.V}
			if vw[0] > vw[1] {
				vw[0], vw[1] = vw[1], vw[0]
			}
			if vw[0] == vw[1] {
				return numpred.Const(true), true
			}
			if i, ok := p.pairs[vw]; ok {
				return numpred.P(p.slot(i)), true
			}
		}
	}
	if !atoms {
		return nil, false
	}
	if c, ok := compare(ssa2cfa.Eq, x, y); ok {
		return numpred.N(c), true
	}
	return nil, false
}

// compare returns the numeric constraint of x op y for integer variables
// and constants whose values fit int64 (a numeric dimension holds the
// variable's value), ok false otherwise.
func compare(op ssa2cfa.BinOp, x, y ssa2cfa.Expr) (domains.Constraint, bool) {
	a, ok1 := linOf(x)
	b, ok2 := linOf(y)
	if !ok1 || !ok2 {
		return domains.Constraint{}, false
	}
	if op == ssa2cfa.Gt || op == ssa2cfa.Ge {
		a, b = b, a
	}
	d, ok := a.Sub(b) // a - b
	if !ok {
		return domains.Constraint{}, false
	}
	switch op {
	case ssa2cfa.Eq:
		return domains.Constraint{Lin: d, Kind: domains.EqZero}, true
	case ssa2cfa.Lt, ssa2cfa.Gt: // a - b + 1 <= 0
		d, ok = d.Add(domains.LinConst(1))
		return domains.Constraint{Lin: d}, ok
	case ssa2cfa.Le, ssa2cfa.Ge:
		return domains.Constraint{Lin: d}, true
	}
	return domains.Constraint{}, false
}

// linOf returns the linear form of an integer variable or constant whose
// type's values fit int64.
func linOf(e ssa2cfa.Expr) (domains.Lin, bool) {
	t := e.Type()
	if !t.IsInt() || !t.Signed && t.Width >= 64 {
		return domains.Lin{}, false
	}
	switch x := e.(type) {
	case *ssa2cfa.VarRef:
		return domains.LinDim(int(x.V)), true
	case *ssa2cfa.Const:
		v, ok := x.Int64Value()
		return domains.LinConst(v), ok
	}
	return domains.Lin{}, false
}

// links returns, for each predicate over one of vars, the invariant that
// ties it to the numbers: p ⇔ v = 1 for a Bool v (a numeric dimension holds
// a bool as 0 or 1), p ⇔ v = c, p ⇔ v = w; none where a value does not fit
// int64. Every concrete state satisfies them, so assuming them after an
// assignment is sound; it carries what the numeric part knows of the new
// value into the predicates (and back).
func (p *preds) links(vars []ssa2cfa.Var) []numpred.Formula {
	var out []numpred.Formula
	for _, i := range p.over(vars) {
		m := p.of[i]
		var c domains.Constraint
		var ok bool
		switch {
		case m.isBool:
			c, ok = domains.Constraint{Lin: domains.Lin{Const: -1, Terms: []domains.Term{{Dim: int(m.v), Coef: 1}}}, Kind: domains.EqZero}, true
		case m.isPair:
			c, ok = compare(ssa2cfa.Eq, p.c.Ref(m.v), p.c.Ref(m.w))
		default:
			c, ok = compare(ssa2cfa.Eq, p.c.Ref(m.v), &ssa2cfa.Const{T: p.c.Vars[m.v].Type, Bits: m.bits})
		}
		if !ok {
			continue
		}
		q, n := numpred.P(p.slot(i)), numpred.N(c)
		out = append(out, numpred.Or{numpred.And{q, n}, numpred.And{numpred.Not{X: q}, numpred.Not{X: n}}})
	}
	return out
}

// over returns the indices of the predicates over one of vars, each once,
// in the order vars and their predicates come.
func (p *preds) over(vars []ssa2cfa.Var) []int {
	done := map[int]bool{}
	var out []int
	for _, x := range vars {
		for _, i := range p.byVar[x] {
			if !done[i] {
				done[i] = true
				out = append(out, i)
			}
		}
	}
	return out
}
