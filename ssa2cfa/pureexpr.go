package ssa2cfa

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// maxPureSize bounds the size of the expression a pure callee computes.
const maxPureSize = 32

// pureResult returns the value a call of fn computes from its arguments
// args, as an expression over them, when fn only computes its one integer
// or boolean result from its parameters and constants: an acyclic body of
// arithmetic, comparisons and conversions, without loads, calls or stores,
// and without an operation that may panic (a division by a variable, a
// shift by a signed variable). An integer result must come from one
// return; a boolean one may be chosen by branches (c >= '0' && c <= '9').
// It returns nil for any other function, or where an argument it uses is
// untracked. Where the call returns, its result equals this expression:
// spanClass(i).sizeclass() is int8(uint8(i) >> 1).
func pureResult(fn *ssa.Function, args []Expr) Expr {
	return pureCall(fn, args, 0)
}

// maxPureDepth bounds the nesting of pure calls followed.
const maxPureDepth = 2

// pureCall is pureResult for a call nested depth pure calls deep.
func pureCall(fn *ssa.Function, args []Expr, depth int) Expr {
	if fn == nil || len(fn.Blocks) == 0 || fn.Recover != nil || len(fn.FreeVars) > 0 || len(fn.Params) != len(args) || fn.Signature.Results().Len() != 1 {
		return nil
	}
	var rets []*ssa.Return
	var calls []*ssa.Call
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			switch in := in.(type) {
			case *ssa.BinOp, *ssa.Convert, *ssa.ChangeType, *ssa.DebugRef, *ssa.Phi, *ssa.If, *ssa.Jump:
			case *ssa.Call:
				if depth >= maxPureDepth || in.Call.StaticCallee() == nil {
					return nil
				}
				calls = append(calls, in)
			case *ssa.UnOp:
				if in.Op == token.MUL || in.Op == token.ARROW {
					return nil
				}
			case *ssa.Return:
				rets = append(rets, in)
			default:
				return nil
			}
		}
	}
	p := &pureExprs{fn: fn, args: args, depth: depth, vals: map[ssa.Value]Expr{}, reach: map[*ssa.BasicBlock]Expr{}, visiting: map[*ssa.BasicBlock]bool{}}
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
		var args []Expr
		for _, a := range v.Call.Args {
			args = append(args, p.expr(a))
		}
		return pureCall(v.Call.StaticCallee(), args, p.depth+1)
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
