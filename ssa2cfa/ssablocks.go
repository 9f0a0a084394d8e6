package ssa2cfa

import (
	"slices"

	"golang.org/x/tools/go/ssa"
)

// EveryInstr reports whether ok holds of every instruction of the SSA
// blocks reachable from start's neighbours by next (b.Succs forward,
// b.Preds backward), each block once; start itself counts only if a path
// comes back to it, unless except is start.
func EveryInstr(start *ssa.BasicBlock, next func(*ssa.BasicBlock) []*ssa.BasicBlock, except *ssa.BasicBlock, ok func(ssa.Instruction) bool) bool {
	seen := map[*ssa.BasicBlock]bool{}
	if except != nil {
		seen[except] = true
	}
	stack := slices.Clone(next(start))
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		for _, instr := range x.Instrs {
			if !ok(instr) {
				return false
			}
		}
		stack = append(stack, next(x)...)
	}
	return true
}

// Succs returns b's successors (for EveryInstr).
func Succs(b *ssa.BasicBlock) []*ssa.BasicBlock { return b.Succs }

// Preds returns b's predecessors (for EveryInstr).
func Preds(b *ssa.BasicBlock) []*ssa.BasicBlock { return b.Preds }
