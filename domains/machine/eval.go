package machine

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Evaluator evaluates the expressions of one CFA over abstract values whose
// dimension d is the CFA variable ssa2cfa.Var(d). It holds no mutable state.
type Evaluator struct {
	cfa *ssa2cfa.CFA
	// defs maps a boolean variable assigned exactly once to its defining
	// expression; assuming the variable assumes its definition too (in SSA the
	// definition's operands are unchanged wherever the variable is used).
	// It also maps integer variables assigned a remainder, product, bitwise
	// and or shift once (see nonZeroOperands).
	defs map[ssa2cfa.Var]ssa2cfa.Expr
	// unbounded makes 64-bit integers mathematical: they do not wrap
	// (termination reasoning, where a computation that only stops by
	// overflowing is taken to diverge). Narrower ones wrap unless
	// mathematical is set too.
	unbounded bool
	// mathematical makes every integer type mathematical (see
	// Options.Mathematical).
	mathematical bool
	// override, in the evaluator copies the overflow split makes, gives
	// one subexpression a fixed value (its wrapped range in one case).
	override map[ssa2cfa.Expr]Value
	// nest is how many more sites an evaluator with an override may split
	// on (see splitConjunction); at most one site is split otherwise.
	nest int
}

// Options configure an Evaluator.
type Options struct {
	// Unbounded evaluates 64-bit integer arithmetic over the mathematical
	// integers, without wrap-around. Narrower integers still wrap: a loop
	// runs through 2^8, 2^16 or even 2^32 values in seconds, and a result
	// outside its type's range would make the executions that wrap look
	// infeasible (a uint16 x := a + b - q, negative where a + b < q, would
	// leave its loop no way on, and a loop that merely runs long would
	// look stuck).
	Unbounded bool
	// Mathematical evaluates arithmetic of every integer type over the
	// mathematical integers (the widening thresholds' view of a
	// comparison: j-i < 255 still bounds a loop where it does not wrap).
	Mathematical bool
}

// NewEvaluator prepares an evaluator for c.
func NewEvaluator(c *ssa2cfa.CFA, opts Options) *Evaluator {
	return &Evaluator{cfa: c, defs: InlinedDefs(c), unbounded: opts.Unbounded || opts.Mathematical, mathematical: opts.Mathematical}
}

// InlinedDefs returns the definitions an evaluator of c inlines wherever
// their variable is read: those of the boolean variables, and of the
// integer variables assigned a remainder, product, bitwise and or shift,
// that one assignment alone sets.
func InlinedDefs(c *ssa2cfa.CFA) map[ssa2cfa.Var]ssa2cfa.Expr {
	count := make([]int, len(c.Vars))
	def := make(map[ssa2cfa.Var]ssa2cfa.Expr)
	for _, e := range c.Edges {
		switch op := e.Op.(type) {
		case *ssa2cfa.Assign:
			for i, v := range op.Vars {
				count[v]++
				if c.Vars[v].Type.IsBool() || zeroPreserving(op.Exprs[i]) {
					def[v] = op.Exprs[i]
				}
			}
		case *ssa2cfa.Havoc:
			for _, v := range op.Vars {
				count[v] += 2
			}
		case *ssa2cfa.Call:
			for _, v := range op.Results {
				if v >= 0 {
					count[v] += 2
				}
			}
		}
	}
	for v := range def {
		if count[v] != 1 || c.Vars[v].Input {
			delete(def, v)
		}
	}
	return def
}

// VarRange is the range a variable can ever hold.
func (ev *Evaluator) VarRange(v ssa2cfa.Var) domains.Interval {
	info := &ev.cfa.Vars[v]
	return domains.Interval{Lo: info.Lo(), Hi: info.Hi()}
}

