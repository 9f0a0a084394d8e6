package ssa2cfa

import (
	"go/token"
	"iter"

	"golang.org/x/tools/go/ssa"
)

// maxDiseqs bounds the disequalities restated after one check.
const maxDiseqs = 4

// restateDiseqs assumes again, after a check's or a branch's condition
// cond has been assumed in the current block, the disequalities x != y
// that hold there because a dominating branch decided them (if x == y {
// return } ...), and that share a variable with cond. Numeric domains
// keep no disequality, but one met again next to a bound sharpens it:
// after s[:i] has given i <= len(s), the earlier i != len(s) gives
// i < len(s), so s[i+1:] is in range; after n != 0 and then len(q) == n,
// len(q) > 0. Sound because the operands are SSA values: a branch that
// dominates the check decided them for the values the check reads.
func (l *lowerer) restateDiseqs(cond Expr, pos token.Pos) {
	if l.block < 0 {
		return
	}
	used := map[Var]bool{}
	Vars(cond, func(v Var) { used[v] = true })
	n := 0
	b := l.fn.Blocks[l.block]
	for d := b; d != nil && n < maxDiseqs; d = d.Idom() {
		x, y, ok := l.edgeDiseq(d)
		if !ok {
			continue
		}
		shared := false
		Vars(x, func(v Var) { shared = shared || used[v] })
		Vars(y, func(v Var) { shared = shared || used[v] })
		if !shared {
			continue
		}
		l.emit(&Assume{Cond: &Binary{Op: Ne, X: x, Y: y}}, pos)
		n++
	}
}

// edgeDiseq returns the integer disequality x != y that holds on entry to
// block b: b's only predecessor branches on x == y and b is its false
// successor, or on x != y and b is its true successor.
func (l *lowerer) edgeDiseq(b *ssa.BasicBlock) (x, y Expr, ok bool) {
	br, taken, ok := decidingBranch(b)
	if !ok {
		return nil, nil, false
	}
	c, isBin := l.expr(br.Cond).(*Binary)
	if !isBin || !c.X.Type().IsInt() {
		return nil, nil, false
	}
	switch {
	case c.Op == Eq && !taken, c.Op == Ne && taken:
		return c.X, c.Y, true
	}
	return nil, nil, false
}

// dominatingBranches yields, up to max of them, the Ifs that decide entry
// into b or into a block dominating it, nearest first, each with whether
// its true successor was taken: their outcomes hold wherever b runs.
func dominatingBranches(b *ssa.BasicBlock, max int) iter.Seq2[*ssa.If, bool] {
	return func(yield func(*ssa.If, bool) bool) {
		n := 0
		for d := b; d != nil && n < max; d = d.Idom() {
			br, taken, ok := decidingBranch(d)
			if !ok {
				continue
			}
			n++
			if !yield(br, taken) {
				return
			}
		}
	}
}

// decidingBranch returns the If that decides entry into b: b's only
// predecessor ends in it and b is one of its two (distinct) successors,
// the true one if taken. false if there is none.
func decidingBranch(b *ssa.BasicBlock) (br *ssa.If, taken bool, ok bool) {
	if len(b.Preds) != 1 {
		return nil, false, false
	}
	p := b.Preds[0]
	br, isIf := p.Instrs[len(p.Instrs)-1].(*ssa.If)
	if !isIf || len(p.Succs) != 2 || p.Succs[0] == p.Succs[1] {
		return nil, false, false
	}
	return br, p.Succs[0] == b, true
}
