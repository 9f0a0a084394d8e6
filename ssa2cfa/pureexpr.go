package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// maxPureSize bounds the size of the expression a pure callee computes.
const maxPureSize = 32

// pureResult returns the value a call of fn computes from its arguments
// args and the fields of the structs they point to (fields, which the
// caller knows: the call's ArgFields), as an expression over them, when fn
// only computes its one integer or boolean result from its parameters,
// the tracked fields of the structs they point to and constants: an
// acyclic body of arithmetic, comparisons, conversions and loads of those
// fields (or of their lengths), without other loads, calls or stores, and
// without an operation that may panic (a division by a variable, a shift
// by a signed variable). An integer result must come from one return; a
// boolean one may be chosen by branches (c >= '0' && c <= '9'). It returns
// nil for any other function, or where an argument or field it uses is
// untracked. Where the call returns, its result equals this expression:
// spanClass(i).sizeclass() is int8(uint8(i) >> 1), and d.remaining() is
// len(d.buf) - d.off.
func pureResult(fn *ssa.Function, args []Expr, fields []ArgField) Expr {
	known := func(param, field int, isLen bool) Expr {
		for _, f := range fields {
			if f.Arg == param && f.Field == field && f.Len == isLen {
				return f.X
			}
		}
		return nil
	}
	return pureCall(fn, args, known, 0)
}

// fieldsKnown returns what a caller knows of a field (or its length) of
// the struct its param-th argument points to, nil if nothing.
type fieldsKnown func(param, field int, isLen bool) Expr

// maxPureDepth bounds the nesting of pure calls followed.
const maxPureDepth = 2

// pureCall is pureResult for a call nested depth pure calls deep.
func pureCall(fn *ssa.Function, args []Expr, fields fieldsKnown, depth int) Expr {
	if fn == nil || len(fn.Blocks) == 0 || fn.Recover != nil || len(fn.FreeVars) > 0 || len(fn.Params) != len(args) || fn.Signature.Results().Len() != 1 {
		return nil
	}
	var rets []*ssa.Return
	var calls []*ssa.Call
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			switch in := in.(type) {
			case *ssa.BinOp, *ssa.Convert, *ssa.ChangeType, *ssa.DebugRef, *ssa.Phi, *ssa.If, *ssa.Jump:
			case *ssa.FieldAddr:
				if _, ok := paramField(fn, in); !ok {
					return nil
				}
			case *ssa.Call:
				if isLenCall(in) {
					break
				}
				if depth >= maxPureDepth || in.Call.StaticCallee() == nil {
					return nil
				}
				calls = append(calls, in)
			case *ssa.UnOp:
				if in.Op == token.ARROW {
					return nil
				}
				if _, ok := in.X.(*ssa.FieldAddr); in.Op == token.MUL && !ok {
					return nil
				}
			case *ssa.Return:
				rets = append(rets, in)
			default:
				return nil
			}
		}
	}
	p := &pureExprs{fn: fn, args: args, fields: fields, depth: depth, vals: map[ssa.Value]Expr{}, reach: map[*ssa.BasicBlock]Expr{}, visiting: map[*ssa.BasicBlock]bool{}}
	for _, c := range calls {
		if p.expr(c) == nil {
			return nil // a callee with an effect, even if its result is unused
		}
	}
	var e Expr
	switch {
	case len(rets) == 1:
		e = p.expr(rets[0].Results[0])
	case len(rets) > 1 && isBoolResult(fn):
		// The returned value of the one return reached.
		e = False
		for _, r := range rets {
			v := p.expr(r.Results[0])
			c := p.reached(r.Block())
			if v == nil || c == nil {
				return nil
			}
			e = orExpr(e, andExpr(c, v))
		}
	}
	if e == nil || p.failed || exprSize(e) > maxPureSize {
		return nil
	}
	return e
}

func isBoolResult(fn *ssa.Function) bool {
	t, ok := TypeOf(fn.Signature.Results().At(0).Type())
	return ok && t.IsBool()
}

// pureExprs translates a pure callee's values into expressions over the
// caller's arguments.
type pureExprs struct {
	fn       *ssa.Function
	args     []Expr
	fields   fieldsKnown
	depth    int
	vals     map[ssa.Value]Expr
	reach    map[*ssa.BasicBlock]Expr
	visiting map[*ssa.BasicBlock]bool
	failed   bool // a cycle, or an expression too large
}

// expr returns v's value (nil if it has none here), memoized.
func (p *pureExprs) expr(v ssa.Value) Expr {
	if e, ok := p.vals[v]; ok {
		return e
	}
	e := p.compute(v)
	if e != nil && exprSize(e) > maxPureSize {
		p.failed, e = true, nil
	}
	p.vals[v] = e
	return e
}

