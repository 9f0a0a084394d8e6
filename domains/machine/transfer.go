package machine

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxInline bounds how deep boolean definitions are inlined into assumptions.
const maxInline = 8

// boolValue evaluates a boolean expression to 0, 1 or [0, 1].
func (ev *Evaluator) boolValue(n domains.Numeric, e ssa2cfa.Expr) Value {
	canTrue := !ev.Assume(n, e).IsBot()
	canFalse := !ev.Assume(n, ssa2cfa.NotExpr(e)).IsBot()
	switch {
	case canTrue && !canFalse:
		return constValue(ssa2cfa.Bool, 1)
	case canFalse && !canTrue:
		return constValue(ssa2cfa.Bool, 0)
	case !canTrue && !canFalse:
		return Value{T: ssa2cfa.Bool, Range: domains.Interval{Lo: 1, Hi: 0}, Den: 1}
	}
	return Value{T: ssa2cfa.Bool, Range: domains.Interval{Lo: 0, Hi: 1}, Den: 1}
}

// Assume restricts n to the states where the boolean expression e holds.
func (ev *Evaluator) Assume(n domains.Numeric, e ssa2cfa.Expr) domains.Numeric {
	return ev.assume(n, e, maxInline)
}

func (ev *Evaluator) assume(n domains.Numeric, e ssa2cfa.Expr, depth int) domains.Numeric {
	if n.IsBot() {
		return n
	}
	switch e := e.(type) {
	case *ssa2cfa.Const:
		if e.Bits != 0 {
			return n
		}
		return n.Assume(falseConstraint)
	case *ssa2cfa.VarRef:
		n = n.Assume(eqConst(int(e.V), 1))
		if def, ok := ev.defs[e.V]; ok && depth > 0 {
			n = ev.assume(n, def, depth-1)
		}
		return n
	case *ssa2cfa.Unary:
		if e.Op == ssa2cfa.Not {
			if r, ok := e.X.(*ssa2cfa.VarRef); ok {
				n = n.Assume(eqConst(int(r.V), 0))
				if def, ok := ev.defs[r.V]; ok && depth > 0 {
					n = ev.assume(n, ssa2cfa.NotExpr(def), depth-1)
				}
				return n
			}
			if _, ok := e.X.(*ssa2cfa.Unary); ok || isBoolOp(e.X) {
				return ev.assume(n, ssa2cfa.NotExpr(e.X), depth)
			}
		}
		return n
	case *ssa2cfa.Binary:
		switch e.Op {
		case ssa2cfa.LAnd:
			return ev.assumeConjunction(n, conjuncts(e, nil), depth)
		case ssa2cfa.LOr:
			a := ev.assume(n, e.X, depth)
			b := ev.assume(ev.assume(n, ssa2cfa.NotExpr(e.X), depth), e.Y, depth)
			return a.Join(b)
		}
		if e.Op.IsComparison() {
			n = ev.compare(n, e)
			n = ev.belowTruncated(n, e)
			for _, x := range ev.nonZeroOperands(e) {
				n = ev.compare(n, &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: x, Y: &ssa2cfa.Const{T: x.Type()}})
			}
			return n
		}
	}
	return n
}

// nonZeroOperands returns the operands that a comparison op != 0 shows
// nonzero, where op is a remainder, product, bitwise and or shift (or a
// variable assigned one): 0 % y, 0 * y, 0 & y and 0 << k are all 0, so
// for len(w) % n != 0, len(w) is not 0.
func (ev *Evaluator) nonZeroOperands(e *ssa2cfa.Binary) []ssa2cfa.Expr {
	if e.Op != ssa2cfa.Ne {
		return nil
	}
	op := e.X
	if !isZero(e.Y) {
		if !isZero(e.X) {
			return nil
		}
		op = e.Y
	}
	if r, ok := op.(*ssa2cfa.VarRef); ok {
		op = ev.defs[r.V]
	}
	if !zeroPreserving(op) {
		return nil
	}
	b := op.(*ssa2cfa.Binary)
	switch b.Op {
	case ssa2cfa.Mul, ssa2cfa.And:
		return []ssa2cfa.Expr{b.X, b.Y}
	}
	return []ssa2cfa.Expr{b.X}
}

