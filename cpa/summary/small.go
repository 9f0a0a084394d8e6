package summary

import (
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Small arguments: a function whose integer parameters lie within the
// middle half of their types' ranges (within 2^57 for wide types)
// negates, increments or scales them by small constants without wrapping
// around, so its postcondition from such entries says
// more than the one over all inputs (neg(g) == -g but for g = MinInt64).
// A summary keeps it apart (Summary.Small) and a call uses it when every
// one of those arguments is small.

// smallRange is [-2^k, 2^k] for a signed type of w bits, [0, 2^k] for an
// unsigned one, where k = min(w-2, smallBits): within the middle half of
// the type's range, and far from the bounds the domains take for
// unbounded.
func smallRange(t ssa2cfa.Type) domains.Interval {
	hi := int64(1) << min(t.Width-2, smallBits)
	if t.Signed {
		return domains.Interval{Lo: -hi, Hi: hi}
	}
	return domains.Interval{Lo: 0, Hi: hi}
}

// smallBits bounds the magnitude of a small argument of a wide type: all
// lengths (at most 2^56) are small, a small argument times a constant
// below 64 does not wrap (s[i*24:] leaves len(s) - 24*i), and the bound
// stays below 2^62, past which the relational domains drop constraints
// (their closure must not overflow).
const smallBits = 57

// SmallValue reports whether v is a small value of t.
func SmallValue(t ssa2cfa.Type, v *big.Int) bool {
	r := smallRange(t)
	return v.IsInt64() && r.Lo <= v.Int64() && v.Int64() <= r.Hi
}

// SmallParams returns the indices of c's tracked integer parameters, whose
// values a small entry restricts.
func SmallParams(c *ssa2cfa.CFA) []int {
	var out []int
	for i, v := range c.Params {
		if v >= 0 && c.Vars[v].Type.IsInt() && c.Vars[v].Type.Width >= 8 {
			out = append(out, i)
		}
	}
	return out
}

// SmallEntry restricts init, an entry state of c, to small values of the
// parameters SmallParams lists.
func SmallEntry(c *ssa2cfa.CFA, init domains.Numeric) domains.Numeric {
	for _, i := range SmallParams(c) {
		v := c.Params[i]
		r := smallRange(c.Vars[v].Type)
		init = init.Assume(domains.Constraint{Lin: domains.Lin{Const: -r.Hi, Terms: []domains.Term{{Dim: int(v), Coef: 1}}}, Kind: domains.LeZero})
		init = init.Assume(domains.Constraint{Lin: domains.Lin{Const: r.Lo, Terms: []domains.Term{{Dim: int(v), Coef: -1}}}, Kind: domains.LeZero})
	}
	return init
}

// smallArgs reports whether every parameter of params gets a small
// argument at call from n.
func smallArgs(ev *machine.Evaluator, n domains.Numeric, call *ssa2cfa.Call, params []int) bool {
	for _, i := range params {
		if i >= len(call.Args) || call.Args[i] == nil || !call.Args[i].Type().IsInt() {
			return false
		}
		r := ev.Eval(n, call.Args[i]).Range
		s := smallRange(call.Args[i].Type())
		if r.IsEmpty() || r.Lo < s.Lo || r.Hi > s.Hi || r.Hi == domains.Inf || r.Lo == domains.NegInf {
			return false
		}
	}
	return true
}

// WithSmall returns s with the constraints of small, the postcondition of
// c from small entries (see SmallEntry), that s lacks, as its Small part.
func WithSmall(c *ssa2cfa.CFA, s, small *Summary) *Summary {
	if s.Never || small == nil || small.Never {
		return s
	}
	have := map[string]bool{}
	for _, con := range s.Cons {
		have[con.String()] = true
	}
	out := *s
	out.Small, out.SmallParams = nil, nil
	for _, con := range small.Cons {
		if !have[con.String()] && !onParams(con) {
			out.Small = append(out.Small, con)
		}
	}
	if len(out.Small) > 0 {
		out.SmallParams = SmallParams(c)
	}
	return &out
}

// onParams reports a constraint over parameter slots alone: from a small
// entry, the entry's own bounds, which say nothing a call can use.
func onParams(con Constraint) bool {
	for _, t := range con.Terms {
		if t.Slot.IsResult() {
			return false
		}
	}
	return true
}
