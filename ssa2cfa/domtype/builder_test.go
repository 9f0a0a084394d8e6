package domtype

import (
	"fmt"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// builder builds small CFAs by hand: variables by unique name, and a chain
// of edges from Entry (the classification ignores the shape of the graph
// except where a test builds loops explicitly).
type builder struct {
	c     *ssa2cfa.CFA
	at    ssa2cfa.Loc
	names map[string]ssa2cfa.Var
}

func newBuilder() *builder {
	c := &ssa2cfa.CFA{}
	c.Entry = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	c.Exit = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	return &builder{c: c, at: c.Entry, names: make(map[string]ssa2cfa.Var)}
}

func (b *builder) newVar(name string, t ssa2cfa.Type, role ssa2cfa.VarRole) ssa2cfa.Var {
	if _, dup := b.names[name]; dup {
		panic("duplicate variable " + name)
	}
	input := role == ssa2cfa.RoleParam
	v := b.c.NewVar(ssa2cfa.VarInfo{Name: name, Type: t, Role: role, Input: input})
	b.names[name] = v
	switch role {
	case ssa2cfa.RoleParam:
		b.c.Params = append(b.c.Params, v)
		b.c.Inputs = append(b.c.Inputs, v)
	case ssa2cfa.RoleResult:
		b.c.Results = append(b.c.Results, v)
	}
	return v
}

// Variable declarations; each returns a reference expression.
func (b *builder) val(name string, t ssa2cfa.Type) ssa2cfa.Expr {
	return b.c.Ref(b.newVar(name, t, ssa2cfa.RoleValue))
}
func (b *builder) param(name string, t ssa2cfa.Type) ssa2cfa.Expr {
	return b.c.Ref(b.newVar(name, t, ssa2cfa.RoleParam))
}
func (b *builder) lenOf(name string) ssa2cfa.Expr {
	return b.c.Ref(b.newVar(name, ssa2cfa.Int, ssa2cfa.RoleLen))
}
func (b *builder) result(name string, t ssa2cfa.Type) ssa2cfa.Expr {
	return b.c.Ref(b.newVar(name, t, ssa2cfa.RoleResult))
}

// v returns the variable of a reference expression.
func v(e ssa2cfa.Expr) ssa2cfa.Var { return e.(*ssa2cfa.VarRef).V }

// loc adds a fresh location.
func (b *builder) loc() ssa2cfa.Loc { return b.c.NewLoc(ssa2cfa.LocInfo{Block: -1}) }

// edge adds from → to labelled op.
func (b *builder) edge(from, to ssa2cfa.Loc, op ssa2cfa.Op) { b.c.AddEdge(from, to, op, 0) }

// then appends op to the chain.
func (b *builder) then(op ssa2cfa.Op) {
	next := b.loc()
	b.edge(b.at, next, op)
	b.at = next
}

// set appends the parallel assignment xs := es.
func (b *builder) set(pairs ...ssa2cfa.Expr) {
	op := &ssa2cfa.Assign{}
	for i := 0; i < len(pairs); i += 2 {
		op.Vars = append(op.Vars, v(pairs[i]))
		op.Exprs = append(op.Exprs, pairs[i+1])
	}
	b.then(op)
}

func (b *builder) assume(cond ssa2cfa.Expr) { b.then(&ssa2cfa.Assume{Cond: cond}) }

func (b *builder) havoc(xs ...ssa2cfa.Expr) {
	op := &ssa2cfa.Havoc{Reason: "load"}
	for _, x := range xs {
		op.Vars = append(op.Vars, v(x))
	}
	b.then(op)
}

// check appends a check of cond: a Fail edge to its error location and an
// Assume edge to the continuation, as the lowering builds them.
func (b *builder) check(kind ssa2cfa.CheckKind, cond ssa2cfa.Expr) {
	chk := &ssa2cfa.Check{ID: len(b.c.Checks), Kind: kind, Cond: cond}
	chk.Err = b.c.NewLoc(ssa2cfa.LocInfo{Block: -1, Check: chk})
	b.c.Checks = append(b.c.Checks, chk)
	b.edge(b.at, chk.Err, &ssa2cfa.Fail{Check: chk})
	b.assume(cond)
}

func (b *builder) ret(es ...ssa2cfa.Expr) { b.edge(b.at, b.c.Exit, &ssa2cfa.Return{Results: es}) }

// call appends a call of callee (nil: dynamic) with args and results.
func (b *builder) call(callee *ssa.Function, args []ssa2cfa.Expr, results ...ssa2cfa.Expr) {
	op := &ssa2cfa.Call{Callee: callee, Args: args}
	for _, r := range results {
		op.Results = append(op.Results, v(r))
	}
	b.then(op)
}

// Expression helpers.
func bin(op ssa2cfa.BinOp, x, y ssa2cfa.Expr) ssa2cfa.Expr {
	return &ssa2cfa.Binary{Op: op, X: x, Y: y}
}
func un(op ssa2cfa.UnOp, x ssa2cfa.Expr) ssa2cfa.Expr  { return &ssa2cfa.Unary{Op: op, X: x} }
func conv(t ssa2cfa.Type, x ssa2cfa.Expr) ssa2cfa.Expr { return &ssa2cfa.Convert{X: x, T: t} }
func k64(c int64) ssa2cfa.Expr                         { return ssa2cfa.IntConst(ssa2cfa.Int, c) }

// nameOf names variables in failure messages.
func (b *builder) nameOf(x ssa2cfa.Var) string {
	if x >= 0 && int(x) < len(b.c.Vars) {
		return b.c.Vars[x].Name
	}
	return fmt.Sprintf("v%d", x)
}

// namesOf names a list of variables.
func (b *builder) namesOf(xs []ssa2cfa.Var) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = b.nameOf(x)
	}
	return out
}