// zeroPreserving reports an integer operation that is 0 when its first
// operand is (and, for products and bitwise and, when either is).
func zeroPreserving(e ssa2cfa.Expr) bool {
	b, ok := e.(*ssa2cfa.Binary)
	if !ok || !b.X.Type().IsInt() {
		return false
	}
	switch b.Op {
	case ssa2cfa.Rem, ssa2cfa.Shl, ssa2cfa.Shr, ssa2cfa.Mul, ssa2cfa.And:
		return true
	}
	return false
}

func isZero(e ssa2cfa.Expr) bool {
	k, ok := e.(*ssa2cfa.Const)
	return ok && k.T.IsInt() && k.Bits == 0
}

func isBoolOp(e ssa2cfa.Expr) bool {
	b, ok := e.(*ssa2cfa.Binary)
	return ok && b.Op >= ssa2cfa.Eq
}

var falseConstraint = domains.Constraint{Lin: domains.LinConst(1), Kind: domains.LeZero}

func eqConst(d int, c int64) domains.Constraint {
	return domains.Constraint{Lin: domains.Lin{Const: -c, Terms: []domains.Term{{Dim: d, Coef: 1}}}, Kind: domains.EqZero}
}

// side is an affine bound on one side of a comparison: Den·v ∈ Lin + [Lo, Hi].
type side struct {
	lin    domains.Lin
	den    int64
	lo, hi int64 // errors; NegInf/Inf when unbounded
}

func sideOf(v Value) side {
	if v.HasLin {
		return side{v.Lin, v.Den, v.ErrLo, v.ErrHi}
	}
	return side{domains.LinConst(0), 1, v.Range.Lo, v.Range.Hi}
}

// leq returns a constraint implied by x <= y + k, if one is expressible.
func leq(x, y side, k int64) (domains.Constraint, bool) {
	// x <= y + k  ⇒  (Lx + lox)/dx <= (Ly + hiy)/dy + k
	//            ⇒  dy·Lx - dx·Ly + dy·lox - dx·hiy - dx·dy·k <= 0.
	if x.lo == domains.NegInf || y.hi == domains.Inf {
		return domains.Constraint{}, false
	}
	a, ok1 := x.lin.Scale(y.den)
	b, ok2 := y.lin.Scale(x.den)
	if !ok1 || !ok2 {
		return domains.Constraint{}, false
	}
	l, ok := a.Sub(b)
	if !ok {
		return domains.Constraint{}, false
	}
	c := domains.AddSat(domains.MulSat(y.den, x.lo), -domains.MulSat(x.den, y.hi))
	c = domains.AddSat(c, -domains.MulSat(domains.MulSat(x.den, y.den), k))
	if c == domains.Inf || c == domains.NegInf {
		return domains.Constraint{}, false
	}
	if l, ok = l.Add(domains.LinConst(c)); !ok {
		return domains.Constraint{}, false
	}
	return domains.Constraint{Lin: l, Kind: domains.LeZero}, true
}

// compare assumes an integer or boolean comparison.
func (ev *Evaluator) compare(n domains.Numeric, e *ssa2cfa.Binary) domains.Numeric {
	return ev.compareSplit(n, e, true)
}

