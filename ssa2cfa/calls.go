package ssa2cfa

import (
	"fmt"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// call lowers a call: an assertion check, a builtin, or a Call edge.
func (l *lowerer) call(in *ssa.Call) {
	common := in.Common()
	fields := l.callFields(in)
	if cond, arg, ok := l.assertion(common); ok {
		at := l.cur
		chk := l.check(CheckAssert, cond, in.Pos(), []Expr{cond})
		l.condChecks = append(l.condChecks, condCheck{chk, arg, at})
		return
	}
	if bi, ok := common.Value.(*ssa.Builtin); ok {
		l.builtin(in, bi.Name(), common.Args)
		return
	}
	op := &Call{Callee: common.StaticCallee(), Fields: fields, ArgFields: l.argFields(in)}
	for _, a := range common.Args {
		op.Args = append(op.Args, l.expr(a))
		op.ArgLens = append(op.ArgLens, l.lenExpr(a))
	}
	res := common.Signature().Results()
	switch res.Len() {
	case 0:
	case 1:
		op.Results = append(op.Results, l.resultVar(in))
		op.ResultLens = append(op.ResultLens, l.resultLen(in))
	default:
		for i := 0; i < res.Len(); i++ {
			r, rl := l.tupleResult(in, i)
			op.Results = append(op.Results, r)
			op.ResultLens = append(op.ResultLens, rl)
		}
		for _, e := range l.resultValues(in) {
			l.callResults[e] = true
		}
	}
	l.emit(op, in.Pos())
	if stopsTest(common) {
		// As go/ssa does after a static call that never returns.
		chk := l.check(CheckPanic, False, in.Pos(), nil)
		chk.AfterCall = true
		return
	}
	l.stdResult(in, op.Callee)
	l.pureCall(in, op)
	// A havoc'd length keeps len <= cap.
	for _, v := range l.resultValues(in) {
		lv, ok1 := l.c.lenVar[v]
		cv, ok2 := l.c.capVar[v]
		if ok1 && ok2 {
			l.emit(&Assume{Cond: &Binary{Op: Le, X: l.c.Ref(lv), Y: l.c.Ref(cv)}}, in.Pos())
		}
	}
}

// pureCall states what a call of a pure helper returns (see pureResult).
// A condition, or an integer sum, difference or product, is read as the
// expression, so that d.remaining() < 2 constrains d.off and len(d.buf):
// the expression is over values defined before the call, which keep their
// values wherever the call's result is used. Another integer result equals
// its expression: conversions, shifts and bit operations, which mean
// other things where integers are unbounded (termination), stay behind
// the result's variable.
func (l *lowerer) pureCall(in *ssa.Call, op *Call) {
	if len(op.Results) != 1 || op.Results[0] < 0 {
		return
	}
	e := pureResult(op.Callee, op.Args, op.ArgFields)
	switch {
	case e == nil || e.Type() != l.c.Vars[op.Results[0]].Type:
	case e.Type().IsBool() || plainArith(e):
		l.alias[in] = e
	default:
		l.emit(&Assume{Cond: &Binary{Op: Eq, X: l.c.Ref(op.Results[0]), Y: e}}, in.Pos())
	}
}

// plainArith reports an expression of variables and constants under +, -
// and *.
func plainArith(e Expr) bool {
	switch e := e.(type) {
	case *VarRef, *Const:
		return true
	case *Unary:
		return e.Op == Neg && plainArith(e.X)
	case *Binary:
		return (e.Op == Add || e.Op == Sub || e.Op == Mul) && plainArith(e.X) && plainArith(e.Y)
	}
	return false
}

// resultValues returns the values that hold a call's results: the call
// itself, or the Extracts of its tuple.
func (l *lowerer) resultValues(in *ssa.Call) []ssa.Value {
	if _, ok := in.Type().(*types.Tuple); !ok {
		return []ssa.Value{in}
	}
	var out []ssa.Value
	for _, r := range *in.Referrers() {
		if e, ok := r.(*ssa.Extract); ok {
			out = append(out, e)
		}
	}
	return out
}

// resultVar declares the variable of a call's result v: its value's, or
// for an interface or slice value its nil flag's if the lowering needs it;
// -1 if none.
func (l *lowerer) resultVar(v ssa.Value) Var {
	if x := l.declareValue(v); x >= 0 {
		return x
	}
	return l.declareNil(v)
}

// resultLen declares the len (and cap) variables a call's result v needs,
// returning the len variable or -1.
func (l *lowerer) resultLen(v ssa.Value) Var {
	l.declareLens(v, false)
	if x, ok := l.c.lenVar[v]; ok {
		return x
	}
	return -1
}

// tupleResult gives the i-th component of a tuple value (a call's results,
// a range step) its variable and len variable, shared by every Extract of
// that index (SSA values never change, so the Extracts are copies of it).
func (l *lowerer) tupleResult(in ssa.Value, i int) (Var, Var) {
	r, rl := Var(-1), Var(-1)
	for _, ref := range *in.Referrers() {
		e, ok := ref.(*ssa.Extract)
		if !ok || e.Index != i {
			continue
		}
		if r < 0 {
			r = l.resultVar(e)
		} else if l.c.Vars[r].NilFlag {
			l.c.nilVar[e] = r
		} else {
			l.c.valueVar[e] = r
		}
		if l.need.len[e] || l.need.cap[e] {
			if rl < 0 {
				l.declareLens(e, false)
				if x, ok := l.c.lenVar[e]; ok {
					rl = x
				}
			} else {
				l.c.lenVar[e] = rl
			}
		}
	}
	if r < 0 {
		if t, ok := TypeOf(in.Type().(*types.Tuple).At(i).Type()); ok {
			r = l.c.NewVar(VarInfo{Name: fmt.Sprintf("%s#%d", in.Name(), i), Type: t, Role: RoleValue})
		}
	}
	return r, rl
}

// assertion recognises assert(b) and Assert(b, ...): a call of a function
// or method named assert or Assert whose first parameter is a bool. It
// returns the condition and the SSA value of b.
func (l *lowerer) assertion(common *ssa.CallCommon) (Expr, ssa.Value, bool) {
	var name string
	args := common.Args
	switch {
	case common.IsInvoke():
		name = common.Method.Name()
	case common.StaticCallee() != nil:
		fn := common.StaticCallee()
		name = fn.Name()
		if fn.Signature.Recv() != nil && len(args) > 0 {
			args = args[1:]
		}
	default:
		return nil, nil, false
	}
	if name != "assert" && name != "Assert" {
		return nil, nil, false
	}
	params := common.Signature().Params()
	if params.Len() == 0 || len(args) == 0 {
		return nil, nil, false
	}
	if b, ok := params.At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return nil, nil, false
	}
	if c := l.expr(args[0]); c != nil {
		return c, args[0], true
	}
	return nil, nil, false
}

