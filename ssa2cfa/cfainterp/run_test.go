package cfainterp

import (
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// testOracle answers havoc and calls with functions.
type testOracle struct {
	havoc func(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value
	call  func(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) ([]Value, bool)
}

func (o testOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value {
	if o.havoc == nil {
		return 0
	}
	return o.havoc(c, v, env)
}

func (o testOracle) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []Value, env Env) ([]Value, bool) {
	if o.call == nil {
		return nil, false
	}
	return o.call(c, call, args, env)
}

func newCFA() *ssa2cfa.CFA {
	c := &ssa2cfa.CFA{}
	c.Entry = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	c.Exit = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	return c
}

func param(c *ssa2cfa.CFA, name string, t ssa2cfa.Type) ssa2cfa.Var {
	v := c.NewVar(ssa2cfa.VarInfo{Name: name, Type: t, Role: ssa2cfa.RoleParam, Input: true})
	c.Params = append(c.Params, v)
	c.Inputs = append(c.Inputs, v)
	return v
}

func result(c *ssa2cfa.CFA, t ssa2cfa.Type) ssa2cfa.Var {
	v := c.NewVar(ssa2cfa.VarInfo{Name: "r", Type: t, Role: ssa2cfa.RoleResult})
	c.Results = append(c.Results, v)
	return v
}

func bin(op ssa2cfa.BinOp, x, y ssa2cfa.Expr) ssa2cfa.Expr {
	return &ssa2cfa.Binary{Op: op, X: x, Y: y}
}

func loc(c *ssa2cfa.CFA) ssa2cfa.Loc { return c.NewLoc(ssa2cfa.LocInfo{Block: -1}) }

// addCheck adds a check of cond at from, continuing to a new location.
func addCheck(c *ssa2cfa.CFA, from ssa2cfa.Loc, kind ssa2cfa.CheckKind, cond ssa2cfa.Expr) ssa2cfa.Loc {
	chk := &ssa2cfa.Check{ID: len(c.Checks), Kind: kind, Cond: cond}
	chk.Err = c.NewLoc(ssa2cfa.LocInfo{Block: -1, Check: chk})
	c.Checks = append(c.Checks, chk)
	c.AddEdge(from, chk.Err, &ssa2cfa.Fail{Check: chk}, 0)
	next := loc(c)
	c.AddEdge(from, next, &ssa2cfa.Assume{Cond: cond}, 0)
	return next
}

// fibCFA is func(n int) int { a, b := 0, 1; for i := 0; i < n; i++ { a, b = b, a+b }; return a }.
func fibCFA() *ssa2cfa.CFA {
	c := newCFA()
	n := param(c, "n", ssa2cfa.Int)
	result(c, ssa2cfa.Int)
	a := c.NewVar(ssa2cfa.VarInfo{Name: "a", Type: ssa2cfa.Int})
	b := c.NewVar(ssa2cfa.VarInfo{Name: "b", Type: ssa2cfa.Int})
	i := c.NewVar(ssa2cfa.VarInfo{Name: "i", Type: ssa2cfa.Int})
	head, body, done := loc(c), loc(c), loc(c)
	zero, one := ssa2cfa.IntConst(ssa2cfa.Int, 0), ssa2cfa.IntConst(ssa2cfa.Int, 1)
	c.AddEdge(c.Entry, head, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{a, b, i}, Exprs: []ssa2cfa.Expr{zero, one, zero}}, 0)
	cond := bin(ssa2cfa.Lt, c.Ref(i), c.Ref(n))
	c.AddEdge(head, body, &ssa2cfa.Assume{Cond: cond}, 0)
	c.AddEdge(head, done, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(cond)}, 0)
	c.AddEdge(body, head, &ssa2cfa.Assign{
		Vars:  []ssa2cfa.Var{a, b, i},
		Exprs: []ssa2cfa.Expr{c.Ref(b), bin(ssa2cfa.Add, c.Ref(a), c.Ref(b)), bin(ssa2cfa.Add, c.Ref(i), one)},
	}, 0)
	c.AddEdge(done, c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{c.Ref(a)}}, 0)
	return c
}

func fib(n int) int {
	a, b := 0, 1
	for i := 0; i < n; i++ {
		a, b = b, a+b
	}
	return a
}

