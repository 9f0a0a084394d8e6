package octagon

import (
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
)

// entry is the constraint V_j − V_i <= c.
type entry struct {
	i, j int
	c    int64
}

// idx returns the signed dimension standing for s*x (s = ±1).
func idx(x int, s int64) int {
	if s > 0 {
		return 2 * x
	}
	return 2*x + 1
}

func sign(k int64) int64 {
	if k < 0 {
		return -1
	}
	return 1
}

func absI(k int64) int64 {
	if k < 0 {
		return -k
	}
	return k
}

// octBound returns the matrix entry of Σ ts <= u when it is octagonal: one
// term k*x, or two terms on distinct variables with equal |coefficients|
// (divided out with floor, exact over the integers). ok is false otherwise,
// and when u is +∞.
func octBound(ts []domains.Term, u int64) (entry, bool) {
	if u == inf {
		return entry{}, false
	}
	switch len(ts) {
	case 1:
		t := ts[0]
		if t.Coef == domains.NegInf {
			return entry{}, false
		}
		k := absI(t.Coef)
		j := idx(t.Dim, t.Coef)
		return entry{bar(j), j, double(interval.FloorDiv(u, k))}, true
	case 2:
		a, b := ts[0], ts[1]
		if a.Dim == b.Dim || a.Coef == domains.NegInf || absI(a.Coef) != absI(b.Coef) {
			return entry{}, false
		}
		k := absI(a.Coef)
		return entry{bar(idx(b.Dim, b.Coef)), idx(a.Dim, a.Coef), interval.FloorDiv(u, k)}, true
	}
	return entry{}, false
}

// octEntry returns the matrix entry of l <= 0 when it is octagonal.
func octEntry(l domains.Lin, n int) (entry, bool) {
	for _, t := range l.Terms {
		if t.Dim < 0 || t.Dim >= n {
			return entry{}, false
		}
	}
	return octBound(l.Terms, interval.NegSat1(l.Const))
}
