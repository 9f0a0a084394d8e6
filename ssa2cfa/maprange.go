package ssa2cfa

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A range over a map m yields each entry at most once, and an entry
// inserted during the iteration may or may not be yielded (the Go
// specification, "For statements with range clause"). So when the loop
// inserts nothing, it runs at most len(m) times, len(m) read when it
// starts: the lowering counts the entries yielded in a variable of the
// Range, and each entry is yielded only while the count is below that
// size. With keys := make([]K, len(m)) and i counting the iterations,
// keys[i] is in range.

// mapCount is the iteration counter of a range over a map, with the
// map's size when the range started.
type mapCount struct {
	count, size Var
}

// mapRange starts the counter of a range over a map whose size an earlier
// len(m) read (see sameLoads), when the loop cannot insert into any map.
func (l *lowerer) mapRange(in *ssa.Range) {
	if _, ok := in.X.Type().Underlying().(*types.Map); !ok {
		return
	}
	first, ok := l.same[in]
	if !ok {
		return
	}
	n, ok := l.c.ExprOf(first)
	if !ok || n.Type() != Int || !l.insertsNothing(in) {
		return
	}
	name := valueName(in.X)
	c := mapCount{
		count: l.c.NewVar(VarInfo{Name: "entries(" + name + ")", Type: Int, Role: RoleValue, Value: in, Max: MaxLen}),
		size:  l.c.NewVar(VarInfo{Name: "len(" + name + ")", Type: Int, Role: RoleValue, Max: MaxLen}),
	}
	if l.mapCounts == nil {
		l.mapCounts = map[*ssa.Range]mapCount{}
	}
	l.mapCounts[in] = c
	l.emit(&Assign{Vars: []Var{c.count, c.size}, Exprs: []Expr{IntConst(Int, 0), n}}, in.Pos())
}

// mapNext lowers the step of a range over a map that mapRange counts:
// either no entry is left (ok false), or one more is yielded while the
// count is below the size.
func (l *lowerer) mapNext(in *ssa.Next, rng *ssa.Range) {
	c, ok := l.mapCounts[rng]
	if !ok {
		return
	}
	okVar, _ := l.tupleResult(in, 0)
	if okVar < 0 {
		return
	}
	pos := rng.Pos()
	ref := l.c.Ref
	// Whether an entry is left is unknown (havoc); if one is, the count
	// was below the size.
	l.emit(&Havoc{Vars: []Var{okVar}, Reason: "range"}, pos)
	from := l.cur
	join := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
	l.c.AddEdge(from, join, &Assume{Cond: NotExpr(ref(okVar))}, pos)
	l.emit(&Assume{Cond: ref(okVar)}, pos)
	l.emit(&Assume{Cond: &Binary{Op: Lt, X: ref(c.count), Y: ref(c.size)}}, pos)
	l.c.AddEdge(l.cur, join, &Assign{Vars: []Var{c.count}, Exprs: []Expr{&Binary{Op: Add, X: ref(c.count), Y: IntConst(Int, 1)}}}, pos)
	l.cur = join
}

// insertsNothing reports whether no instruction of the loop that ranges
// over rng may write memory that existed before it (an insertion into a
// map is such a write, as is any call that may make one).
func (l *lowerer) insertsNothing(rng *ssa.Range) bool {
	var head *ssa.BasicBlock
	for _, r := range *rng.Referrers() {
		if next, ok := r.(*ssa.Next); ok {
			head = next.Block()
		}
	}
	if head == nil {
		return false
	}
	wf := &writeFree{punned: l.punned, calleeWrites: l.calleeWrites, memo: map[*ssa.Function]*writeSet{}}
	for _, b := range loopBlocks(head) {
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.MapUpdate); ok {
				return false
			}
			if wf.writes(instr).changesMaps() {
				return false
			}
		}
	}
	return true
}

// loopBlocks returns the blocks on a cycle through head: those it reaches
// that reach it back.
func loopBlocks(head *ssa.BasicBlock) []*ssa.BasicBlock {
	fwd := map[*ssa.BasicBlock]bool{head: true}
	stack := []*ssa.BasicBlock{head}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Succs {
			if !fwd[s] {
				fwd[s] = true
				stack = append(stack, s)
			}
		}
	}
	back := map[*ssa.BasicBlock]bool{head: true}
	out := []*ssa.BasicBlock{head}
	stack = []*ssa.BasicBlock{head}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range b.Preds {
			if fwd[p] && !back[p] {
				back[p] = true
				out = append(out, p)
				stack = append(stack, p)
			}
		}
	}
	return out
}
