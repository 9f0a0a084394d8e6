// Classification of variables by usage, after Apel, Beyer, Friedberger,
// Raimondi and von Rhein, "Domain Types: Abstract-Domain Selection Based on
// Variable Usage" (HVC 2013; TR MIP-1303): one pass over the edges
// collects, per variable, the costliest operation it occurs in and the
// constants it meets, joining classes (union-find over copies) and groups
// (union-find over atomic operations); result.go turns these into types.

package domtype

import (
	"go/types"
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// Classify classifies the variables of c. It reads c without modifying it,
// visits c.Edges in order and is deterministic; expressions that refer to
// variables c does not have are ignored rather than trusted.
func Classify(c *ssa2cfa.CFA) *Result {
	k := &classifier{
		c:      c,
		copies: newUnionFind(len(c.Vars)),
		groups: newUnionFind(len(c.Vars)),
		cost:   make([]DomainType, len(c.Vars)),
		consts: make([][]int64, len(c.Vars)),
	}
	for _, e := range c.Edges {
		k.edge(e.Op)
	}
	return k.result()
}

// classifier accumulates, per variable, the costliest operation it occurs
// in and the constants it meets, and joins classes and groups.
type classifier struct {
	c      *ssa2cfa.CFA
	copies unionFind    // classes: joined by plain copies
	groups unionFind    // groups: related by atomic operations (and copies)
	cost   []DomainType // per variable: least type admitting its operations
	consts [][]int64    // per variable: constants assigned or compared by ==, !=
}

func (k *classifier) valid(v ssa2cfa.Var) bool { return v >= 0 && int(v) < len(k.c.Vars) }

func (k *classifier) isInt(v ssa2cfa.Var) bool { return k.valid(v) && k.c.Vars[v].Type.IsInt() }

// edge records the operations of one edge.
func (k *classifier) edge(op ssa2cfa.Op) {
	switch op := op.(type) {
	case *ssa2cfa.Assign:
		for i, x := range op.Vars {
			if i < len(op.Exprs) && op.Exprs[i] != nil {
				k.assign(x, op.Exprs[i])
			}
		}
	case *ssa2cfa.Assume:
		k.expr(op.Cond)
	case *ssa2cfa.Fail:
		if op.Check != nil {
			k.expr(op.Check.Cond)
		}
	case *ssa2cfa.Call:
		k.call(op)
	case *ssa2cfa.Return:
		for i, e := range op.Results {
			switch {
			case e == nil:
			case i < len(k.c.Results) && k.valid(k.c.Results[i]):
				k.assign(k.c.Results[i], e)
			default:
				k.expr(e)
			}
		}
		for i, e := range op.ResultLens {
			switch {
			case e == nil:
			case i < len(k.c.ResultLens) && k.valid(k.c.ResultLens[i]):
				k.assign(k.c.ResultLens[i], e)
			default:
				k.expr(e)
			}
		}
	}
	// Havoc relates nothing and costs nothing.
}

// assign records x := e: a plain copy joins classes, a constant is one of
// x's constants, anything else is one atomic operation over x and e's
// variables.
func (k *classifier) assign(x ssa2cfa.Var, e ssa2cfa.Expr) {
	if !k.valid(x) {
		k.expr(e)
		return
	}
	t := k.c.Vars[x].Type
	if r, ok := e.(*ssa2cfa.VarRef); ok && k.valid(r.V) && k.c.Vars[r.V].Type == t {
		k.copies.union(int(x), int(r.V))
		k.groups.union(int(x), int(r.V))
		return
	}
	if !t.IsInt() || !e.Type().IsInt() {
		k.expr(e)
		return
	}
	if b, ok := constBits(e); ok {
		k.constant(x, b)
		return
	}
	vars := []ssa2cfa.Var{x}
	k.op(vars, k.intExpr(e, &vars))
}

// expr records a standalone expression: a condition, or an integer
// expression whose value goes nowhere tracked.
func (k *classifier) expr(e ssa2cfa.Expr) {
	if e == nil {
		return
	}
	if !e.Type().IsInt() {
		k.cond(e)
		return
	}
	var vars []ssa2cfa.Var
	k.op(vars, k.intExpr(e, &vars))
}

// cond records a boolean expression: each integer comparison in it is one
// atomic operation; boolean variables relate to nothing.
func (k *classifier) cond(e ssa2cfa.Expr) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		k.cond(e.X)
	case *ssa2cfa.Convert:
		k.cond(e.X)
	case *ssa2cfa.Binary:
		if e.Op.IsComparison() && e.X.Type().IsInt() {
			k.compare(e)
			return
		}
		k.cond(e.X)
		k.cond(e.Y)
	}
}

