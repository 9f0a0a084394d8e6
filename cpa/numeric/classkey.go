package numeric

import (
	"slices"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// classKey returns the classes of the ranges of the class keys vars among
// their landmarks (see Config.ClassKeys) as a comparable string.
func (p *CPA) classKey(n domains.Numeric, vars []ssa2cfa.Var) string {
	if p.landmarks == nil {
		p.landmarks = landmarks(p.cfa, p.cfg.ClassKeys)
	}
	b := make([]byte, 0, 2*len(vars))
	for _, v := range vars {
		iv := n.Bound(domains.LinDim(int(v)))
		marks := p.landmarks[v]
		b = append(b, byte(class(iv.Lo, marks)), byte(class(iv.Hi, marks)))
	}
	return string(b)
}

// class is x's place among the sorted marks: 2i+1 if x is marks[i], 2i if
// it lies between marks[i-1] and marks[i].
func class(x int64, marks []int64) int {
	i, found := slices.BinarySearch(marks, x)
	if found {
		return 2*i + 1
	}
	return 2 * i
}

// maxLandmarks bounds the landmarks of a class key (its classes fit a
// byte).
const maxLandmarks = 100

// landmarks returns, for each of vars, the sorted constants the CFA's
// assumptions compare it with.
func landmarks(c *ssa2cfa.CFA, vars []ssa2cfa.Var) map[ssa2cfa.Var][]int64 {
	want := map[ssa2cfa.Var]bool{}
	for _, v := range vars {
		want[v] = true
	}
	out := map[ssa2cfa.Var][]int64{}
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assume)
		if !ok {
			continue
		}
		ssa2cfa.ConstComparisons(a.Cond, func(x *ssa2cfa.VarRef, k *ssa2cfa.Const) {
			if v, ok := k.Int64Value(); ok && want[x.V] && len(out[x.V]) < maxLandmarks {
				out[x.V] = append(out[x.V], v)
			}
		})
	}
	for v, marks := range out {
		slices.Sort(marks)
		out[v] = slices.Compact(marks)
	}
	return out
}