// compareSplit is compare, splitting by the sign of a converted operand
// (splitSign) only when signs is set.
func (ev *Evaluator) compareSplit(n domains.Numeric, e *ssa2cfa.Binary, signs bool) domains.Numeric {
	x, y := ev.Eval(n, e.X), ev.Eval(n, e.Y)
	if x.Range.IsEmpty() || y.Range.IsEmpty() {
		return n.Assume(falseConstraint)
	}
	if rangesRefute(e.Op, x.Range, y.Range) {
		return n.Assume(falseConstraint)
	}
	if signs && e.Op != ssa2cfa.Ne && (!x.Exact() || !y.Exact()) {
		if out, ok := ev.splitSign(n, e); ok {
			return out
		}
	}
	if !x.Exact() || !y.Exact() {
		if out, ok := ev.splitCompare(n, e); ok {
			return out
		}
	}
	sx, sy := sideOf(x), sideOf(y)
	add := func(n domains.Numeric, a, b side, k int64) domains.Numeric {
		if c, ok := leq(a, b, k); ok {
			return n.Assume(c)
		}
		return n
	}
	// less assumes a < b: a <= b-1 and, in the operands' type T, also
	// a <= max(T)-1 and b >= min(T)+1. The domains take the greatest int64
	// for +∞, so without these i < n with n of type int would leave i
	// unbounded above, and i+1 seemingly able to wrap.
	t := e.X.Type()
	less := func(n domains.Numeric, a, b side) domains.Numeric {
		n = add(n, a, b, -1)
		if t.IsInt() {
			if t.Signed || t.Width < 64 {
				n = add(n, a, sideOf(constValue(t, t.MaxInt64()-1)), 0)
			}
			n = add(n, sideOf(constValue(t, t.MinInt64()+1)), b, 0)
		}
		return n
	}
	switch e.Op {
	case ssa2cfa.Le:
		return add(n, sx, sy, 0)
	case ssa2cfa.Lt:
		return less(n, sx, sy)
	case ssa2cfa.Ge:
		return add(n, sy, sx, 0)
	case ssa2cfa.Gt:
		return less(n, sy, sx)
	case ssa2cfa.Eq:
		return add(add(n, sx, sy, 0), sy, sx, 0)
	case ssa2cfa.Ne:
		if x.Exact() && y.Exact() {
			d, ok := x.Lin.Sub(y.Lin)
			if !ok {
				return n
			}
			b := n.Bound(d)
			switch {
			case b.IsPoint() && b.Lo == 0:
				return n.Assume(falseConstraint)
			case b.Lo == 0:
				return less(n, sy, sx)
			case b.Hi == 0:
				return less(n, sx, sy)
			}
		}
	}
	return n
}

// rangesRefute reports whether x op y is false for all x in rx and y in ry.
// An upper bound of Inf is not a number here (an unsigned value may exceed
// MaxInt64); every other bound is the int64 it holds (NegInf is MinInt64,
// below which no value lies).
func rangesRefute(op ssa2cfa.BinOp, rx, ry domains.Interval) bool {
	switch op {
	case ssa2cfa.Lt: // x < y fails when x.Lo >= y.Hi
		return ry.Hi != domains.Inf && rx.Lo >= ry.Hi
	case ssa2cfa.Le:
		return ry.Hi != domains.Inf && rx.Lo > ry.Hi
	case ssa2cfa.Gt:
		return rx.Hi != domains.Inf && rx.Hi <= ry.Lo
	case ssa2cfa.Ge:
		return rx.Hi != domains.Inf && rx.Hi < ry.Lo
	case ssa2cfa.Eq:
		return ry.Hi != domains.Inf && rx.Lo > ry.Hi || rx.Hi != domains.Inf && rx.Hi < ry.Lo
	}
	return false
}

// Assign sets vars[i] := exprs[i] simultaneously. An addition or
// subtraction that may or may not wrap around is split into its cases (see
// splitOverflow).
func (ev *Evaluator) Assign(n domains.Numeric, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) domains.Numeric {
	if n.IsBot() {
		return n
	}
	if r, ok := ev.splitOverflow(n, vars, exprs); ok {
		return r
	}
	return ev.assign(n, vars, exprs)
}

// AssignCases is Assign with its result as one value or several: the
// cases of its split (see splitOverflow) are kept apart when they give an
// assigned variable values of opposite signs, non-negative where the sum
// does not wrap and negative where it does (n+7 past the maximum). A later
// guard of its sign (a length, a slice bound) then drops the wrapped cases
// whole, while their join keeps only the relations all cases hold: after
// l := (n+7)/8, 8·l >= n holds in the first case alone.
func (ev *Evaluator) AssignCases(n domains.Numeric, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) []domains.Numeric {
	if n.IsBot() {
		return []domains.Numeric{n}
	}
	cases, ok := ev.wrapCases(n, exprs, func(e *Evaluator, s domains.Numeric) domains.Numeric { return e.assign(s, vars, exprs) })
	switch {
	case !ok:
		return []domains.Numeric{ev.assign(n, vars, exprs)}
	case len(cases) >= 2 && signsApart(cases, vars):
		return cases
	}
	return []domains.Numeric{joinAll(n, cases)}
}

