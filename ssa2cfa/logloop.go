package ssa2cfa

import (
	"go/token"
	"math/big"

	"golang.org/x/tools/go/ssa"
)

// logLoop is a loop whose guard variable shrinks geometrically:
//
//	for u >= g { body; u /= c }     (or u >>= s, c = 2^s)
//
// with constants g >= 1 and c >= 2. Such a loop runs N(u₀) times, where
// N(u) = #{j >= 0 : u >= g·c^j} — at most 19 rounds for u /= 10 on 64
// bits — and each round takes exactly one from N(u): in the body u >= g,
// and u/c >= g·c^j if and only if u >= g·c^(j+1). Intervals and octagons
// see no bound at all on the rounds, so a digit buffer written from its end
// (i-- per round, as strconv and fmt format integers) looks unbounded.
//
// The lowering gives the loop a ghost variable Left that holds N(u) at the
// head: set on entry by a chain of tests of u against the thresholds
// g·c^j (Ghost locations: they are no branches of the program), one less
// on each way back, at least 1 in the body, 0 on the way out. Octagons
// relate it to the counters that move with it (i - Left stays constant).
type logLoop struct {
	head       *ssa.BasicBlock
	phi        *ssa.Phi
	body       int // index of the head's If successor that stays in the loop
	thresholds []*big.Int
	left       Var // the ghost; -1 until declared
}

// NaturalLoop returns the blocks of the loop headed by h: h and those that
// reach one of its latches (the predecessors it dominates) without passing
// through h. ok is false if one of them is not dominated by h: the loop
// is entered other than through h. (Blocks on an outer loop's cycle reach
// h too, but only through h's entry, which h does not dominate.)
func NaturalLoop(h *ssa.BasicBlock) (map[*ssa.BasicBlock]bool, bool) {
	in := map[*ssa.BasicBlock]bool{h: true}
	var stack []*ssa.BasicBlock
	for _, p := range h.Preds {
		if h.Dominates(p) && !in[p] {
			in[p] = true
			stack = append(stack, p)
		}
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !h.Dominates(b) {
			return nil, false
		}
		for _, p := range b.Preds {
			if !in[p] {
				in[p] = true
				stack = append(stack, p)
			}
		}
	}
	return in, true
}

// findLogLoops returns fn's loops of that shape by head block index.
func findLogLoops(fn *ssa.Function) map[int]*logLoop {
	var out map[int]*logLoop
	for _, h := range fn.Blocks {
		if ll := logLoopAt(h); ll != nil {
			if out == nil {
				out = map[int]*logLoop{}
			}
			out[h.Index] = ll
		}
	}
	return out
}

// logLoopAt returns the loop headed by h if h ends in the guard u >= g (in
// any spelling) on one of its φs, one of whose successors stays in the
// loop, and every way back divides that φ by the same constant.
func logLoopAt(h *ssa.BasicBlock) *logLoop {
	if len(h.Instrs) == 0 || len(h.Succs) != 2 {
		return nil
	}
	in, ok := h.Instrs[len(h.Instrs)-1].(*ssa.If)
	if !ok {
		return nil
	}
	var latches []int
	for i, p := range h.Preds {
		if h.Dominates(p) {
			latches = append(latches, i)
		}
	}
	if len(latches) == 0 || len(latches) == len(h.Preds) {
		return nil
	}
	inLoop, ok := NaturalLoop(h)
	if !ok {
		return nil // entered other than through h (goto): irreducible
	}
	body := -1
	for k, s := range h.Succs {
		if inLoop[s] {
			body = k
		}
	}
	if body < 0 || inLoop[h.Succs[1-body]] {
		return nil
	}
	phi, g := guardOn(in, h, body)
	if phi == nil {
		return nil
	}
	t, _ := TypeOf(phi.Type())
	var c *big.Int
	for _, i := range latches {
		ci := shrinkFactor(phi, phi.Edges[i], t)
		if ci == nil || c != nil && c.Cmp(ci) != 0 {
			return nil
		}
		c = ci
	}
	max := new(big.Int).SetUint64(t.MaxUint64())
	if t.Signed {
		max.SetInt64(t.MaxInt64())
	}
	var ts []*big.Int
	for x := new(big.Int).Set(g); x.Cmp(max) <= 0; x = new(big.Int).Mul(x, c) {
		ts = append(ts, x)
	}
	return &logLoop{head: h, phi: phi, body: body, thresholds: ts, left: -1}
}

