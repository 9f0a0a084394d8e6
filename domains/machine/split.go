package machine

import (
	"maps"
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// splitOverflow evaluates an assignment case by case when one of its
// values is inexact because an exact addition or subtraction inside it may
// wrap around for some states and not for others (lo + hi with 0 <= lo <=
// hi). The cases are: the sum in its type's range (where it is its affine
// form; assumed into the state where the domain can hold the bound), the
// sum above it, and the sum
// below it (both with the wrapped range as the sum's value). The result is
// the join of the cases, never less precise than evaluating the assignment
// at once, and more precise where each case alone gives a relation the
// single wrapped value loses: (lo + hi) / 2 <= hi holds in both cases.
// ok is false when no such site exists.
func (ev *Evaluator) splitOverflow(n domains.Numeric, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) (domains.Numeric, bool) {
	return ev.splitWrap(n, exprs, func(e *Evaluator, s domains.Numeric) domains.Numeric { return e.assign(s, vars, exprs) })
}

// splitCompare assumes a comparison case by case in the same way, when an
// operand may wrap for some states only: after i+1 > n, the case where i+1
// wraps (i = max) gives min > n, so i >= n in every state kept.
func (ev *Evaluator) splitCompare(n domains.Numeric, e *ssa2cfa.Binary) (domains.Numeric, bool) {
	return ev.splitWrap(n, []ssa2cfa.Expr{e.X, e.Y}, func(c *Evaluator, s domains.Numeric) domains.Numeric { return c.compare(s, e) })
}

// splitWrap applies f to n case by case around the first site in exprs
// whose addition or subtraction wraps for some states only (see
// splitOverflow), each case with an Evaluator that gives the site its value
// in that case, and joins the results.
func (ev *Evaluator) splitWrap(n domains.Numeric, exprs []ssa2cfa.Expr, f func(*Evaluator, domains.Numeric) domains.Numeric) (domains.Numeric, bool) {
	cases, ok := ev.wrapCases(n, exprs, f)
	if !ok {
		return nil, false
	}
	return joinAll(n, cases), true
}

// joinAll joins the cases of a split of n; empty when there are none.
func joinAll(n domains.Numeric, cases []domains.Numeric) domains.Numeric {
	if len(cases) == 0 {
		return n.Assume(falseConstraint)
	}
	out := cases[0]
	for _, c := range cases[1:] {
		out = out.Join(c)
	}
	return out
}

// wrapCases is splitWrap without the join: f's results in the cases that
// are not empty, the one where the site does not wrap first (when not
// empty). ok is false when no site wraps for some states only.
func (ev *Evaluator) wrapCases(n domains.Numeric, exprs []ssa2cfa.Expr, f func(*Evaluator, domains.Numeric) domains.Numeric) (cases []domains.Numeric, ok bool) {
	if ev.unbounded || ev.override != nil && ev.nest <= 0 {
		return nil, false
	}
	var site ssa2cfa.Expr
	var r Value
	var lo, hi *big.Int
	for _, e := range exprs {
		if e.Type().IsInt() && !ev.Eval(n, e).Exact() {
			if site, r, lo, hi = ev.wrapSite(n, e); site != nil {
				break
			}
		}
	}
	if site == nil {
		return nil, false
	}
	t := r.T
	tlo, thi := big.NewInt(t.MinInt64()), big.NewInt(t.MaxInt64())
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Width))
	add := func(s domains.Numeric) {
		if s != nil && !s.IsBot() {
			cases = append(cases, s)
		}
	}
	// In range: tlo <= Lin <= thi.
	inRange := n
	if c, ok := linLe(r.Lin, t.MaxInt64()); ok {
		inRange = inRange.Assume(c)
	}
	if c, ok := linGe(r.Lin, t.MinInt64()); ok {
		inRange = inRange.Assume(c)
	}
	if !inRange.IsBot() {
		// The sum is its affine form: given as such, since the domain may
		// not hold the bound (the type's maximum stands for +∞).
		rlo, rhi := lo, hi
		if rlo.Cmp(tlo) < 0 {
			rlo = tlo
		}
		if rhi.Cmp(thi) > 0 {
			rhi = thi
		}
		exact := r
		exact.Range = domains.Interval{Lo: satBig(rlo), Hi: satBig(rhi)}
		add(f(ev.withOverride(site, exact), inRange))
	}
	// Wrapped: the part of [lo, hi] beyond one end, shifted by 2^w.
	for _, part := range [2]struct {
		from, to *big.Int
		shift    *big.Int
	}{
		{new(big.Int).Add(thi, big.NewInt(1)), hi, new(big.Int).Neg(mod)},
		{lo, new(big.Int).Sub(tlo, big.NewInt(1)), mod},
	} {
		from, to := part.from, part.to
		if from.Cmp(lo) < 0 {
			from = lo
		}
		if to.Cmp(hi) > 0 {
			to = hi
		}
		if from.Cmp(to) > 0 {
			continue
		}
		wlo, whi := new(big.Int).Add(from, part.shift), new(big.Int).Add(to, part.shift)
		add(f(ev.withOverride(site, Value{T: t, Range: domains.Interval{Lo: satBig(wlo), Hi: satBig(whi)}, Den: 1}), n))
	}
	return cases, true
}