// signsApart reports an assigned variable non-negative in the first case
// and negative in the others.
func signsApart(cases []domains.Numeric, vars []ssa2cfa.Var) bool {
	for _, v := range vars {
		d := domains.LinDim(int(v))
		if cases[0].Bound(d).Lo < 0 {
			continue
		}
		apart := true
		for _, c := range cases[1:] {
			if c.Bound(d).Hi >= 0 {
				apart = false
				break
			}
		}
		if apart {
			return true
		}
	}
	return false
}

func (ev *Evaluator) assign(n domains.Numeric, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) domains.Numeric {
	vals := make([]Value, len(exprs))
	for i, e := range exprs {
		vals[i] = ev.Eval(n, e)
		if vals[i].Range.IsEmpty() {
			return n.Assume(falseConstraint)
		}
	}
	assigned := make(map[int]bool, len(vars))
	for _, v := range vars {
		assigned[int(v)] = true
	}
	// Exact affine results go through the domain's own (parallel) assignment;
	// the others become their range plus the relations the pre-state implies.
	var dims []int
	var lins []domains.Lin
	var extra []domains.Constraint
	var inexact []int
	for i, v := range vars {
		val := vals[i]
		if val.Exact() {
			dims = append(dims, int(v))
			lins = append(lins, val.Lin)
			continue
		}
		inexact = append(inexact, int(v))
		extra = append(extra, relations(n, int(v), val, assigned)...)
		extra = append(extra, affineRelation(int(v), val, assigned)...)
		extra = append(extra, ev.remRelations(n, int(v), exprs[i], assigned)...)
		extra = append(extra, ev.truncRelations(n, int(v), exprs[i], assigned)...)
	}
	if len(dims) > 0 {
		n = n.Assign(dims, lins)
	}
	for i, v := range vars {
		if !vals[i].Exact() {
			n = n.AssignInterval(int(v), vals[i].Range.Meet(ev.VarRange(v)))
		}
	}
	for _, c := range extra {
		n = n.Assume(c)
	}
	return n
}

// relations returns octagonal constraints between a result dimension d, whose
// value is v, and the dimensions of v's affine form that the assignment does
// not change, computed in the pre-state n.
func relations(n domains.Numeric, d int, v Value, assigned map[int]bool) []domains.Constraint {
	if !v.HasLin || v.ErrLo == domains.NegInf || v.ErrHi == domains.Inf {
		return nil
	}
	var out []domains.Constraint
	for _, t := range v.Lin.Terms {
		u := t.Dim
		if assigned[u] {
			continue
		}
		for _, sign := range []int64{1, -1} {
			// l = Lin - sign·Den·u bounds Den·(d - sign·u).
			l, ok := v.Lin.Sub(domains.Lin{Terms: []domains.Term{{Dim: u, Coef: sign * v.Den}}})
			if !ok {
				continue
			}
			for _, c := range boundRel(n, l, v) {
				out = append(out, withDim(c, d, u, sign))
			}
		}
	}
	return out
}

// affineRelation returns Den·d - Lin ∈ [ErrLo, ErrHi] for a result
// dimension d whose value v has an affine form over dimensions the
// assignment does not change, when that is not octagonal (relations
// covers that): 2·m - n ∈ [-1, 0] for m := n / 2 with n >= 0. A domain
// with linear forms keeps it (2·m <= len(b) for m := len(b) / 2).
func affineRelation(d int, v Value, assigned map[int]bool) []domains.Constraint {
	if !v.HasLin || v.ErrLo == domains.NegInf || v.ErrHi == domains.Inf || v.Den == 1 && len(v.Lin.Terms) <= 1 {
		return nil
	}
	for _, t := range v.Lin.Terms {
		if assigned[t.Dim] {
			return nil
		}
	}
	scaled, ok := domains.LinDim(d).Scale(v.Den)
	if !ok {
		return nil
	}
	diff, ok := scaled.Sub(v.Lin) // Den·d - Lin (its constant is -Lin.Const)
	if !ok {
		return nil
	}
	var out []domains.Constraint
	if hi, ok := diff.Add(domains.LinConst(-v.ErrHi)); ok { // Den·d - Lin - ErrHi <= 0
		out = append(out, domains.Constraint{Lin: hi, Kind: domains.LeZero})
	}
	if neg, ok := diff.Scale(-1); ok {
		if lo, ok := neg.Add(domains.LinConst(v.ErrLo)); ok { // Lin - Den·d + ErrLo <= 0
			out = append(out, domains.Constraint{Lin: lo, Kind: domains.LeZero})
		}
	}
	return out
}

