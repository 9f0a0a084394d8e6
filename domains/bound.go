package domains

import (
	"math"
	"math/bits"
	"strconv"
)

// Inf and NegInf are the saturated bounds +∞ and −∞. A bound equal to
// math.MaxInt64 (math.MinInt64) stands for every value at least (at most)
// that large: arithmetic on bounds saturates there.
const (
	Inf    int64 = math.MaxInt64
	NegInf int64 = math.MinInt64
)

// AddSat returns a+b saturated to [NegInf, Inf]; ±∞ absorb finite values.
// (+∞) + (−∞) is not defined by callers; it returns Inf.
func AddSat(a, b int64) int64 {
	if a == Inf || b == Inf {
		return Inf
	}
	if a == NegInf || b == NegInf {
		return NegInf
	}
	s := a + b
	if (s > a) != (b > 0) {
		if b > 0 {
			return Inf
		}
		return NegInf
	}
	return s
}

// NegSat returns −a with −(−∞) = +∞.
func NegSat(a int64) int64 {
	switch a {
	case Inf:
		return NegInf
	case NegInf:
		return Inf
	}
	return -a
}

// MulSat returns a*b saturated; 0 * ±∞ = 0.
func MulSat(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	neg := (a < 0) != (b < 0)
	if a == Inf || a == NegInf || b == Inf || b == NegInf {
		if neg {
			return NegInf
		}
		return Inf
	}
	ua, ub := absU(a), absU(b)
	hi, lo := bits.Mul64(ua, ub)
	if hi != 0 || lo >= uint64(Inf) {
		if neg {
			return NegInf
		}
		return Inf
	}
	if neg {
		return -int64(lo)
	}
	return int64(lo)
}

func absU(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// FormatBound prints a bound, with "-oo" and "+oo" for the infinities.
func FormatBound(b int64) string {
	switch b {
	case Inf:
		return "+oo"
	case NegInf:
		return "-oo"
	}
	return strconv.FormatInt(b, 10)
}