// withOverride returns a copy of ev that gives site the value v, on top of
// ev's overrides, with one fewer nested split left.
func (ev *Evaluator) withOverride(site ssa2cfa.Expr, v Value) *Evaluator {
	c := *ev
	c.override = map[ssa2cfa.Expr]Value{site: v}
	maps.Copy(c.override, ev.override)
	c.nest = ev.nest - 1
	return &c
}

// conjunctionNest is how many sites a conjunction's cases split on, one
// after the other (see assumeConjunction).
const conjunctionNest = 2

// assumeConjunction assumes the conjuncts of e case by case around a wrap
// site (see splitOverflow) that two of its comparisons share, each case
// assuming them all (and splitting again on another shared site, up to
// conjunctionNest sites). The check of s[i:i+k] is
// 0 <= i && i <= i+k && i+k <= cap(s): its second comparison refutes the
// case where i+k wraps, which the third alone keeps, and the state cannot
// carry i <= max-k from one to the other (the domains take max for +∞).
func (ev *Evaluator) assumeConjunction(n domains.Numeric, conj []ssa2cfa.Expr, depth int) domains.Numeric {
	if !ev.unbounded && (ev.override == nil || ev.nest > 0) {
		if shared := ev.sharedSite(n, conj); shared != nil {
			c := *ev
			if ev.override == nil {
				c.nest = conjunctionNest
			}
			out, ok := c.splitWrap(n, []ssa2cfa.Expr{shared}, func(c *Evaluator, s domains.Numeric) domains.Numeric {
				return c.assumeConjunction(s, conj, depth)
			})
			if ok {
				return out
			}
		}
	}
	for _, x := range conj {
		n = ev.assume(n, x, depth)
	}
	return n
}

// sharedSite returns the first wrap site that operands of two of the
// comparisons in conj contain, or nil.
func (ev *Evaluator) sharedSite(n domains.Numeric, conj []ssa2cfa.Expr) ssa2cfa.Expr {
	count := map[ssa2cfa.Expr]int{}
	for _, c := range conj {
		b, ok := c.(*ssa2cfa.Binary)
		if !ok || !b.Op.IsComparison() {
			continue
		}
		var first ssa2cfa.Expr
		for _, x := range [2]ssa2cfa.Expr{b.X, b.Y} {
			if !x.Type().IsInt() || ev.Eval(n, x).Exact() {
				continue
			}
			s, _, _, _ := ev.wrapSite(n, x)
			if s == nil || s == first {
				continue
			}
			first = s
			if count[s]++; count[s] == 2 {
				return s
			}
		}
	}
	return nil
}

// conjuncts appends the operands of the conjunction e to out, left to
// right.
func conjuncts(e ssa2cfa.Expr, out []ssa2cfa.Expr) []ssa2cfa.Expr {
	if b, ok := e.(*ssa2cfa.Binary); ok && b.Op == ssa2cfa.LAnd {
		return conjuncts(b.Y, conjuncts(b.X, out))
	}
	return append(out, e)
}

