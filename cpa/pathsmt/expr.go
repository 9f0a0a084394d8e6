package pathsmt

import (
	"fmt"

	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Encoder translates the expressions and paths of one CFA into terms of one
// smt.Context. Like the Context, it is not safe for concurrent use.
type Encoder struct {
	// Slice drops from path formulas the assignments that no later assume
	// or fail edge depends on (a cone of influence). Feasibility, and the
	// inputs and havoc'd values of witnesses, are unchanged; the dropped
	// versions are not made, so Var may return an older version whose
	// model value is not the variable's.
	Slice bool

	ctx *smt.Context
	cfa *ssa2cfa.CFA
	// capOf maps a len variable to the cap variable of the same value.
	capOf map[ssa2cfa.Var]ssa2cfa.Var
}

// NewEncoder returns an encoder of c's expressions into ctx.
func NewEncoder(ctx *smt.Context, c *ssa2cfa.CFA) *Encoder {
	e := &Encoder{ctx: ctx, cfa: c, capOf: map[ssa2cfa.Var]ssa2cfa.Var{}}
	if c == nil {
		return e
	}
	lenOf := map[any]ssa2cfa.Var{}
	for i, vi := range c.Vars {
		if vi.Role == ssa2cfa.RoleLen && vi.Value != nil {
			if _, dup := lenOf[vi.Value]; !dup {
				lenOf[vi.Value] = ssa2cfa.Var(i)
			}
		}
	}
	for i, vi := range c.Vars {
		if vi.Role == ssa2cfa.RoleCap && vi.Value != nil {
			if l, ok := lenOf[vi.Value]; ok {
				if _, dup := e.capOf[l]; !dup {
					e.capOf[l] = ssa2cfa.Var(i)
				}
			}
		}
	}
	return e
}

// Context returns the encoder's smt.Context.
func (e *Encoder) Context() *smt.Context { return e.ctx }

// Expr returns the term of x, reading variable v as env(v): a boolean term
// for a bool expression, a bit-vector of the type's width for an integer
// one. env must return terms of the variables' sorts.
func (e *Encoder) Expr(x ssa2cfa.Expr, env func(ssa2cfa.Var) smt.Term) (smt.Term, error) {
	t, err := e.expr(x, env)
	if err != nil {
		return smt.Term{}, err
	}
	if err := e.ctx.Err(); err != nil {
		return smt.Term{}, err
	}
	return t, nil
}

// SortOf reports whether term t has the sort of type ty.
func SortOf(t smt.Term, ty ssa2cfa.Type) bool {
	if ty.IsBool() {
		return t.IsBool()
	}
	return t.IsBV() && t.BVWidth() == int(ty.Width)
}

func validType(ty ssa2cfa.Type) bool {
	return ty.IsBool() || ty.IsInt() && ty.Width >= 1 && ty.Width <= 64
}

func (e *Encoder) expr(x ssa2cfa.Expr, env func(ssa2cfa.Var) smt.Term) (smt.Term, error) {
	c := e.ctx
	if x == nil {
		return smt.Term{}, fmt.Errorf("pathsmt: nil expression")
	}
	if !validType(x.Type()) {
		return smt.Term{}, fmt.Errorf("pathsmt: %s: bad type %v", x, x.Type())
	}
	switch x := x.(type) {
	case *ssa2cfa.Const:
		if x.T.IsBool() {
			return c.BoolVal(x.Bits&1 != 0), nil
		}
		return c.BVVal(int(x.T.Width), x.Bits), nil

	case *ssa2cfa.VarRef:
		if env == nil {
			return smt.Term{}, fmt.Errorf("pathsmt: %s: no environment", x)
		}
		t := env(x.V)
		if !SortOf(t, x.T) {
			return smt.Term{}, fmt.Errorf("pathsmt: environment gives %s for %s of type %v", t, x, x.T)
		}
		return t, nil

	case *ssa2cfa.Unary:
		a, err := e.expr(x.X, env)
		if err != nil {
			return smt.Term{}, err
		}
		ty := x.X.Type()
		switch {
		case x.Op == ssa2cfa.Not && ty.IsBool():
			return c.Not(a), nil
		case x.Op == ssa2cfa.Neg && ty.IsInt():
			return c.BVNeg(a), nil
		case x.Op == ssa2cfa.Compl && ty.IsInt():
			return c.BVNot(a), nil
		}
		return smt.Term{}, fmt.Errorf("pathsmt: %s: bad operand type %v", x, ty)

	case *ssa2cfa.Binary:
		return e.binary(x, env)

	case *ssa2cfa.Convert:
		from := x.X.Type()
		if !from.IsInt() || !x.T.IsInt() {
			return smt.Term{}, fmt.Errorf("pathsmt: %s: conversion between %v and %v", x, from, x.T)
		}
		a, err := e.expr(x.X, env)
		if err != nil {
			return smt.Term{}, err
		}
		return convert(c, a, from, x.T), nil
	}
	return smt.Term{}, fmt.Errorf("pathsmt: unknown expression %T", x)
}

// convert converts a of type from to type to as Go does: truncation, or sign
// or zero extension by the signedness of the source.
func convert(c *smt.Context, a smt.Term, from, to ssa2cfa.Type) smt.Term {
	wf, wt := int(from.Width), int(to.Width)
	switch {
	case wt < wf:
		return c.Extract(a, wt-1, 0)
	case wt > wf && from.Signed:
		return c.SignExt(a, wt-wf)
	case wt > wf:
		return c.ZeroExt(a, wt-wf)
	}
	return a
}

func (e *Encoder) binary(x *ssa2cfa.Binary, env func(ssa2cfa.Var) smt.Term) (smt.Term, error) {
	c := e.ctx
	tx, ty := x.X.Type(), x.Y.Type()
	a, err := e.expr(x.X, env)
	if err != nil {
		return smt.Term{}, err
	}
	b, err := e.expr(x.Y, env)
	if err != nil {
		return smt.Term{}, err
	}
	bad := func() (smt.Term, error) {
		return smt.Term{}, fmt.Errorf("pathsmt: %s: bad operand types %v and %v", x, tx, ty)
	}
	switch x.Op {
	case ssa2cfa.Shl, ssa2cfa.Shr:
		if !tx.IsInt() || !ty.IsInt() {
			return bad()
		}
		n := shiftCount(c, b, int(ty.Width), int(tx.Width))
		switch {
		case x.Op == ssa2cfa.Shl:
			return c.BVShl(a, n), nil
		case tx.Signed:
			return c.BVAShr(a, n), nil
		}
		return c.BVLShr(a, n), nil
	case ssa2cfa.LAnd, ssa2cfa.LOr:
		if !tx.IsBool() || !ty.IsBool() {
			return bad()
		}
		if x.Op == ssa2cfa.LAnd {
			return c.And(a, b), nil
		}
		return c.Or(a, b), nil
	}
	if tx != ty {
		return bad()
	}
	switch x.Op {
	case ssa2cfa.Eq:
		return c.Eq(a, b), nil
	case ssa2cfa.Ne:
		return c.Not(c.Eq(a, b)), nil
	}
	if !tx.IsInt() {
		return bad()
	}
	s := tx.Signed
	switch x.Op {
	case ssa2cfa.Add:
		return c.BVAdd(a, b), nil
	case ssa2cfa.Sub:
		return c.BVSub(a, b), nil
	case ssa2cfa.Mul:
		return c.BVMul(a, b), nil
	case ssa2cfa.Div:
		if s {
			return c.BVSDiv(a, b), nil
		}
		return c.BVUDiv(a, b), nil
	case ssa2cfa.Rem:
		if s {
			return c.BVSRem(a, b), nil
		}
		return c.BVURem(a, b), nil
	case ssa2cfa.And:
		return c.BVAnd(a, b), nil
	case ssa2cfa.Or:
		return c.BVOr(a, b), nil
	case ssa2cfa.Xor:
		return c.BVXor(a, b), nil
	case ssa2cfa.AndNot:
		return c.BVAnd(a, c.BVNot(b)), nil
	case ssa2cfa.Lt:
		return lt(c, s, a, b), nil
	case ssa2cfa.Le:
		return le(c, s, a, b), nil
	case ssa2cfa.Gt:
		return lt(c, s, b, a), nil
	case ssa2cfa.Ge:
		return le(c, s, b, a), nil
	}
	return smt.Term{}, fmt.Errorf("pathsmt: %s: unknown operator %d", x, x.Op)
}

func lt(c *smt.Context, signed bool, a, b smt.Term) smt.Term {
	if signed {
		return c.BVSLT(a, b)
	}
	return c.BVULT(a, b)
}

func le(c *smt.Context, signed bool, a, b smt.Term) smt.Term {
	if signed {
		return c.BVSLE(a, b)
	}
	return c.BVULE(a, b)
}

// shiftCount converts shift count n of width wn, read as unsigned, to width
// w without changing the result of the shift: zero extension when it is
// narrower; when it is wider, its low bits if the high ones are zero, else
// all ones (a count >= w, as the true count is).
func shiftCount(c *smt.Context, n smt.Term, wn, w int) smt.Term {
	switch {
	case wn == w:
		return n
	case wn < w:
		return c.ZeroExt(n, w-wn)
	}
	hi := c.Extract(n, wn-1, w)
	return c.Ite(c.Eq(hi, c.BVVal(wn-w, 0)), c.Extract(n, w-1, 0), c.BVVal(w, ^uint64(0)))
}
