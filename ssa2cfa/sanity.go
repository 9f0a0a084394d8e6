package ssa2cfa

import (
	"fmt"
)

// Sanity checks the structural invariants of c and returns the first
// violation: edges and adjacency lists agree; every location reachable from
// Entry other than Exit and the error locations has an outgoing edge; error
// locations are entered only by their check's Fail edges and Exit only by
// Return edges; operations are well typed over existing variables.
func (c *CFA) Sanity() error {
	n := Loc(len(c.Locs))
	valid := func(l Loc) bool { return l >= 0 && l < n }
	if !valid(c.Entry) || !valid(c.Exit) {
		return fmt.Errorf("entry l%d or exit l%d out of range", c.Entry, c.Exit)
	}
	if len(c.Out) != len(c.Locs) || len(c.In) != len(c.Locs) {
		return fmt.Errorf("adjacency lists cover %d/%d of %d locations", len(c.Out), len(c.In), n)
	}
	out, in := 0, 0
	for l := range c.Locs {
		for _, e := range c.Out[l] {
			if e.From != Loc(l) {
				return fmt.Errorf("edge %v listed out of l%d", e, l)
			}
		}
		for _, e := range c.In[l] {
			if e.To != Loc(l) {
				return fmt.Errorf("edge %v listed into l%d", e, l)
			}
		}
		out += len(c.Out[l])
		in += len(c.In[l])
	}
	if out != len(c.Edges) || in != len(c.Edges) {
		return fmt.Errorf("%d edges, %d listed out, %d listed in", len(c.Edges), out, in)
	}
	for _, e := range c.Edges {
		if !valid(e.From) || !valid(e.To) {
			return fmt.Errorf("edge l%d -> l%d out of range", e.From, e.To)
		}
		if err := c.opSanity(e); err != nil {
			return fmt.Errorf("edge l%d -> l%d (%s): %v", e.From, e.To, e.Op, err)
		}
	}
	for _, chk := range c.Checks {
		if !valid(chk.Err) || c.Locs[chk.Err].Check != chk {
			return fmt.Errorf("check #%d: error location l%d does not name it", chk.ID, chk.Err)
		}
		if len(c.Out[chk.Err]) != 0 {
			return fmt.Errorf("check #%d: error location l%d has successors", chk.ID, chk.Err)
		}
		if err := c.exprSanity(chk.Cond); err != nil || chk.Cond.Type() != Bool {
			return fmt.Errorf("check #%d: condition %s: %v", chk.ID, chk.Cond, err)
		}
	}
	for _, l := range c.ReversePostOrder() {
		if l != c.Exit && c.Locs[l].Check == nil && len(c.Out[l]) == 0 {
			return fmt.Errorf("reachable location l%d has no successor", l)
		}
	}
	return nil
}

