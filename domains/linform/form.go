package linform

import (
	"strconv"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
)

// A form is a linear combination of dimensions without constant, normalised
// so that its coefficients are coprime and its first one is positive.
type form struct {
	key string // canonical text, for ordering and lookup
	lin domains.Lin
}

// normalise writes l as scale·f + l.Const for a form f. ok is false for
// constant expressions and for forms the base represents exactly
// (octagonal: at most two terms with coefficients ±1).
func normalise(l domains.Lin) (f form, scale int64, ok bool) {
	if len(l.Terms) <= 1 || octagonal(l) {
		return form{}, 0, false
	}
	g := int64(0)
	for _, t := range l.Terms {
		g = gcd(g, abs(t.Coef))
	}
	if l.Terms[0].Coef < 0 {
		g = -g
	}
	terms := make([]domains.Term, len(l.Terms))
	var b strings.Builder
	for i, t := range l.Terms {
		terms[i] = domains.Term{Dim: t.Dim, Coef: t.Coef / g}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(terms[i].Coef, 10))
		b.WriteByte('x')
		b.WriteString(strconv.Itoa(t.Dim))
	}
	f = form{key: b.String(), lin: domains.Lin{Terms: terms}}
	if octagonal(f.lin) {
		return form{}, 0, false
	}
	return f, g, true
}

func octagonal(l domains.Lin) bool {
	if len(l.Terms) > 2 {
		return false
	}
	for _, t := range l.Terms {
		if t.Coef != 1 && t.Coef != -1 {
			return false
		}
	}
	return true
}

func (f form) mentions(dim int) bool {
	for _, t := range f.lin.Terms {
		if t.Dim == dim {
			return true
		}
	}
	return false
}

func (f form) coef(dim int) int64 {
	for _, t := range f.lin.Terms {
		if t.Dim == dim {
			return t.Coef
		}
	}
	return 0
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// floorDiv and ceilDiv divide with rounding toward -∞ and +∞ (b != 0),
// keeping the infinities.
func floorDiv(a, b int64) int64 {
	if a == domains.Inf || a == domains.NegInf {
		if (a > 0) == (b > 0) {
			return domains.Inf
		}
		return domains.NegInf
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	if a == domains.Inf || a == domains.NegInf {
		return floorDiv(a, b)
	}
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

// unscale returns the interval of f given that scale·f + c lies in iv.
func unscale(iv domains.Interval, scale, c int64) domains.Interval {
	lo, hi := domains.AddSat(iv.Lo, -c), domains.AddSat(iv.Hi, -c)
	if iv.Lo == domains.NegInf {
		lo = domains.NegInf
	}
	if iv.Hi == domains.Inf {
		hi = domains.Inf
	}
	if scale < 0 {
		lo, hi = hi, lo
	}
	return domains.Interval{Lo: ceilDiv(lo, scale), Hi: floorDiv(hi, scale)}
}

// rescale returns the interval of scale·f + c for f in iv.
func rescale(iv domains.Interval, scale, c int64) domains.Interval {
	return iv.Scale(scale).Add(domains.Interval{Lo: c, Hi: c})
}
