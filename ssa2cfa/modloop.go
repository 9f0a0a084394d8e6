package ssa2cfa

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// modBound returns what the successor k of the If in knows of the length of
// a slice or string a loop consumes in whole records, beyond the condition,
// or nil. For
//
//	if len(d)%16 != 0 { return }
//	for len(d) > 0 { ... d[0:16] ...; d = d[16:] }
//
// the length of d is a multiple of m = 16 at the loop head (see
// lenModulus), so where it is positive it is at least 16. Intervals and
// octagons, which have no congruences, do not see it. A condition that
// compares the length of a loop head's φ, or of a value a dominating
// remainder guard covers, with a constant gets the lower bound its outcome
// gives, rounded up to a multiple of m; the remainder guard itself gets
// remainderBound.
func (l *lowerer) modBound(in *ssa.If, k int) Expr {
	cond, ok := in.Cond.(*ssa.BinOp)
	if !ok || len(in.Block().Succs) != 2 {
		return nil
	}
	x, y, op := cond.X, cond.Y, cond.Op
	if _, isConst := x.(*ssa.Const); isConst {
		x, y = y, x
		op = map[token.Token]token.Token{token.LSS: token.GTR, token.LEQ: token.GEQ, token.GTR: token.LSS, token.GEQ: token.LEQ, token.EQL: token.EQL, token.NEQ: token.NEQ}[op]
	}
	if rem, ok := x.(*ssa.BinOp); ok && rem.Op == token.REM {
		if z, ok := smallConst(y); !ok || z != 0 {
			return nil
		}
		return l.remainderBound(in, k, rem)
	}
	call, ok := x.(*ssa.Call)
	if !ok || !isLenCall(call) {
		return nil
	}
	c, ok := smallConst(y)
	if !ok || c < 0 {
		return nil
	}
	// The least length the outcome allows.
	var least int64
	switch {
	case k == 0 && op == token.GTR, k == 1 && op == token.LEQ:
		least = c + 1
	case k == 0 && op == token.GEQ, k == 1 && op == token.LSS:
		least = c
	case k == 0 && op == token.NEQ && c == 0, k == 1 && op == token.EQL && c == 0:
		least = 1
	default:
		return nil
	}
	v := call.Call.Args[0]
	var m int64
	if phi, ok := v.(*ssa.Phi); ok && phi.Block() == in.Block() {
		m = l.lenModulus(phi)
	} else {
		m = entryModulus(v, in.Block(), nil)
	}
	if m < 2 {
		return nil
	}
	bound := (least + m - 1) / m * m
	n := l.lenExpr(v)
	if bound <= least || n == nil {
		return nil
	}
	return &Binary{Op: Ge, X: n, Y: IntConst(n.Type(), bound)}
}

// remainderBound returns, for the outcome k of the If in on rem == 0 or
// rem != 0 (either way round), where rem is len(v) % M, that the length is 0 or at least m
// (M a constant, or a φ of constants, m their gcd) where the remainder is
// 0: after len(d) != 0, len(d) >= 16 where len(d)%16 == 0.
func (l *lowerer) remainderBound(in *ssa.If, k int, rem *ssa.BinOp) Expr {
	cmp := in.Cond.(*ssa.BinOp)
	if zero := cmp.Op == token.EQL && k == 0 || cmp.Op == token.NEQ && k == 1; !zero {
		return nil
	}
	call, ok := rem.X.(*ssa.Call)
	if !ok || !isLenCall(call) {
		return nil
	}
	m := constModulus(rem.Y)
	n := l.lenExpr(call.Call.Args[0])
	if m < 2 || n == nil {
		return nil
	}
	return &Binary{Op: LOr, X: &Binary{Op: Le, X: n, Y: IntConst(n.Type(), 0)}, Y: &Binary{Op: Ge, X: n, Y: IntConst(n.Type(), m)}}
}

// lenModulus returns an m such that the length of phi, a φ of a loop head,
// is a multiple of m on every entry to the head, or 0 if it finds none:
// each value that enters from outside the loop has a length a dominating
// guard len(v)%M != 0 (or == 0) shows a multiple of M (a constant, or a φ
// of constants), give or take slicing v[c:]; each value that comes back is
// phi itself sliced by constants d[c:], maybe through φs of the loop. m
// divides all of the Ms and cs.
func (l *lowerer) lenModulus(phi *ssa.Phi) int64 {
	if m, ok := l.lenMods[phi]; ok {
		return m
	}
	head := phi.Block()
	var m int64
	for i, e := range phi.Edges {
		var k int64
		if pred := head.Preds[i]; head.Dominates(pred) {
			k = steps(phi, e, head, map[ssa.Value]bool{})
		} else {
			k = entryModulus(e, pred, head)
		}
		if k < 0 {
			m = 0
			break
		}
		m = gcd(m, k)
	}
	if l.lenMods == nil {
		l.lenMods = map[*ssa.Phi]int64{}
	}
	l.lenMods[phi] = m
	return m
}