// wrapSite finds in e, innermost first, an exact addition or subtraction
// (or negation, or product with a constant) whose mathematical range
// leaves its type's range on one side only, only partly and by less than
// 2^w: a value that wraps, once, for some states only. The type's range
// must fit int64 (not uint64).
func (ev *Evaluator) wrapSite(n domains.Numeric, e ssa2cfa.Expr) (ssa2cfa.Expr, Value, *big.Int, *big.Int) {
	var x, y ssa2cfa.Expr
	var a, b int64
	switch e := e.(type) {
	case *ssa2cfa.Binary:
		if s, r, lo, hi := ev.wrapSite(n, e.X); s != nil {
			return s, r, lo, hi
		}
		if s, r, lo, hi := ev.wrapSite(n, e.Y); s != nil {
			return s, r, lo, hi
		}
		switch e.Op {
		case ssa2cfa.Add:
			x, a, y, b = e.X, 1, e.Y, 1
		case ssa2cfa.Sub:
			x, a, y, b = e.X, 1, e.Y, -1
		case ssa2cfa.Mul:
			if k, ok := ev.factor(n, e.Y); ok {
				x, a = e.X, k
			} else if k, ok := ev.factor(n, e.X); ok {
				x, a = e.Y, k
			} else {
				return nil, Value{}, nil, nil
			}
		default:
			return nil, Value{}, nil, nil
		}
	case *ssa2cfa.Unary:
		if s, r, lo, hi := ev.wrapSite(n, e.X); s != nil {
			return s, r, lo, hi
		}
		if e.Op != ssa2cfa.Neg {
			return nil, Value{}, nil, nil
		}
		x, a, y, b = e.X, -1, nil, 0
	case *ssa2cfa.Convert:
		return ev.wrapSite(n, e.X)
	default:
		return nil, Value{}, nil, nil
	}
	t := e.Type()
	if !t.IsInt() || !t.Signed && t.Width >= 64 {
		return nil, Value{}, nil, nil
	}
	xv := ev.Eval(n, x)
	yv := constValue(t, 0)
	if y != nil {
		yv = ev.Eval(n, y)
	}
	if !xv.Exact() || !yv.Exact() {
		return nil, Value{}, nil, nil
	}
	l, d, elo, ehi, ok := addAffine(xv, a, yv, b)
	if !ok || d != 1 || elo != 0 || ehi != 0 {
		return nil, Value{}, nil, nil
	}
	xlo, xhi := bigBounds(xv)
	ylo, yhi := bigBounds(yv)
	lo, hi := corners(big.NewInt(a), xlo, xhi)
	lo2, hi2 := corners(big.NewInt(b), ylo, yhi)
	lo.Add(lo, lo2)
	hi.Add(hi, hi2)
	r := Value{T: t, HasLin: true, Lin: l, Den: 1}
	lo, hi = ev.tighten(n, r, lo, hi)
	tlo, thi := big.NewInt(t.MinInt64()), big.NewInt(t.MaxInt64())
	below, above := lo.Cmp(tlo) < 0, hi.Cmp(thi) > 0
	inside := hi.Cmp(tlo) >= 0 && lo.Cmp(thi) <= 0
	if below == above || !inside {
		return nil, Value{}, nil, nil // in range, wrapping both ways, or always wrapping
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Width))
	if hi.Cmp(new(big.Int).Add(thi, mod)) > 0 || lo.Cmp(new(big.Int).Sub(tlo, mod)) < 0 {
		return nil, Value{}, nil, nil // wrapping more than once (a product)
	}
	return e, r, lo, hi
}

// factor returns the value of e, a factor of a product, if it is one
// constant in n, other than 0 and ±1, small enough that the product's
// range is an affine form's.
func (ev *Evaluator) factor(n domains.Numeric, e ssa2cfa.Expr) (int64, bool) {
	v := ev.Eval(n, e)
	k := v.Range.Lo
	if !v.Exact() || k != v.Range.Hi || k >= -1 && k <= 1 || k > 1<<20 || k < -1<<20 {
		return 0, false
	}
	return k, true
}

// linLe is the constraint l <= k, if its constant fits.
func linLe(l domains.Lin, k int64) (domains.Constraint, bool) {
	m, ok := l.Add(domains.LinConst(-k))
	if !ok || k == domains.NegInf {
		return domains.Constraint{}, false
	}
	return domains.Constraint{Lin: m, Kind: domains.LeZero}, true
}

// linGe is the constraint l >= k, if its constant fits.
func linGe(l domains.Lin, k int64) (domains.Constraint, bool) {
	neg, ok := l.Scale(-1)
	if !ok {
		return domains.Constraint{}, false
	}
	m, ok := neg.Add(domains.LinConst(k))
	if !ok {
		return domains.Constraint{}, false
	}
	return domains.Constraint{Lin: m, Kind: domains.LeZero}, true
}
