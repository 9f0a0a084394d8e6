package interval

import (
	"math/bits"

	"github.com/numpredvet/numpredvet/domains"
)

// Bound arithmetic with the reading of package domains: as an upper bound,
// Inf is +∞ and every other value (NegInf included) is the literal int64; as
// a lower bound, NegInf is −∞ and every other value (Inf included) is
// literal. Results that leave int64 saturate, which only weakens them: an
// upper bound above MaxInt64 becomes +∞, one below MinInt64 becomes
// MinInt64; symmetrically for lower bounds. The helpers of package domains
// (AddSat, MulSat) treat MaxInt64 as +∞ in both roles, which is unsound for
// a lower bound of exactly MaxInt64, so the domains here use these instead.

// mulLit returns a*k for literal a and k, saturated to [MinInt64, MaxInt64].
func mulLit(a, k int64) int64 {
	if a == 0 || k == 0 {
		return 0
	}
	neg := (a < 0) != (k < 0)
	ua, uk := absU(a), absU(k)
	hi, lo := bits.Mul64(ua, uk)
	if neg {
		if hi != 0 || lo > 1<<63 {
			return domains.NegInf
		}
		return int64(-lo) // -(1<<63) wraps to MinInt64, exactly the value
	}
	if hi != 0 || lo > uint64(domains.Inf) {
		return domains.Inf
	}
	return int64(lo)
}

func absU(a int64) uint64 {
	if a < 0 {
		return uint64(-a) // MinInt64 gives 1<<63
	}
	return uint64(a)
}

// addLit returns a+b for literal a and b, saturated.
func addLit(a, b int64) int64 {
	r := a + b
	if (a >= 0) == (b >= 0) && (r >= 0) != (a >= 0) {
		if a >= 0 {
			return domains.Inf
		}
		return domains.NegInf
	}
	return r
}

// AddHi returns an upper bound of x+y given upper bounds a of x and b of y.
func AddHi(a, b int64) int64 {
	if a == domains.Inf || b == domains.Inf {
		return domains.Inf
	}
	return addLit(a, b)
}

// AddLo returns a lower bound of x+y given lower bounds a of x and b of y.
func AddLo(a, b int64) int64 {
	if a == domains.NegInf || b == domains.NegInf {
		return domains.NegInf
	}
	return addLit(a, b)
}

// NegLo returns an upper bound of −x given a lower bound lo of x.
func NegLo(lo int64) int64 {
	if lo == domains.NegInf {
		return domains.Inf
	}
	return -lo // lo ≥ MinInt64+1 here
}

// NegHi returns a lower bound of −x given an upper bound hi of x.
func NegHi(hi int64) int64 {
	switch hi {
	case domains.Inf:
		return domains.NegInf
	case domains.NegInf:
		return domains.Inf // −x ≥ 2^63, weakened to ≥ MaxInt64
	}
	return -hi
}

// ScaleHi returns an upper bound of k*x for x in iv.
func ScaleHi(iv domains.Interval, k int64) int64 {
	switch {
	case k > 0:
		if iv.Hi == domains.Inf {
			return domains.Inf
		}
		return mulLit(iv.Hi, k)
	case k < 0:
		if iv.Lo == domains.NegInf {
			return domains.Inf
		}
		return mulLit(iv.Lo, k)
	}
	return 0
}

// ScaleLo returns a lower bound of k*x for x in iv.
func ScaleLo(iv domains.Interval, k int64) int64 {
	switch {
	case k > 0:
		if iv.Lo == domains.NegInf {
			return domains.NegInf
		}
		return mulLit(iv.Lo, k)
	case k < 0:
		if iv.Hi == domains.Inf {
			return domains.NegInf
		}
		return mulLit(iv.Hi, k)
	}
	return 0
}

// Scale returns an interval containing k*x for x in iv (iv not empty).
func Scale(iv domains.Interval, k int64) domains.Interval {
	return domains.Interval{Lo: ScaleLo(iv, k), Hi: ScaleHi(iv, k)}
}

// Add returns an interval containing x+y for x in a and y in b (both not
// empty).
func Add(a, b domains.Interval) domains.Interval {
	return domains.Interval{Lo: AddLo(a.Lo, b.Lo), Hi: AddHi(a.Hi, b.Hi)}
}

// Eval returns an interval containing every value of l when each dimension d
// ranges over dim(d); it is empty if some dim(d) of a term is empty.
func Eval(l domains.Lin, dim func(int) domains.Interval) domains.Interval {
	r := domains.Point(l.Const)
	for _, t := range l.Terms {
		iv := dim(t.Dim)
		if iv.IsEmpty() {
			return Empty
		}
		r = Add(r, Scale(iv, t.Coef))
	}
	return r
}

// Empty is the canonical empty interval.
var Empty = domains.Interval{Lo: domains.Inf, Hi: domains.NegInf}

// FloorDiv returns ⌊a/k⌋ for literal a and k ≠ 0 (saturated).
func FloorDiv(a, k int64) int64 {
	if k == -1 {
		if a == domains.NegInf {
			return domains.Inf
		}
		return -a
	}
	q := a / k
	if (a%k != 0) && ((a < 0) != (k < 0)) {
		q--
	}
	return q
}

// CeilDiv returns ⌈a/k⌉ for literal a and k ≠ 0 (saturated).
func CeilDiv(a, k int64) int64 {
	if k == -1 {
		if a == domains.NegInf {
			return domains.Inf
		}
		return -a
	}
	q := a / k
	if (a%k != 0) && ((a < 0) == (k < 0)) {
		q++
	}
	return q
}
