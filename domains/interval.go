package domains

// Interval is a closed range [Lo, Hi] of integers with saturated bounds; it
// is empty when Lo > Hi.
type Interval struct {
	Lo, Hi int64
}

// Top is the interval of all integers.
var Top = Interval{NegInf, Inf}

// Point returns [c, c].
func Point(c int64) Interval { return Interval{c, c} }

// IsEmpty reports whether the interval holds no value.
func (i Interval) IsEmpty() bool { return i.Lo > i.Hi }

// IsPoint reports whether the interval holds exactly one finite value.
func (i Interval) IsPoint() bool { return i.Lo == i.Hi && i.Lo != Inf && i.Lo != NegInf }

// Contains reports whether c lies in the interval.
func (i Interval) Contains(c int64) bool { return i.Lo <= c && c <= i.Hi }

// Join returns the least interval containing both.
func (i Interval) Join(j Interval) Interval {
	if i.IsEmpty() {
		return j
	}
	if j.IsEmpty() {
		return i
	}
	return Interval{min(i.Lo, j.Lo), max(i.Hi, j.Hi)}
}

// Meet returns the intersection.
func (i Interval) Meet(j Interval) Interval { return Interval{max(i.Lo, j.Lo), min(i.Hi, j.Hi)} }

// Add returns the interval of x+y.
func (i Interval) Add(j Interval) Interval {
	return Interval{AddSat(i.Lo, j.Lo), AddSat(i.Hi, j.Hi)}
}

// Neg returns the interval of -x.
func (i Interval) Neg() Interval { return Interval{NegSat(i.Hi), NegSat(i.Lo)} }

// Sub returns the interval of x-y.
func (i Interval) Sub(j Interval) Interval { return i.Add(j.Neg()) }

// Scale returns the interval of c*x.
func (i Interval) Scale(c int64) Interval {
	a, b := MulSat(i.Lo, c), MulSat(i.Hi, c)
	if c < 0 {
		a, b = b, a
	}
	return Interval{a, b}
}

// Mul returns the interval of x*y.
func (i Interval) Mul(j Interval) Interval {
	if i.IsEmpty() || j.IsEmpty() {
		return Interval{Inf, NegInf}
	}
	p := [4]int64{MulSat(i.Lo, j.Lo), MulSat(i.Lo, j.Hi), MulSat(i.Hi, j.Lo), MulSat(i.Hi, j.Hi)}
	r := Interval{p[0], p[0]}
	for _, v := range p[1:] {
		r.Lo, r.Hi = min(r.Lo, v), max(r.Hi, v)
	}
	return r
}

func (i Interval) String() string {
	if i.IsEmpty() {
		return "⊥"
	}
	return "[" + FormatBound(i.Lo) + ", " + FormatBound(i.Hi) + "]"
}
