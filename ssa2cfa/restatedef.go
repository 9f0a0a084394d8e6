package ssa2cfa

// maxRestatedDefinitions bounds the definitions restated after one branch
// or check.
const maxRestatedDefinitions = 2

// mayWrap reports whether e's top operation is an integer addition,
// subtraction, multiplication, negation or conversion: one that may wrap
// around.
func mayWrap(e Expr) bool {
	switch e := e.(type) {
	case *Unary:
		return e.Op == Neg
	case *Binary:
		return e.Op == Add || e.Op == Sub || e.Op == Mul
	case *Convert:
		return true
	}
	return false
}

// definitionsRead returns the definitions of the values v = x + y (or
// -, *, a conversion) whose variables cond reads, as equations v == x + y
// to assume with cond (nil if there are none). Where v was defined, the
// domains joined the cases where x + y wraps around and where it does
// not, which loses v's relation to x and y; cond may rule out the
// wrapping case (n := k + 2; make([]T, n) has 0 <= n, so k + 2 did not
// wrap, and n - 1 is k + 1). Stated with cond, the equation also carries
// cond's bound over to the operands where the domain keeps no relation
// (n := uint(len(s)); if n > 0, then len(s) > 0 over intervals too). v and the operands are SSA values: the equation holds wherever
// v is defined, since v's definition dominates its uses and the
// operands' definitions dominate v's.
func (l *lowerer) definitionsRead(cond Expr) Expr {
	var out Expr
	n := 0
	seen := map[Var]bool{}
	Vars(cond, func(v Var) {
		x := l.c.Vars[v].Value
		if seen[v] || n >= maxRestatedDefinitions || x == nil || l.c.valueVar[x] != v {
			return
		}
		seen[v] = true
		if d, ok := l.wrapDef[x]; ok && d.Type() == l.c.Vars[v].Type {
			eq := &Binary{Op: Eq, X: l.c.Ref(v), Y: d}
			if out == nil {
				out = eq
			} else {
				out = AndExpr(out, eq)
			}
			n++
		}
	})
	return out
}