// steps returns the gcd of the constants by which v, a value of the loop
// headed by head, slices the loop's φ phi (0 for phi itself), or -1 if v
// is not phi sliced by constants.
func steps(phi *ssa.Phi, v ssa.Value, head *ssa.BasicBlock, seen map[ssa.Value]bool) int64 {
	if v == phi {
		return 0
	}
	if seen[v] {
		return 0 // a cycle of φs inside the loop adds nothing
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Slice:
		low := constLow(v)
		if low < 0 || v.High != nil || v.Max != nil {
			return -1
		}
		k := steps(phi, v.X, head, seen)
		if k < 0 {
			return -1
		}
		return gcd(k, low)
	case *ssa.Phi:
		if v.Block() == head || !head.Dominates(v.Block()) {
			return -1
		}
		var m int64
		for _, e := range v.Edges {
			k := steps(phi, e, head, seen)
			if k < 0 {
				return -1
			}
			m = gcd(m, k)
		}
		return m
	}
	return -1
}

// entryModulus returns an M such that the length of v is a multiple of M
// where the loop headed by head is entered from pred (at the end of pred
// if head is nil), or -1: a guard len(v)%M != 0 (or == 0) whose outcome
// where the remainder is 0 the edge from pred to head always follows shows
// it, and slicing v[c:] keeps a common divisor.
func entryModulus(v ssa.Value, pred, head *ssa.BasicBlock) int64 {
	if s, ok := v.(*ssa.Slice); ok && s.High == nil && s.Max == nil {
		low := constLow(s)
		if low < 0 {
			return -1
		}
		if m := entryModulus(s.X, pred, head); m > 0 {
			if g := gcd(m, low); g > 1 {
				return g
			}
		}
	}
	var found int64 = -1
	refs := v.Referrers()
	if refs == nil {
		return -1 // a constant, a global: no guard reads its length
	}
	for _, r := range *refs {
		call, ok := r.(*ssa.Call)
		if !ok || !isLenCall(call) {
			continue
		}
		for _, r := range *call.Referrers() {
			rem, ok := r.(*ssa.BinOp)
			if !ok || rem.Op != token.REM || rem.X != call {
				continue
			}
			m := constModulus(rem.Y)
			if m < 2 {
				continue
			}
			for _, r := range *rem.Referrers() {
				if zeroGuarded(r, pred, head) {
					found = max(found, m)
				}
			}
		}
	}
	return found
}

// zeroGuarded reports that r compares a remainder with 0 and branches on
// it, and that the edge from pred to head follows the outcome where it is
// 0: it is that outcome's edge, or pred is reached only through it.
func zeroGuarded(r ssa.Instruction, pred, head *ssa.BasicBlock) bool {
	cmp, ok := r.(*ssa.BinOp)
	if !ok || (cmp.Op != token.EQL && cmp.Op != token.NEQ) {
		return false
	}
	if k, ok := smallConst(cmp.Y); !ok || k != 0 {
		return false
	}
	for _, r := range *cmp.Referrers() {
		in, ok := r.(*ssa.If)
		if !ok {
			continue
		}
		succs := in.Block().Succs
		zero := succs[0] // cmp is rem == 0
		if cmp.Op == token.NEQ {
			zero = succs[1]
		}
		if succs[0] == succs[1] {
			continue
		}
		if head != nil && in.Block() == pred && zero == head || len(zero.Preds) == 1 && zero.Dominates(pred) {
			return true
		}
	}
	return false
}

// constModulus returns |M| for a divisor M that is a nonzero integer
// constant, or the gcd of such constants a φ chooses among; 0 otherwise.
func constModulus(v ssa.Value) int64 {
	switch v := v.(type) {
	case *ssa.Const:
		k, ok := smallConst(v)
		if !ok || k == 0 {
			return 0
		}
		return max(k, -k)
	case *ssa.Phi:
		var m int64
		for _, e := range v.Edges {
			k, ok := e.(*ssa.Const)
			if !ok {
				return 0
			}
			c := constModulus(k)
			if c == 0 {
				return 0
			}
			m = gcd(m, c)
		}
		return m
	}
	return 0
}

// constLow returns the constant low bound of a slicing (0 if none), or -1.
func constLow(s *ssa.Slice) int64 {
	if s.Low == nil {
		return 0
	}
	c, ok := smallConst(s.Low)
	if !ok || c < 0 {
		return -1
	}
	return c
}

// smallConst returns the value of an integer constant within ±2^30.
func smallConst(v ssa.Value) (int64, bool) {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return 0, false
	}
	c, exact := constant.Int64Val(k.Value)
	return c, exact && c >= -1<<30 && c <= 1<<30
}

// gcd is the greatest common divisor of a and b >= 0 (gcd(0, b) = b).
func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
