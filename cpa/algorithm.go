package cpa

import (
	"container/heap"
	"context"
	"errors"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// ErrBudget reports that an analysis ran out of its budget.
var ErrBudget = errors.New("analysis budget exceeded")

// Budget bounds one run.
type Budget struct {
	MaxNodes int // reached nodes created, 0 = 100000
	MaxSteps int // transfer calls, 0 = 1000000
}

// Reached is the result of a run: the reached nodes per location.
type Reached struct {
	CFA   *ssa2cfa.CFA
	ByLoc [][]*Node // live (not superseded) nodes, in creation order
	Nodes int       // nodes created
	Steps int       // transfers computed
}

// Run computes the reached set of a from the CFA's entry.
func Run(ctx context.Context, c *ssa2cfa.CFA, a CPA, b Budget) (*Reached, error) {
	return RunFrom(ctx, c, a, b, c.Entry, a.Initial())
}

// RunFrom computes the reached set of a from location start in state init.
func RunFrom(ctx context.Context, c *ssa2cfa.CFA, a CPA, b Budget, start ssa2cfa.Loc, init State) (*Reached, error) {
	if b.MaxNodes == 0 {
		b.MaxNodes = 100000
	}
	if b.MaxSteps == 0 {
		b.MaxSteps = 1000000
	}
	order := make([]int, len(c.Locs))
	for i := range order {
		order[i] = len(c.Locs) // unreachable from entry: last
	}
	for i, l := range c.WeakTopologicalOrder() {
		order[l] = i
	}
	heads := c.LoopHeads()
	inLoop := c.InLoop()
	r := &Reached{CFA: c, ByLoc: make([][]*Node, len(c.Locs))}
	wl := &waitlist{order: order}
	newNode := func(l ssa2cfa.Loc, s State, links []Link) *Node {
		r.Nodes++
		n := &Node{ID: r.Nodes, Loc: l, State: s, Parents: links}
		return n
	}
	root := newNode(start, init, nil)
	r.ByLoc[start] = append(r.ByLoc[start], root)
	heap.Push(wl, root)
	for pops := 0; wl.Len() > 0; pops++ {
		// Poll ctx every 256 nodes: Steps may skip the multiples of 256.
		if pops&255 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		n := heap.Pop(wl).(*Node)
		if n.Superseded {
			continue
		}
		for _, e := range c.Out[n.Loc] {
			r.Steps++
			if r.Steps > b.MaxSteps || r.Nodes > b.MaxNodes {
				return nil, ErrBudget
			}
			for _, s := range a.Transfer(n.State, e) {
				link := Link{n, e}
				to := e.To
				info := MergeInfo{Loc: to, LoopHead: heads[to], Entering: heads[to] && !inLoop[e.From], Ghost: c.Locs[to].Ghost}
				list := r.ByLoc[to]
				for i, old := range list {
					info.Count = len(list)
					m := a.Merge(s, old.State, info)
					if a.Equal(m, old.State) {
						continue
					}
					repl := newNode(to, m, append(append([]Link(nil), old.Parents...), link))
					old.Superseded = true
					list[i] = repl
					heap.Push(wl, repl)
				}
				states := make([]State, len(list))
				for i, m := range list {
					states[i] = m.State
				}
				if a.Stop(s, states) {
					// Remember the way in on a covering node, for paths.
					for _, m := range list {
						if a.Stop(s, []State{m.State}) {
							if !hasLink(m, link) {
								m.Parents = append(m.Parents, link)
							}
							break
						}
					}
					r.ByLoc[to] = list
					continue
				}
				nn := newNode(to, s, []Link{link})
				r.ByLoc[to] = append(list, nn)
				heap.Push(wl, nn)
			}
		}
	}
	return r, nil
}

func hasLink(n *Node, l Link) bool {
	for _, x := range n.Parents {
		if x == l {
			return true
		}
	}
	return false
}

// waitlist orders nodes by the weak topological order of their location,
// then by creation: a loop settles before what follows it runs.
type waitlist struct {
	order []int
	nodes []*Node
}

func (w *waitlist) Len() int { return len(w.nodes) }
func (w *waitlist) Less(i, j int) bool {
	a, b := w.nodes[i], w.nodes[j]
	if oa, ob := w.order[a.Loc], w.order[b.Loc]; oa != ob {
		return oa < ob
	}
	return a.ID < b.ID
}
func (w *waitlist) Swap(i, j int) { w.nodes[i], w.nodes[j] = w.nodes[j], w.nodes[i] }
func (w *waitlist) Push(x any)    { w.nodes = append(w.nodes, x.(*Node)) }
func (w *waitlist) Pop() any {
	n := w.nodes[len(w.nodes)-1]
	w.nodes = w.nodes[:len(w.nodes)-1]
	return n
}