// guardOn returns the φ of h and the constant g >= 1 such that the If's
// outcome k means φ >= g: φ >= K, φ > K, K <= φ, K < φ, or φ != 0 for an
// unsigned φ (and their negations on the other outcome).
func guardOn(in *ssa.If, h *ssa.BasicBlock, k int) (*ssa.Phi, *big.Int) {
	cond, ok := in.Cond.(*ssa.BinOp)
	if !ok {
		return nil, nil
	}
	x, y, op := cond.X, cond.Y, cond.Op
	if _, ok := y.(*ssa.Phi); ok {
		x, y = y, x
		op = flipCompare(op)
	}
	phi, ok := x.(*ssa.Phi)
	if !ok || phi.Block() != h {
		return nil, nil
	}
	t, ok := TypeOf(phi.Type())
	kc, isConst := y.(*ssa.Const)
	if !ok || !t.IsInt() || !isConst {
		return nil, nil
	}
	K := constBig(kc, t)
	if K == nil {
		return nil, nil
	}
	if k == 1 { // the false outcome: the negation
		op = negateCompare(op)
	}
	var g *big.Int
	switch op {
	case token.GEQ:
		g = K
	case token.GTR:
		g = new(big.Int).Add(K, big.NewInt(1))
	case token.NEQ:
		if t.Signed || K.Sign() != 0 {
			return nil, nil
		}
		g = big.NewInt(1)
	default:
		return nil, nil
	}
	if g.Sign() <= 0 || !t.Contains(g) {
		return nil, nil
	}
	return phi, g
}

// shrinkFactor returns c if v is φ / c (c >= 2) or φ >> s (0 < s < width,
// c = 2^s), else nil.
func shrinkFactor(phi *ssa.Phi, v ssa.Value, t Type) *big.Int {
	b, ok := v.(*ssa.BinOp)
	if !ok || b.X != phi {
		return nil
	}
	k, ok := b.Y.(*ssa.Const)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.QUO:
		c := constBig(k, t)
		if c == nil || c.Cmp(big.NewInt(2)) < 0 {
			return nil
		}
		return c
	case token.SHR:
		kt, ok := TypeOf(k.Type())
		if !ok {
			return nil
		}
		s := constBig(k, kt)
		if s == nil || s.Sign() <= 0 || s.Cmp(big.NewInt(int64(t.Width))) >= 0 {
			return nil
		}
		return new(big.Int).Lsh(big.NewInt(1), uint(s.Int64()))
	}
	return nil
}

// logLoopLeft returns the ghost of ll, declaring it on first use, or -1 if
// the guard's φ is not tracked.
func (l *lowerer) logLoopLeft(ll *logLoop) Var {
	if ll.left < 0 {
		if _, ok := l.c.valueVar[ll.phi]; !ok {
			return -1
		}
		ll.left = l.c.NewVar(VarInfo{Name: "rounds(" + valueName(ll.phi) + ")", Type: Int, Role: RoleValue, Max: int64(len(ll.thresholds)), Ghost: true})
	}
	return ll.left
}

// logLoopGuard returns what outcome k of the If of a log loop's head says
// of its ghost: at least one round left in the body, none on the way out.
func (l *lowerer) logLoopGuard(in *ssa.If, k int) Expr {
	ll := l.logLoops[in.Block().Index]
	if ll == nil {
		return nil
	}
	left := l.logLoopLeft(ll)
	if left < 0 {
		return nil
	}
	if k == ll.body {
		return &Binary{Op: Ge, X: l.c.Ref(left), Y: &Const{T: Int, Bits: 1}}
	}
	return &Binary{Op: Eq, X: l.c.Ref(left), Y: &Const{T: Int, Bits: 0}}
}

// logLoopEdge extends the φ assignment a of the edge from b into a log
// loop's head s: one round less on a way back; on an entry it returns
// the first location of the chain that sets the ghost to N(u) and leads
// to s (else it returns s's location).
func (l *lowerer) logLoopEdge(b, s *ssa.BasicBlock, a *Assign) (*Assign, Loc) {
	target := l.blockLoc[s.Index]
	ll := l.logLoops[s.Index]
	if ll == nil {
		return a, target
	}
	left := l.logLoopLeft(ll)
	if left < 0 {
		return a, target
	}
	if a == nil {
		a = &Assign{}
	}
	if ll.head.Dominates(b) { // a way back, whose φ operands divide
		a.Vars = append(a.Vars, left)
		a.Exprs = append(a.Exprs, &Binary{Op: Sub, X: l.c.Ref(left), Y: &Const{T: Int, Bits: 1}})
		return a, target
	}
	a.Vars = append(a.Vars, left)
	a.Exprs = append(a.Exprs, &Const{T: Int, Bits: 0})
	// The chain runs after the φs are assigned: it tests u itself.
	u := l.c.Ref(l.c.valueVar[ll.phi])
	ghost := func() Loc { return l.c.NewLoc(LocInfo{Block: s.Index, Ghost: true}) }
	// The chain's ways out meet before the head, so that the head (where
	// the analysis widens) sees one entry.
	first, done := ghost(), ghost()
	at := first
	for j, t := range ll.thresholds {
		k := &Const{T: u.T, Bits: u.T.Canon(bigBits(t))}
		l.c.AddEdge(at, done, &Assume{Cond: &Binary{Op: Lt, X: u, Y: k}}, token.NoPos)
		passed := ghost()
		l.c.AddEdge(at, passed, &Assume{Cond: &Binary{Op: Ge, X: u, Y: k}}, token.NoPos)
		next := ghost()
		l.c.AddEdge(passed, next, &Assign{Vars: []Var{left}, Exprs: []Expr{&Const{T: Int, Bits: uint64(j + 1)}}}, token.NoPos)
		at = next
	}
	l.c.AddEdge(at, done, &Assign{}, token.NoPos)
	l.c.AddEdge(done, target, &Assign{}, token.NoPos)
	return a, first
}
