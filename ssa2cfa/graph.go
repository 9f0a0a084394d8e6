package ssa2cfa

// ReversePostOrder returns the locations reachable from Entry in reverse
// post-order of a depth-first search that follows edges in creation order.
// It is deterministic and puts a loop head before its body.
func (c *CFA) ReversePostOrder() []Loc {
	seen := make([]bool, len(c.Locs))
	post := make([]Loc, 0, len(c.Locs))
	type frame struct {
		l Loc
		i int
	}
	stack := []frame{{c.Entry, 0}}
	seen[c.Entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.i < len(c.Out[top.l]) {
			e := c.Out[top.l][top.i]
			top.i++
			if !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, frame{e.To, 0})
			}
			continue
		}
		post = append(post, top.l)
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// LoopHeads reports, per location, whether it is the target of a back edge
// of the depth-first search of ReversePostOrder (where widening belongs).
func (c *CFA) LoopHeads() []bool {
	order := c.rpoIndex()
	heads := make([]bool, len(c.Locs))
	for _, e := range c.Edges {
		if backEdge(order, e) {
			heads[e.To] = true
		}
	}
	return heads
}

// InLoop reports, per location, whether it lies in a loop: in the natural
// loop of a back edge of LoopHeads' search (the head, and every location
// that reaches the edge's source without passing through the head).
func (c *CFA) InLoop() []bool {
	order := c.rpoIndex()
	loop := make([]bool, len(c.Locs))
	for _, e := range c.Edges {
		if backEdge(order, e) {
			c.naturalLoop(e, func(l Loc) { loop[l] = true })
		}
	}
	return loop
}

// naturalLoop calls f for each location of the natural loop of the back
// edge e: its head e.To first, then every location that reaches e.From
// without passing through the head.
func (c *CFA) naturalLoop(e *Edge, f func(Loc)) {
	f(e.To)
	seen := map[Loc]bool{e.To: true}
	stack := []Loc{e.From}
	for len(stack) > 0 {
		l := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[l] {
			continue
		}
		seen[l] = true
		f(l)
		for _, in := range c.In[l] {
			stack = append(stack, in.From)
		}
	}
}

// rpoIndex returns each location's index in ReversePostOrder, -1 for the
// locations it does not reach.
func (c *CFA) rpoIndex() []int {
	order := make([]int, len(c.Locs))
	for i := range order {
		order[i] = -1
	}
	for i, l := range c.ReversePostOrder() {
		order[l] = i
	}
	return order
}

// backEdge reports whether e goes back in the order rpoIndex gives: to a
// location no later than its source, both reached.
func backEdge(order []int, e *Edge) bool {
	return order[e.From] >= 0 && order[e.To] >= 0 && order[e.To] <= order[e.From]
}

// LoopDefs returns, for each loop head of LoopHeads, the variables that
// the edges of its loops (the natural loops of its back edges) may set:
// those an assignment, a havoc or a call defines. The others keep, around
// the loop, the values they enter it with.
func (c *CFA) LoopDefs() map[Loc][]bool {
	order := c.rpoIndex()
	out := map[Loc][]bool{}
	for _, e := range c.Edges {
		if !backEdge(order, e) {
			continue
		}
		defs := out[e.To]
		if defs == nil {
			defs = make([]bool, len(c.Vars))
			out[e.To] = defs
		}
		markDefs(e.Op, defs)
		c.naturalLoop(e, func(l Loc) {
			if l == e.To {
				return // the edges into the head are entries or back edges
			}
			for _, in := range c.In[l] {
				markDefs(in.Op, defs)
			}
		})
	}
	return out
}

// markDefs marks the variables op may set.
func markDefs(op Op, defs []bool) {
	for _, v := range SetVars(op) {
		if v >= 0 {
			defs[v] = true
		}
	}
}