// Eval over-approximates the value of the integer or boolean expression e in
// the states of n.
func (ev *Evaluator) Eval(n domains.Numeric, e ssa2cfa.Expr) Value {
	if v, ok := ev.override[e]; ok {
		if v.Exact() {
			// In range: the affine form's bound in n holds too.
			v.Range = v.Range.Meet(n.Bound(v.Lin))
		}
		return v
	}
	switch e := e.(type) {
	case *ssa2cfa.Const:
		if c, ok := e.Int64Value(); ok {
			return constValue(e.T, c)
		}
		return Value{T: e.T, Range: domains.Interval{Lo: domains.Inf, Hi: domains.Inf}, Den: 1}
	case *ssa2cfa.VarRef:
		r := n.Bound(domains.LinDim(int(e.V))).Meet(ev.VarRange(e.V))
		return Value{T: e.T, Range: r, HasLin: true, Lin: domains.LinDim(int(e.V)), Den: 1}
	case *ssa2cfa.Unary:
		x := ev.Eval(n, e.X)
		switch e.Op {
		case ssa2cfa.Neg:
			return ev.linear(n, constValue(x.T, 0), 1, x, -1)
		case ssa2cfa.Compl: // ^x == -x - 1
			return ev.linear(n, constValue(x.T, -1), 1, x, -1)
		case ssa2cfa.Not:
			return ev.boolValue(n, e)
		}
	case *ssa2cfa.Convert:
		x := ev.Eval(n, e.X)
		lo, hi := bigBounds(x)
		x.T = e.T
		return ev.guard(x, lo, hi)
	case *ssa2cfa.Binary:
		if e.Op >= ssa2cfa.Eq {
			return ev.boolValue(n, e)
		}
		return ev.binary(n, e)
	}
	return topValue(e.Type())
}

// linear returns a*x + b*y in x's type; the mathematical range is tightened
// by the bound n places on the combined affine form before the wrap guard.
func (ev *Evaluator) linear(n domains.Numeric, x Value, a int64, y Value, b int64) Value {
	xlo, xhi := bigBounds(x)
	ylo, yhi := bigBounds(y)
	ba, bb := big.NewInt(a), big.NewInt(b)
	lo, hi := corners(ba, xlo, xhi)
	lo2, hi2 := corners(bb, ylo, yhi)
	lo.Add(lo, lo2)
	hi.Add(hi, hi2)
	r := Value{T: x.T, Den: 1}
	if l, d, elo, ehi, ok := addAffine(x, a, y, b); ok {
		r.HasLin, r.Lin, r.Den, r.ErrLo, r.ErrHi = true, l, d, elo, ehi
		lo, hi = ev.tighten(n, r, lo, hi)
	}
	return ev.guard(r, lo, hi)
}

// tighten narrows [lo, hi] by the bound n places on r's affine form:
// Den·v ∈ Bound(Lin) + [ErrLo, ErrHi]. Where the domain's bound saturates,
// the form is bounded term by term within the variables' types.
func (ev *Evaluator) tighten(n domains.Numeric, r Value, lo, hi *big.Int) (*big.Int, *big.Int) {
	b := n.Bound(r.Lin)
	blo, bhi := ev.linBig(n, r.Lin)
	if b.Lo != domains.NegInf && big.NewInt(b.Lo).Cmp(blo) > 0 {
		blo = big.NewInt(b.Lo)
	}
	if b.Hi != domains.Inf && big.NewInt(b.Hi).Cmp(bhi) < 0 {
		bhi = big.NewInt(b.Hi)
	}
	den := big.NewInt(r.Den)
	l := ceilBig(new(big.Int).Add(blo, big.NewInt(r.ErrLo)), den)
	if l.Cmp(lo) > 0 {
		lo = l
	}
	h := new(big.Int).Add(bhi, big.NewInt(r.ErrHi))
	h.Div(h, den) // Euclidean == floor for den > 0
	if h.Cmp(hi) < 0 {
		hi = h
	}
	if !ev.unbounded && r.T.IsInt() && (b.Hi == domains.Inf || b.Lo == domains.NegInf) {
		tlo, thi := bigBounds(topValue(r.T))
		if hi.Cmp(thi) > 0 || lo.Cmp(tlo) < 0 {
			blo, bhi = ev.relBounds(n, r.Lin, b, blo, bhi)
			if l := ceilBig(new(big.Int).Add(blo, big.NewInt(r.ErrLo)), den); l.Cmp(lo) > 0 {
				lo = l
			}
			h := new(big.Int).Add(bhi, big.NewInt(r.ErrHi))
			if h.Div(h, den); h.Cmp(hi) < 0 {
				hi = h
			}
		}
	}
	return lo, hi
}