func TestRunParallelAssignLoop(t *testing.T) {
	c := fibCFA()
	for _, n := range []int{-5, 0, 1, 2, 10, 50, 92, 93, 100, 300} {
		out, err := Run(c, map[ssa2cfa.Var]Value{c.Params[0]: uint64(n)}, nil, 10000)
		if err != nil {
			t.Fatal(err)
		}
		if !out.Returned || int(out.Results[0]) != fib(n) {
			t.Errorf("fib(%d): %s, want %d", n, &out, fib(n))
		}
		if want := 3 + 2*max(n, 0); out.Steps != want {
			t.Errorf("fib(%d): %d steps, want %d", n, out.Steps, want)
		}
	}
	out, err := Run(c, map[ssa2cfa.Var]Value{c.Params[0]: 1000}, nil, 50)
	if err != nil || !out.OutOfSteps || out.Steps != 50 {
		t.Errorf("step limit: %s, %v", &out, err)
	}
}

// indexCFA is func(a []int8, i int) int8 { return a[i] }, reading the element
// from the oracle.
func indexCFA() (c *ssa2cfa.CFA, i, n ssa2cfa.Var) {
	c = newCFA()
	i = param(c, "i", ssa2cfa.Int)
	n = c.NewVar(ssa2cfa.VarInfo{Name: "len(a)", Type: ssa2cfa.Int, Role: ssa2cfa.RoleLen, Input: true})
	c.Inputs = append(c.Inputs, n)
	result(c, ssa2cfa.Int8)
	x := c.NewVar(ssa2cfa.VarInfo{Name: "a[i]", Type: ssa2cfa.Int8})
	zero := ssa2cfa.IntConst(ssa2cfa.Int, 0)
	ok := addCheck(c, c.Entry, ssa2cfa.CheckIndex, bin(ssa2cfa.LAnd, bin(ssa2cfa.Le, zero, c.Ref(i)), bin(ssa2cfa.Lt, c.Ref(i), c.Ref(n))))
	ret := loc(c)
	c.AddEdge(ok, ret, &ssa2cfa.Havoc{Vars: []ssa2cfa.Var{x}, Reason: "load"}, 0)
	c.AddEdge(ret, c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{c.Ref(x)}}, 0)
	return c, i, n
}

func TestRunChecksAndHavoc(t *testing.T) {
	c, i, n := indexCFA()
	a := []int8{-7, 100, -128}
	o := testOracle{havoc: func(c *ssa2cfa.CFA, v ssa2cfa.Var, env Env) Value {
		k, ok := env.Get(i)
		if !ok || k >= uint64(len(a)) {
			t.Fatalf("havoc of v%d with i=%d", v, k)
		}
		return uint64(uint8(a[k])) // not canonical: Run canonicalises
	}}
	for _, k := range []int64{-1, 0, 1, 2, 3, -1 << 63} {
		out, err := Run(c, map[ssa2cfa.Var]Value{i: uint64(k), n: uint64(len(a))}, o, 100)
		if err != nil {
			t.Fatal(err)
		}
		if k >= 0 && k < int64(len(a)) {
			if !out.Returned || int8(out.Results[0]) != a[k] || out.Results[0] != ssa2cfa.Int8.Canon(uint64(a[k])) {
				t.Errorf("a[%d]: %s", k, &out)
			}
		} else if out.Failed == nil || out.Failed.Kind != ssa2cfa.CheckIndex || out.FailedIn != c || out.At != out.Failed.Err {
			t.Errorf("a[%d]: %s, want index failure", k, &out)
		}
	}
}

func TestRunMalformed(t *testing.T) {
	// Stuck and ambiguous.
	c := newCFA()
	x := param(c, "x", ssa2cfa.Int)
	result(c, ssa2cfa.Int)
	c.AddEdge(c.Entry, c.Exit, &ssa2cfa.Assume{Cond: bin(ssa2cfa.Gt, c.Ref(x), ssa2cfa.IntConst(ssa2cfa.Int, 0))}, 0)
	c.AddEdge(c.Entry, c.Exit, &ssa2cfa.Assume{Cond: bin(ssa2cfa.Gt, c.Ref(x), ssa2cfa.IntConst(ssa2cfa.Int, 5))}, 0)
	for _, tc := range []struct {
		x                int64
		stuck, ambiguous bool
	}{{0, true, false}, {3, true, false}, {6, false, true}} {
		// x=3: the only enabled edge reaches Exit without a Return.
		out, err := Run(c, map[ssa2cfa.Var]Value{x: uint64(tc.x)}, nil, 10)
		if err != nil || out.Stuck != tc.stuck || out.Ambiguous != tc.ambiguous {
			t.Errorf("x=%d: %s %v", tc.x, &out, err)
		}
	}
	// Missing input.
	if _, err := Run(c, nil, nil, 10); err == nil || !strings.Contains(err.Error(), "no value for input") {
		t.Errorf("missing input: %v", err)
	}
	// Undefined variable.
	u := newCFA()
	y := u.NewVar(ssa2cfa.VarInfo{Name: "y", Type: ssa2cfa.Int})
	result(u, ssa2cfa.Int)
	u.AddEdge(u.Entry, u.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{u.Ref(y)}}, 0)
	if _, err := Run(u, nil, nil, 10); err == nil || !strings.Contains(err.Error(), "undefined variable") {
		t.Errorf("undefined read: %v", err)
	}
	// A call the oracle cannot answer.
	k := newCFA()
	r := k.NewVar(ssa2cfa.VarInfo{Name: "r", Type: ssa2cfa.Int})
	k.AddEdge(k.Entry, k.Exit, &ssa2cfa.Call{Builtin: "f", Results: []ssa2cfa.Var{r}}, 0)
	if _, err := Run(k, nil, testOracle{}, 10); err == nil || !strings.Contains(err.Error(), "cannot evaluate") {
		t.Errorf("unanswered call: %v", err)
	}
}

