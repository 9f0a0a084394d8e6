//go:build cgo

package smt

import (
	"fmt"
	"math/rand"
	"testing"
)

// The tests in this file check that the bit-vector operators, evaluated by
// Z3 both by simplification and by solving, give exactly Go's results for
// every width, on boundary values and random ones.

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// goOps are the binary operators under test with their Go semantics; ok is
// false where Go panics (division by zero).
var goOpNames = []string{"add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr", "lt", "le", "eq"}

func goBin[T integer](op string, x, y T, w int) (r uint64, ok bool) {
	mask := maskOf(w)
	cnt := uint64(y) & mask // shift count: y's bits read as unsigned
	b := func(v bool) uint64 {
		if v {
			return 1
		}
		return 0
	}
	switch op {
	case "add":
		return uint64(x+y) & mask, true
	case "sub":
		return uint64(x-y) & mask, true
	case "mul":
		return uint64(x*y) & mask, true
	case "div":
		if y == 0 {
			return 0, false
		}
		return uint64(x/y) & mask, true
	case "rem":
		if y == 0 {
			return 0, false
		}
		return uint64(x%y) & mask, true
	case "and":
		return uint64(x&y) & mask, true
	case "or":
		return uint64(x|y) & mask, true
	case "xor":
		return uint64(x^y) & mask, true
	case "shl":
		return uint64(x<<cnt) & mask, true
	case "shr":
		return uint64(x>>cnt) & mask, true
	case "lt":
		return b(x < y), true
	case "le":
		return b(x <= y), true
	case "eq":
		return b(x == y), true
	}
	panic("bad op " + op)
}

