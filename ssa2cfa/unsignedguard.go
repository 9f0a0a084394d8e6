package ssa2cfa

import (
	"go/constant"
	"go/token"
	"math"

	"golang.org/x/tools/go/ssa"
)

// maxGuardDepth bounds the dominating blocks searched for a guard.
const maxGuardDepth = 8

// guardedUnsigned returns the least upper bound that the branches leading
// to in's block put on x, an unsigned value (if x > maxInt { panic(...) }
// bounds x by maxInt after it): the conditions x < c, x <= c (or their
// negations x >= c, x > c) of the If that is the only way into a block
// dominating in. ok is false without such a branch.
func guardedUnsigned(in ssa.Instruction, x ssa.Value) (max uint64, ok bool) {
	max = math.MaxUint64
	b := in.Block()
	for depth := 0; b != nil && depth < maxGuardDepth; depth++ {
		if len(b.Preds) == 1 {
			p := b.Preds[0]
			if len(p.Instrs) > 0 && len(p.Succs) == 2 && p.Succs[0] != p.Succs[1] {
				if br, isIf := p.Instrs[len(p.Instrs)-1].(*ssa.If); isIf {
					if c, found := unsignedBound(br.Cond, x, b == p.Succs[0]); found && c <= max {
						max, ok = c, true
					}
				}
			}
		}
		b = b.Idom()
	}
	return max, ok
}

// unsignedBound returns the upper bound on the unsigned x that cond, a
// comparison of x with a constant, gives when it holds (else when it does
// not).
func unsignedBound(cond, x ssa.Value, holds bool) (uint64, bool) {
	cmp, ok := cond.(*ssa.BinOp)
	if !ok {
		return 0, false
	}
	op, k := cmp.Op, cmp.Y
	switch {
	case cmp.X == x:
	case cmp.Y == x:
		op, k = flipCompare(op), cmp.X
	default:
		return 0, false
	}
	c, ok := k.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	n, exact := constant.Uint64Val(c.Value)
	if !exact {
		return 0, false
	}
	if !holds {
		op = negateCompare(op)
	}
	switch op {
	case token.LSS:
		if n == 0 {
			return 0, false // never holds: the branch is dead
		}
		return n - 1, true
	case token.LEQ:
		return n, true
	}
	return 0, false
}