// relBound is a bound on d - sign·u: d - sign·u <= c (upper) or >= c.
type relBound struct {
	c     int64
	upper bool
}

func boundRel(n domains.Numeric, l domains.Lin, v Value) []relBound {
	b := n.Bound(l)
	var out []relBound
	if b.Hi != domains.Inf {
		if hi := domains.AddSat(b.Hi, v.ErrHi); hi != domains.Inf {
			out = append(out, relBound{floorDiv(hi, v.Den), true})
		}
	}
	if b.Lo != domains.NegInf {
		if lo := domains.AddSat(b.Lo, v.ErrLo); lo != domains.NegInf {
			out = append(out, relBound{ceilDiv(lo, v.Den), false})
		}
	}
	return out
}

// withDim makes the constraint d - sign·u <= c (upper) or d - sign·u >= c.
func withDim(r relBound, d, u int, sign int64) domains.Constraint {
	terms := []domains.Term{{Dim: d, Coef: 1}, {Dim: u, Coef: -sign}}
	c := -r.c
	if !r.upper {
		terms = []domains.Term{{Dim: d, Coef: -1}, {Dim: u, Coef: sign}}
		c = r.c
	}
	l, _ := domains.NewLin(c, terms...)
	return domains.Constraint{Lin: l, Kind: domains.LeZero}
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

// Havoc gives each variable an arbitrary value of its range.
func (ev *Evaluator) Havoc(n domains.Numeric, vars []ssa2cfa.Var) domains.Numeric {
	for _, v := range vars {
		if v >= 0 {
			n = n.AssignInterval(int(v), ev.VarRange(v))
		}
	}
	return n
}

// remRelations returns octagonal bounds of d = x % y and d = x & y by a
// variable y that the assignment does not change (an offset y + k, a
// narrowing unsigned conversion of y, too):
//   - a remainder by a positive y: -y < d < y (k := i % len(buf); if k < 0
//     { k += len(buf) } is in range). A remainder by uint32(y) for y >= 0
//     is below uint32(y) <= y. No remainder by y >= 1 wraps; by 0, Go
//     panics before the assignment.
//   - a bitwise and with a non-negative y: 0 <= d <= y (buf[x &
//     (len(buf)-1)]).
func (ev *Evaluator) remRelations(n domains.Numeric, d int, e ssa2cfa.Expr, assigned map[int]bool) []domains.Constraint {
	b, ok := e.(*ssa2cfa.Binary)
	if !ok || (b.Op != ssa2cfa.Rem && b.Op != ssa2cfa.And) || !b.X.Type().IsInt() {
		return nil
	}
	y, off, ok := ev.boundingVar(n, b.Y)
	if !ok || assigned[int(y)] || int(y) == d {
		return nil
	}
	ylo := n.Bound(domains.LinDim(int(y))).Meet(ev.VarRange(y)).Lo
	le := func(cd, k int64) domains.Constraint { // cd·d - y + k <= 0
		l, _ := domains.NewLin(k, domains.Term{Dim: d, Coef: cd}, domains.Term{Dim: int(y), Coef: -1})
		return domains.Constraint{Lin: l, Kind: domains.LeZero}
	}
	if b.Op == ssa2cfa.And {
		// d <= y + off when y + off >= 0.
		if ylo == domains.NegInf || ylo+off < 0 {
			return nil
		}
		return []domains.Constraint{le(1, -off)}
	}
	if _, conv := b.Y.(*ssa2cfa.Convert); conv {
		// uint32(y) <= y for y >= 0; d < uint32(y), and d >= 0.
		if ylo < 0 {
			return nil
		}
		return []domains.Constraint{le(1, 1)}
	}
	if ylo == domains.NegInf || ylo+off < 1 {
		return nil
	}
	// |d| < y + off.
	return []domains.Constraint{le(1, 1-off), le(-1, 1-off)}
}

// belowTruncated assumes x < y (x <= y) from x < T(y) (x <= T(y), or the
// same written the other way round), for a conversion to a narrower
// integer type T of a y >= 0, which is at most y (see truncRelations).
func (ev *Evaluator) belowTruncated(n domains.Numeric, e *ssa2cfa.Binary) domains.Numeric {
	x, big, k := e.X, e.Y, int64(0)
	switch e.Op {
	case ssa2cfa.Lt:
		k = -1
	case ssa2cfa.Le:
	case ssa2cfa.Gt:
		x, big, k = e.Y, e.X, -1
	case ssa2cfa.Ge:
		x, big = e.Y, e.X
	default:
		return n
	}
	c, ok := big.(*ssa2cfa.Convert)
	if !ok || !c.T.IsInt() || !c.X.Type().IsInt() || c.X.Type().Width <= c.T.Width {
		return n
	}
	y, ok := c.X.(*ssa2cfa.VarRef)
	if !ok || n.Bound(domains.LinDim(int(y.V))).Meet(ev.VarRange(y.V)).Lo < 0 {
		return n
	}
	if cst, ok := leq(sideOf(ev.Eval(n, x)), sideOf(ev.Eval(n, y)), k); ok {
		return n.Assume(cst)
	}
	return n
}

// truncRelations returns d <= y for d = T(y), a conversion to a narrower
// integer type T of a y >= 0: truncation keeps y mod 2^w, which is at most
// y, and reading it as signed only lowers it (j < uint32(len(a)) implies
// j < len(a)).
func (ev *Evaluator) truncRelations(n domains.Numeric, d int, e ssa2cfa.Expr, assigned map[int]bool) []domains.Constraint {
	c, ok := e.(*ssa2cfa.Convert)
	if !ok || !c.T.IsInt() || !c.X.Type().IsInt() || c.X.Type().Width <= c.T.Width {
		return nil
	}
	y, ok := c.X.(*ssa2cfa.VarRef)
	if !ok || assigned[int(y.V)] || int(y.V) == d {
		return nil
	}
	if n.Bound(domains.LinDim(int(y.V))).Meet(ev.VarRange(y.V)).Lo < 0 {
		return nil
	}
	l, _ := domains.NewLin(0, domains.Term{Dim: d, Coef: 1}, domains.Term{Dim: int(y.V), Coef: -1})
	return []domains.Constraint{{Lin: l, Kind: domains.LeZero}}
}

// boundingVar matches y, y + k and y - k (k a small constant) and, for an
// unsigned type, a conversion of y to it from a wider or equal integer
// type: the variable y and the offset k.
func (ev *Evaluator) boundingVar(n domains.Numeric, e ssa2cfa.Expr) (ssa2cfa.Var, int64, bool) {
	switch e := e.(type) {
	case *ssa2cfa.VarRef:
		return e.V, 0, true
	case *ssa2cfa.Binary:
		r, ok1 := e.X.(*ssa2cfa.VarRef)
		k, ok2 := e.Y.(*ssa2cfa.Const)
		if !ok1 || !ok2 || e.Op != ssa2cfa.Add && e.Op != ssa2cfa.Sub {
			return -1, 0, false
		}
		c, ok := k.Int64Value()
		if !ok || c <= -1<<30 || c >= 1<<30 {
			return -1, 0, false
		}
		if e.Op == ssa2cfa.Sub {
			c = -c
		}
		// y + c must not wrap: y + c is its mathematical value.
		if r := n.Bound(domains.LinDim(int(r.V))).Meet(ev.VarRange(r.V)); r.Lo == domains.NegInf || r.Hi == domains.Inf ||
			r.Lo+c < e.Type().MinInt64() || r.Hi+c > e.Type().MaxInt64() {
			return -1, 0, false
		}
		return r.V, c, true
	case *ssa2cfa.Convert:
		r, ok := e.X.(*ssa2cfa.VarRef)
		if !ok || e.T.Signed || !e.X.Type().IsInt() || e.X.Type().Width < e.T.Width {
			return -1, 0, false
		}
		return r.V, 0, true
	}
	return -1, 0, false
}
