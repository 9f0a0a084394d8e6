package linform

import "github.com/numpredvet/numpredvet/domains"

// maxCarryDims bounds the dimensions carried scans for a substitute.
const maxCarryDims = 512

// carried returns es with the stored forms over the dimensions gone
// (being forgotten) that the base equates with kept ones (x == y + c), or
// bounds against them (x - y in [lo, hi]), rewritten over those, their
// intervals widened by the bounds: a copy v2 := v8 after v8 := v3 + v0
// leaves the form v8 - v3 - v0 to v8 alone, and forgetting v8 would lose
// what it says of v2, v3 and v0; a slice s[j:] of p (len(r) + j - len(p)
// == 0) with j > i says len(r) + i - len(p) <= -1 once j goes.
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
		iv := e.iv
		ok := true
		for _, t := range e.f.lin.Terms {
			if !isGone[t.Dim] {
				continue
			}
			y, d, found := v.nearDim(t.Dim, t.Coef, iv, cands, e.f)
			if !found {
				ok = false
				break
			}
			// t.Coef·x == t.Coef·y + t.Coef·(x - y), with x - y in d.
			dims = append(dims, t.Dim)
			exprs = append(exprs, domains.Lin{Terms: []domains.Term{{Dim: y, Coef: 1}}})
			iv = iv.Sub(d.Scale(t.Coef))
		}
		if !ok || len(dims) == 0 || unbounded(iv) {
			continue
		}
		l, ok := substitute(e.f.lin, dims, exprs)
		if !ok || !small(l.Const) {
			continue
		}
		// l equals e's form less Σ t.Coef·(x - y) wherever the base holds,
		// so it lies in iv.
		f, scale, ok := normalise(l)
		if !ok || have[f.key] {
			continue
		}
		have[f.key] = true
		es = append(es, entry{f, unscale(iv, scale, l.Const)})
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

// nearDim returns a dimension y of cands and the bounds d of x - y in the
// base that best carry the term coef·x of the form f, lying in iv, over to
// y: one equal to x give or take a constant if there is one, else the
// first that f does not read (the substitution would cancel a term and say
// less) that leaves the form bounded on the most sides.
func (v *Value) nearDim(x int, coef int64, iv domains.Interval, cands []int, f form) (y int, d domains.Interval, ok bool) {
	best := 0
	for _, c := range cands {
		if c == x {
			continue
		}
		l := domains.Lin{Terms: []domains.Term{{Dim: x, Coef: 1}, {Dim: c, Coef: -1}}}
		if c < x {
			l.Terms[0], l.Terms[1] = l.Terms[1], l.Terms[0]
		}
		b := v.base.Bound(l)
		if b.IsEmpty() {
			continue
		}
		// Far from zero is as good as unbounded, and keeps the sums exact.
		if !moderate(b.Lo) {
			b.Lo = domains.NegInf
		}
		if !moderate(b.Hi) {
			b.Hi = domains.Inf
		}
		if b.Lo == domains.NegInf && b.Hi == domains.Inf {
			continue
		}
		if b.IsPoint() {
			return c, b, true
		}
		if f.coef(c) != 0 {
			continue
		}
		r := iv.Sub(b.Scale(coef))
		score := 0
		if r.Lo != domains.NegInf {
			score++
		}
		if r.Hi != domains.Inf {
			score++
		}
		if score > best {
			best, y, d, ok = score, c, b, true
		}
	}
	return y, d, ok
}
