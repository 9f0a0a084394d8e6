package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// maxDistinctReads bounds the dominating branches distinctReads looks at.
const maxDistinctReads = 8

// distinctReads returns, for the outcome k of the branch in that says
// s[j] == c (s a string, c a constant), the disequalities i != j for each
// dominating branch that decided s[i] == d for the same s and a constant
// d != c: one byte of a string cannot equal both. So after
// len(s) > 0 && s[0] == '[' && s[len(s)-1] == ']', len(s)-1 != 0 and
// s[1:len(s)-1] is in range. Nil if there is none.
func (l *lowerer) distinctReads(in *ssa.If, k int) Expr {
	s, j, c, ok := byteTest(in.Cond, k == 0)
	if !ok {
		return nil
	}
	var out Expr
	for br, taken := range dominatingBranches(in.Block(), maxDistinctReads) {
		s2, i, c2, ok := byteTest(br.Cond, taken)
		if !ok || s2 != s || constant.Compare(c, token.EQL, c2) {
			continue
		}
		x, y := l.expr(i), l.expr(j)
		if x == nil || y == nil || x.Type() != y.Type() {
			continue
		}
		out = andAlso(out, &Binary{Op: Ne, X: x, Y: y})
	}
	return out
}

// byteTest reports whether cond, when it has the outcome taken (true or
// false), says s[i] == c for a string s and a constant c.
func byteTest(cond ssa.Value, taken bool) (s, i ssa.Value, c constant.Value, ok bool) {
	b, isBin := cond.(*ssa.BinOp)
	if !isBin || !(b.Op == token.EQL && taken || b.Op == token.NEQ && !taken) {
		return nil, nil, nil, false
	}
	x, y := b.X, b.Y
	if _, isConst := x.(*ssa.Const); isConst {
		x, y = y, x
	}
	idx, isIdx := x.(*ssa.Index)
	k, isConst := y.(*ssa.Const)
	if !isIdx || !isConst || k.Value == nil {
		return nil, nil, nil, false
	}
	if bt, isBasic := idx.X.Type().Underlying().(*types.Basic); !isBasic || bt.Info()&types.IsString == 0 {
		return nil, nil, nil, false
	}
	return idx.X, idx.Index, k.Value, true
}
