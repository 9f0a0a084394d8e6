package domains

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Term is Coef * x_Dim.
type Term struct {
	Dim  int
	Coef int64
}

// Lin is the linear form Const + Σ Terms, terms sorted by Dim with non-zero
// coefficients and no repeated dimension. Coefficients and the constant are
// finite.
type Lin struct {
	Const int64
	Terms []Term
}

// LinConst returns the constant form c.
func LinConst(c int64) Lin { return Lin{Const: c} }

// LinDim returns the form 1*x_d.
func LinDim(d int) Lin { return Lin{Terms: []Term{{d, 1}}} }

// NewLin builds a form from possibly unsorted, repeated terms; ok is false if
// a coefficient or the constant overflows int64.
func NewLin(c int64, terms ...Term) (Lin, bool) {
	ts := append([]Term(nil), terms...)
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].Dim < ts[j].Dim })
	out := ts[:0]
	for _, t := range ts {
		if n := len(out); n > 0 && out[n-1].Dim == t.Dim {
			s := out[n-1].Coef + t.Coef
			if (s > out[n-1].Coef) != (t.Coef > 0) {
				return Lin{}, false
			}
			out[n-1].Coef = s
			continue
		}
		out = append(out, t)
	}
	res := out[:0]
	for _, t := range out {
		if t.Coef != 0 {
			res = append(res, t)
		}
	}
	return Lin{Const: c, Terms: res}, true
}

// IsConst reports whether l has no terms.
func (l Lin) IsConst() bool { return len(l.Terms) == 0 }

// Add returns l+m; ok is false on overflow.
func (l Lin) Add(m Lin) (Lin, bool) {
	c := l.Const + m.Const
	if (c > l.Const) != (m.Const > 0) {
		return Lin{}, false
	}
	return NewLin(c, append(append([]Term(nil), l.Terms...), m.Terms...)...)
}

// Scale returns k*l; ok is false on overflow.
func (l Lin) Scale(k int64) (Lin, bool) {
	if k == 0 {
		return Lin{}, true
	}
	mul := func(a int64) (int64, bool) {
		r := MulSat(a, k)
		return r, r != Inf && r != NegInf
	}
	c, ok := mul(l.Const)
	if !ok && l.Const != 0 {
		return Lin{}, false
	}
	ts := make([]Term, len(l.Terms))
	for i, t := range l.Terms {
		v, ok := mul(t.Coef)
		if !ok {
			return Lin{}, false
		}
		ts[i] = Term{t.Dim, v}
	}
	return Lin{Const: c, Terms: ts}, true
}

// Sub returns l-m; ok is false on overflow.
func (l Lin) Sub(m Lin) (Lin, bool) {
	n, ok := m.Scale(-1)
	if !ok {
		return Lin{}, false
	}
	return l.Add(n)
}

// Eval returns the interval of l given an interval per dimension.
func (l Lin) Eval(dim func(int) Interval) Interval {
	r := Point(l.Const)
	for _, t := range l.Terms {
		r = r.Add(dim(t.Dim).Scale(t.Coef))
	}
	return r
}

// Coef returns the coefficient of dimension d.
func (l Lin) Coef(d int) int64 {
	for _, t := range l.Terms {
		if t.Dim == d {
			return t.Coef
		}
	}
	return 0
}

func (l Lin) String() string {
	var b strings.Builder
	for i, t := range l.Terms {
		switch {
		case t.Coef == 1 && i == 0:
		case t.Coef == 1:
			b.WriteString(" + ")
		case t.Coef == -1 && i == 0:
			b.WriteString("-")
		case t.Coef == -1:
			b.WriteString(" - ")
		case t.Coef < 0 && i > 0:
			b.WriteString(" - " + strconv.FormatInt(-t.Coef, 10) + "*")
		case i > 0:
			b.WriteString(" + " + strconv.FormatInt(t.Coef, 10) + "*")
		default:
			b.WriteString(strconv.FormatInt(t.Coef, 10) + "*")
		}
		b.WriteString("x" + strconv.Itoa(t.Dim))
	}
	switch {
	case len(l.Terms) == 0:
		b.WriteString(strconv.FormatInt(l.Const, 10))
	case l.Const > 0:
		b.WriteString(" + " + strconv.FormatInt(l.Const, 10))
	case l.Const < 0:
		b.WriteString(" - " + strconv.FormatInt(-l.Const, 10))
	}
	return b.String()
}

// ConstraintKind is the relation of a constraint's form to zero.
type ConstraintKind uint8

const (
	LeZero ConstraintKind = iota // Lin <= 0
	EqZero                       // Lin == 0
)

// Constraint is Lin <= 0 or Lin == 0.
type Constraint struct {
	Lin  Lin
	Kind ConstraintKind
}

func (c Constraint) String() string {
	if c.Kind == EqZero {
		return c.Lin.String() + " == 0"
	}
	return c.Lin.String() + " <= 0"
}

// FormatSum writes Σ coefs[i]·names[i] for messages: "n - 2*m", "-x + y".
func FormatSum(coefs []int64, names []string) string {
	var b strings.Builder
	for i, c := range coefs {
		switch {
		case c == 1 && i > 0:
			b.WriteString(" + ")
		case c == -1 && i == 0:
			b.WriteString("-")
		case c == -1:
			b.WriteString(" - ")
		case c < 0 && i == 0:
			fmt.Fprintf(&b, "-%d*", -c)
		case c < 0:
			fmt.Fprintf(&b, " - %d*", -c)
		case c != 1 && i > 0:
			fmt.Fprintf(&b, " + %d*", c)
		case c != 1:
			fmt.Fprintf(&b, "%d*", c)
		}
		b.WriteString(names[i])
	}
	return b.String()
}