func (c *CFA) opSanity(e *Edge) error {
	toErr := c.Locs[e.To].Check != nil
	if _, ok := e.Op.(*Fail); ok != toErr {
		return fmt.Errorf("fail edge and error location disagree")
	}
	if _, ok := e.Op.(*Return); ok != (e.To == c.Exit) {
		return fmt.Errorf("return edge and exit disagree")
	}
	switch op := e.Op.(type) {
	case *Assume:
		if op.Cond.Type() != Bool {
			return fmt.Errorf("condition of type %s", op.Cond.Type())
		}
		return c.exprSanity(op.Cond)
	case *Assign:
		if len(op.Vars) != len(op.Exprs) {
			return fmt.Errorf("%d variables, %d expressions", len(op.Vars), len(op.Exprs))
		}
		for i, v := range op.Vars {
			if err := c.varSanity(v); err != nil {
				return err
			}
			if err := c.exprSanity(op.Exprs[i]); err != nil {
				return err
			}
			if op.Exprs[i].Type() != c.Vars[v].Type {
				return fmt.Errorf("v%d of type %s := %s of type %s", v, c.Vars[v].Type, op.Exprs[i], op.Exprs[i].Type())
			}
		}
	case *Havoc:
		for _, v := range op.Vars {
			if err := c.varSanity(v); err != nil {
				return err
			}
		}
	case *Call:
		for _, a := range append(append([]Expr(nil), op.Args...), op.ArgLens...) {
			if a != nil {
				if err := c.exprSanity(a); err != nil {
					return err
				}
			}
		}
		for _, v := range append(append([]Var(nil), op.Results...), op.ResultLens...) {
			if v >= 0 {
				if err := c.varSanity(v); err != nil {
					return err
				}
			}
		}
	case *Return:
		if len(op.Results) != len(c.Results) {
			return fmt.Errorf("%d results for %d result variables", len(op.Results), len(c.Results))
		}
		for i, r := range op.Results {
			if r == nil {
				continue
			}
			if err := c.exprSanity(r); err != nil {
				return err
			}
			if v := c.Results[i]; v < 0 || r.Type() != c.Vars[v].Type {
				return fmt.Errorf("result %d: %s does not fit", i, r)
			}
		}
		if len(op.ResultLens) != len(c.ResultLens) {
			return fmt.Errorf("%d result lengths for %d variables", len(op.ResultLens), len(c.ResultLens))
		}
		for i, r := range op.ResultLens {
			if r == nil {
				continue
			}
			if err := c.exprSanity(r); err != nil {
				return err
			}
			if v := c.ResultLens[i]; v < 0 || r.Type() != c.Vars[v].Type {
				return fmt.Errorf("result length %d: %s does not fit", i, r)
			}
		}
	case *Fail:
		if op.Check.Err != e.To {
			return fmt.Errorf("fail edge of check #%d leads elsewhere", op.Check.ID)
		}
	default:
		return fmt.Errorf("unknown operation %T", e.Op)
	}
	return nil
}

func (c *CFA) varSanity(v Var) error {
	if v < 0 || int(v) >= len(c.Vars) {
		return fmt.Errorf("no variable v%d", v)
	}
	return nil
}

// exprSanity checks that e reads existing variables with their types and
// that operand types agree.
func (c *CFA) exprSanity(e Expr) error {
	switch e := e.(type) {
	case *Const:
		if e.T.Canon(e.Bits) != e.Bits {
			return fmt.Errorf("constant bits %#x not canonical for %s", e.Bits, e.T)
		}
	case *VarRef:
		if err := c.varSanity(e.V); err != nil {
			return err
		}
		if c.Vars[e.V].Type != e.T {
			return fmt.Errorf("v%d read as %s, is %s", e.V, e.T, c.Vars[e.V].Type)
		}
	case *Unary:
		if (e.Op == Not) != e.X.Type().IsBool() {
			return fmt.Errorf("%s applied to %s", unOpNames[e.Op], e.X.Type())
		}
		return c.exprSanity(e.X)
	case *Binary:
		if err := c.exprSanity(e.X); err != nil {
			return err
		}
		if err := c.exprSanity(e.Y); err != nil {
			return err
		}
		shift := e.Op == Shl || e.Op == Shr
		if shift {
			if !e.X.Type().IsInt() || !e.Y.Type().IsInt() {
				return fmt.Errorf("shift of %s by %s", e.X.Type(), e.Y.Type())
			}
		} else if e.X.Type() != e.Y.Type() {
			return fmt.Errorf("%s %s %s: operand types differ", e.X.Type(), e.Op, e.Y.Type())
		}
		logical := e.Op == LAnd || e.Op == LOr
		if logical != e.X.Type().IsBool() && !(e.Op == Eq || e.Op == Ne) {
			return fmt.Errorf("%s on %s", e.Op, e.X.Type())
		}
	case *Convert:
		if !e.T.IsInt() || !e.X.Type().IsInt() {
			return fmt.Errorf("conversion %s -> %s", e.X.Type(), e.T)
		}
		return c.exprSanity(e.X)
	default:
		return fmt.Errorf("unknown expression %T", e)
	}
	return nil
}