func (p *pureExprs) compute(v ssa.Value) Expr {
	t, ok := TypeOf(v.Type())
	if !ok {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Const:
		return constExpr(v)
	case *ssa.Parameter:
		for i, q := range p.fn.Params {
			if q == v && p.args[i] != nil && p.args[i].Type() == t {
				return p.args[i]
			}
		}
	case *ssa.Convert:
		if x := p.expr(v.X); x != nil && !x.Type().IsBool() && !t.IsBool() {
			return toType(x, t)
		}
	case *ssa.ChangeType:
		if x := p.expr(v.X); x != nil && x.Type() == t {
			return x
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return p.fieldLoad(v, false, t)
		}
		x := p.expr(v.X)
		if x == nil {
			return nil
		}
		switch {
		case v.Op == token.NOT && x.Type().IsBool():
			return NotExpr(x)
		case v.Op == token.SUB && !x.Type().IsBool():
			return &Unary{Op: Neg, X: x}
		case v.Op == token.XOR && !x.Type().IsBool():
			return &Unary{Op: Compl, X: x}
		}
	case *ssa.BinOp:
		return p.binOp(v)
	case *ssa.Call:
		if isLenCall(v) {
			if load, ok := v.Call.Args[0].(*ssa.UnOp); ok && load.Op == token.MUL {
				return p.fieldLoad(load, true, t)
			}
			return nil
		}
		var args []Expr
		for _, a := range v.Call.Args {
			args = append(args, p.expr(a))
		}
		return pureCall(v.Call.StaticCallee(), args, p.calleeFields(v), p.depth+1)
	case *ssa.Phi:
		if !t.IsBool() {
			return nil
		}
		// The value of the edge taken: exactly one, as the body is acyclic.
		e := False
		for i, edge := range v.Edges {
			x := p.expr(edge)
			c := p.taken(v.Block().Preds[i], v.Block())
			if x == nil || c == nil {
				return nil
			}
			e = orExpr(e, andExpr(c, x))
		}
		return e
	}
	return nil
}

// fieldLoad returns the value (or length, isLen) of type t that load
// reads from a field of the struct a parameter points to, as the caller
// knows it.
func (p *pureExprs) fieldLoad(load *ssa.UnOp, isLen bool, t Type) Expr {
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	param, ok := paramField(p.fn, fa)
	if !ok {
		return nil
	}
	if kept, keptLen := fieldKind(load.Type()); !kept || keptLen != isLen {
		return nil
	}
	if x := p.fields(param, fa.Field, isLen); x != nil && x.Type() == t {
		return x
	}
	return nil
}

// calleeFields returns what call's callee finds in the fields of the
// structs its arguments point to, where an argument is a parameter of
// p.fn.
func (p *pureExprs) calleeFields(call *ssa.Call) fieldsKnown {
	return func(param, field int, isLen bool) Expr {
		q, ok := call.Call.Args[param].(*ssa.Parameter)
		if !ok {
			return nil
		}
		for i, fp := range p.fn.Params {
			if fp == q {
				return p.fields(i, field, isLen)
			}
		}
		return nil
	}
}

// paramField returns the index of the parameter whose struct fa addresses
// a field of.
func paramField(fn *ssa.Function, fa *ssa.FieldAddr) (int, bool) {
	for i, q := range fn.Params {
		if q == fa.X {
			return i, true
		}
	}
	return 0, false
}

// isLenCall reports a call of the builtin len.
func isLenCall(c *ssa.Call) bool {
	b, ok := c.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "len"
}

func (p *pureExprs) binOp(v *ssa.BinOp) Expr {
	op, known := binOps[v.Op]
	x, y := p.expr(v.X), p.expr(v.Y)
	if !known || x == nil || y == nil {
		return nil
	}
	if x.Type().IsBool() {
		switch op {
		case Eq, Ne:
			return &Binary{Op: op, X: x, Y: y}
		}
		return nil
	}
	switch op {
	case Div, Rem:
		if !isNonZeroConst(y) {
			return nil
		}
	case Shl, Shr:
		if k, isConst := y.(*Const); y.Type().Signed && (!isConst || int64(k.Bits) < 0) {
			return nil
		}
	}
	return &Binary{Op: op, X: x, Y: y}
}

// reached returns the condition, over the arguments, under which an
// execution reaches b (nil if unknown).
func (p *pureExprs) reached(b *ssa.BasicBlock) Expr {
	if e, ok := p.reach[b]; ok {
		return e
	}
	if p.visiting[b] {
		p.failed = true // a loop
		return nil
	}
	p.visiting[b] = true
	defer delete(p.visiting, b)
	var e Expr
	if b.Index == 0 {
		e = True
	} else {
		e = False
		for _, pred := range b.Preds {
			c := p.taken(pred, b)
			if c == nil {
				e = nil
				break
			}
			e = orExpr(e, c)
		}
	}
	if e != nil && exprSize(e) > maxPureSize {
		p.failed, e = true, nil
	}
	p.reach[b] = e
	return e
}

// taken returns the condition under which an execution goes from pred to
// b (nil if unknown).
func (p *pureExprs) taken(pred, b *ssa.BasicBlock) Expr {
	c := p.reached(pred)
	if c == nil {
		return nil
	}
	switch in := pred.Instrs[len(pred.Instrs)-1].(type) {
	case *ssa.Jump:
		return c
	case *ssa.If:
		if pred.Succs[0] == pred.Succs[1] {
			return c
		}
		cond := p.expr(in.Cond)
		if cond == nil {
			return nil
		}
		if pred.Succs[1] == b {
			cond = NotExpr(cond)
		}
		return andExpr(c, cond)
	}
	return nil
}

// andExpr and orExpr build x && y and x || y, folding constants.
func andExpr(x, y Expr) Expr {
	if isFalse(x) || isFalse(y) {
		return False
	}
	return AndExpr(x, y)
}

func orExpr(x, y Expr) Expr {
	switch {
	case isFalse(x):
		return y
	case isFalse(y):
		return x
	case isTrue(x) || isTrue(y):
		return True
	}
	return &Binary{Op: LOr, X: x, Y: y}
}

func isFalse(e Expr) bool {
	k, ok := e.(*Const)
	return ok && k.T.IsBool() && k.Bits == 0
}

func isTrue(e Expr) bool {
	k, ok := e.(*Const)
	return ok && k.T.IsBool() && k.Bits != 0
}
