package nonterm

import (
	"context"
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// A loop iteration that goes back to the loop's head with every φ of the
// head unchanged, after a path from the head that changes no memory and
// whose every step is determined by its operands and memory (pureCall),
// starts the next iteration in the state the last one started in: it
// takes the same path again, forever. A scanner that continues without
// advancing on a blank (for i < len(s) { if s[i] == ' ' { continue };
// ...; i++ }) stalls on the first blank. Every execution that takes such
// a back edge diverges; a run that takes it, realizable up to there,
// shows that one does.

// stalledLoop looks for such a back edge in c and returns its diagnostic.
func (a *pkg) stalledLoop(ctx context.Context, c *ssa2cfa.CFA) (diag, bool) {
	fn := c.Fn
	if fn == nil || fn.Recover != nil {
		return diag{}, false
	}
	for _, h := range fn.Blocks {
		for i, p := range h.Preds {
			if !h.Dominates(p) || !a.pureIteration(fn, h, p) {
				continue
			}
			if phisKept(h, i, nil, -1) {
				if d, ok := a.stalledWitness(ctx, c, h, p, h); ok {
					return d, true
				}
				continue
			}
			// Through a join that only goes on to h (a switch's end):
			// the way into it from q keeps the φs.
			if len(p.Succs) != 1 {
				continue
			}
			for j, q := range p.Preds {
				if h.Dominates(q) && phisKept(h, i, p, j) {
					if d, ok := a.stalledWitness(ctx, c, p, q, h); ok {
						return d, true
					}
				}
			}
		}
	}
	return diag{}, false
}

// phisKept reports whether every φ of h takes itself on h's i-th incoming
// edge: its operand there is the φ itself, or, with a join p (the edge's
// source) entered from its j-th predecessor, a φ of p whose operand there
// is.
func phisKept(h *ssa.BasicBlock, i int, p *ssa.BasicBlock, j int) bool {
	for _, instr := range h.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		v := phi.Edges[i]
		if pp, ok := v.(*ssa.Phi); ok && p != nil && pp.Block() == p {
			v = pp.Edges[j]
		}
		if v != phi {
			return false
		}
	}
	return true
}

// pureIteration reports whether every block on a path from h to its latch
// p (h itself, p, and the blocks between that h dominates) holds only
// pure instructions (see pure) that read no shared memory: values,
// strings, and the function's own variables that do not escape. Unlike a
// recursive call, which starts in a frame of its own, the next iteration
// would see a store into fn's frame (seen[0] = true; continue); and a
// read of shared memory (a slice's element, a field through a pointer) is
// an input each time it is made.
func (a *pkg) pureIteration(fn *ssa.Function, h, p *ssa.BasicBlock) bool {
	ok := func(instr ssa.Instruction) bool {
		if !pure(instr) {
			return false
		}
		switch in := instr.(type) {
		case *ssa.UnOp:
			if in.Op == token.MUL {
				al, isAlloc := in.X.(*ssa.Alloc)
				return isAlloc && !al.Heap && al.Parent() == fn
			}
		case *ssa.Lookup:
			_, isMap := in.X.Type().Underlying().(*types.Map)
			return !isMap
		}
		return true
	}
	for _, b := range []*ssa.BasicBlock{h, p} {
		for _, instr := range b.Instrs {
			if !ok(instr) {
				return false
			}
		}
	}
	// The blocks between: each reached from outside the loop only
	// through h.
	return ssa2cfa.EveryInstr(p, ssa2cfa.Preds, h, func(instr ssa.Instruction) bool {
		return h.Dominates(instr.Block()) && ok(instr)
	})
}

// stalledWitness looks for a run of c that takes the edge from block p to
// block to (which goes on to loop head h), realizable up to there, and
// returns the diagnostic it confirms.
func (a *pkg) stalledWitness(ctx context.Context, c *ssa2cfa.CFA, to, p, h *ssa.BasicBlock) (diag, bool) {
	back := map[*ssa2cfa.Edge]bool{}
	if at := blockStart(c, to); at >= 0 {
		for _, e := range c.In[at] {
			if c.Locs[e.From].Block == p.Index {
				back[e] = true
			}
		}
	}
	head := blockStart(c, h)
	if head < 0 || len(back) == 0 {
		return diag{}, false
	}
	x := *a.explorer
	x.Watch = back
	accept := func(r *recur.Run) bool {
		return r.Watched >= 0 && !r.MayStop && stemChoicesRealizable(r, r.Watched)
	}
	w := x.FindLasso(ctx, c, strictSteps, accept)
	if w == nil {
		return diag{}, false
	}
	input, _, _ := a.lassoText(c, w)
	pos := loopPos(c, head)
	line := c.Fn.Prog.Fset.Position(pos).Line
	return newDiag(c, pos, catManifest, fmt.Sprintf("%s never terminates once an iteration of the loop at line %d goes back to its start changing nothing: every later one does the same (%s)", c.Fn.Name(), line, input)), true
}

// blockStart returns the location where c enters SSA block b (its first
// location of the block that is not a ghost), or -1.
func blockStart(c *ssa2cfa.CFA, b *ssa.BasicBlock) ssa2cfa.Loc {
	for l, info := range c.Locs {
		if info.Block == b.Index && !info.Ghost {
			return ssa2cfa.Loc(l)
		}
	}
	return -1
}
