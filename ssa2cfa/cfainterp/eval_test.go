package cfainterp

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// goBinary computes op on x, y natively in T (shift counts s as int64 or
// uint8); ok is false where Go panics.
func goBinary[T integer](op ssa2cfa.BinOp, x, y T) (r uint64, ok bool) {
	b := func(c bool) uint64 {
		if c {
			return 1
		}
		return 0
	}
	switch op {
	case ssa2cfa.Add:
		return uint64(x + y), true
	case ssa2cfa.Sub:
		return uint64(x - y), true
	case ssa2cfa.Mul:
		return uint64(x * y), true
	case ssa2cfa.Div:
		if y == 0 {
			return 0, false
		}
		return uint64(x / y), true
	case ssa2cfa.Rem:
		if y == 0 {
			return 0, false
		}
		return uint64(x % y), true
	case ssa2cfa.And:
		return uint64(x & y), true
	case ssa2cfa.Or:
		return uint64(x | y), true
	case ssa2cfa.Xor:
		return uint64(x ^ y), true
	case ssa2cfa.AndNot:
		return uint64(x &^ y), true
	case ssa2cfa.Eq:
		return b(x == y), true
	case ssa2cfa.Ne:
		return b(x != y), true
	case ssa2cfa.Lt:
		return b(x < y), true
	case ssa2cfa.Le:
		return b(x <= y), true
	case ssa2cfa.Gt:
		return b(x > y), true
	case ssa2cfa.Ge:
		return b(x >= y), true
	}
	panic("op")
}

func goShift[T, C integer](op ssa2cfa.BinOp, x T, n C) (r uint64, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if op == ssa2cfa.Shl {
		return uint64(x << n), true
	}
	return uint64(x >> n), true
}

var allTypes = []ssa2cfa.Type{
	ssa2cfa.Int8, ssa2cfa.Int16, ssa2cfa.Int32, ssa2cfa.Int64,
	ssa2cfa.Uint8, ssa2cfa.Uint16, ssa2cfa.Uint32, ssa2cfa.Uint64,
}

// samples returns boundary values and random values of t, canonical.
func samples(t ssa2cfa.Type, r *rand.Rand, n int) []uint64 {
	var out []uint64
	lo, hi := uint64(t.MinInt64()), t.MaxUint64()
	for _, d := range []uint64{0, 1, 2, 3} {
		out = append(out, t.Canon(lo+d), t.Canon(hi-d), t.Canon(d), t.Canon(-d), t.Canon(1<<(t.Width/2)+d))
	}
	for range n {
		out = append(out, t.Canon(r.Uint64()>>r.IntN(64)))
	}
	return out
}

// native evaluates op natively in the Go type that t stands for.
func native(t ssa2cfa.Type, op ssa2cfa.BinOp, x, y uint64) (uint64, bool) {
	var r uint64
	var ok bool
	switch t {
	case ssa2cfa.Int8:
		r, ok = goBinary(op, int8(x), int8(y))
	case ssa2cfa.Int16:
		r, ok = goBinary(op, int16(x), int16(y))
	case ssa2cfa.Int32:
		r, ok = goBinary(op, int32(x), int32(y))
	case ssa2cfa.Int64:
		r, ok = goBinary(op, int64(x), int64(y))
	case ssa2cfa.Uint8:
		r, ok = goBinary(op, uint8(x), uint8(y))
	case ssa2cfa.Uint16:
		r, ok = goBinary(op, uint16(x), uint16(y))
	case ssa2cfa.Uint32:
		r, ok = goBinary(op, uint32(x), uint32(y))
	case ssa2cfa.Uint64:
		r, ok = goBinary(op, x, y)
	}
	return r, ok
}