// relBounds narrows the bounds [blo, bhi] of l where the domain's bound b
// is infinite, through another variable v: l = (l - v) + v, so l is at
// most the bound of l - v plus the greatest value of v's type (and
// likewise below). The domains take the greatest int64 for +∞, so they
// cannot state i <= MaxInt64 - 1; from i < n they do keep i - n <= -1,
// and n of type int is at most MaxInt64, so i+1 cannot wrap.
func (ev *Evaluator) relBounds(n domains.Numeric, l domains.Lin, b domains.Interval, blo, bhi *big.Int) (*big.Int, *big.Int) {
	in := make(map[int]bool, len(l.Terms))
	for _, t := range l.Terms {
		in[t.Dim] = true
	}
	dims := make([]int, 0, len(ev.cfa.Vars))
	if p, ok := n.(domains.Partial); ok {
		dims = p.TrackedDims() // others are unbounded against any form
	} else {
		for v := range ev.cfa.Vars {
			dims = append(dims, v)
		}
	}
	for _, v := range dims {
		if in[v] || !ev.cfa.Vars[v].Type.IsInt() {
			continue
		}
		d, ok := l.Sub(domains.LinDim(v))
		if !ok {
			continue
		}
		db := n.Bound(d)
		vlo, vhi := bigBounds(Value{T: ev.cfa.Vars[v].Type, Range: ev.VarRange(ssa2cfa.Var(v))})
		if b.Hi == domains.Inf && db.Hi != domains.Inf {
			if h := new(big.Int).Add(big.NewInt(db.Hi), vhi); h.Cmp(bhi) < 0 {
				bhi = h
			}
		}
		if b.Lo == domains.NegInf && db.Lo != domains.NegInf {
			if lo := new(big.Int).Add(big.NewInt(db.Lo), vlo); lo.Cmp(blo) > 0 {
				blo = lo
			}
		}
	}
	return blo, bhi
}

// linBig bounds an affine form term by term, each variable within its range
// in n and its type.
func (ev *Evaluator) linBig(n domains.Numeric, l domains.Lin) (*big.Int, *big.Int) {
	lo, hi := big.NewInt(l.Const), big.NewInt(l.Const)
	for _, t := range l.Terms {
		v := ssa2cfa.Var(t.Dim)
		x := Value{T: ev.cfa.Vars[v].Type, Range: n.Bound(domains.LinDim(t.Dim)).Meet(ev.VarRange(v))}
		xlo, xhi := bigBounds(x)
		a, b := corners(big.NewInt(t.Coef), xlo, xhi)
		lo.Add(lo, a)
		hi.Add(hi, b)
	}
	return lo, hi
}

func ceilBig(a, d *big.Int) *big.Int {
	q := new(big.Int).Neg(a)
	q.Div(q, d)
	return q.Neg(q)
}

// corners returns the bounds of k*[lo, hi].
func corners(k, lo, hi *big.Int) (*big.Int, *big.Int) {
	a := new(big.Int).Mul(k, lo)
	b := new(big.Int).Mul(k, hi)
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	return a, b
}

