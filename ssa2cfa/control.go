package ssa2cfa

import (
	"go/constant"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// branch lowers an If: an Assume edge per outcome, then the successor's φs.
func (l *lowerer) branch(in *ssa.If) {
	b := in.Block()
	cond := l.expr(in.Cond)
	if cond == nil {
		x := l.c.NewVar(VarInfo{Name: valueName(in.Cond), Type: Bool, Role: RoleValue, Value: in.Cond})
		l.emit(&Havoc{Vars: []Var{x}, Reason: "condition"}, in.Pos())
		cond = l.c.Ref(x)
	}
	from := l.cur
	l.branchLoc[b.Index] = from
	for k := range b.Succs {
		c := cond
		if k == 1 {
			c = NotExpr(cond)
		}
		if bound := l.strideBound(in, k); bound != nil {
			c = AndExpr(c, bound)
		}
		if bound := l.modBound(in, k); bound != nil {
			c = AndExpr(c, bound)
		}
		if rounds := l.logLoopGuard(in, k); rounds != nil {
			c = AndExpr(c, rounds)
		}
		if defs := l.definitionsRead(c); defs != nil {
			c = AndExpr(c, defs)
		}
		if ne := l.distinctReads(in, k); ne != nil {
			c = AndExpr(c, ne)
		}
		if sel := l.tableGuard(in, k); sel != nil {
			c = AndExpr(c, sel)
		}
		l.cur = from
		l.emit(&Assume{Cond: c}, in.Pos())
		l.restateDiseqs(c, in.Pos())
		l.restateConversions(c, in.Pos())
		l.jump(b, k)
	}
}

// jump ends the current sequence with the edge to b.Succs[k], assigning the
// successor's φs (and their lengths) in parallel. An edge without φs is
// merged into the edge before it (an operation's fresh location has one
// way in).
func (l *lowerer) jump(b *ssa.BasicBlock, k int) {
	target := l.blockLoc[b.Succs[k].Index]
	a, unknown := l.phis(b, k)
	if len(unknown) > 0 {
		l.emit(&Havoc{Vars: unknown, Reason: "unknown"}, token.NoPos)
	}
	if l.logLoops[b.Succs[k].Index] != nil {
		a, target = l.logLoopEdge(b, b.Succs[k], a)
	}
	if a == nil && l.cur != l.blockLoc[l.block] && len(l.c.In[l.cur]) == 1 && len(l.c.Out[l.cur]) == 0 {
		// Redirect the single edge into cur to the target.
		e := l.c.In[l.cur][0]
		l.c.In[l.cur] = nil
		e.To = target
		l.c.In[target] = append(l.c.In[target], e)
		return
	}
	if a == nil {
		a = &Assign{}
	}
	l.c.AddEdge(l.cur, target, a, token.NoPos)
}

// phis returns the parallel assignment of the φs (and their lengths) of
// b.Succs[k] for the edge from b, or nil if there is none, and fresh
// variables standing for operands the lowering does not know (to havoc).
func (l *lowerer) phis(b *ssa.BasicBlock, k int) (*Assign, []Var) {
	s := b.Succs[k]
	// The edge's index among s.Preds: the k-th successor edge to s is the
	// matching occurrence of b among s's predecessors.
	occurrence := 0
	for j := 0; j < k; j++ {
		if b.Succs[j] == s {
			occurrence++
		}
	}
	pred := -1
	for i, p := range s.Preds {
		if p == b {
			if occurrence == 0 {
				pred = i
				break
			}
			occurrence--
		}
	}
	if pred < 0 {
		return nil, nil
	}
	a := &Assign{}
	var unknown []Var
	add := func(x Var, e Expr) {
		if e == nil {
			f := l.c.NewVar(VarInfo{Name: l.c.Vars[x].Name, Type: l.c.Vars[x].Type, Role: RoleValue})
			unknown = append(unknown, f)
			e = l.c.Ref(f)
		}
		a.Vars = append(a.Vars, x)
		a.Exprs = append(a.Exprs, e)
	}
	for _, instr := range s.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		edge := phi.Edges[pred]
		if x, ok := l.c.valueVar[phi]; ok {
			add(x, l.expr(edge))
		}
		if x, ok := l.c.lenVar[phi]; ok {
			add(x, l.lenExpr(edge))
		}
		if x, ok := l.c.capVar[phi]; ok {
			add(x, l.capExpr(edge))
		}
		if x, ok := l.c.nilVar[phi]; ok {
			add(x, l.nilExpr(edge))
		}
	}
	vars, xs := l.memPhiEdge(s, pred)
	for i, x := range vars {
		add(x, xs[i])
	}
	if len(a.Vars) == 0 {
		return nil, nil
	}
	return a, unknown
}