func nativeShift[C integer](t ssa2cfa.Type, op ssa2cfa.BinOp, x uint64, n C) (uint64, bool) {
	switch t {
	case ssa2cfa.Int8:
		return goShift(op, int8(x), n)
	case ssa2cfa.Int16:
		return goShift(op, int16(x), n)
	case ssa2cfa.Int32:
		return goShift(op, int32(x), n)
	case ssa2cfa.Int64:
		return goShift(op, int64(x), n)
	case ssa2cfa.Uint8:
		return goShift(op, uint8(x), n)
	case ssa2cfa.Uint16:
		return goShift(op, uint16(x), n)
	case ssa2cfa.Uint32:
		return goShift(op, uint32(x), n)
	}
	return goShift(op, x, n)
}

// nativeConvert converts canonical x of type from to type to natively.
func nativeConvert(from, to ssa2cfa.Type, x uint64) uint64 {
	// Go conversion of the source value (held exactly in an int64 or a
	// uint64) to the target type.
	var s int64
	var u uint64
	signed := from.Signed
	if signed {
		s = int64(x)
	} else {
		u = x
	}
	conv := func(s int64, u uint64) uint64 {
		switch to {
		case ssa2cfa.Int8:
			if signed {
				return uint64(int8(s))
			}
			return uint64(int8(u))
		case ssa2cfa.Int16:
			if signed {
				return uint64(int16(s))
			}
			return uint64(int16(u))
		case ssa2cfa.Int32:
			if signed {
				return uint64(int32(s))
			}
			return uint64(int32(u))
		case ssa2cfa.Int64:
			if signed {
				return uint64(s)
			}
			return uint64(int64(u))
		case ssa2cfa.Uint8:
			if signed {
				return uint64(uint8(s))
			}
			return uint64(uint8(u))
		case ssa2cfa.Uint16:
			if signed {
				return uint64(uint16(s))
			}
			return uint64(uint16(u))
		case ssa2cfa.Uint32:
			if signed {
				return uint64(uint32(s))
			}
			return uint64(uint32(u))
		}
		if signed {
			return uint64(s)
		}
		return u
	}
	return conv(s, u)
}

func TestEvalMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	ops := []ssa2cfa.BinOp{
		ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.Div, ssa2cfa.Rem, ssa2cfa.And, ssa2cfa.Or,
		ssa2cfa.Xor, ssa2cfa.AndNot, ssa2cfa.Eq, ssa2cfa.Ne, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge,
	}
	n := 0
	for _, ty := range allTypes {
		xs := samples(ty, r, 40)
		for _, x := range xs {
			for _, y := range xs {
				for _, op := range ops {
					want, ok := native(ty, op, x, y)
					if !ok {
						continue
					}
					e := &ssa2cfa.Binary{Op: op, X: &ssa2cfa.Const{T: ty, Bits: x}, Y: &ssa2cfa.Const{T: ty, Bits: y}}
					if got := Eval(e, MapEnv{}); got != want {
						t.Fatalf("%s %s %s: got %#x, want %#x", ty, op, e, got, want)
					}
					n++
				}
				// Unary and conversions.
				for _, u := range []struct {
					op   ssa2cfa.UnOp
					want uint64
				}{{ssa2cfa.Neg, ty.Canon(-x)}, {ssa2cfa.Compl, ty.Canon(^x)}} {
					e := &ssa2cfa.Unary{Op: u.op, X: &ssa2cfa.Const{T: ty, Bits: x}}
					want, _ := native(ty, ssa2cfa.Sub, 0, x)
					if u.op == ssa2cfa.Compl {
						want, _ = native(ty, ssa2cfa.Xor, x, ty.Canon(math.MaxUint64))
					}
					if got := Eval(e, MapEnv{}); got != want {
						t.Fatalf("%s: got %#x, want %#x", e, got, want)
					}
				}
			}
			for _, to := range allTypes {
				e := &ssa2cfa.Convert{X: &ssa2cfa.Const{T: ty, Bits: x}, T: to}
				if got, want := Eval(e, MapEnv{}), nativeConvert(ty, to, x); got != want {
					t.Fatalf("%s -> %s of %#x: got %#x, want %#x", ty, to, x, got, want)
				}
			}
			// Shifts by signed (int64, int8) and unsigned (uint8, uint64) counts.
			for _, cnt := range []int64{-1, -64, math.MinInt64, 0, 1, 7, 8, 15, 16, 31, 32, 63, 64, 65, 200, 255, 256, math.MaxInt64} {
				for _, op := range []ssa2cfa.BinOp{ssa2cfa.Shl, ssa2cfa.Shr} {
					for _, ct := range []ssa2cfa.Type{ssa2cfa.Int64, ssa2cfa.Int8, ssa2cfa.Uint8, ssa2cfa.Uint64} {
						c := ct.Canon(uint64(cnt))
						var want uint64
						var ok bool
						switch ct {
						case ssa2cfa.Int64:
							want, ok = nativeShift(ty, op, x, int64(c))
						case ssa2cfa.Int8:
							want, ok = nativeShift(ty, op, x, int8(c))
						case ssa2cfa.Uint8:
							want, ok = nativeShift(ty, op, x, uint8(c))
						default:
							want, ok = nativeShift(ty, op, x, c)
						}
						if !ok {
							continue // negative count: a separate check
						}
						e := &ssa2cfa.Binary{Op: op, X: &ssa2cfa.Const{T: ty, Bits: x}, Y: &ssa2cfa.Const{T: ct, Bits: c}}
						if got := Eval(e, MapEnv{}); got != want {
							t.Fatalf("%s (%s, count %s): got %#x, want %#x", e, ty, ct, got, want)
						}
						n++
					}
				}
			}
		}
	}
	t.Logf("%d binary evaluations checked", n)
}