func (ev *Evaluator) binary(n domains.Numeric, e *ssa2cfa.Binary) Value {
	x, y := ev.Eval(n, e.X), ev.Eval(n, e.Y)
	t := x.T
	if x.Range.IsEmpty() || y.Range.IsEmpty() {
		return Value{T: t, Range: domains.Interval{Lo: domains.Inf, Hi: domains.NegInf}, Den: 1}
	}
	yc, yconst := pointOf(y)
	xc, xconst := pointOf(x)
	if xconst && yconst {
		if k, ok := foldConst(e.Op, x.T, y.T, xc, yc); ok {
			return constValue(t, k)
		}
	}
	switch e.Op {
	case ssa2cfa.Add:
		return ev.linear(n, x, 1, y, 1)
	case ssa2cfa.Sub:
		return ev.linear(n, x, 1, y, -1)
	case ssa2cfa.Mul:
		if yconst {
			return ev.linear(n, x, yc, constValue(t, 0), 0)
		}
		if xconst {
			return ev.linear(n, y, xc, constValue(t, 0), 0)
		}
		xlo, xhi := bigBounds(x)
		ylo, yhi := bigBounds(y)
		lo, hi := mulBounds(xlo, xhi, ylo, yhi)
		return ev.guard(Value{T: t, Den: 1}, lo, hi)
	case ssa2cfa.Div:
		if yconst && yc != 0 {
			return divConst(x, yc)
		}
		return divRange(x, y)
	case ssa2cfa.Rem:
		if yconst && yc > 0 && yc&(yc-1) == 0 && ev.trailingZeros(e.X, maxInline) >= bits.TrailingZeros64(uint64(yc)) {
			return constValue(t, 0) // (x*2) % 2, wrapped or not
		}
		return remValue(x, y, yc, yconst)
	case ssa2cfa.And:
		return andValue(x, y)
	case ssa2cfa.Or, ssa2cfa.Xor:
		return orValue(x, y, e.Op == ssa2cfa.Or)
	case ssa2cfa.AndNot:
		if x.Range.Lo >= 0 {
			r := Value{T: t, Range: domains.Interval{Lo: 0, Hi: x.Range.Hi}, Den: 1}
			if yconst && yc >= 0 && x.HasLin && yc <= math.MaxInt32 && x.Den <= math.MaxInt32 && x.ErrLo >= -(1<<40) {
				// x &^ c is x minus x&c, in [0, c]: len(p) &^ 63 is at
				// most len(p), at least len(p) - 63.
				r.HasLin, r.Lin, r.Den = true, x.Lin, x.Den
				r.ErrLo, r.ErrHi = x.ErrLo-x.Den*yc, x.ErrHi
			}
			return r
		}
		return topValue(t)
	case ssa2cfa.Shl:
		if yconst && yc >= 0 {
			if yc >= int64(t.Width) {
				return constValue(t, 0)
			}
			if yc < 62 {
				return ev.linear(n, x, 1<<yc, constValue(t, 0), 0)
			}
		}
		if xconst && xc == 0 {
			return constValue(t, 0)
		}
		if y.Range.Lo >= 0 && y.Range.Hi < int64(t.Width) {
			// x << y is x * 2^y, monotone in 2^y: 1 << (1 + k&7) is in [2, 256].
			xlo, xhi := bigBounds(x)
			lo, hi := mulBounds(xlo, xhi, new(big.Int).Lsh(big.NewInt(1), uint(y.Range.Lo)), new(big.Int).Lsh(big.NewInt(1), uint(y.Range.Hi)))
			return ev.guard(Value{T: t, Den: 1}, lo, hi)
		}
		return topValue(t)
	case ssa2cfa.Shr:
		if yconst && yc >= 0 {
			return shrConst(x, yc)
		}
		lo, hi := bigBounds(x)
		zero := big.NewInt(0)
		if lo.Cmp(zero) > 0 {
			lo = zero
		}
		if hi.Cmp(zero) < 0 {
			hi = zero
		}
		return guard(Value{T: t, Den: 1}, lo, hi)
	}
	return topValue(t)
}

func pointOf(v Value) (int64, bool) {
	if v.Range.IsPoint() {
		return v.Range.Lo, true
	}
	return 0, false
}

func mulBounds(xlo, xhi, ylo, yhi *big.Int) (*big.Int, *big.Int) {
	ps := []*big.Int{
		new(big.Int).Mul(xlo, ylo), new(big.Int).Mul(xlo, yhi),
		new(big.Int).Mul(xhi, ylo), new(big.Int).Mul(xhi, yhi),
	}
	lo, hi := ps[0], ps[0]
	for _, p := range ps[1:] {
		if p.Cmp(lo) < 0 {
			lo = p
		}
		if p.Cmp(hi) > 0 {
			hi = p
		}
	}
	return lo, hi
}