func maskOf(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// smtBin builds op(x, y) for signed or unsigned operands.
func smtBin(c *Context, op string, signed bool, x, y Term) Term {
	switch op {
	case "add":
		return c.BVAdd(x, y)
	case "sub":
		return c.BVSub(x, y)
	case "mul":
		return c.BVMul(x, y)
	case "div":
		if signed {
			return c.BVSDiv(x, y)
		}
		return c.BVUDiv(x, y)
	case "rem":
		if signed {
			return c.BVSRem(x, y)
		}
		return c.BVURem(x, y)
	case "and":
		return c.BVAnd(x, y)
	case "or":
		return c.BVOr(x, y)
	case "xor":
		return c.BVXor(x, y)
	case "shl":
		return c.BVShl(x, y)
	case "shr":
		if signed {
			return c.BVAShr(x, y)
		}
		return c.BVLShr(x, y)
	case "lt":
		if signed {
			return c.BVSLT(x, y)
		}
		return c.BVULT(x, y)
	case "le":
		if signed {
			return c.BVSLE(x, y)
		}
		return c.BVULE(x, y)
	case "eq":
		return c.Eq(x, y)
	}
	panic("bad op " + op)
}

// samples returns boundary and random bit patterns of width w.
func samples(rng *rand.Rand, w int, n int) []uint64 {
	mask := maskOf(w)
	min := uint64(1) << uint(w-1) // MinInt of the width
	vs := []uint64{0, 1, 2, 3, mask, mask - 1, min, min - 1, min + 1, uint64(w - 1), uint64(w), uint64(w + 1), 7, 1 << 3}
	for len(vs) < n {
		v := rng.Uint64()
		switch rng.Intn(3) {
		case 0: // small magnitude, either sign
			v = uint64(int64(rng.Intn(2*w+3) - w - 1))
		}
		vs = append(vs, v&mask)
	}
	for i := range vs {
		vs[i] &= mask
	}
	return vs
}

// literalBits returns the bits of a literal (bools as 0 and 1).
func literalBits(t *testing.T, c *Context, lit Term) uint64 {
	t.Helper()
	v, ok := c.Literal(lit)
	if !ok {
		t.Fatalf("not a literal: %s", lit)
	}
	return v.Uint64()
}

func checkWidth[T integer](t *testing.T, w int, signed bool) {
	c := newCtx(t, Config{})
	rng := rand.New(rand.NewSource(int64(w)*2 + map[bool]int64{true: 1}[signed]))
	xs := samples(rng, w, 40)
	ys := samples(rng, w, 40)
	// Simplification of ground terms: every pair of samples.
	for _, op := range goOpNames {
		for _, x := range xs {
			for _, y := range ys {
				want, ok := goBin(op, T(x), T(y), w)
				if !ok {
					continue
				}
				got := literalBits(t, c, c.Simplify(smtBin(c, op, signed, c.BVVal(w, x), c.BVVal(w, y))))
				if got != want {
					t.Fatalf("%s%d: %#x %s %#x: z3 %#x, Go %#x", map[bool]string{true: "int", false: "uint"}[signed], w, x, op, y, got, want)
				}
			}
		}
	}
	// Solving: one solver, results bound to fresh constants, values read
	// from the model.
	s := c.NewSolver()
	type row struct {
		op   string
		x, y uint64
		r    Term
	}
	var rows []row
	for i := 0; i < 60; i++ {
		op := goOpNames[i%len(goOpNames)]
		x, y := xs[rng.Intn(len(xs))], ys[rng.Intn(len(ys))]
		if _, ok := goBin(op, T(x), T(y), w); !ok {
			continue
		}
		vx := c.BV(fmt.Sprintf("x%d", i), w)
		vy := c.BV(fmt.Sprintf("y%d", i), w)
		s.Assert(c.Eq(vx, c.BVVal(w, x)))
		s.Assert(c.Eq(vy, c.BVVal(w, y)))
		e := smtBin(c, op, signed, vx, vy)
		var r Term
		if e.IsBool() {
			r = c.Bool(fmt.Sprintf("r%d", i))
		} else {
			r = c.BV(fmt.Sprintf("r%d", i), w)
		}
		s.Assert(c.Eq(r, e))
		rows = append(rows, row{op, x, y, r})
	}
	res, err := s.Check()
	if err != nil || res != Sat {
		t.Fatalf("check: %v %v", res, err)
	}
	m, err := s.Model()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		want, _ := goBin(r.op, T(r.x), T(r.y), w)
		var got uint64
		if r.r.IsBool() {
			b, ok := m.EvalBool(r.r)
			if !ok {
				t.Fatalf("EvalBool failed")
			}
			if b {
				got = 1
			}
		} else {
			var ok bool
			got, ok = m.EvalBV(r.r)
			if !ok {
				t.Fatalf("EvalBV failed")
			}
		}
		if got != want {
			t.Errorf("model: w=%d signed=%v %#x %s %#x: z3 %#x, Go %#x", w, signed, r.x, r.op, r.y, got, want)
		}
	}
	// Unary operators.
	for _, x := range xs {
		if got, want := literalBits(t, c, c.Simplify(c.BVNeg(c.BVVal(w, x)))), uint64(-T(x))&maskOf(w); got != want {
			t.Errorf("-%#x: z3 %#x, Go %#x", x, got, want)
		}
		if got, want := literalBits(t, c, c.Simplify(c.BVNot(c.BVVal(w, x)))), uint64(^T(x))&maskOf(w); got != want {
			t.Errorf("^%#x: z3 %#x, Go %#x", x, got, want)
		}
	}
}

func TestGoSemantics(t *testing.T) {
	t.Run("int8", func(t *testing.T) { checkWidth[int8](t, 8, true) })
	t.Run("uint8", func(t *testing.T) { checkWidth[uint8](t, 8, false) })
	t.Run("int16", func(t *testing.T) { checkWidth[int16](t, 16, true) })
	t.Run("uint16", func(t *testing.T) { checkWidth[uint16](t, 16, false) })
	t.Run("int32", func(t *testing.T) { checkWidth[int32](t, 32, true) })
	t.Run("uint32", func(t *testing.T) { checkWidth[uint32](t, 32, false) })
	t.Run("int64", func(t *testing.T) { checkWidth[int64](t, 64, true) })
	t.Run("uint64", func(t *testing.T) { checkWidth[uint64](t, 64, false) })
}

