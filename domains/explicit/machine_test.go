package explicit_test

import (
	"math"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains/explicit"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

var intTypes = []ssa2cfa.Type{
	ssa2cfa.Int8, ssa2cfa.Int16, ssa2cfa.Int32, ssa2cfa.Int64,
	ssa2cfa.Uint8, ssa2cfa.Uint16, ssa2cfa.Uint32, ssa2cfa.Uint64,
}

// world is a concrete state of typed variables and an explicit value that
// knows some of them.
type world struct {
	cfa   *ssa2cfa.CFA
	point cfainterp.MapEnv
	v     *explicit.Value
}

func randomBits(r *rand.Rand, t ssa2cfa.Type) uint64 {
	switch r.Intn(6) {
	case 0:
		return t.Canon(uint64(t.MinInt64()))
	case 1:
		return t.MaxUint64()
	case 2:
		return t.Canon(uint64(r.Intn(5) - 2))
	case 3:
		return t.Canon(t.MaxUint64() - uint64(r.Intn(3)))
	}
	return t.Canon(r.Uint64())
}

// mathValue is the value of canonical bits in t, if it fits an int64.
func mathValue(t ssa2cfa.Type, bits uint64) (int64, bool) {
	if t.IsInt() && !t.Signed && bits > math.MaxInt64 {
		return 0, false
	}
	return int64(bits), true
}

func newWorld(r *rand.Rand, ty ssa2cfa.Type) *world {
	c := &ssa2cfa.CFA{}
	nv := 2 + r.Intn(3)
	w := &world{cfa: c, point: cfainterp.MapEnv{}}
	var bs []explicit.Binding
	for i := range nv {
		t := ty
		if r.Intn(3) == 0 {
			t = intTypes[r.Intn(len(intTypes))]
		}
		v := c.NewVar(ssa2cfa.VarInfo{Name: string(rune('a' + i)), Type: t, Role: ssa2cfa.RoleParam, Input: true})
		w.point[v] = randomBits(r, t)
		if m, ok := mathValue(t, w.point[v]); ok && r.Intn(4) > 0 {
			bs = append(bs, explicit.Binding{Dim: int(v), Val: m})
		}
	}
	w.v = explicit.FromBindings(nv, bs...)
	return w
}

func (w *world) expr(r *rand.Rand, t ssa2cfa.Type, depth int) ssa2cfa.Expr {
	if depth == 0 || r.Intn(4) == 0 {
		if r.Intn(3) == 0 {
			consts := []int64{0, 1, 2, 3, 7, 100, -1, -2, 1 << 20, math.MaxInt64, math.MinInt64}
			return ssa2cfa.IntConst(t, consts[r.Intn(len(consts))])
		}
		v := ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
		var e ssa2cfa.Expr = w.cfa.Ref(v)
		if w.cfa.Vars[v].Type != t {
			e = &ssa2cfa.Convert{X: e, T: t}
		}
		return e
	}
	switch r.Intn(12) {
	case 0:
		return &ssa2cfa.Unary{Op: ssa2cfa.Neg, X: w.expr(r, t, depth-1)}
	case 1:
		return &ssa2cfa.Unary{Op: ssa2cfa.Compl, X: w.expr(r, t, depth-1)}
	case 2:
		return &ssa2cfa.Convert{X: w.expr(r, intTypes[r.Intn(len(intTypes))], depth-1), T: t}
	case 3:
		op := []ssa2cfa.BinOp{ssa2cfa.Shl, ssa2cfa.Shr}[r.Intn(2)]
		return &ssa2cfa.Binary{Op: op, X: w.expr(r, t, depth-1), Y: ssa2cfa.IntConst(ssa2cfa.Uint8, int64(r.Intn(70)))}
	}
	ops := []ssa2cfa.BinOp{ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.Div, ssa2cfa.Rem, ssa2cfa.And, ssa2cfa.Or, ssa2cfa.Xor, ssa2cfa.AndNot}
	return &ssa2cfa.Binary{Op: ops[r.Intn(len(ops))], X: w.expr(r, t, depth-1), Y: w.expr(r, t, depth-1)}
}

// defined reports whether e evaluates at the point without a division by
// zero (which Go guards with a separate check).
func (w *world) defined(e ssa2cfa.Expr) bool {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		return w.defined(e.X)
	case *ssa2cfa.Convert:
		return w.defined(e.X)
	case *ssa2cfa.Binary:
		if !w.defined(e.X) || !w.defined(e.Y) {
			return false
		}
		if e.Op == ssa2cfa.Div || e.Op == ssa2cfa.Rem {
			return cfainterp.Eval(e.Y, w.point) != 0
		}
	}
	return true
}