// divConst is x / c for a constant c != 0, truncated toward zero.
func divConst(x Value, c int64) Value {
	t := x.T
	lo, hi := bigBounds(x)
	bc := big.NewInt(c)
	a, b := new(big.Int).Quo(lo, bc), new(big.Int).Quo(hi, bc)
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	r := Value{T: t, Den: 1}
	if x.HasLin && c > 0 && c < 1<<20 && x.Den < 1<<20 {
		// c·q ∈ [x-(c-1), x] for x >= 0, [x, x+(c-1)] for x <= 0.
		d := x.Den * c
		slack := x.Den * (c - 1)
		elo, ehi := x.ErrLo, x.ErrHi
		if lo.Sign() < 0 {
			ehi = domains.AddSat(ehi, slack)
		}
		if hi.Sign() > 0 {
			elo = domains.AddSat(elo, -slack)
		}
		if elo != domains.NegInf && ehi != domains.Inf {
			r.HasLin, r.Lin, r.Den, r.ErrLo, r.ErrHi = true, x.Lin, d, elo, ehi
		}
	}
	return guard(r, a, b)
}

// divRange is x / y for a divisor known only by its range (y != 0 holds by a
// separate check): |x / y| <= |x|, with the sign of x·y. A divisor known
// non-negative is then at least 1 (any unsigned one).
func divRange(x, y Value) Value {
	t := x.T
	if y.Range.Lo == 0 {
		y.Range.Lo = 1
	}
	lo, hi := bigBounds(x)
	m := new(big.Int).Abs(lo)
	if a := new(big.Int).Abs(hi); a.Cmp(m) > 0 {
		m = a
	}
	rlo, rhi := new(big.Int).Neg(m), new(big.Int).Set(m)
	if y.Range.Lo >= 1 {
		if lo.Sign() >= 0 {
			rlo.SetInt64(0)
		}
		if hi.Sign() <= 0 {
			rhi.SetInt64(0)
		}
		if lo.Sign() >= 0 && y.Range.Lo > 1 {
			rhi.Quo(hi, big.NewInt(y.Range.Lo))
		}
	}
	return guard(Value{T: t, Den: 1}, rlo, rhi)
}

// trailingZeros returns a number of low bits of e's value known to be 0,
// as Go computes it: products and shifts by constants and sums of such
// keep them, wrapped or not (a wrap subtracts a multiple of 2^width). A
// variable is looked through to its definition, depth times at most.
func (ev *Evaluator) trailingZeros(e ssa2cfa.Expr, depth int) int {
	switch e := e.(type) {
	case *ssa2cfa.Const:
		if !e.T.IsInt() {
			return 0
		}
		return min(bits.TrailingZeros64(e.T.Canon(e.Bits)), int(e.T.Width))
	case *ssa2cfa.VarRef:
		if def, ok := ev.defs[e.V]; ok && depth > 0 {
			return ev.trailingZeros(def, depth-1)
		}
	case *ssa2cfa.Binary:
		switch e.Op {
		case ssa2cfa.Mul:
			return min(ev.trailingZeros(e.X, depth)+ev.trailingZeros(e.Y, depth), int(e.X.Type().Width))
		case ssa2cfa.Add, ssa2cfa.Sub:
			return min(ev.trailingZeros(e.X, depth), ev.trailingZeros(e.Y, depth))
		case ssa2cfa.Shl:
			if k, ok := e.Y.(*ssa2cfa.Const); ok && k.Bits < 64 {
				return min(ev.trailingZeros(e.X, depth)+int(k.Bits), int(e.X.Type().Width))
			}
		}
	}
	return 0
}

// multipleOf reports whether every coefficient and the constant of l are
// multiples of c.
func multipleOf(l domains.Lin, c int64) bool {
	if c == -1 || l.Const%c != 0 {
		return c == -1
	}
	for _, t := range l.Terms {
		if t.Coef%c != 0 {
			return false
		}
	}
	return true
}

