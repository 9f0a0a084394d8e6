package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// maxRestatedConversions bounds the conversions restated after one branch.
const maxRestatedConversions = 4

// restateConversions states again, after a branch whose condition reads
// x, each conversion y = T(x) defined before it: y == T(x). Where y was
// defined, the domains evaluated T over every value of x; the branch may
// confine x to values T maps to one range (uint64(x) for x < 0 is at
// least 2^63), which the join of the wrapping and the non-wrapping cases
// had lost. y and x are SSA values: the equation holds wherever both are
// defined.
func (l *lowerer) restateConversions(cond Expr, pos token.Pos) {
	if l.block < 0 {
		return
	}
	b := l.fn.Blocks[l.block]
	n := 0
	seen := map[Var]bool{}
	Vars(cond, func(v Var) {
		x := l.c.Vars[v].Value
		if seen[v] || x == nil || l.c.valueVar[x] != v {
			return
		}
		seen[v] = true
		if l.restateOperand(v, x, pos) {
			n++
		}
		refs := x.Referrers()
		if refs == nil {
			return
		}
		for _, r := range *refs {
			conv, ok := r.(*ssa.Convert)
			if !ok || n >= maxRestatedConversions || conv.Block() == nil || !conv.Block().Dominates(b) {
				continue
			}
			y, ok := l.c.valueVar[conv]
			if !ok {
				continue
			}
			if e := l.convertExpr(l.c.Ref(v), conv.Type()); e != nil && e.Type() == l.c.Vars[y].Type {
				l.emit(&Assume{Cond: &Binary{Op: Eq, X: l.c.Ref(y), Y: e}}, pos)
				n++
			}
		}
	})
}

// restateOperand states, after a branch whose condition reads v, the
// value of conv := T(x), that x == X(v) when T is at least as wide as x's
// type X: converting back then gives x exactly (int(e) for a uintptr e).
// The branch may confine v to values where the conversion is the identity
// (0 <= int(e) < len(s)), which x's own range, taken before the branch,
// did not know.
func (l *lowerer) restateOperand(v Var, conv ssa.Value, pos token.Pos) bool {
	c, ok := conv.(*ssa.Convert)
	if !ok {
		return false
	}
	x, ok := l.c.valueVar[c.X]
	if !ok {
		return false
	}
	from, to := l.c.Vars[x].Type, l.c.Vars[v].Type
	if !from.IsInt() || !to.IsInt() || to.Width < from.Width || from == to {
		return false
	}
	l.emit(&Assume{Cond: &Binary{Op: Eq, X: l.c.Ref(x), Y: toType(l.c.Ref(v), from)}}, pos)
	return true
}