// holds reports whether the concrete point p lies in γ(v).
func holds(c *ssa2cfa.CFA, p cfainterp.MapEnv, v *explicit.Value) bool {
	if v.IsBot() {
		return false
	}
	for _, b := range v.Bindings() {
		m, ok := mathValue(c.Vars[b.Dim].Type, p[ssa2cfa.Var(b.Dim)])
		if !ok || m != b.Val {
			return false
		}
	}
	return true
}

func allKnown(v *explicit.Value, e ssa2cfa.Expr) bool {
	ok := true
	ssa2cfa.Vars(e, func(x ssa2cfa.Var) {
		if _, k := v.Get(int(x)); !k {
			ok = false
		}
	})
	return ok
}

// TestMachineTransfer runs random assignments and assumptions in every
// integer width (operands at the extremes of their types, so that most
// operations wrap) on a concrete point and on an explicit value holding it:
// the post-point must stay in γ (soundness), and when every operand is known
// the result must be the concrete value (exactness).
func TestMachineTransfer(t *testing.T) {
	cmps := []ssa2cfa.BinOp{ssa2cfa.Eq, ssa2cfa.Ne, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge}
	r := rand.New(rand.NewSource(5))
	iters := 6000
	if testing.Short() {
		iters = 1500
	}
	wrapped := map[ssa2cfa.Type]int{}
	for i := range iters {
		ty := intTypes[i%len(intTypes)]
		w := newWorld(r, ty)
		tr := explicit.NewTransfer(w.cfa)
		v := ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
		e := w.expr(r, w.cfa.Vars[v].Type, 3)
		if !w.defined(e) {
			continue
		}
		if r.Intn(3) > 0 {
			post := tr.Assign(w.v, []ssa2cfa.Var{v}, []ssa2cfa.Expr{e})
			p2 := cfainterp.MapEnv{}
			for k, x := range w.point {
				p2[k] = x
			}
			p2[v] = cfainterp.Eval(e, w.point)
			if !holds(w.cfa, p2, post) {
				t.Fatalf("%s := %s from %v: %v not in %s (pre %s)", w.cfa.Ref(v), e, w.point, p2, post, w.v)
			}
			if allKnown(w.v, e) {
				want, ok := mathValue(w.cfa.Vars[v].Type, p2[v])
				got, known := post.Get(int(v))
				if ok && (!known || got != want) {
					t.Fatalf("%s := %s from %s: exact result %d lost: %s", w.cfa.Ref(v), e, w.v, want, post)
				}
				wraps(w, e, wrapped)
			}
			continue
		}
		cond := &ssa2cfa.Binary{Op: cmps[r.Intn(len(cmps))], X: w.cfa.Ref(v), Y: e}
		truth := cfainterp.Eval(cond, w.point) != 0
		post := tr.Assume(w.v, cond)
		if truth && !holds(w.cfa, w.point, post) {
			t.Fatalf("assume %s at %v: point lost, got %s (pre %s)", cond, w.point, post, w.v)
		}
		if !truth && allKnown(w.v, cond) && !post.IsBot() {
			t.Fatalf("assume %s with every operand known and false: got %s, want ⊥", cond, post)
		}
	}
	for _, ty := range intTypes {
		if wrapped[ty] == 0 && !testing.Short() {
			t.Errorf("no wrapping +, - or * with known operands exercised in %s", ty)
		}
	}
}