func TestEvalBoolAndVars(t *testing.T) {
	env := MapEnv{0: 1, 1: 0, 2: ssa2cfa.Int8.Canon(200)}
	tr := &ssa2cfa.VarRef{V: 0, T: ssa2cfa.Bool}
	fa := &ssa2cfa.VarRef{V: 1, T: ssa2cfa.Bool}
	i8 := &ssa2cfa.VarRef{V: 2, T: ssa2cfa.Int8}
	for _, tc := range []struct {
		e    ssa2cfa.Expr
		want uint64
	}{
		{&ssa2cfa.Binary{Op: ssa2cfa.LAnd, X: tr, Y: fa}, 0},
		{&ssa2cfa.Binary{Op: ssa2cfa.LOr, X: tr, Y: fa}, 1},
		{&ssa2cfa.Unary{Op: ssa2cfa.Not, X: fa}, 1},
		{ssa2cfa.NotExpr(&ssa2cfa.Binary{Op: ssa2cfa.LAnd, X: tr, Y: fa}), 1},
		{&ssa2cfa.Binary{Op: ssa2cfa.Eq, X: tr, Y: fa}, 0},
		{&ssa2cfa.Binary{Op: ssa2cfa.Ne, X: tr, Y: fa}, 1},
		{&ssa2cfa.Binary{Op: ssa2cfa.Lt, X: i8, Y: ssa2cfa.IntConst(ssa2cfa.Int8, 0)}, 1}, // int8(200) == -56
		{&ssa2cfa.Convert{X: i8, T: ssa2cfa.Uint16}, 0xffc8},
		{&ssa2cfa.Binary{Op: ssa2cfa.Div, X: i8, Y: ssa2cfa.IntConst(ssa2cfa.Int8, 0)}, 0}, // guarded elsewhere
		{&ssa2cfa.Binary{Op: ssa2cfa.Div, X: ssa2cfa.IntConst(ssa2cfa.Int8, -128), Y: ssa2cfa.IntConst(ssa2cfa.Int8, -1)}, ssa2cfa.IntConst(ssa2cfa.Int8, -128).Bits},
		{&ssa2cfa.Binary{Op: ssa2cfa.Rem, X: ssa2cfa.IntConst(ssa2cfa.Int64, math.MinInt64), Y: ssa2cfa.IntConst(ssa2cfa.Int64, -1)}, 0},
		{&ssa2cfa.VarRef{V: 9, T: ssa2cfa.Int}, 0}, // undefined reads as 0
	} {
		if got := Eval(tc.e, env); got != tc.want {
			t.Errorf("Eval(%s) = %#x, want %#x", tc.e, got, tc.want)
		}
	}
}