func (l *lowerer) ret(in *ssa.Return) {
	r := &Return{Results: make([]Expr, len(l.c.Results)), ResultLens: make([]Expr, len(l.c.ResultLens))}
	var unknown []Var
	for i, v := range in.Results {
		if i < len(l.c.Results) && l.c.Results[i] >= 0 {
			if l.c.Vars[l.c.Results[i]].NilFlag {
				if r.Results[i] = l.nilExpr(v); r.Results[i] == nil {
					unknown = append(unknown, l.c.Results[i])
				}
			} else {
				r.Results[i] = l.expr(v)
			}
		}
		if i < len(l.c.ResultLens) && l.c.ResultLens[i] >= 0 {
			if r.ResultLens[i] = l.lenExpr(v); r.ResultLens[i] == nil {
				unknown = append(unknown, l.c.ResultLens[i])
			}
		}
	}
	if len(unknown) > 0 {
		l.emit(&Havoc{Vars: unknown, Reason: "result"}, in.Pos())
	}
	l.exitFieldValues(in)
	if k, ok := comparedResult(r); ok {
		// Each outcome returns on an edge of its own, so that the states
		// the function returns in keep them apart: return len(b.buf) <=
		// b.off has a postcondition per value (see summary.Cases).
		for _, out := range []bool{true, false} {
			cond := r.Results[k]
			if !out {
				cond = NotExpr(cond)
			}
			rk := *r
			rk.Results = append([]Expr(nil), r.Results...)
			rk.Results[k] = BoolConst(out)
			at := l.c.NewLoc(LocInfo{Pos: in.Pos(), Block: l.block})
			l.c.AddEdge(l.cur, at, &Assume{Cond: cond}, in.Pos())
			l.c.AddEdge(at, l.c.Exit, &rk, in.Pos())
		}
		return
	}
	l.c.AddEdge(l.cur, l.c.Exit, r, in.Pos())
}

// comparedResult returns the bool result of r, the only one, when it is a
// comparison of integers.
func comparedResult(r *Return) (int, bool) {
	if len(r.Results) != 1 {
		return 0, false
	}
	b, ok := r.Results[0].(*Binary)
	return 0, ok && b.Op.IsComparison() && b.X.Type().IsInt()
}

// panic lowers a panic: an assertion failure if its constant message says
// "unreachable", any other panic otherwise.
func (l *lowerer) panic(in *ssa.Panic) {
	kind := CheckPanic
	if msg, ok := constMessage(in.X); ok && strings.Contains(msg, "unreachable") {
		kind = CheckUnreachable
	}
	chk := l.check(kind, False, in.Pos(), nil)
	instrs := in.Block().Instrs
	for i := len(instrs) - 2; i >= 0; i-- {
		switch prev := instrs[i].(type) {
		case *ssa.MakeInterface, *ssa.DebugRef:
			continue // the panic's own argument
		case *ssa.Call:
			_, builtin := prev.Call.Value.(*ssa.Builtin)
			chk.AfterCall = !builtin
		}
		break
	}
}

// constMessage returns the constant string a panic is given, if any.
func constMessage(v ssa.Value) (string, bool) {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(k.Value), true
}
