package linform

import "github.com/numpredvet/numpredvet/domains"

// maxCarryDims bounds the dimensions carried scans for an equal one.
const maxCarryDims = 512

// carried returns es with the stored forms over the dimensions gone
// (being forgotten) that the base equates with kept ones (x == y + c),
// rewritten over those: a copy v2 := v8 after v8 := v3 + v0 leaves the
// form v8 - v3 - v0 to v8 alone, and forgetting v8 would lose what it says
// of v2, v3 and v0.
func (v *Value) carried(es []entry, gone []int) []entry {
	isGone := make(map[int]bool, len(gone))
	for _, d := range gone {
		isGone[d] = true
	}
	cands := v.keptDims(isGone)
	if cands == nil {
		return es
	}
	have := make(map[string]bool, len(es))
	for _, e := range es {
		have[e.f.key] = true
	}
	for _, e := range v.entries {
		var dims []int
		var exprs []domains.Lin
		ok := true
		for _, t := range e.f.lin.Terms {
			if !isGone[t.Dim] {
				continue
			}
			y, c, found := v.equalDim(t.Dim, cands)
			if !found {
				ok = false
				break
			}
			dims = append(dims, t.Dim)
			exprs = append(exprs, domains.Lin{Const: c, Terms: []domains.Term{{Dim: y, Coef: 1}}})
		}
		if !ok || len(dims) == 0 {
			continue
		}
		l, ok := substitute(e.f.lin, dims, exprs)
		if !ok || !small(l.Const) {
			continue
		}
		// l equals e's form wherever the base holds, so it lies in e.iv.
		f, scale, ok := normalise(l)
		if !ok || have[f.key] {
			continue
		}
		have[f.key] = true
		es = append(es, entry{f, unscale(e.iv, scale, l.Const)})
	}
	return es
}

// keptDims returns the dimensions not gone that the base may constrain;
// nil when there are too many to scan.
func (v *Value) keptDims(gone map[int]bool) []int {
	var all []int
	if p, ok := v.base.(domains.Partial); ok {
		all = p.TrackedDims()
	} else {
		n := v.base.Dims()
		if n > maxCarryDims {
			return nil
		}
		all = make([]int, n)
		for i := range all {
			all[i] = i
		}
	}
	if len(all) > maxCarryDims {
		return nil
	}
	var out []int
	for _, d := range all {
		if !gone[d] {
			out = append(out, d)
		}
	}
	return out
}

// equalDim returns a dimension y of cands and c with x == y + c in the
// base, if there is one.
func (v *Value) equalDim(x int, cands []int) (y int, c int64, ok bool) {
	for _, y := range cands {
		if y == x {
			continue
		}
		l := domains.Lin{Terms: []domains.Term{{Dim: x, Coef: 1}, {Dim: y, Coef: -1}}}
		if y < x {
			l.Terms[0], l.Terms[1] = l.Terms[1], l.Terms[0]
		}
		iv := v.base.Bound(l)
		if iv.Lo == iv.Hi && iv.Lo != domains.Inf && iv.Lo != domains.NegInf && small(iv.Lo) {
			return y, iv.Lo, true
		}
	}
	return 0, 0, false
}
