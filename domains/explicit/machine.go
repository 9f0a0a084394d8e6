package explicit

import (
	"math"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// Transfer interprets the edges of one CFA over explicit values, dimension d
// being the variable ssa2cfa.Var(d), with Go's machine-integer semantics (see
// the package comment). It holds no mutable state.
type Transfer struct {
	cfa *ssa2cfa.CFA
	ev  *machine.Evaluator
}

// NewTransfer prepares the transfer functions of c.
func NewTransfer(c *ssa2cfa.CFA) *Transfer {
	return &Transfer{cfa: c, ev: machine.NewEvaluator(c, machine.Options{})}
}

// env reads the known variables of a value as canonical bits.
type env struct {
	cfa *ssa2cfa.CFA
	v   *Value
}

func (e env) Get(x ssa2cfa.Var) (cfainterp.Value, bool) {
	c, ok := e.v.Get(int(x))
	if !ok {
		return 0, false
	}
	return e.cfa.Vars[x].Type.Canon(uint64(c)), true
}

// known reports whether every variable of e is bound in v.
func known(v *Value, e ssa2cfa.Expr) bool {
	ok := true
	ssa2cfa.Vars(e, func(x ssa2cfa.Var) {
		if _, b := v.Get(int(x)); !b {
			ok = false
		}
	})
	return ok
}

// Eval returns the exact value of e in v as a mathematical integer, and
// whether it is known: always when e's variables are all known and the value
// fits an int64, else when the machine evaluator proves it constant.
func (t *Transfer) Eval(v *Value, e ssa2cfa.Expr) (int64, bool) {
	if v.bot {
		return 0, false
	}
	if known(v, e) {
		bits := cfainterp.Eval(e, env{t.cfa, v})
		ty := e.Type()
		if ty.IsInt() && !ty.Signed && bits > math.MaxInt64 {
			return 0, false // not an int64 constant
		}
		return int64(bits), true // canonical bits of a signed type are its value
	}
	if r := t.ev.Eval(v, e).Range; r.IsPoint() {
		return r.Lo, true
	}
	return 0, false
}

// Assign sets vars[i] := exprs[i] simultaneously.
func (t *Transfer) Assign(v *Value, vars []ssa2cfa.Var, exprs []ssa2cfa.Expr) *Value {
	if v.bot {
		return v
	}
	type res struct {
		c  int64
		ok bool
	}
	rs := make([]res, len(exprs))
	for i, e := range exprs {
		if !known(v, e) && t.ev.Eval(v, e).Range.IsEmpty() {
			return Bot(v.n)
		}
		rs[i].c, rs[i].ok = t.Eval(v, e)
	}
	dims := make([]int, len(vars))
	for i, x := range vars {
		dims[i] = int(x)
	}
	r := v.drop(dims)
	for i, d := range dims {
		if rs[i].ok {
			r = r.with(d, rs[i].c)
		}
	}
	return r
}

// Assume restricts v to the states where the boolean expression e holds:
// exactly when e's variables are all known, else through the machine
// evaluator's constraints (which bind a variable assumed equal to a
// constant).
func (t *Transfer) Assume(v *Value, e ssa2cfa.Expr) *Value {
	if v.bot {
		return v
	}
	if known(v, e) {
		if cfainterp.Eval(e, env{t.cfa, v}) == 0 {
			return Bot(v.n)
		}
		return v
	}
	return v.as(t.ev.Assume(v, e))
}

// Havoc makes the variables unknown.
func (t *Transfer) Havoc(v *Value, vars []ssa2cfa.Var) *Value {
	var dims []int
	for _, x := range vars {
		if x >= 0 {
			dims = append(dims, int(x))
		}
	}
	return v.drop(dims)
}

var _ domains.Numeric = (*Value)(nil)
