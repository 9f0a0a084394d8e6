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
	var walk func(e ssa2cfa.Expr)
	walk = func(e ssa2cfa.Expr) {
		switch e := e.(type) {
		case *ssa2cfa.Unary:
			walk(e.X)
		case *ssa2cfa.Binary:
			if e.Op.IsComparison() {
				if v, k, ok := varConst(e); ok && want[v] && len(out[v]) < maxLandmarks {
					out[v] = append(out[v], k)
				}
			}
			walk(e.X)
			walk(e.Y)
		}
	}
	for _, e := range c.Edges {
		if a, ok := e.Op.(*ssa2cfa.Assume); ok {
			walk(a.Cond)
		}
	}
	for v, marks := range out {
		slices.Sort(marks)
		out[v] = slices.Compact(marks)
	}
	return out
}

// varConst returns the variable and the constant a comparison of the two
// compares.
func varConst(e *ssa2cfa.Binary) (ssa2cfa.Var, int64, bool) {
	x, y := e.X, e.Y
	if _, ok := x.(*ssa2cfa.Const); ok {
		x, y = y, x
	}
	ref, ok1 := x.(*ssa2cfa.VarRef)
	k, ok2 := y.(*ssa2cfa.Const)
	if !ok1 || !ok2 {
		return 0, 0, false
	}
	v, ok := k.Int64Value()
	return ref.V, v, ok
}
