package pathsmt

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/smt"
	C "github.com/numpredvet/numpredvet/ssa2cfa"
)

// exprFixture is a CFA with two variables of every type.
type exprFixture struct {
	cfa  *C.CFA
	vars map[C.Type][2]C.Var
	all  []C.Var
}

func newExprFixture() *exprFixture {
	f := &exprFixture{cfa: &C.CFA{}, vars: map[C.Type][2]C.Var{}}
	for _, t := range append([]C.Type{C.Bool}, intTypes...) {
		var p [2]C.Var
		for i := range p {
			p[i] = f.cfa.NewVar(C.VarInfo{Name: fmt.Sprintf("%v_%d", t, i), Type: t, Role: C.RoleParam, Input: true})
			f.all = append(f.all, p[i])
		}
		f.vars[t] = p
	}
	return f
}

// constEnv maps every variable to the literal of its value in vals.
func constEnv(c *smt.Context, cfa *C.CFA, vals map[C.Var]uint64) func(C.Var) smt.Term {
	return func(v C.Var) smt.Term {
		t := cfa.Vars[v].Type
		if t.IsBool() {
			return c.BoolVal(vals[v] != 0)
		}
		return c.BVVal(int(t.Width), vals[v])
	}
}

// checkExpr encodes x under constant values, simplifies it to a literal and
// compares it with the oracle; it reports whether the comparison happened
// (not when Go panics).
func checkExpr(t *testing.T, c *smt.Context, e *Encoder, x C.Expr, vals map[C.Var]uint64) bool {
	t.Helper()
	want, err := eval(x, vals)
	var p errPanic
	if errors.As(err, &p) {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	term, err := e.Expr(x, constEnv(c, e.cfa, vals))
	if err != nil {
		t.Fatalf("%s: %v", x, err)
	}
	if !SortOf(term, x.Type()) {
		t.Fatalf("%s: term %s has not the sort of %v", x, term, x.Type())
	}
	lit, ok := c.Literal(c.Simplify(term))
	if !ok {
		t.Fatalf("%s: %s does not simplify to a literal", x, term)
	}
	if got := lit.Uint64(); got != want&x.Type().Mask() {
		t.Fatalf("%s with %v: smt %#x, Go %#x", x, vals, got, want&x.Type().Mask())
	}
	return true
}

// TestExprOperators checks every operator at every type (and every pair of
// types for shifts and conversions) on boundary and random values.
func TestExprOperators(t *testing.T) {
	c := newCtx(t)
	f := newExprFixture()
	e := NewEncoder(c, f.cfa)
	rng := rand.New(rand.NewSource(1))
	const n = 25
	compared := 0
	vals := map[C.Var]uint64{}
	setRandom := func() {
		for _, v := range f.all {
			vals[v] = randValue(rng, f.cfa.Vars[v].Type)
		}
	}
	for _, ty := range intTypes {
		a, b := f.cfa.Ref(f.vars[ty][0]), f.cfa.Ref(f.vars[ty][1])
		for _, op := range append(append([]C.BinOp{}, arith...), cmps...) {
			for i := 0; i < n; i++ {
				setRandom()
				if checkExpr(t, c, e, &C.Binary{Op: op, X: a, Y: b}, vals) {
					compared++
				}
			}
		}
		for _, op := range []C.UnOp{C.Neg, C.Compl} {
			for i := 0; i < n; i++ {
				setRandom()
				checkExpr(t, c, e, &C.Unary{Op: op, X: a}, vals)
			}
		}
		for _, ct := range intTypes {
			cnt := f.cfa.Ref(f.vars[ct][0])
			for _, op := range []C.BinOp{C.Shl, C.Shr} {
				for i := 0; i < n; i++ {
					setRandom()
					checkExpr(t, c, e, &C.Binary{Op: op, X: a, Y: cnt}, vals)
				}
			}
			for i := 0; i < n; i++ {
				setRandom()
				checkExpr(t, c, e, &C.Convert{X: cnt, T: ty}, vals)
			}
		}
	}
	p, q := f.cfa.Ref(f.vars[C.Bool][0]), f.cfa.Ref(f.vars[C.Bool][1])
	for _, x := range []C.Expr{
		&C.Binary{Op: C.LAnd, X: p, Y: q}, &C.Binary{Op: C.LOr, X: p, Y: q},
		&C.Binary{Op: C.Eq, X: p, Y: q}, &C.Binary{Op: C.Ne, X: p, Y: q},
		&C.Unary{Op: C.Not, X: p}, C.True, C.False,
	} {
		for _, pv := range []uint64{0, 1} {
			for _, qv := range []uint64{0, 1} {
				vals[f.vars[C.Bool][0]], vals[f.vars[C.Bool][1]] = pv, qv
				checkExpr(t, c, e, x, vals)
			}
		}
	}
	if compared < len(intTypes)*15*n*9/10 {
		t.Errorf("only %d binary comparisons", compared)
	}
}

// TestExprCorners pins the cases where Go differs from naive arithmetic.
func TestExprCorners(t *testing.T) {
	c := newCtx(t)
	f := newExprFixture()
	e := NewEncoder(c, f.cfa)
	k := func(ty C.Type, v int64) C.Expr { return C.IntConst(ty, v) }
	tests := []struct {
		x    C.Expr
		want int64 // the Go value, read in the expression's type
	}{
		{&C.Binary{Op: C.Div, X: k(C.Int64, -1<<63), Y: k(C.Int64, -1)}, -1 << 63},
		{&C.Binary{Op: C.Rem, X: k(C.Int64, -1<<63), Y: k(C.Int64, -1)}, 0},
		{&C.Binary{Op: C.Div, X: k(C.Int8, -7), Y: k(C.Int8, 2)}, -3},
		{&C.Binary{Op: C.Rem, X: k(C.Int8, -7), Y: k(C.Int8, 2)}, -1},
		{&C.Binary{Op: C.Rem, X: k(C.Int16, 7), Y: k(C.Int16, -2)}, 1},
		{&C.Binary{Op: C.Div, X: k(C.Uint8, 200), Y: k(C.Uint8, 3)}, 66},
		{&C.Binary{Op: C.Shr, X: k(C.Int8, -128), Y: k(C.Uint64, 1<<40)}, -1},
		{&C.Binary{Op: C.Shr, X: k(C.Int8, -128), Y: k(C.Uint64, 7)}, -1},
		{&C.Binary{Op: C.Shr, X: k(C.Uint8, 128), Y: k(C.Uint64, 1<<8)}, 0},
		{&C.Binary{Op: C.Shl, X: k(C.Uint8, 1), Y: k(C.Uint16, 256+1)}, 0},
		{&C.Binary{Op: C.Shl, X: k(C.Uint8, 1), Y: k(C.Uint16, 7)}, 128},
		{&C.Binary{Op: C.Shl, X: k(C.Int64, 1), Y: k(C.Uint8, 63)}, -1 << 63},
		{&C.Binary{Op: C.Shl, X: k(C.Int64, 1), Y: k(C.Uint8, 64)}, 0},
		{&C.Binary{Op: C.Lt, X: k(C.Uint8, 200), Y: k(C.Uint8, 100)}, 0},
		{&C.Binary{Op: C.Lt, X: k(C.Int8, -56), Y: k(C.Int8, 100)}, 1},
		{&C.Binary{Op: C.Add, X: k(C.Int8, 127), Y: k(C.Int8, 1)}, -128},
		{&C.Convert{X: k(C.Int8, -1), T: C.Uint64}, -1},
		{&C.Convert{X: k(C.Uint8, 255), T: C.Int64}, 255},
		{&C.Convert{X: k(C.Int64, 0x1ff), T: C.Int8}, -1},
		{&C.Binary{Op: C.AndNot, X: k(C.Uint8, 0xf0), Y: k(C.Uint8, 0x3c)}, 0xc0},
	}
	for _, tt := range tests {
		term, err := e.Expr(tt.x, nil)
		if err != nil {
			t.Fatal(err)
		}
		lit, ok := c.Literal(c.Simplify(term))
		if !ok {
			t.Fatalf("%s: no literal", tt.x)
		}
		want := uint64(tt.want) & tt.x.Type().Mask()
		if got := lit.Uint64(); got != want {
			t.Errorf("%s = %#x, want %#x", tt.x, got, want)
		}
	}
}

// TestExprRandom checks random nested expressions against the oracle.
func TestExprRandom(t *testing.T) {
	c := newCtx(t)
	f := newExprFixture()
	e := NewEncoder(c, f.cfa)
	rng := rand.New(rand.NewSource(2))
	g := &gen{rng: rng, cfa: f.cfa, pool: f.all}
	trials := 1500
	if testing.Short() {
		trials = 300
	}
	compared := 0
	for i := 0; i < trials; i++ {
		vals := map[C.Var]uint64{}
		for _, v := range f.all {
			vals[v] = randValue(rng, f.cfa.Vars[v].Type)
		}
		ty := append([]C.Type{C.Bool}, intTypes...)[rng.Intn(9)]
		if checkExpr(t, c, e, g.expr(ty, 4), vals) {
			compared++
		}
	}
	if compared < trials/2 {
		t.Errorf("only %d of %d compared", compared, trials)
	}
}

func TestExprErrors(t *testing.T) {
	c := newCtx(t)
	f := newExprFixture()
	e := NewEncoder(c, f.cfa)
	i8, u8 := f.cfa.Ref(f.vars[C.Int8][0]), f.cfa.Ref(f.vars[C.Uint8][0])
	p := f.cfa.Ref(f.vars[C.Bool][0])
	good := constEnv(c, f.cfa, map[C.Var]uint64{})
	tests := []struct {
		name string
		x    C.Expr
		env  func(C.Var) smt.Term
	}{
		{"mixed types", &C.Binary{Op: C.Add, X: i8, Y: u8}, good},
		{"bool arithmetic", &C.Binary{Op: C.Add, X: p, Y: p}, good},
		{"int logic", &C.Binary{Op: C.LAnd, X: i8, Y: i8}, good},
		{"bool shift", &C.Binary{Op: C.Shl, X: i8, Y: p}, good},
		{"neg bool", &C.Unary{Op: C.Neg, X: p}, good},
		{"not int", &C.Unary{Op: C.Not, X: i8}, good},
		{"convert bool", &C.Convert{X: p, T: C.Int8}, good},
		{"nil", nil, good},
		{"bad width", &C.Const{T: C.Type{Kind: C.KindInt, Width: 0}}, good},
		{"env width", i8, func(C.Var) smt.Term { return c.BVVal(16, 0) }},
		{"env invalid", i8, func(C.Var) smt.Term { return smt.Term{} }},
		{"env nil", i8, nil},
	}
	for _, tt := range tests {
		if _, err := e.Expr(tt.x, tt.env); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
	if err := c.Err(); err != nil {
		t.Errorf("encoder errors leaked into the context: %v", err)
	}
}