// TestGoSemanticsCorners pins the cases the brief calls out by name.
func TestGoSemanticsCorners(t *testing.T) {
	c := newCtx(t, Config{})
	lit := func(x Term) uint64 { return literalBits(t, c, c.Simplify(x)) }
	v8 := func(x int8) Term { return c.BVVal(8, uint64(uint8(x))) }
	v64 := func(x int64) Term { return c.BVVal(64, uint64(x)) }
	min64 := int64(-1 << 63)
	tests := []struct {
		name string
		got  uint64
		want uint64
	}{
		{"MinInt64 / -1", lit(c.BVSDiv(v64(min64), v64(-1))), u64(min64)},
		{"MinInt64 % -1", lit(c.BVSRem(v64(min64), v64(-1))), 0},
		{"-7 / 2", lit(c.BVSDiv(v64(-7), v64(2))), u64(-3)},
		{"-7 % 2", lit(c.BVSRem(v64(-7), v64(2))), u64(-1)},
		{"7 % -2", lit(c.BVSRem(v64(7), v64(-2))), 1},
		{"-128 / -1 (int8)", lit(c.BVSDiv(v8(-128), v8(-1))), 0x80},
		{"int8 -1 >> 200", lit(c.BVAShr(v8(-1), c.BVVal(8, 200))), 0xff},
		{"int8 64 >> 8", lit(c.BVAShr(v8(64), c.BVVal(8, 8))), 0},
		{"uint8 0xff >> 8", lit(c.BVLShr(c.BVVal(8, 0xff), c.BVVal(8, 8))), 0},
		{"1 << 64", lit(c.BVShl(v64(1), v64(64))), 0},
		{"1 << 63", lit(c.BVShl(v64(1), v64(63))), 1 << 63},
		// Division by zero is total in SMT-LIB (Go panics).
		{"5 /u 0", lit(c.BVUDiv(v64(5), v64(0))), ^uint64(0)},
		{"5 %u 0", lit(c.BVURem(v64(5), v64(0))), 5},
		{"-5 %s 0", lit(c.BVSRem(v64(-5), v64(0))), u64(-5)},
		{"sext int8(-2) to 64", lit(c.SignExt(v8(-2), 56)), u64(-2)},
		{"zext uint8(0xfe) to 64", lit(c.ZeroExt(v8(-2), 56)), 0xfe},
		{"int8(0x1234) via extract", lit(c.Extract(v64(0x1234), 7, 0)), 0x34},
		{"bits 15..8 of 0x1234", lit(c.Extract(v64(0x1234), 15, 8)), 0x12},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %#x, want %#x", tt.name, tt.got, tt.want)
		}
	}
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestConversions checks SignExt, ZeroExt and Extract against Go's
// conversions between every pair of widths.
func TestConversions(t *testing.T) {
	c := newCtx(t, Config{})
	rng := rand.New(rand.NewSource(7))
	widths := []int{8, 16, 32, 64}
	for _, from := range widths {
		for _, to := range widths {
			for _, x := range samples(rng, from, 30) {
				for _, signed := range []bool{false, true} {
					// Go: convert the value of width `from` (signed or not) to `to` bits.
					var v uint64 = x
					if signed && x>>uint(from-1)&1 == 1 {
						v |= ^maskOf(from) // sign-extend to 64
					}
					want := v & maskOf(to)
					tx := c.BVVal(from, x)
					var e Term
					switch {
					case to < from:
						e = c.Extract(tx, to-1, 0)
					case signed:
						e = c.SignExt(tx, to-from)
					default:
						e = c.ZeroExt(tx, to-from)
					}
					if e.BVWidth() != to {
						t.Fatalf("width %d, want %d", e.BVWidth(), to)
					}
					if got := literalBits(t, c, c.Simplify(e)); got != want {
						t.Errorf("%d->%d signed=%v %#x: got %#x want %#x", from, to, signed, x, got, want)
					}
				}
			}
		}
	}
}

// u64 returns the two's complement bits of v.
func u64(v int64) uint64 { return uint64(v) }