// wraps counts, per type, the additions, subtractions and multiplications
// of e that wrap around at the world's point.
func wraps(w *world, e ssa2cfa.Expr, count map[ssa2cfa.Type]int) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		wraps(w, e.X, count)
	case *ssa2cfa.Convert:
		wraps(w, e.X, count)
	case *ssa2cfa.Binary:
		wraps(w, e.X, count)
		wraps(w, e.Y, count)
		ty := e.Type()
		x := ty.BigValue(cfainterp.Eval(e.X, w.point))
		y := ty.BigValue(cfainterp.Eval(e.Y, w.point))
		switch e.Op {
		case ssa2cfa.Add:
			x.Add(x, y)
		case ssa2cfa.Sub:
			x.Sub(x, y)
		case ssa2cfa.Mul:
			x.Mul(x, y)
		default:
			return
		}
		if !ty.Contains(x) {
			count[ty]++
		}
	}
}

// TestMachineOverflow lists the wrap-around cases of each width.
func TestMachineOverflow(t *testing.T) {
	tests := []struct {
		ty   ssa2cfa.Type
		x    int64
		op   ssa2cfa.BinOp
		y    int64
		want int64
		ok   bool // want is an int64 constant
	}{
		{ssa2cfa.Int8, 127, ssa2cfa.Add, 1, -128, true},
		{ssa2cfa.Int8, -128, ssa2cfa.Div, -1, -128, true},
		{ssa2cfa.Int16, 32767, ssa2cfa.Mul, 2, -2, true},
		{ssa2cfa.Int32, math.MinInt32, ssa2cfa.Sub, 1, math.MaxInt32, true},
		{ssa2cfa.Int64, math.MaxInt64, ssa2cfa.Add, 1, math.MinInt64, true},
		{ssa2cfa.Int64, math.MinInt64, ssa2cfa.Mul, -1, math.MinInt64, true},
		{ssa2cfa.Uint8, 255, ssa2cfa.Add, 1, 0, true},
		{ssa2cfa.Uint8, 0, ssa2cfa.Sub, 1, 255, true},
		{ssa2cfa.Uint16, 1, ssa2cfa.Shl, 16, 0, true},
		{ssa2cfa.Uint32, 0, ssa2cfa.Sub, 1, math.MaxUint32, true},
		{ssa2cfa.Uint64, math.MaxInt64, ssa2cfa.Add, 1, 0, false}, // 2^63 is not an int64 constant
		{ssa2cfa.Uint64, 0, ssa2cfa.Sub, 1, 0, false},
		{ssa2cfa.Uint64, math.MaxInt64, ssa2cfa.Mul, 2, 0, false},
		{ssa2cfa.Uint64, math.MaxInt64, ssa2cfa.Mul, 3, math.MaxInt64 - 2, true}, // 3·(2^63-1) mod 2^64
	}
	for _, tc := range tests {
		c := &ssa2cfa.CFA{}
		x := c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: tc.ty})
		y := c.NewVar(ssa2cfa.VarInfo{Name: "y", Type: tc.ty})
		yt := tc.ty
		if tc.op == ssa2cfa.Shl {
			yt = ssa2cfa.Uint8
		}
		v := explicit.FromBindings(2, explicit.Binding{Dim: int(x), Val: tc.x})
		e := &ssa2cfa.Binary{Op: tc.op, X: c.Ref(x), Y: ssa2cfa.IntConst(yt, tc.y)}
		post := explicit.NewTransfer(c).Assign(v, []ssa2cfa.Var{y}, []ssa2cfa.Expr{e})
		got, ok := post.Get(int(y))
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("%s: %d %s %d = (%d, %v), want (%d, %v)", tc.ty, tc.x, tc.op, tc.y, got, ok, tc.want, tc.ok)
		}
	}
}
