package ssa2cfa

import "math"

// WeakTopologicalOrder returns the locations the entry reaches in
// Bourdoncle's weak topological order, flattened: every strongly connected
// component comes as one block, its head first, after every location that
// leads into it and before every location it leads out to. An analysis
// that always takes the earliest waiting location in this order settles a
// loop before anything after the loop sees its states, where reverse
// post-order may run the code after a loop once per iteration of the loop.
func (c *CFA) WeakTopologicalOrder() []Loc {
	w := &wto{c: c, dfn: make([]int, len(c.Locs))}
	var top [][]Loc
	w.visit(c.Entry, &top)
	return flatten(nil, top)
}

// wto is the state of Bourdoncle's depth-first search: dfn numbers the
// locations visited (0: not yet; math.MaxInt: placed), stack holds those
// whose component is still open.
type wto struct {
	c     *CFA
	dfn   []int
	stack []Loc
	num   int
}

// visit searches from l, appending the blocks it places to part in
// reverse order, and returns the smallest number l's search reaches back
// to.
func (w *wto) visit(l Loc, part *[][]Loc) int {
	w.stack = append(w.stack, l)
	w.num++
	w.dfn[l] = w.num
	head, loop := w.num, false
	for _, e := range w.c.Out[l] {
		low := w.dfn[e.To]
		if low == 0 {
			low = w.visit(e.To, part)
		}
		if low <= head {
			head, loop = low, true
		}
	}
	if head != w.dfn[l] {
		return head
	}
	w.dfn[l] = math.MaxInt
	top := w.stack[len(w.stack)-1]
	w.stack = w.stack[:len(w.stack)-1]
	if !loop {
		*part = append(*part, []Loc{l})
		return head
	}
	for top != l {
		w.dfn[top] = 0
		top = w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
	}
	var body [][]Loc
	for _, e := range w.c.Out[l] {
		if w.dfn[e.To] == 0 {
			w.visit(e.To, &body)
		}
	}
	*part = append(*part, flatten([]Loc{l}, body))
	return head
}

// flatten appends the blocks of a reversed partition to out, in order.
func flatten(out []Loc, part [][]Loc) []Loc {
	for i := len(part) - 1; i >= 0; i-- {
		out = append(out, part[i]...)
	}
	return out
}
