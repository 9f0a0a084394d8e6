package engine

import (
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// bottomUp orders the CFAs of a package so that every function comes after
// the functions it calls statically (Tarjan's strongly connected
// components, which it emits callees first), and reports the functions on
// a call cycle: those get no postcondition. cfas is in source order; the
// result is deterministic.
func bottomUp(cfas []*ssa2cfa.CFA) (order []*ssa2cfa.CFA, cyclic map[*ssa.Function]bool) {
	order, cyclic, _ = components(cfas)
	return order, cyclic
}

// components is bottomUp that also reports the functions whose only call
// cycle is a call of themselves (selfOnly, a subset of cyclic).
func components(cfas []*ssa2cfa.CFA) (order []*ssa2cfa.CFA, cyclic, selfOnly map[*ssa.Function]bool) {
	order, cyclic, selfOnly, _ = sccs(cfas)
	return order, cyclic, selfOnly
}

// sccs is components that also maps each function on a call cycle to the
// functions of its strongly connected component, in bottom-up order.
func sccs(cfas []*ssa2cfa.CFA) (order []*ssa2cfa.CFA, cyclic, selfOnly map[*ssa.Function]bool, members map[*ssa.Function][]*ssa2cfa.CFA) {
	idx := map[*ssa.Function]int{}
	for i, c := range cfas {
		idx[c.Fn] = i
	}
	succ := make([][]int, len(cfas))
	self := make([]bool, len(cfas))
	for i, c := range cfas {
		for _, e := range c.Edges {
			call, ok := e.Op.(*ssa2cfa.Call)
			if !ok || call.Callee == nil {
				continue
			}
			if j, ok := idx[call.Callee]; ok {
				succ[i] = append(succ[i], j)
				if j == i {
					self[i] = true
				}
			}
		}
	}
	cyclic, selfOnly = map[*ssa.Function]bool{}, map[*ssa.Function]bool{}
	members = map[*ssa.Function][]*ssa2cfa.CFA{}
	index := make([]int, len(cfas))
	low := make([]int, len(cfas))
	on := make([]bool, len(cfas))
	for i := range index {
		index[i] = -1
	}
	var stack []int
	next := 0
	var visit func(v int)
	visit = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		for _, w := range succ[v] {
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] != index[v] {
			return
		}
		var scc []int
		for {
			w := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			on[w] = false
			scc = append(scc, w)
			if w == v {
				break
			}
		}
		var group []*ssa2cfa.CFA
		for i := len(scc) - 1; i >= 0; i-- {
			group = append(group, cfas[scc[i]])
		}
		for i := len(scc) - 1; i >= 0; i-- {
			w := scc[i]
			if len(scc) > 1 || self[w] {
				cyclic[cfas[w].Fn] = true
				members[cfas[w].Fn] = group
			}
			if len(scc) == 1 && self[w] {
				selfOnly[cfas[w].Fn] = true
			}
			order = append(order, cfas[w])
		}
	}
	for v := range cfas {
		if index[v] < 0 {
			visit(v)
		}
	}
	return order, cyclic, selfOnly, members
}
