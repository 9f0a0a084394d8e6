package recur

import (
	"fmt"
	"sort"
	"strings"

	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// Summary is a must-diverge summary of a function: every call whose
// arguments satisfy all of When never returns (an empty When: no call
// returns). It mentions only the function's parameters, so that it holds
// for callers in other packages, and encodes with encoding/gob.
type Summary struct {
	When []ParamConstraint
}

// ParamConstraint is Const + Σ Coef·arg <= 0 (or == 0 when Eq), over the
// arguments of a call.
type ParamConstraint struct {
	Const int64
	Terms []ParamTerm
	Eq    bool
}

// ParamTerm is Coef times the Param-th argument of a call (receiver
// first), or its length when Len. A Bool argument counts as 0 or 1.
type ParamTerm struct {
	Param int
	Len   bool
	Bool  bool
	Coef  int64
}

// SummaryOf states the entry set r of c (a value over c's variables) over
// c's parameters. It fails when r constrains another input (a free
// variable): dropping the constraint would claim divergence for more calls.
func SummaryOf(c *ssa2cfa.CFA, r domains.Numeric) (*Summary, bool) {
	if r.IsBot() {
		return nil, false
	}
	s := &Summary{}
	for _, k := range r.Constraints() {
		if typeImplied(c, k) {
			continue
		}
		pc := ParamConstraint{Const: k.Lin.Const, Eq: k.Kind == domains.EqZero}
		for _, t := range k.Lin.Terms {
			pt, ok := paramTerm(c, ssa2cfa.Var(t.Dim))
			if !ok {
				return nil, false
			}
			pt.Coef = t.Coef
			pt.Bool = c.Vars[t.Dim].Type.IsBool()
			pc.Terms = append(pc.Terms, pt)
		}
		s.When = append(s.When, pc)
	}
	return s, true
}

// typeImplied reports whether every value of its variable's type
// satisfies the one-variable constraint k.
func typeImplied(c *ssa2cfa.CFA, k domains.Constraint) bool {
	if k.Kind != domains.LeZero || len(k.Lin.Terms) != 1 || k.Lin.Terms[0].Dim >= len(c.Vars) {
		return false
	}
	t := k.Lin.Terms[0]
	info := &c.Vars[t.Dim]
	switch t.Coef {
	case 1: // v <= -Const
		return -k.Lin.Const >= info.Hi()
	case -1: // v >= Const
		return k.Lin.Const <= info.Lo()
	}
	return false
}

// paramTerm names input variable v of c by parameter position.
func paramTerm(c *ssa2cfa.CFA, v ssa2cfa.Var) (ParamTerm, bool) {
	if int(v) >= len(c.Vars) {
		return ParamTerm{}, false
	}
	for i, pv := range c.Params {
		if pv == v {
			return ParamTerm{Param: i}, true
		}
	}
	if info := c.Vars[v]; info.Role == ssa2cfa.RoleLen && c.Fn != nil {
		for i, prm := range c.Fn.Params {
			if info.Value != nil && info.Value == prm {
				return ParamTerm{Param: i, Len: true}, true
			}
		}
	}
	return ParamTerm{}, false
}

// arg returns the caller's expression for t, or nil.
func (t ParamTerm) arg(call *ssa2cfa.Call) ssa2cfa.Expr {
	if t.Len {
		if t.Param < len(call.ArgLens) {
			return call.ArgLens[t.Param]
		}
		return nil
	}
	if t.Param < len(call.Args) {
		return call.Args[t.Param]
	}
	return nil
}

// boolValue returns, for a constraint on one Bool argument, the value it
// requires (0 or 1, or -1 when both satisfy it), false if none does or k
// is not of that shape.
func (k ParamConstraint) boolValue() (int64, bool) {
	if len(k.Terms) != 1 || !k.Terms[0].Bool {
		return 0, false
	}
	sat := func(x int64) bool {
		v := k.Const + k.Terms[0].Coef*x
		return v == 0 || (!k.Eq && v < 0)
	}
	switch f, t := sat(0), sat(1); {
	case f && t:
		return -1, true
	case f:
		return 0, true
	case t:
		return 1, true
	}
	return 0, false
}

// violated returns a condition over the call's arguments that holds when
// they violate k.
func (k ParamConstraint) violated(call *ssa2cfa.Call) (ssa2cfa.Expr, bool) {
	if len(k.Terms) == 1 && k.Terms[0].Bool {
		b, ok := k.boolValue()
		a := k.Terms[0].arg(call)
		if !ok || a == nil || !a.Type().IsBool() {
			return nil, false
		}
		switch b {
		case -1:
			return ssa2cfa.BoolConst(false), true
		case 0:
			return a, true
		}
		return &ssa2cfa.Unary{Op: ssa2cfa.Not, X: a}, true
	}
	sum, ok := k.form(call)
	if !ok {
		return nil, false
	}
	zero := ssa2cfa.IntConst(ssa2cfa.Int64, 0)
	if k.Eq {
		return &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: sum, Y: zero}, true
	}
	return &ssa2cfa.Binary{Op: ssa2cfa.Gt, X: sum, Y: zero}, true
}

