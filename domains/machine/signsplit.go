package machine

import (
	"maps"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// splitSign assumes a comparison one of whose operands converts a signed
// value x of unknown sign to an unsigned type at least as wide (or an
// unsigned value to the signed type of its width, see splitHighBit), case
// by case: for x >= 0 the conversion is x itself; for x < 0 it is at least
// 2^W - 2^(w-1) (W, w the widths), above any value the other operand may
// have in many comparisons, which refutes that case. So after
// uint(i) < uint(len(s)), 0 <= i < len(s). ok is false when no operand is
// such a conversion.
func (ev *Evaluator) splitSign(n domains.Numeric, e *ssa2cfa.Binary) (domains.Numeric, bool) {
	if ev.unbounded {
		return nil, false
	}
	for k, op := range []ssa2cfa.Expr{e.X, e.Y} {
		conv, ok := op.(*ssa2cfa.Convert)
		if !ok {
			continue
		}
		from, to := conv.X.Type(), conv.T
		if from.IsInt() && to.IsInt() && !from.Signed && to.Signed && from.Width == to.Width {
			if out, ok := ev.splitHighBit(n, e, conv, k); ok {
				return out, true
			}
			continue
		}
		if !from.IsInt() || !to.IsInt() || !from.Signed || to.Signed || from.Width > to.Width {
			continue
		}
		r := ev.Eval(n, conv.X).Range
		if r.IsEmpty() || r.Lo >= 0 {
			continue
		}
		zero := ssa2cfa.IntConst(from, 0)
		pos := ev.compareSplit(ev.compareSplit(n, &ssa2cfa.Binary{Op: ssa2cfa.Ge, X: conv.X, Y: zero}, false), e, false)
		neg := ev.compareSplit(n, &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: conv.X, Y: zero}, false)
		other := e.Y
		if k == 1 {
			other = e.X
		}
		if !neg.IsBot() && negativeRefutes(e.Op, k, from.Width, to.Width, ev.Eval(neg, other).Range) {
			neg = neg.Assume(falseConstraint)
		}
		return joinCases(pos, neg), true
	}
	return nil, false
}

// joinCases joins the states of two cases, either of which may be empty.
func joinCases(a, b domains.Numeric) domains.Numeric {
	switch {
	case a.IsBot():
		return b
	case b.IsBot():
		return a
	}
	return a.Join(b)
}

// splitHighBit assumes a comparison whose operand k converts an unsigned
// value x to the signed type of its width, case by case: for x <= MaxIntW
// the conversion is x itself; above, it is negative, in [MinIntW, -1],
// which refutes comparisons such as 0 <= int(x). So after
// 0 <= int(e) && int(e) < len(t), e < len(t). ok is false when x cannot
// exceed MaxIntW.
func (ev *Evaluator) splitHighBit(n domains.Numeric, e *ssa2cfa.Binary, conv *ssa2cfa.Convert, k int) (domains.Numeric, bool) {
	from, to := conv.X.Type(), conv.T
	r := ev.Eval(n, conv.X).Range
	if r.IsEmpty() || r.Hi != domains.Inf && r.Hi >= 0 && r.Hi <= to.MaxInt64() {
		return nil, false
	}
	maxS := ssa2cfa.IntConst(from, to.MaxInt64())
	// Below MaxIntW the conversion is x: given as such, since the domain
	// may not hold the bound (the greatest int64 stands for +∞).
	low := ev.compareSplit(n, &ssa2cfa.Binary{Op: ssa2cfa.Le, X: conv.X, Y: maxS}, false)
	if !low.IsBot() {
		x := ev.Eval(low, conv.X)
		x.T = to
		x.Range = domains.Interval{Lo: max(x.Range.Lo, 0), Hi: min(x.Range.Hi, to.MaxInt64())}
		same := *ev
		same.override = map[ssa2cfa.Expr]Value{conv: x}
		maps.Copy(same.override, ev.override)
		low = same.compareSplit(low, e, false)
	}
	high := ev.compareSplit(n, &ssa2cfa.Binary{Op: ssa2cfa.Gt, X: conv.X, Y: maxS}, false)
	other := e.Y
	if k == 1 {
		other = e.X
	}
	if !high.IsBot() {
		neg := domains.Interval{Lo: to.MinInt64(), Hi: -1}
		ro := ev.Eval(high, other).Range
		if k == 0 && rangesRefute(e.Op, neg, ro) || k == 1 && rangesRefute(e.Op, ro, neg) || ro.IsEmpty() {
			high = high.Assume(falseConstraint)
		} else {
			high = ev.compareSplit(high, e, false)
		}
	}
	return joinCases(low, high), true
}

// negativeRefutes reports whether conv op other (k == 0) or other op conv
// (k == 1) is false whenever conv converts a negative value of width w to
// an unsigned type of width W: conv is then in [2^W - 2^(w-1), 2^W - 1],
// and other in ro (an unsigned range, Hi Inf for values above MaxInt64).
func negativeRefutes(op ssa2cfa.BinOp, k int, w, W uint8, ro domains.Interval) bool {
	if ro.IsEmpty() {
		return true
	}
	if W < 64 {
		lo := int64(1)<<W - int64(1)<<(w-1)
		hi := int64(1)<<W - 1
		rc := domains.Interval{Lo: lo, Hi: hi}
		if k == 0 {
			return rangesRefute(op, rc, ro)
		}
		return rangesRefute(op, ro, rc)
	}
	// W == 64: conv exceeds MaxInt64, so it is above every other value
	// whose range is finite.
	if ro.Hi == domains.Inf {
		return false
	}
	if k == 1 {
		op = mirror(op)
	}
	switch op {
	case ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Eq:
		return true
	}
	return false
}

// mirror returns the operator op' with y op' x == x op y.
func mirror(op ssa2cfa.BinOp) ssa2cfa.BinOp {
	switch op {
	case ssa2cfa.Lt:
		return ssa2cfa.Gt
	case ssa2cfa.Le:
		return ssa2cfa.Ge
	case ssa2cfa.Gt:
		return ssa2cfa.Lt
	case ssa2cfa.Ge:
		return ssa2cfa.Le
	}
	return op
}