// compare records an integer comparison, and the constant of an equality
// between a variable and a constant.
func (k *classifier) compare(e *ssa2cfa.Binary) {
	if e.Op == ssa2cfa.Eq || e.Op == ssa2cfa.Ne {
		if v, ok := k.atomVar(e.X); ok {
			if b, ok := constBits(e.Y); ok {
				k.constant(v, b)
				return
			}
		}
		if v, ok := k.atomVar(e.Y); ok {
			if b, ok := constBits(e.X); ok {
				k.constant(v, b)
				return
			}
		}
	}
	var vars []ssa2cfa.Var
	t := max(opCost(e.Op), k.intExpr(e.X, &vars), k.intExpr(e.Y, &vars))
	k.op(vars, t)
}

// intExpr appends the variables of the integer expression e to vars and
// returns the least type that admits its operations.
func (k *classifier) intExpr(e ssa2cfa.Expr, vars *[]ssa2cfa.Var) DomainType {
	if !e.Type().IsInt() {
		k.cond(e) // ill-typed: a condition where an integer belongs
		return IntEq
	}
	switch e := e.(type) {
	case *ssa2cfa.Const:
		return IntEq
	case *ssa2cfa.VarRef:
		if k.isInt(e.V) {
			*vars = append(*vars, e.V)
		}
		return IntEq
	case *ssa2cfa.Unary:
		return max(IntEqAdd, k.intExpr(e.X, vars)) // -x, ^x
	case *ssa2cfa.Binary:
		return max(opCost(e.Op), k.intExpr(e.X, vars), k.intExpr(e.Y, vars))
	case *ssa2cfa.Convert:
		t := k.intExpr(e.X, vars)
		if !k.preserves(e) {
			return Int
		}
		return t
	}
	return Int
}

// call records a call as one atomic operation over its tracked arguments
// (and argument lengths): IntEqAdd for a function with a body in the
// package, whose summary may also relate the results, Int otherwise.
func (k *classifier) call(op *ssa2cfa.Call) {
	var vars []ssa2cfa.Var
	t := Int
	if k.knownCallee(op.Callee) {
		t = IntEqAdd
		for _, r := range slices.Concat(op.Results, op.ResultLens) {
			if k.isInt(r) {
				vars = append(vars, r)
			}
		}
	}
	for _, a := range slices.Concat(op.Args, op.ArgLens) {
		if a == nil {
			continue
		}
		if !a.Type().IsInt() {
			k.cond(a)
			continue
		}
		t = max(t, k.intExpr(a, &vars))
	}
	k.op(vars, t)
}

// knownCallee reports whether fn has a body in the CFA's own package.
func (k *classifier) knownCallee(fn *ssa.Function) bool {
	if fn == nil || len(fn.Blocks) == 0 || k.c.Fn == nil {
		return false
	}
	return pkgOf(fn) != nil && pkgOf(fn) == pkgOf(k.c.Fn)
}

// pkgOf is the type-checker package of fn: that of fn or of the nearest
// enclosing function that knows it (instances and their function literals
// have no ssa.Package but keep their generic origin's object).
func pkgOf(fn *ssa.Function) *types.Package {
	for f := fn; f != nil; f = f.Parent() {
		if f.Pkg != nil {
			return f.Pkg.Pkg
		}
		if obj, ok := f.Object().(*types.Func); ok {
			return obj.Pkg()
		}
	}
	return nil
}

// op records one atomic operation of type t over vars: it relates them and
// raises each one's cost to t. Boolean variables take no part.
func (k *classifier) op(vars []ssa2cfa.Var, t DomainType) {
	first := -1
	for _, v := range vars {
		if !k.isInt(v) {
			continue
		}
		k.cost[v] = max(k.cost[v], t)
		if first < 0 {
			first = int(v)
		}
		k.groups.union(first, int(v))
	}
}

// constant records that v is assigned, or compared by == or != with, the
// constant of canonical bits b.
func (k *classifier) constant(v ssa2cfa.Var, b uint64) {
	if k.isInt(v) {
		k.consts[v] = append(k.consts[v], int64(b))
	}
}