// builtin lowers a call of a builtin function.
func (l *lowerer) builtin(in *ssa.Call, name string, args []ssa.Value) {
	switch name {
	case "len", "cap":
		var n Expr
		if name == "len" {
			n = l.lenExpr(args[0])
		} else {
			n = l.capExpr(args[0])
		}
		if n != nil {
			if t, ok := TypeOf(in.Type()); ok && t == n.Type() {
				l.alias[in] = n
				return
			}
		}
		if first, ok := l.same[in]; ok && l.shareLoad(in, first) {
			return // a map's size, read again with no write between
		}
		l.nonNegative(in, "len")
		return
	case "append":
		if l.need.len[in] || l.need.cap[in] {
			var n Expr
			if s := l.lenExpr(args[0]); s != nil {
				n = s
				if len(args) == 2 {
					if t := l.lenExpr(args[1]); t != nil {
						n = &Binary{Op: Add, X: s, Y: t}
					} else {
						n = nil
					}
				}
			}
			l.defineLens(in, n, nil, "append")
			if c, ok := l.c.capVar[in]; ok {
				// append never shrinks the capacity.
				if old := l.capExpr(args[0]); old != nil {
					l.emit(&Assume{Cond: &Binary{Op: Le, X: old, Y: l.c.Ref(c)}}, in.Pos())
				}
			}
		}
		return
	case "copy":
		if _, ok := TypeOf(in.Type()); !ok {
			return
		}
		a, b := l.lenExpr(args[0]), l.lenExpr(args[1])
		if a == nil || b == nil {
			l.nonNegative(in, "copy")
			return
		}
		l.minMax(in, []Expr{a, b}, true)
		return
	case "Slice", "String":
		// unsafe.Slice(p, n) and unsafe.String(p, n) have length n (and a
		// slice capacity n); they panic for a negative n.
		if !l.need.len[in] && !l.need.cap[in] {
			return
		}
		var n Expr
		if e := l.expr(args[1]); e != nil {
			n = toInt(e)
			l.emit(&Assume{Cond: &Binary{Op: Le, X: IntConst(Int, 0), Y: n}}, in.Pos())
		}
		var c Expr
		if name == "Slice" {
			if l.need.len[in] && l.need.cap[in] && n != nil {
				n = l.bindBound(n, "n") // one value: len == cap
			}
			c = n
		}
		l.defineLens(in, n, c, "unsafe."+name)
		return
	case "min", "max":
		if t, ok := TypeOf(in.Type()); ok && t.IsInt() {
			var es []Expr
			for _, a := range args {
				e := l.expr(a)
				if e == nil {
					l.havocValue(in, name)
					return
				}
				es = append(es, toType(e, t))
			}
			l.minMax(in, es, name == "min")
			return
		}
	}
	l.havocValue(in, name)
}

// nonNegative havocs v, a length or count, keeping v >= 0.
func (l *lowerer) nonNegative(v ssa.Value, reason string) {
	x := l.declareValue(v)
	if x < 0 {
		return
	}
	l.emit(&Havoc{Vars: []Var{x}, Reason: reason}, v.Pos())
	l.emit(&Assume{Cond: &Binary{Op: Ge, X: l.c.Ref(x), Y: &Const{T: l.c.Vars[x].Type}}}, v.Pos())
}

// minMax sets v to the least (or greatest) of es, by branching: exact, with
// no operation the domains would have to over-approximate. An operand
// computed by arithmetic gets a variable first (see bindBound): compared
// and then assigned, it would be split into its wrapping cases twice, and
// min(len(s), k+1) <= len(s) lost.
func (l *lowerer) minMax(v ssa.Value, es []Expr, isMin bool) {
	x := l.declareValue(v)
	if x < 0 {
		return
	}
	es = slices.Clone(es)
	for i, e := range es {
		es[i] = l.bindBound(e, "operand")
	}
	pos := v.Pos()
	l.emit(&Assign{Vars: []Var{x}, Exprs: []Expr{es[0]}}, pos)
	op := Gt
	if isMin {
		op = Lt
	}
	for _, e := range es[1:] {
		better := &Binary{Op: op, X: e, Y: l.c.Ref(x)}
		from := l.cur
		join := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
		l.emit(&Assume{Cond: better}, pos)
		l.c.AddEdge(l.cur, join, &Assign{Vars: []Var{x}, Exprs: []Expr{e}}, pos)
		l.c.AddEdge(from, join, &Assume{Cond: NotExpr(better)}, pos)
		l.cur = join
	}
}
