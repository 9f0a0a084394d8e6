package refine

import "github.com/numpredvet/numpredvet/ssa2cfa"

// loops returns the strongly connected components of c's locations that
// contain a cycle, each as a set of its edges, in order of their first
// edge (Tarjan's algorithm, iterative).
func loops(c *ssa2cfa.CFA) [][]*ssa2cfa.Edge {
	n := len(c.Locs)
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	comp := make([]int, n)
	for i := range index {
		index[i] = -1
		comp[i] = -1
	}
	var stack []ssa2cfa.Loc
	next, ncomp := 0, 0
	type frame struct {
		l ssa2cfa.Loc
		i int
	}
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		work := []frame{{ssa2cfa.Loc(root), 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, ssa2cfa.Loc(root))
		onStack[root] = true
		for len(work) > 0 {
			top := &work[len(work)-1]
			l := top.l
			if top.i < len(c.Out[l]) {
				to := c.Out[l][top.i].To
				top.i++
				if index[to] < 0 {
					index[to], low[to] = next, next
					next++
					stack = append(stack, to)
					onStack[to] = true
					work = append(work, frame{to, 0})
				} else if onStack[to] && index[to] < low[l] {
					low[l] = index[to]
				}
				continue
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				p := work[len(work)-1].l
				if low[l] < low[p] {
					low[p] = low[l]
				}
			}
			if low[l] == index[l] {
				for {
					m := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[m] = false
					comp[m] = ncomp
					if m == l {
						break
					}
				}
				ncomp++
			}
		}
	}
	byComp := map[int]int{}
	var out [][]*ssa2cfa.Edge
	for _, e := range c.Edges {
		if comp[e.From] != comp[e.To] {
			continue
		}
		k, ok := byComp[comp[e.From]]
		if !ok {
			k = len(out)
			byComp[comp[e.From]] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], e)
	}
	return out
}
