package pathsmt

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/smt"
	C "github.com/numpredvet/numpredvet/ssa2cfa"
)

// This file holds the test oracle: a concrete evaluator of CFA expressions
// and paths written with Go's own typed arithmetic (int8 + int8, uint32 >>
// uint64, int16(int64), ...), and random generators of expressions and
// values.

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

var intTypes = []C.Type{C.Int8, C.Uint8, C.Int16, C.Uint16, C.Int32, C.Uint32, C.Int64, C.Uint64}

func newCtx(t testing.TB) *smt.Context {
	t.Helper()
	if !smt.Available {
		t.Skip("no SMT solver (built without cgo)")
	}
	c, err := smt.NewContext(smt.Config{TimeoutMs: 20000})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// errPanic marks a Go run-time panic (division by zero, negative shift).
type errPanic struct{ what string }

func (e errPanic) Error() string { return "panic: " + e.what }

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func binT[T integer](op C.BinOp, x, y T) (uint64, error) {
	var r T
	switch op {
	case C.Add:
		r = x + y
	case C.Sub:
		r = x - y
	case C.Mul:
		r = x * y
	case C.Div:
		if y == 0 {
			return 0, errPanic{"division by zero"}
		}
		r = x / y
	case C.Rem:
		if y == 0 {
			return 0, errPanic{"division by zero"}
		}
		r = x % y
	case C.And:
		r = x & y
	case C.Or:
		r = x | y
	case C.Xor:
		r = x ^ y
	case C.AndNot:
		r = x &^ y
	case C.Eq:
		return b2u(x == y), nil
	case C.Ne:
		return b2u(x != y), nil
	case C.Lt:
		return b2u(x < y), nil
	case C.Le:
		return b2u(x <= y), nil
	case C.Gt:
		return b2u(x > y), nil
	case C.Ge:
		return b2u(x >= y), nil
	default:
		return 0, fmt.Errorf("binT: op %v", op)
	}
	return uint64(r), nil // sign-extends signed T: the canonical form
}

func shiftT[T integer](op C.BinOp, x T, n uint64) uint64 {
	if op == C.Shl {
		return uint64(x << n)
	}
	return uint64(x >> n)
}

func unT[T integer](op C.UnOp, x T) uint64 {
	if op == C.Neg {
		return uint64(-x)
	}
	return uint64(^x)
}

func convTo[S integer](v S, to C.Type) uint64 {
	switch to {
	case C.Int8:
		return uint64(int8(v))
	case C.Uint8:
		return uint64(uint8(v))
	case C.Int16:
		return uint64(int16(v))
	case C.Uint16:
		return uint64(uint16(v))
	case C.Int32:
		return uint64(int32(v))
	case C.Uint32:
		return uint64(uint32(v))
	case C.Int64:
		return uint64(int64(v))
	}
	return uint64(uint64(v))
}

// dispatch calls the generic f at the Go type of t on canonical bits.
func bin(op C.BinOp, t C.Type, x, y uint64) (uint64, error) {
	switch t {
	case C.Int8:
		return binT(op, int8(x), int8(y))
	case C.Uint8:
		return binT(op, uint8(x), uint8(y))
	case C.Int16:
		return binT(op, int16(x), int16(y))
	case C.Uint16:
		return binT(op, uint16(x), uint16(y))
	case C.Int32:
		return binT(op, int32(x), int32(y))
	case C.Uint32:
		return binT(op, uint32(x), uint32(y))
	case C.Int64:
		return binT(op, int64(x), int64(y))
	case C.Uint64:
		return binT(op, x, y)
	case C.Bool:
		switch op {
		case C.Eq:
			return b2u(x == y), nil
		case C.Ne:
			return b2u(x != y), nil
		case C.LAnd:
			return x & y, nil
		case C.LOr:
			return x | y, nil
		}
	}
	return 0, fmt.Errorf("bin: %v on %v", op, t)
}

func shift(op C.BinOp, t C.Type, x, n uint64) uint64 {
	switch t {
	case C.Int8:
		return shiftT(op, int8(x), n)
	case C.Uint8:
		return shiftT(op, uint8(x), n)
	case C.Int16:
		return shiftT(op, int16(x), n)
	case C.Uint16:
		return shiftT(op, uint16(x), n)
	case C.Int32:
		return shiftT(op, int32(x), n)
	case C.Uint32:
		return shiftT(op, uint32(x), n)
	case C.Int64:
		return shiftT(op, int64(x), n)
	}
	return shiftT(op, x, n)
}

func un(op C.UnOp, t C.Type, x uint64) uint64 {
	if op == C.Not {
		return x ^ 1
	}
	switch t {
	case C.Int8:
		return unT(op, int8(x))
	case C.Uint8:
		return unT(op, uint8(x))
	case C.Int16:
		return unT(op, int16(x))
	case C.Uint16:
		return unT(op, uint16(x))
	case C.Int32:
		return unT(op, int32(x))
	case C.Uint32:
		return unT(op, uint32(x))
	case C.Int64:
		return unT(op, int64(x))
	}
	return unT(op, x)
}

func conv(from, to C.Type, x uint64) uint64 {
	switch from {
	case C.Int8:
		return convTo(int8(x), to)
	case C.Uint8:
		return convTo(uint8(x), to)
	case C.Int16:
		return convTo(int16(x), to)
	case C.Uint16:
		return convTo(uint16(x), to)
	case C.Int32:
		return convTo(int32(x), to)
	case C.Uint32:
		return convTo(uint32(x), to)
	case C.Int64:
		return convTo(int64(x), to)
	}
	return convTo(x, to)
}

// eval evaluates x on canonical values with Go's semantics.
func eval(x C.Expr, env map[C.Var]uint64) (uint64, error) {
	switch x := x.(type) {
	case *C.Const:
		return x.Bits, nil
	case *C.VarRef:
		v, ok := env[x.V]
		if !ok {
			return 0, fmt.Errorf("v%d unset", x.V)
		}
		return v, nil
	case *C.Unary:
		a, err := eval(x.X, env)
		if err != nil {
			return 0, err
		}
		return un(x.Op, x.X.Type(), a), nil
	case *C.Convert:
		a, err := eval(x.X, env)
		if err != nil {
			return 0, err
		}
		return conv(x.X.Type(), x.T, a), nil
	case *C.Binary:
		a, err := eval(x.X, env)
		if err != nil {
			return 0, err
		}
		b, err := eval(x.Y, env)
		if err != nil {
			return 0, err
		}
		if x.Op == C.Shl || x.Op == C.Shr {
			if x.Y.Type().Signed && int64(b) < 0 {
				return 0, errPanic{"negative shift amount"}
			}
			return shift(x.Op, x.X.Type(), a, b), nil
		}
		return bin(x.Op, x.X.Type(), a, b)
	}
	return 0, fmt.Errorf("eval: %T", x)
}

// gen generates random expressions over the variables in pool.
type gen struct {
	rng  *rand.Rand
	cfa  *C.CFA
	pool []C.Var
}

// value returns a random canonical value of t, biased to boundaries and
// small magnitudes.
func randValue(rng *rand.Rand, t C.Type) uint64 {
	if t.IsBool() {
		return uint64(rng.Intn(2))
	}
	var v uint64
	switch rng.Intn(6) {
	case 0:
		v = uint64(rng.Intn(5))
	case 1:
		v = uint64(int64(-rng.Intn(5)))
	case 2: // near the extremes
		ext := []uint64{uint64(t.MinInt64()), t.MaxUint64(), t.Mask()}
		v = ext[rng.Intn(len(ext))] + uint64(rng.Intn(3)) - 1
	case 3: // a plausible shift count
		v = uint64(rng.Intn(int(t.Width) + 3))
	default:
		v = rng.Uint64()
	}
	return t.Canon(v)
}

func (g *gen) varOf(t C.Type) (C.Var, bool) {
	var vs []C.Var
	for _, v := range g.pool {
		if g.cfa.Vars[v].Type == t {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		return 0, false
	}
	return vs[g.rng.Intn(len(vs))], true
}

func (g *gen) leaf(t C.Type) C.Expr {
	if g.rng.Intn(3) > 0 {
		if v, ok := g.varOf(t); ok {
			return g.cfa.Ref(v)
		}
	}
	return &C.Const{T: t, Bits: randValue(g.rng, t)}
}

var arith = []C.BinOp{C.Add, C.Sub, C.Mul, C.Div, C.Rem, C.And, C.Or, C.Xor, C.AndNot}
var cmps = []C.BinOp{C.Eq, C.Ne, C.Lt, C.Le, C.Gt, C.Ge}

func (g *gen) intExpr(t C.Type, depth int) C.Expr {
	if depth <= 0 || g.rng.Intn(4) == 0 {
		return g.leaf(t)
	}
	switch k := g.rng.Intn(10); {
	case k == 0:
		return &C.Unary{Op: []C.UnOp{C.Neg, C.Compl}[g.rng.Intn(2)], X: g.intExpr(t, depth-1)}
	case k <= 5:
		return &C.Binary{Op: arith[g.rng.Intn(len(arith))], X: g.intExpr(t, depth-1), Y: g.intExpr(t, depth-1)}
	case k <= 7:
		ct := intTypes[g.rng.Intn(len(intTypes))]
		return &C.Binary{Op: []C.BinOp{C.Shl, C.Shr}[g.rng.Intn(2)], X: g.intExpr(t, depth-1), Y: g.intExpr(ct, depth-1)}
	default:
		from := intTypes[g.rng.Intn(len(intTypes))]
		return &C.Convert{X: g.intExpr(from, depth-1), T: t}
	}
}

func (g *gen) boolExpr(depth int) C.Expr {
	if depth <= 0 || g.rng.Intn(5) == 0 {
		return g.leaf(C.Bool)
	}
	switch k := g.rng.Intn(10); {
	case k == 0:
		return &C.Unary{Op: C.Not, X: g.boolExpr(depth - 1)}
	case k == 1:
		return &C.Binary{Op: []C.BinOp{C.LAnd, C.LOr, C.Eq, C.Ne}[g.rng.Intn(4)], X: g.boolExpr(depth - 1), Y: g.boolExpr(depth - 1)}
	default:
		t := intTypes[g.rng.Intn(len(intTypes))]
		return &C.Binary{Op: cmps[g.rng.Intn(len(cmps))], X: g.intExpr(t, depth-1), Y: g.intExpr(t, depth-1)}
	}
}

func (g *gen) expr(t C.Type, depth int) C.Expr {
	if t.IsBool() {
		return g.boolExpr(depth)
	}
	return g.intExpr(t, depth)
}

// runPath executes path concretely from state vals (updated in place),
// taking havoc'd values from havocs in order. It returns whether every
// assume held and every fail edge saw its check fail.
func runPath(cfa *C.CFA, path []*C.Edge, vals map[C.Var]uint64, havocs []uint64) (bool, error) {
	next := func() uint64 {
		v := havocs[0]
		havocs = havocs[1:]
		return v
	}
	havoc := func(vars []C.Var) bool {
		seen := map[C.Var]bool{}
		ok := true
		for _, v := range vars {
			if v >= 0 && !seen[v] {
				seen[v] = true
				vals[v] = next()
				vi := &cfa.Vars[v]
				if vi.Type.IsInt() && vi.Type.Signed && (int64(vals[v]) < vi.Lo() || int64(vals[v]) > vi.Hi()) {
					ok = false // no execution havocs a value outside the range
				}
			}
		}
		// A len and a cap of one value havoc'd together: len <= cap.
		for l := range seen {
			for cp := range seen {
				li, ci := &cfa.Vars[l], &cfa.Vars[cp]
				if li.Role == C.RoleLen && ci.Role == C.RoleCap && li.Value != nil && li.Value == ci.Value && int64(vals[l]) > int64(vals[cp]) {
					ok = false
				}
			}
		}
		return ok
	}
	assign := func(vars []C.Var, xs []C.Expr) error {
		nv := make([]uint64, len(xs))
		for i, x := range xs {
			r, err := eval(x, vals)
			if err != nil {
				return err
			}
			nv[i] = r
		}
		for i, v := range vars {
			vals[v] = nv[i]
		}
		return nil
	}
	for _, e := range path {
		switch op := e.Op.(type) {
		case *C.Assume:
			r, err := eval(op.Cond, vals)
			if err != nil {
				return false, err
			}
			if r == 0 {
				return false, nil
			}
		case *C.Fail:
			r, err := eval(op.Check.Cond, vals)
			if err != nil {
				return false, err
			}
			if r != 0 {
				return false, nil
			}
		case *C.Assign:
			if err := assign(op.Vars, op.Exprs); err != nil {
				return false, err
			}
		case *C.Return:
			var vars []C.Var
			var xs []C.Expr
			for i, x := range op.Results {
				if x != nil && cfa.Results[i] >= 0 {
					vars = append(vars, cfa.Results[i])
					xs = append(xs, x)
				}
			}
			if err := assign(vars, xs); err != nil {
				return false, err
			}
		case *C.Havoc:
			if !havoc(op.Vars) {
				return false, nil
			}
		case *C.Call:
			if !havoc(append(append([]C.Var(nil), op.Results...), op.ResultLens...)) {
				return false, nil
			}
		default:
			return false, fmt.Errorf("runPath: %T", op)
		}
	}
	return true, nil
}
