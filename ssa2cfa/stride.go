package ssa2cfa

import (
	"go/constant"
	"go/token"
	"math/big"

	"golang.org/x/tools/go/ssa"
)

// strideBound returns what the body of a counted loop knows about its
// counter beyond the loop condition, or nil. For
//
//	for i := c0; i < n; i += s { body }
//
// with constants c0, n and s > 0, the counter only takes the values
// c0, c0+s, c0+2s, ... (every increment runs in the body, where i < n, so
// none wraps), and in the body c0 <= i <= c0 + (n-1-c0)/s*s: with s = 8 and
// n = 256, i+7 < 256. The compiler's prove pass knows the same; intervals and
// octagons, which have no congruences, do not.
//
// in is the loop header's If and k the successor taken; only the true
// successor of i < n or i <= n (or n > i, n >= i), entered from the header
// alone, gets a bound.
func (l *lowerer) strideBound(in *ssa.If, k int) Expr {
	cond, ok := in.Cond.(*ssa.BinOp)
	if !ok || k != 0 || len(in.Block().Succs) != 2 {
		return nil
	}
	body := in.Block().Succs[0]
	if len(body.Preds) != 1 {
		return nil
	}
	x, y, op := cond.X, cond.Y, cond.Op
	switch op {
	case token.GTR, token.GEQ: // n > i is i < n
		x, y = y, x
		op = map[token.Token]token.Token{token.GTR: token.LSS, token.GEQ: token.LEQ}[op]
	case token.LSS, token.LEQ:
	default:
		return nil
	}
	phi, ok := x.(*ssa.Phi)
	if !ok || phi.Block() != in.Block() {
		return nil
	}
	t, ok := TypeOf(phi.Type())
	if !ok || !t.IsInt() {
		return nil
	}
	init, step := l.counter(phi, body)
	if init == nil || step == nil {
		return nil
	}
	limitConst, ok := y.(*ssa.Const)
	if !ok {
		return l.multipleBound(phi, y, op, init, step, t)
	}
	limit := constBig(limitConst, t)
	if limit == nil {
		return nil
	}
	last := new(big.Int).Set(limit) // the greatest value the body may see
	if op == token.LSS {
		last.Sub(last, big.NewInt(1))
	}
	// No increment wraps: in the body i <= last, so i+s <= last+s.
	if !t.Contains(new(big.Int).Add(last, step)) || last.Cmp(init) < 0 {
		return nil
	}
	span := new(big.Int).Sub(last, init)
	span.Div(span, step).Mul(span, step) // floor: span >= 0, step > 0
	hi := span.Add(span, init)
	v := l.expr(phi)
	if v == nil {
		return nil
	}
	lower := &Binary{Op: Le, X: &Const{T: t, Bits: t.Canon(bigBits(init))}, Y: v}
	upper := &Binary{Op: Le, X: v, Y: &Const{T: t, Bits: t.Canon(bigBits(hi))}}
	return AndExpr(lower, upper)
}

// multipleBound is strideBound's bound for i < m where m is not a
// constant but a multiple of the stride s, as c0 is: m = len(p) &^ 7 with
// s = 8. The counter, a multiple of s below m, is at most m-s, so no
// increment wraps (by induction) and the body knows c0 <= i <= m-s:
// i+7 < len(p). If m-s wraps, no i is a multiple of s below m, and the
// body does not run.
func (l *lowerer) multipleBound(phi *ssa.Phi, m ssa.Value, op token.Token, init, step *big.Int, t Type) Expr {
	if op != token.LSS || new(big.Int).Rem(init, step).Sign() != 0 || !multipleOf(m, step, t) {
		return nil
	}
	v, limit := l.expr(phi), l.expr(m)
	if v == nil || limit == nil || limit.Type() != t {
		return nil
	}
	lower := &Binary{Op: Le, X: &Const{T: t, Bits: t.Canon(bigBits(init))}, Y: v}
	upper := &Binary{Op: Le, X: v, Y: &Binary{Op: Sub, X: limit, Y: &Const{T: t, Bits: t.Canon(bigBits(step))}}}
	return AndExpr(lower, upper)
}

