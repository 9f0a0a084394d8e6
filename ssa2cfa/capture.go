package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// maxCaptureDoms bounds the dominating branches captureContract reads.
const maxCaptureDoms = 16

// captureContract returns what the parent's branches guarantee of the
// values an anonymous function captures, whoever calls it and whenever:
// a comparison that a branch dominating the making of the closure decided
// holds of the values its stable free variables (see stableFreeVars) hold
// from then on. So
//
//	for i := range out {
//		wg.Go(func() { out[i] = f(i) })
//	}
//
// gives the closure 0 <= i < len(out): i and out are each stored once,
// before the closure is made, and the range loop's test decided i <
// len(out) (its index starts at 0 and steps by 1). Nil if nothing is known.
func (l *lowerer) captureContract() Expr {
	fn := l.fn
	if fn.Parent() == nil || len(l.stable) == 0 {
		return nil
	}
	mc := makeClosureOf(fn)
	if mc == nil {
		return nil
	}
	// The closure's expressions of the parent's values: those stored into
	// its stable free variables, and the parent's loads of them that read
	// the same values.
	vals, lens := map[ssa.Value]Expr{}, map[ssa.Value]Expr{}
	var made []*ssa.FreeVar // those holding a slice made by the parent
	for i, fv := range fn.FreeVars {
		sv, ok := l.stable[fv]
		if !ok || sv.store == nil || !dominates(sv.store, mc) || i >= len(mc.Bindings) {
			continue
		}
		same := []ssa.Value{sv.store.Val}
		for _, r := range *mc.Bindings[i].Referrers() {
			if u, ok := r.(*ssa.UnOp); ok && l.holdsStable(fv, mc.Bindings[i], u) {
				same = append(same, u)
			}
		}
		for _, v := range same {
			if x, ok := l.stableVal[fv]; ok {
				vals[v] = l.c.Ref(x)
			}
			if n, ok := l.stableLen[fv]; ok {
				lens[v] = l.c.Ref(n)
			}
		}
		if _, ok := sv.store.Val.(*ssa.MakeSlice); ok {
			made = append(made, fv)
		}
	}
	if len(vals) == 0 && len(lens) == 0 {
		return nil
	}
	tr := &captureTranslation{vals: vals, lens: lens}
	var out Expr
	add := func(e Expr) { out = andAlso(out, e) }
	// A slice the parent made with a length it captures too.
	for _, fv := range made {
		n, ok := l.stableLen[fv]
		if !ok {
			continue
		}
		if k := tr.expr(l.stable[fv].store.Val.(*ssa.MakeSlice).Len); k != nil && k.Type() == Int {
			add(&Binary{Op: Eq, X: l.c.Ref(n), Y: k})
		}
	}
	for br, taken := range dominatingBranches(mc.Block(), maxCaptureDoms) {
		cmp, ok := br.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		op, ok := binOps[cmp.Op]
		if !ok || !op.IsComparison() {
			continue
		}
		x, y := tr.expr(cmp.X), tr.expr(cmp.Y)
		if x == nil || y == nil || x.Type() != y.Type() || !x.Type().IsInt() {
			continue
		}
		var e Expr = &Binary{Op: op, X: x, Y: y}
		if !taken {
			e = NotExpr(e)
		} else if counterPhi(cmp.X) != nil {
			// A loop index below a bound, counted from 0.
			add(&Binary{Op: Le, X: &Const{T: x.Type()}, Y: x})
		}
		add(e)
	}
	return out
}

// counterPhi returns, if v is a loop index counted up by 1 from 0, its
// φ: v itself, 0 on entry and v+1 on the back edges, or v-1, -1 on entry
// and v on the back edges (the index of a range loop); nil otherwise.
func counterPhi(v ssa.Value) *ssa.Phi {
	phi, _ := v.(*ssa.Phi)
	start := int64(0)
	if add, ok := v.(*ssa.BinOp); ok && add.Op == token.ADD && isConstInt(add.Y, 1) {
		phi, _ = add.X.(*ssa.Phi)
		start = -1
	}
	if phi == nil {
		return nil
	}
	head := phi.Block()
	if len(phi.Edges) != len(head.Preds) {
		return nil
	}
	for k, pred := range head.Preds {
		e := phi.Edges[k]
		if !head.Dominates(pred) {
			if !isConstInt(e, start) {
				return nil
			}
			continue
		}
		if e == v && start == -1 {
			continue // the range form: the index itself comes round
		}
		next, ok := e.(*ssa.BinOp)
		if !ok || next.Op != token.ADD || next.X != phi || !isConstInt(next.Y, 1) || start != 0 {
			return nil
		}
	}
	return phi
}

// captureTranslation states the parent's values in the closure's terms.
type captureTranslation struct {
	vals, lens map[ssa.Value]Expr
}

// expr returns the closure's expression of v: a constant, a captured
// value, the length of one, or their sum or difference in int; nil
// otherwise.
func (tr *captureTranslation) expr(v ssa.Value) Expr {
	if e, ok := tr.vals[v]; ok {
		return e
	}
	switch v := v.(type) {
	case *ssa.Const:
		return constExpr(v)
	case *ssa.Call:
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(v.Call.Args) == 1 {
			return tr.lens[v.Call.Args[0]]
		}
	case *ssa.BinOp:
		if !isInt(v.Type()) || v.Op != token.ADD && v.Op != token.SUB {
			return nil
		}
		x, y := tr.expr(v.X), tr.expr(v.Y)
		if x == nil || y == nil {
			return nil
		}
		return &Binary{Op: binOps[v.Op], X: x, Y: y}
	}
	return nil
}
