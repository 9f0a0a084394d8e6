package recur

import (
	"context"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// Witness is a concrete divergence: input values (one per CFA.Inputs) and a
// run from them that repeats a state.
type Witness struct {
	Inputs []cfainterp.Value
	Run    *Run
}

// Search limits.
const (
	maxInputCands = 8   // candidate values per input
	maxVectors    = 400 // input vectors tried per function
	runsPerVector = 24  // choice sequences tried per input vector
)

// FindLasso looks for inputs of c and a run from them that repeats its
// state, within a total of steps edges: small values and the constants of
// c's conditions, smallest first, and for each a depth-first search over the
// choices of unknown values. A lasso is a proof of divergence for those
// inputs (and choices) over the unbounded integers: runs that wrap around
// are not accepted, nor those accept (if not nil) rejects.
func (x *Explorer) FindLasso(ctx context.Context, c *ssa2cfa.CFA, steps int, accept func(*Run) bool) *Witness {
	cands := make([][]cfainterp.Value, len(c.Inputs))
	consts := conditionConstants(c)
	for i, v := range c.Inputs {
		cands[i] = inputCandidates(&c.Vars[v], consts)
	}
	idx := make([]int, len(c.Inputs))
	tried := 0
	for m := 0; m < maxInputCands && tried < maxVectors && steps > 0; m++ {
		// Every vector whose greatest index is m, in odometer order.
		for i := range idx {
			idx[i] = 0
		}
		for {
			top := 0
			ok := true
			for i, k := range idx {
				top = max(top, k)
				ok = ok && k < len(cands[i])
			}
			if ok && top == m {
				in := make([]cfainterp.Value, len(idx))
				for i, k := range idx {
					in[i] = cands[i][k]
				}
				tried++
				if r := x.Search(ctx, c, in, runsPerVector, &steps, accept); r != nil {
					return &Witness{Inputs: in, Run: r}
				}
				if tried >= maxVectors || steps <= 0 || ctx.Err() != nil {
					return nil
				}
			}
			// Advance the odometer over indices 0..m.
			i := 0
			for ; i < len(idx); i++ {
				if idx[i] < m {
					idx[i]++
					break
				}
				idx[i] = 0
			}
			if i == len(idx) {
				break
			}
		}
		if len(idx) == 0 {
			break
		}
	}
	return nil
}

// conditionConstants returns the integer constants of c's conditions, in
// edge order, without duplicates.
func conditionConstants(c *ssa2cfa.CFA) []int64 {
	var out []int64
	seen := map[int64]bool{}
	var visit func(e ssa2cfa.Expr)
	visit = func(e ssa2cfa.Expr) {
		switch e := e.(type) {
		case *ssa2cfa.Const:
			if e.T.IsInt() {
				if v, ok := e.Int64Value(); ok && !seen[v] {
					seen[v] = true
					out = append(out, v)
				}
			}
		case *ssa2cfa.Unary:
			visit(e.X)
		case *ssa2cfa.Binary:
			visit(e.X)
			visit(e.Y)
		case *ssa2cfa.Convert:
			visit(e.X)
		}
	}
	for _, e := range c.Edges {
		if a, ok := e.Op.(*ssa2cfa.Assume); ok {
			visit(a.Cond)
		}
	}
	return out
}

// inputCandidates lists values worth trying for one input.
func inputCandidates(info *ssa2cfa.VarInfo, consts []int64) []cfainterp.Value {
	if info.Type.IsBool() {
		return []cfainterp.Value{0, 1}
	}
	var out []cfainterp.Value
	add := func(v int64) {
		if v < info.Lo() || v > info.Hi() || len(out) >= maxInputCands {
			return
		}
		c := info.Type.Canon(uint64(v))
		for _, o := range out {
			if o == c {
				return
			}
		}
		out = append(out, c)
	}
	for _, v := range []int64{0, 1, -1, 2} {
		add(v)
	}
	for _, k := range consts {
		add(k)
		add(k + 1)
		add(k - 1)
	}
	for _, v := range []int64{-2, 3, 4, -3} {
		add(v)
	}
	if len(out) == 0 {
		out = append(out, info.Type.Canon(uint64(info.Lo())))
	}
	return out
}

// PickInputs returns input values of c (one per c.Inputs) in the entry set r,
// each as close to 0 as r allows; false if it finds none.
func PickInputs(c *ssa2cfa.CFA, r domains.Numeric) ([]cfainterp.Value, bool) {
	out := make([]cfainterp.Value, len(c.Inputs))
	for i, v := range c.Inputs {
		info := &c.Vars[v]
		iv := r.Bound(domains.LinDim(int(v))).Meet(domains.Interval{Lo: info.Lo(), Hi: info.Hi()})
		if iv.IsEmpty() {
			return nil, false
		}
		val := int64(0)
		switch {
		case iv.Lo > 0:
			val = iv.Lo
		case iv.Hi < 0:
			val = iv.Hi
		}
		r = r.Assume(domains.Constraint{Lin: domains.Lin{Const: -val, Terms: []domains.Term{{Dim: int(v), Coef: 1}}}, Kind: domains.EqZero})
		if r.IsBot() {
			return nil, false
		}
		out[i] = info.Type.Canon(uint64(val))
	}
	return out, true
}