// multipleOf reports whether v, of type t, is a multiple of s in every
// execution: x &^ c or x & c clearing the low bits, x << k, x * c (for s
// a power of two, which wrap-around preserves), x - x%s, x / c * c (which
// cannot wrap).
func multipleOf(v ssa.Value, s *big.Int, t Type) bool {
	b, ok := v.(*ssa.BinOp)
	if !ok || s.Sign() <= 0 {
		return false
	}
	pow2 := s.BitLen() <= 63 && s.Int64()&(s.Int64()-1) == 0
	divides := func(k ssa.Value) bool { // s divides the constant k
		c, ok := k.(*ssa.Const)
		if !ok {
			return false
		}
		kb := constBig(c, t)
		return kb != nil && new(big.Int).Rem(kb, s).Sign() == 0
	}
	lowMask := new(big.Int).Sub(s, big.NewInt(1))
	switch b.Op {
	case token.AND_NOT: // x &^ c, c covering the low bits
		c, ok := b.Y.(*ssa.Const)
		if !ok || !pow2 {
			return false
		}
		kb := constBig(c, t)
		return kb != nil && new(big.Int).And(kb, lowMask).Cmp(lowMask) == 0
	case token.AND: // x & c, c clearing the low bits
		for _, k := range []ssa.Value{b.X, b.Y} {
			if c, ok := k.(*ssa.Const); ok && pow2 {
				if kb := constBig(c, t); kb != nil && new(big.Int).And(new(big.Int).SetUint64(bigBits(kb)), lowMask).Sign() == 0 {
					return true
				}
			}
		}
	case token.SHL:
		c, ok := b.Y.(*ssa.Const)
		if !ok || !pow2 || c.Value == nil {
			return false
		}
		k, exact := constant.Uint64Val(c.Value)
		return exact && k < 64 && uint(s.BitLen()-1) <= uint(k)
	case token.MUL:
		if !pow2 {
			if q, ok := b.X.(*ssa.BinOp); ok && q.Op == token.QUO && sameConst(q.Y, b.Y) && divides(b.Y) {
				return true // x / c * c: |x/c*c| <= |x|
			}
			return false
		}
		return divides(b.X) || divides(b.Y)
	case token.SUB: // x - x%s
		r, ok := b.Y.(*ssa.BinOp)
		return ok && r.Op == token.REM && sameLen(r.X, b.X) && divides(r.Y)
	}
	return false
}

// sameLen reports one value, or two calls of len on one value.
func sameLen(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	x, ok1 := a.(*ssa.Call)
	y, ok2 := b.(*ssa.Call)
	if !ok1 || !ok2 || len(x.Call.Args) != 1 || len(y.Call.Args) != 1 || x.Call.Args[0] != y.Call.Args[0] {
		return false
	}
	bx, ok1 := x.Call.Value.(*ssa.Builtin)
	by, ok2 := y.Call.Value.(*ssa.Builtin)
	return ok1 && ok2 && bx.Name() == "len" && by.Name() == "len"
}

// sameConst reports two constants of one value.
func sameConst(a, b ssa.Value) bool {
	x, ok1 := a.(*ssa.Const)
	y, ok2 := b.(*ssa.Const)
	return ok1 && ok2 && x.Value != nil && y.Value != nil && constant.Compare(x.Value, token.EQL, y.Value)
}

// counter returns c0 and s when every edge into phi's block brings the
// constant c0 or phi+s (s > 0 a constant, one for all edges), computed in a
// block that body dominates; otherwise nil. Since body's only way in is
// from the header, every path from the header's last visit to such a block
// passes through body: the condition held for the phi's current value
// when the increment ran.
func (l *lowerer) counter(phi *ssa.Phi, body *ssa.BasicBlock) (init, step *big.Int) {
	t, _ := TypeOf(phi.Type())
	for _, e := range phi.Edges {
		switch e := e.(type) {
		case *ssa.Const:
			c := constBig(e, t)
			if c == nil || init != nil && init.Cmp(c) != 0 {
				return nil, nil
			}
			init = c
		case *ssa.BinOp:
			if e.Op != token.ADD || e.Block() == nil || !body.Dominates(e.Block()) {
				return nil, nil
			}
			var k ssa.Value
			switch {
			case e.X == phi:
				k = e.Y
			case e.Y == phi:
				k = e.X
			default:
				return nil, nil
			}
			kc, ok := k.(*ssa.Const)
			if !ok {
				return nil, nil
			}
			s := constBig(kc, t)
			if s == nil || s.Sign() <= 0 || step != nil && step.Cmp(s) != 0 {
				return nil, nil
			}
			step = s
		default:
			return nil, nil
		}
	}
	return init, step
}

// constBig returns the mathematical value of an integer constant of type t.
func constBig(k *ssa.Const, t Type) *big.Int {
	c, ok := constExpr(k).(*Const)
	if !ok || c.T != t {
		return nil
	}
	return t.BigValue(c.Bits)
}

// bigBits returns v's two's-complement bits modulo 2^64.
func bigBits(v *big.Int) uint64 {
	if v.Sign() >= 0 {
		return v.Uint64()
	}
	return uint64(v.Int64())
}