// factCFA is func fact(n int) int { if n <= 1 { return 100 / n }; return n * fact(n-1) }
// (so fact(0) divides by zero).
func factCFA(self *ssa.Function) *ssa2cfa.CFA {
	c := newCFA()
	n := param(c, "n", ssa2cfa.Int)
	result(c, ssa2cfa.Int)
	r := c.NewVar(ssa2cfa.VarInfo{Name: "r", Type: ssa2cfa.Int})
	base, rec, after := loc(c), loc(c), loc(c)
	one := ssa2cfa.IntConst(ssa2cfa.Int, 1)
	le := bin(ssa2cfa.Le, c.Ref(n), one)
	c.AddEdge(c.Entry, base, &ssa2cfa.Assume{Cond: le}, 0)
	c.AddEdge(c.Entry, rec, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(le)}, 0)
	ok := addCheck(c, base, ssa2cfa.CheckDivZero, bin(ssa2cfa.Ne, c.Ref(n), ssa2cfa.IntConst(ssa2cfa.Int, 0)))
	c.AddEdge(ok, c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{bin(ssa2cfa.Div, ssa2cfa.IntConst(ssa2cfa.Int, 100), c.Ref(n))}}, 0)
	c.AddEdge(rec, after, &ssa2cfa.Call{Callee: self, Args: []ssa2cfa.Expr{bin(ssa2cfa.Sub, c.Ref(n), one)}, Results: []ssa2cfa.Var{r}}, 0)
	c.AddEdge(after, c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{bin(ssa2cfa.Mul, c.Ref(n), c.Ref(r))}}, 0)
	return c
}

func goFact(n int) (r int, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	var f func(int) int
	f = func(n int) int {
		if n <= 1 {
			return 100 / n
		}
		return n * f(n-1)
	}
	return f(n), true
}

func TestProgramRecursion(t *testing.T) {
	self := new(ssa.Function)
	fc := factCFA(self)
	p := &Program{Lower: func(fn *ssa.Function) (*ssa2cfa.CFA, error) {
		if fn != self {
			t.Fatalf("lowering %p", fn)
		}
		return fc, nil
	}}
	for _, n := range []int{-3, 0, 1, 2, 5, 20, 25, 70} {
		out, err := p.Run(fc, map[ssa2cfa.Var]Value{fc.Params[0]: uint64(n)}, 100000)
		if err != nil {
			t.Fatal(err)
		}
		want, ok := goFact(n)
		if ok != out.Returned || ok && int(out.Results[0]) != want {
			t.Errorf("fact(%d): %s, want %d %v", n, &out, want, ok)
		}
		if !ok && (out.Failed == nil || out.Failed.Kind != ssa2cfa.CheckDivZero || out.FailedIn != fc) {
			t.Errorf("fact(%d): %s, want division failure", n, &out)
		}
	}
	// Depth and step limits.
	p.MaxDepth = 3
	if _, err := p.Run(fc, map[ssa2cfa.Var]Value{fc.Params[0]: 10}, 100000); err == nil {
		t.Errorf("depth limit without fallback: no error")
	}
	p.MaxDepth = 0
	out, err := p.Run(fc, map[ssa2cfa.Var]Value{fc.Params[0]: 60}, 30)
	if err != nil || !out.OutOfSteps {
		t.Errorf("steps: %s %v", &out, err)
	}
}
