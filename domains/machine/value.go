package machine

import (
	"math"
	"math/big"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Value over-approximates the values of an integer expression v of type T:
// v ∈ Range always, and when HasLin, Den·v ∈ Lin + [ErrLo, ErrHi] (Lin over
// the domain's dimensions, Den ≥ 1, finite errors). Booleans are 0 or 1.
type Value struct {
	T            ssa2cfa.Type
	Range        domains.Interval
	HasLin       bool
	Lin          domains.Lin
	Den          int64
	ErrLo, ErrHi int64
}

// Exact reports whether the value is exactly its affine form (Den 1, no error).
func (v Value) Exact() bool { return v.HasLin && v.Den == 1 && v.ErrLo == 0 && v.ErrHi == 0 }

func constValue(t ssa2cfa.Type, c int64) Value {
	return Value{T: t, Range: domains.Point(c), HasLin: true, Lin: domains.LinConst(c), Den: 1}
}

func typeRange(t ssa2cfa.Type) domains.Interval {
	return domains.Interval{Lo: t.MinInt64(), Hi: t.MaxInt64()}
}

func topValue(t ssa2cfa.Type) Value { return Value{T: t, Range: typeRange(t), Den: 1} }

// bigBounds returns the true bounds of v: saturated ends are replaced by the
// type's limits (a value never leaves its type's range).
func bigBounds(v Value) (lo, hi *big.Int) {
	t := v.T
	if v.Range.Lo == domains.NegInf || v.Range.Lo < t.MinInt64() {
		lo = big.NewInt(t.MinInt64())
	} else {
		lo = big.NewInt(v.Range.Lo)
	}
	if v.Range.Hi == domains.Inf || uint64(max(v.Range.Hi, 0)) > t.MaxUint64() {
		hi = new(big.Int).SetUint64(t.MaxUint64())
	} else {
		hi = big.NewInt(v.Range.Hi)
	}
	return lo, hi
}

var (
	bigMaxInt64 = big.NewInt(math.MaxInt64)
	bigMinInt64 = big.NewInt(math.MinInt64)
)

func satBig(x *big.Int) int64 {
	if x.Cmp(bigMaxInt64) >= 0 {
		return domains.Inf
	}
	if x.Cmp(bigMinInt64) <= 0 {
		return domains.NegInf
	}
	return x.Int64()
}

// guard returns the value of a mathematical result r (with true bounds lo,
// hi) after wrap-around into its type; it returns r itself where the
// evaluator makes r's type mathematical (see Options).
func (ev *Evaluator) guard(r Value, lo, hi *big.Int) Value {
	if ev.mathematical || ev.unbounded && r.T.Width >= 64 {
		r.Range = domains.Interval{Lo: satBig(lo), Hi: satBig(hi)}
		return r
	}
	return guard(r, lo, hi)
}

// guard returns the value of a mathematical result r (with true bounds lo, hi)
// after wrap-around into type t.
func guard(r Value, lo, hi *big.Int) Value {
	t := r.T
	tlo, thi := big.NewInt(t.MinInt64()), new(big.Int).SetUint64(t.MaxUint64())
	if lo.Cmp(tlo) >= 0 && hi.Cmp(thi) <= 0 {
		r.Range = domains.Interval{Lo: satBig(lo), Hi: satBig(hi)}
		return r
	}
	if lo.Cmp(hi) > 0 { // empty
		r.Range = domains.Interval{Lo: domains.Inf, Hi: domains.NegInf}
		return r
	}
	// A uniform wrap: lo and hi wrap by the same multiple k of 2^w.
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Width))
	klo := new(big.Int).Sub(lo, tlo)
	klo.Div(klo, mod) // Euclidean: floor for positive mod
	khi := new(big.Int).Sub(hi, tlo)
	khi.Div(khi, mod)
	if klo.Cmp(khi) != 0 {
		return topValue(t)
	}
	shift := new(big.Int).Mul(klo, mod)
	nlo := new(big.Int).Sub(lo, shift)
	nhi := new(big.Int).Sub(hi, shift)
	out := Value{T: t, Range: domains.Interval{Lo: satBig(nlo), Hi: satBig(nhi)}, Den: 1}
	if r.HasLin {
		d := new(big.Int).Mul(shift, big.NewInt(-r.Den))
		if d.IsInt64() {
			if l, ok := r.Lin.Add(domains.LinConst(d.Int64())); ok {
				out.HasLin, out.Lin, out.Den, out.ErrLo, out.ErrHi = true, l, r.Den, r.ErrLo, r.ErrHi
			}
		}
	}
	return out
}

// scaled returns the affine form of v over denominator d (a multiple of v.Den).
func scaled(v Value, d int64) (domains.Lin, int64, int64, bool) {
	k := d / v.Den
	l, ok := v.Lin.Scale(k)
	if !ok {
		return domains.Lin{}, 0, 0, false
	}
	lo, hi := domains.MulSat(v.ErrLo, k), domains.MulSat(v.ErrHi, k)
	if lo == domains.NegInf || hi == domains.Inf || lo == domains.Inf || hi == domains.NegInf {
		return domains.Lin{}, 0, 0, false
	}
	return l, lo, hi, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// addAffine combines the affine forms a*x + b*y; ok is false when they do not
// fit.
func addAffine(x Value, a int64, y Value, b int64) (domains.Lin, int64, int64, int64, bool) {
	if !x.HasLin || !y.HasLin {
		return domains.Lin{}, 0, 0, 0, false
	}
	g := gcd(x.Den, y.Den)
	d := domains.MulSat(x.Den/g, y.Den)
	if d == domains.Inf || d > 1<<20 {
		return domains.Lin{}, 0, 0, 0, false
	}
	lx, elx, ehx, ok1 := scaled(x, d)
	ly, ely, ehy, ok2 := scaled(y, d)
	if !ok1 || !ok2 {
		return domains.Lin{}, 0, 0, 0, false
	}
	lx, ok1 = lx.Scale(a)
	ly, ok2 = ly.Scale(b)
	if !ok1 || !ok2 {
		return domains.Lin{}, 0, 0, 0, false
	}
	l, ok := lx.Add(ly)
	if !ok {
		return domains.Lin{}, 0, 0, 0, false
	}
	e1 := domains.Interval{Lo: elx, Hi: ehx}.Scale(a)
	e2 := domains.Interval{Lo: ely, Hi: ehy}.Scale(b)
	e := e1.Add(e2)
	if e.Lo == domains.NegInf || e.Hi == domains.Inf {
		return domains.Lin{}, 0, 0, 0, false
	}
	return l, d, e.Lo, e.Hi, true
}
