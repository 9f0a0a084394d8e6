package ssa2cfa

import (
	"go/constant"

	"golang.org/x/tools/go/ssa"
)

// deadBlocks returns the blocks of fn that no execution reaches: those
// reached from the entry (or the recover block) only through the branch
// that an if on a constant condition never takes, as in
// const debug = false; if debug { log.Print(...) }. go/ssa keeps such
// blocks; what they would do (a call that may write memory) changes
// nothing.
func deadBlocks(fn *ssa.Function) []bool {
	dead := make([]bool, len(fn.Blocks))
	if len(fn.Blocks) == 0 {
		return dead
	}
	for i := range dead {
		dead[i] = true
	}
	stack := []*ssa.BasicBlock{fn.Blocks[0]}
	if fn.Recover != nil {
		stack = append(stack, fn.Recover)
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !dead[b.Index] {
			continue
		}
		dead[b.Index] = false
		stack = append(stack, liveSuccs(b)...)
	}
	return dead
}

// liveSuccs returns the successors of b that control may pass to.
func liveSuccs(b *ssa.BasicBlock) []*ssa.BasicBlock {
	if len(b.Instrs) > 0 && len(b.Succs) == 2 {
		if ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok {
			if k, ok := ifi.Cond.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Bool {
				if constant.BoolVal(k.Value) {
					return b.Succs[:1]
				}
				return b.Succs[1:]
			}
		}
	}
	return b.Succs
}
