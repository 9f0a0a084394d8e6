package engine

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// withArgLens lowers again each function of cfas that passes a slice or
// string without a tracked length to a function of another package whose
// facts relate to its parameters' lengths (lenFacts): such a callee has no
// body here, so the first lowering did not track its arguments' lengths.
// Tracking them lets preconditions on the callee's parameters' lengths
// become call-site checks, and postconditions relate the results' lengths
// to the arguments' (strings.TrimRight's result is no longer than its
// argument). The second lowering keeps the first's other options, opts.
// It replaces the CFAs in place and updates typesOf; a function whose
// second lowering fails keeps its first CFA.
func withArgLens(cfas []*ssa2cfa.CFA, typesOf map[*ssa2cfa.CFA]*domtype.Result, lenFacts func(*ssa.Function) bool, opts ssa2cfa.Options) {
	for i, c := range cfas {
		if !lacksArgLen(c, lenFacts) {
			continue
		}
		opts.ArgLens = lenFacts
		cc, err := opts.Lower(c.Fn)
		if err != nil {
			continue
		}
		cfas[i] = cc
		typesOf[cc] = domtype.Classify(cc)
	}
}

// argLenFacts returns whether a callee of another package (one without a
// body) has preconditions or a postcondition on the lengths of its
// parameters.
func argLenFacts(pres *precondStore, sums *summaries) func(*ssa.Function) bool {
	return func(callee *ssa.Function) bool {
		if len(callee.Blocks) > 0 {
			return false
		}
		if len(pres.lookup(callee)) > 0 {
			return true
		}
		sum := sums.lookup(callee)
		return sum != nil && sum.ReadsParamLen()
	}
}

// lacksArgLen reports whether c calls a callee lenFacts selects with a
// slice or string argument whose length c does not track.
func lacksArgLen(c *ssa2cfa.CFA, lenFacts func(*ssa.Function) bool) bool {
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || call.Callee == nil || !lenFacts(call.Callee) {
			continue
		}
		for i, t := range paramTypes(call.Callee) {
			if ssa2cfa.HasLen(t) && (i >= len(call.ArgLens) || call.ArgLens[i] == nil) {
				return true
			}
		}
	}
	return false
}

// paramTypes lists fn's parameter types, receiver first, as a call's
// arguments come (a function without a body has no Params).
func paramTypes(fn *ssa.Function) []types.Type {
	sig := fn.Signature
	var out []types.Type
	if r := sig.Recv(); r != nil {
		out = append(out, r.Type())
	}
	for i := 0; i < sig.Params().Len(); i++ {
		out = append(out, sig.Params().At(i).Type())
	}
	return out
}