// remValue is x % y (sign of x, |x % y| < |y|, |x % y| <= |x|).
func remValue(x, y Value, yc int64, yconst bool) Value {
	t := x.T
	lo, hi := bigBounds(x)
	ylo, yhi := bigBounds(y)
	m := new(big.Int).Abs(ylo)
	if a := new(big.Int).Abs(yhi); a.Cmp(m) > 0 {
		m = a
	}
	m.Sub(m, big.NewInt(1)) // |r| <= max|y| - 1
	rlo, rhi := new(big.Int).Neg(m), new(big.Int).Set(m)
	if lo.Sign() >= 0 {
		rlo.SetInt64(0)
		if hi.Cmp(rhi) < 0 {
			rhi.Set(hi)
		}
	}
	if hi.Sign() <= 0 {
		rhi.SetInt64(0)
		if lo.Cmp(rlo) > 0 {
			rlo.Set(lo)
		}
	}
	r := Value{T: t, Den: 1}
	if yconst && yc != 0 && x.Exact() && multipleOf(x.Lin, yc) {
		return constValue(t, 0) // (2·x) % 2: x's value is its form, a multiple of c
	}
	if yconst && yc != 0 {
		ac := new(big.Int).Abs(big.NewInt(yc))
		if lo.Sign() >= 0 && hi.Cmp(ac) < 0 && x.HasLin { // x % c == x
			r = x
		} else if lo.Sign() >= 0 && x.Exact() && hi.IsInt64() {
			// 0 <= r <= x, so r ∈ x + [-x.hi, 0]: x % 2 != 0 makes x >= 1.
			r.HasLin, r.Lin, r.ErrLo, r.ErrHi = true, x.Lin, -hi.Int64(), 0
		}
	} else if lo.Sign() >= 0 && y.HasLin && y.Exact() && y.Range.Lo >= 1 && y.Range.Hi != domains.Inf {
		// 0 <= r <= y-1, so r ∈ y + [-y.hi, -1].
		r.HasLin, r.Lin, r.Den, r.ErrLo, r.ErrHi = true, y.Lin, 1, -y.Range.Hi, -1
	}
	return guard(r, rlo, rhi)
}

func andValue(x, y Value) Value {
	t := x.T
	switch {
	case x.Range.Lo >= 0 && y.Range.Lo >= 0:
		return Value{T: t, Range: domains.Interval{Lo: 0, Hi: min(x.Range.Hi, y.Range.Hi)}, Den: 1}
	case x.Range.Lo >= 0:
		return Value{T: t, Range: domains.Interval{Lo: 0, Hi: x.Range.Hi}, Den: 1}
	case y.Range.Lo >= 0:
		return Value{T: t, Range: domains.Interval{Lo: 0, Hi: y.Range.Hi}, Den: 1}
	}
	return topValue(t)
}

func orValue(x, y Value, isOr bool) Value {
	t := x.T
	if x.Range.Lo >= 0 && y.Range.Lo >= 0 && x.Range.Hi != domains.Inf && y.Range.Hi != domains.Inf {
		m := uint64(max(x.Range.Hi, y.Range.Hi))
		top := new(big.Int).Lsh(big.NewInt(1), uint(bits.Len64(m)))
		lo := int64(0)
		if isOr {
			lo = max(x.Range.Lo, y.Range.Lo)
		}
		return guard(Value{T: t, Den: 1}, big.NewInt(lo), top.Sub(top, big.NewInt(1)))
	}
	return topValue(t)
}

// shrConst is x >> k: floor(x / 2^k) for every x (arithmetic for signed).
func shrConst(x Value, k int64) Value {
	t := x.T
	if k >= int64(t.Width) {
		lo, hi := bigBounds(x)
		a, b := int64(0), int64(0)
		if lo.Sign() < 0 {
			a = -1
		}
		if hi.Sign() < 0 {
			b = -1
		}
		return Value{T: t, Range: domains.Interval{Lo: a, Hi: b}, HasLin: a == b, Lin: domains.LinConst(a), Den: 1}
	}
	lo, hi := bigBounds(x)
	p := new(big.Int).Lsh(big.NewInt(1), uint(k))
	a := new(big.Int).Div(lo, p) // Euclidean division == floor for p > 0
	b := new(big.Int).Div(hi, p)
	r := Value{T: t, Den: 1}
	if x.HasLin && k < 20 && x.Den < 1<<20 {
		pk := int64(1) << k
		elo := domains.AddSat(x.ErrLo, -x.Den*(pk-1))
		if elo != domains.NegInf {
			r.HasLin, r.Lin, r.Den, r.ErrLo, r.ErrHi = true, x.Lin, x.Den*pk, elo, x.ErrHi
		}
	}
	return guard(r, a, b)
}
