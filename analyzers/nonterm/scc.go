package nonterm

import (
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// components returns the strongly connected components of the static call
// graph among fns (Tarjan), callees before callers, each in source order.
func components(fns []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA) [][]*ssa.Function {
	index := map[*ssa.Function]int{}
	low := map[*ssa.Function]int{}
	on := map[*ssa.Function]bool{}
	var stack []*ssa.Function
	var out [][]*ssa.Function
	next := 0
	var visit func(f *ssa.Function)
	visit = func(f *ssa.Function) {
		index[f], low[f] = next, next
		next++
		stack = append(stack, f)
		on[f] = true
		for _, g := range callees(cfas[f], cfas) {
			if _, seen := index[g]; !seen {
				visit(g)
				low[f] = min(low[f], low[g])
			} else if on[g] {
				low[f] = min(low[f], index[g])
			}
		}
		if low[f] == index[f] {
			var scc []*ssa.Function
			for {
				g := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[g] = false
				scc = append(scc, g)
				if g == f {
					break
				}
			}
			sortByPos(scc)
			out = append(out, scc)
		}
	}
	for _, f := range fns {
		if _, seen := index[f]; !seen {
			visit(f)
		}
	}
	return out
}

// callees lists the package functions c calls statically, in call order.
func callees(c *ssa2cfa.CFA, cfas map[*ssa.Function]*ssa2cfa.CFA) []*ssa.Function {
	var out []*ssa.Function
	seen := map[*ssa.Function]bool{}
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil && cfas[call.Callee] != nil && !seen[call.Callee] {
			seen[call.Callee] = true
			out = append(out, call.Callee)
		}
	}
	return out
}

func sortByPos(fns []*ssa.Function) {
	for i := 1; i < len(fns); i++ {
		for j := i; j > 0 && fns[j].Pos() < fns[j-1].Pos(); j-- {
			fns[j], fns[j-1] = fns[j-1], fns[j]
		}
	}
}

// recursive reports whether the functions form a call cycle.
func recursive(scc []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA) bool {
	if len(scc) > 1 {
		return true
	}
	c := cfas[scc[0]]
	return c != nil && callsAny(c, scc)
}

// callsAny reports whether c calls one of fns statically.
func callsAny(c *ssa2cfa.CFA, fns []*ssa.Function) bool {
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil && slices.Contains(fns, call.Callee) {
			return true
		}
	}
	return false
}

// recursesIn reports whether c takes part in recursion the analysis
// follows: it calls a function of its cycle scc, and for a cycle too large
// to analyse together (see cycleFits), itself.
func recursesIn(c *ssa2cfa.CFA, scc []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA) bool {
	if !cycleFits(scc, cfas) {
		return callsAny(c, []*ssa.Function{c.Fn})
	}
	return callsAny(c, scc)
}

// cycleFits reports whether the functions of a call cycle are small
// enough, together, to be analysed as one: the bound is on their size (a
// step budget), not on their number.
func cycleFits(scc []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA) bool {
	n := 0
	for _, f := range scc {
		if c := cfas[f]; c != nil {
			n += len(c.Edges)
		}
	}
	return n <= maxCycleEdges
}

// mayDiverge reports whether c has a loop, calls a function of its cycle or
// calls a function with a must-diverge summary: without any of these every
// execution ends, as far as the analysis can tell.
func (a *pkg) mayDiverge(c *ssa2cfa.CFA, scc []*ssa.Function) bool {
	return slices.Contains(c.LoopHeads(), true) || recursesIn(c, scc, a.cfas) || len(a.sinkCallees(c, scc)) > 0
}

// sinkCallees lists the functions outside scc that c calls statically and
// that have a must-diverge summary, in call order.
func (a *pkg) sinkCallees(c *ssa2cfa.CFA, scc []*ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil && !slices.Contains(scc, call.Callee) && !slices.Contains(out, call.Callee) && a.sums.of(call.Callee) != nil {
			out = append(out, call.Callee)
		}
	}
	return out
}