// form rewrites k over the call's arguments as an int64 expression.
func (k ParamConstraint) form(call *ssa2cfa.Call) (ssa2cfa.Expr, bool) {
	var sum ssa2cfa.Expr = ssa2cfa.IntConst(ssa2cfa.Int64, k.Const)
	for _, t := range k.Terms {
		a := t.arg(call)
		if a == nil || a.Type().IsBool() || !a.Type().IsInt() {
			return nil, false
		}
		if a.Type() != ssa2cfa.Int64 {
			a = &ssa2cfa.Convert{X: a, T: ssa2cfa.Int64}
		}
		term := &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: ssa2cfa.IntConst(ssa2cfa.Int64, t.Coef), Y: a}
		sum = &ssa2cfa.Binary{Op: ssa2cfa.Add, X: sum, Y: term}
	}
	return sum, true
}

// Cond returns a condition over the caller's variables under which the
// call's arguments satisfy s, as int64 arithmetic over unbounded values
// (false when s constrains an argument the call does not determine).
func (s *Summary) Cond(call *ssa2cfa.Call) (ssa2cfa.Expr, bool) {
	var out ssa2cfa.Expr = ssa2cfa.BoolConst(true)
	for _, k := range s.When {
		v, ok := k.violated(call)
		if !ok {
			return nil, false
		}
		out = &ssa2cfa.Binary{Op: ssa2cfa.LAnd, X: out, Y: &ssa2cfa.Unary{Op: ssa2cfa.Not, X: v}}
	}
	return out, true
}

// holdsIn reports whether, in every state of n, the call's arguments
// satisfy every constraint of s (false for a nil s).
func (s *Summary) holdsIn(p *numeric.CPA, n domains.Numeric, call *ssa2cfa.Call) bool {
	if s == nil {
		return false
	}
	ev := p.Evaluator()
	for _, k := range s.When {
		violated, ok := k.violated(call)
		if !ok {
			return false
		}
		if !ev.Assume(n, violated).IsBot() {
			return false
		}
	}
	return true
}

// Holds reports whether the call's arguments, evaluated in env over the
// unbounded integers, satisfy every constraint of s (false for a nil s).
func (s *Summary) Holds(call *ssa2cfa.Call, env cfainterp.Env) bool {
	if s == nil {
		return false
	}
	for _, k := range s.When {
		if len(k.Terms) == 1 && k.Terms[0].Bool {
			b, ok := k.boolValue()
			if !ok {
				return false
			}
			if b < 0 {
				continue
			}
			a := k.Terms[0].arg(call)
			if a == nil || !a.Type().IsBool() {
				return false
			}
			if v, _ := evalExact(a, env); int64(v) != b {
				return false
			}
			continue
		}
		sum := k.Const
		for _, t := range k.Terms {
			a := t.arg(call)
			if a == nil || !a.Type().IsInt() {
				return false
			}
			v, wrapped := evalExact(a, env)
			big := a.Type().BigValue(v)
			if wrapped || !big.IsInt64() {
				return false
			}
			x, ok := mulAdd(sum, t.Coef, big.Int64())
			if !ok {
				return false
			}
			sum = x
		}
		if (k.Eq && sum != 0) || (!k.Eq && sum > 0) {
			return false
		}
	}
	return true
}

// mulAdd returns s + c*x, or false on overflow.
func mulAdd(s, c, x int64) (int64, bool) {
	if c != 0 && x != 0 {
		p := c * x
		if p/x != c || (c == -1 && x == -1<<63) || (x == -1 && c == -1<<63) {
			return 0, false
		}
		r := s + p
		if (p > 0 && r < s) || (p < 0 && r > s) {
			return 0, false
		}
		return r, true
	}
	return s, true
}

// Describe prints s with parameters named by names (p0, p1... past its end):
// "n > 0 && len(s) == 0", or "always".
func (s *Summary) Describe(names []string) string {
	if len(s.When) == 0 {
		return "always"
	}
	name := func(t ParamTerm) string {
		n := fmt.Sprintf("p%d", t.Param)
		if t.Param < len(names) && names[t.Param] != "" {
			n = names[t.Param]
		}
		if t.Len {
			n = "len(" + n + ")"
		}
		return n
	}
	var parts []string
	for _, k := range s.When {
		parts = append(parts, k.string(name))
	}
	sort.Strings(parts)
	return strings.Join(parts, " && ")
}

func (k ParamConstraint) string(name func(ParamTerm) string) string {
	if b, ok := k.boolValue(); ok {
		switch b {
		case 0:
			return "!" + name(k.Terms[0])
		case 1:
			return name(k.Terms[0])
		}
		return "true"
	} else if len(k.Terms) == 1 && k.Terms[0].Bool {
		return "false"
	}
	bound := -k.Const
	if len(k.Terms) == 1 && (k.Terms[0].Coef == 1 || k.Terms[0].Coef == -1) {
		t := k.Terms[0]
		n := name(t)
		switch {
		case k.Eq:
			return fmt.Sprintf("%s == %d", n, bound*t.Coef)
		case t.Coef == 1:
			if bound == -1 {
				return n + " < 0"
			}
			return fmt.Sprintf("%s <= %d", n, bound)
		case bound == -1:
			return n + " > 0"
		default:
			return fmt.Sprintf("%s >= %d", n, -bound)
		}
	}
	coefs, names := make([]int64, len(k.Terms)), make([]string, len(k.Terms))
	for i, t := range k.Terms {
		coefs[i], names[i] = t.Coef, name(t)
	}
	sum := domains.FormatSum(coefs, names)
	op := "<="
	if k.Eq {
		op = "=="
	}
	return fmt.Sprintf("%s %s %d", sum, op, bound)
}
