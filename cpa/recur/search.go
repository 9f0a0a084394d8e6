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
	var w *Witness
	inputVectors(c, maxVectors, func(in []cfainterp.Value) bool {
		if r := x.Search(ctx, c, in, runsPerVector, &steps, accept); r != nil {
			w = &Witness{Inputs: in, Run: r}
			return false
		}
		return steps > 0 && ctx.Err() == nil
	})
	return w
}

// endlessRuns bounds the sequences of choices FindEndless tries per input.
const endlessRuns = 4

// FindEndless looks for inputs of c in the entry set r from which a run
// does not end within the explorer's step budget, or provably loops: the
// input closest to 0 in r, then the candidate vectors of FindLasso that
// lie in r, up to tries inputs. Each input is run under up to endlessRuns
// sequences of choices for unknown values, depth-first from the first
// candidate at every choice (k := next(); for k < 0 { k-- } runs forever
// once next returns a negative value).
func (x *Explorer) FindEndless(ctx context.Context, c *ssa2cfa.CFA, r domains.Numeric, tries int) ([]cfainterp.Value, bool) {
	endless := func(in []cfainterp.Value) bool {
		ch := &chooser{}
		for range endlessRuns {
			run := x.exec(ctx, c, in, ch)
			if run.Verdict == Loops || run.Verdict == Enters || run.Verdict == Exhausted {
				return true
			}
			s, ok := ch.next()
			if !ok || ctx.Err() != nil {
				return false
			}
			ch = &chooser{script: s}
		}
		return false
	}
	if in, ok := PickInputs(c, r); ok {
		tries--
		if endless(in) {
			return in, true
		}
	}
	var found []cfainterp.Value
	inputVectors(c, maxVectors, func(in []cfainterp.Value) bool {
		if !contains(c, r, in) {
			return true
		}
		if tries--; tries < 0 || ctx.Err() != nil {
			return false
		}
		if endless(in) {
			found = in
			return false
		}
		return true
	})
	return found, found != nil
}

// contains reports whether the input vector in lies in r.
func contains(c *ssa2cfa.CFA, r domains.Numeric, in []cfainterp.Value) bool {
	for i, v := range c.Inputs {
		val := c.Vars[v].Type.BigValue(in[i])
		if !val.IsInt64() {
			return false
		}
		r = r.Assume(domains.Constraint{Lin: domains.Lin{Const: -val.Int64(), Terms: []domains.Term{{Dim: int(v), Coef: 1}}}, Kind: domains.EqZero})
		if r.IsBot() {
			return false
		}
	}
	return true
}

// inputVectors calls yield with up to limit input vectors of c (one value
// per c.Inputs), built from small values and the constants of c's
// conditions, in order of their greatest candidate index, until yield
// returns false.
func inputVectors(c *ssa2cfa.CFA, limit int, yield func([]cfainterp.Value) bool) {
	cands := make([][]cfainterp.Value, len(c.Inputs))
	consts := conditionConstants(c)
	for i, v := range c.Inputs {
		cands[i] = inputCandidates(&c.Vars[v], consts)
	}
	idx := make([]int, len(c.Inputs))
	tried := 0
	for m := 0; m < maxInputCands; m++ {
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
				if !yield(in) || tried >= limit {
					return
				}
			}
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
			return
		}
	}
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
