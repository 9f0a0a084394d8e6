package engine

import (
	"context"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// loopBudget bounds the analysis of one loop body for termination.
var loopBudget = cpa.Budget{MaxNodes: 2000, MaxSteps: 20000}

// loops returns the non-trivial strongly connected components of the
// reached part of c (its loops), each as a location set, in a deterministic
// order.
func loops(c *ssa2cfa.CFA, live []bool) [][]ssa2cfa.Loc {
	index := make([]int, len(c.Locs))
	low := make([]int, len(c.Locs))
	on := make([]bool, len(c.Locs))
	for i := range index {
		index[i] = -1
	}
	var stack []ssa2cfa.Loc
	var out [][]ssa2cfa.Loc
	next := 0
	var visit func(l ssa2cfa.Loc)
	visit = func(l ssa2cfa.Loc) {
		index[l], low[l] = next, next
		next++
		stack = append(stack, l)
		on[l] = true
		for _, e := range c.Out[l] {
			if !live[e.To] {
				continue
			}
			if index[e.To] < 0 {
				visit(e.To)
				low[l] = min(low[l], low[e.To])
			} else if on[e.To] {
				low[l] = min(low[l], index[e.To])
			}
		}
		if low[l] == index[l] {
			var scc []ssa2cfa.Loc
			for {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[x] = false
				scc = append(scc, x)
				if x == l {
					break
				}
			}
			if len(scc) > 1 || selfLoop(c, l) {
				out = append(out, scc)
			}
		}
	}
	for _, l := range c.ReversePostOrder() {
		if live[l] && index[l] < 0 {
			visit(l)
		}
	}
	return out
}

func selfLoop(c *ssa2cfa.CFA, l ssa2cfa.Loc) bool {
	for _, e := range c.Out[l] {
		if e.To == l {
			return true
		}
	}
	return false
}

// terminates reports whether every execution that enters the loop L (a
// location set with a single head, the entry of every edge into L) leaves it
// after finitely many iterations: some variable changes strictly in one
// direction on every way around the loop. Each variable v gets a ghost copy
// v₀ = v at the head; the body is analysed to the edges back to the head,
// where v − v₀ <= −1 (or >= 1) must hold. Machine integers make a strictly
// monotone variable bounded, and the transfer functions lose the relation
// whenever v may wrap, so the argument is sound. Incomplete: one variable
// must rank the loop on its own.
func terminates(ctx context.Context, p *numeric.CPA, dom domains.NumericDomain, r *cpa.Reached, loop []ssa2cfa.Loc) bool {
	c := r.CFA
	in := make(map[ssa2cfa.Loc]bool, len(loop))
	for _, l := range loop {
		in[l] = true
	}
	head := ssa2cfa.Loc(-1)
	for _, l := range loop {
		for _, e := range c.In[l] {
			if !in[e.From] {
				if head >= 0 && head != l {
					return false // several entries: not a natural loop
				}
				head = l
			}
		}
	}
	if head < 0 || len(r.ByLoc[head]) == 0 || innerCycle(c, in, head) {
		return false
	}
	n := len(c.Vars)
	var inv domains.Numeric
	for _, node := range r.ByLoc[head] {
		s := numeric.Of(node.State).N
		if inv == nil {
			inv = s
		} else {
			inv = inv.Join(s)
		}
	}
	start := dom.Top(2 * n)
	for _, k := range inv.Constraints() {
		start = start.Assume(k)
	}
	for v := range c.Vars {
		if c.Vars[v].Type.IsInt() {
			l, _ := domains.NewLin(0, domains.Term{Dim: v, Coef: 1}, domains.Term{Dim: n + v, Coef: -1})
			start = start.Assume(domains.Constraint{Lin: l, Kind: domains.EqZero})
		}
	}
	body := &loopCPA{CPA: p, in: in, head: head}
	if _, err := cpa.RunFrom(ctx, c, body, loopBudget, head, p.InitialWith(start)); err != nil || len(body.back) == 0 {
		return false
	}
	for v := range c.Vars {
		if !c.Vars[v].Type.IsInt() {
			continue
		}
		diff, _ := domains.NewLin(0, domains.Term{Dim: v, Coef: 1}, domains.Term{Dim: n + v, Coef: -1})
		down, up := true, true
		for _, b := range body.back {
			iv := b.Bound(diff)
			down = down && iv.Hi <= -1
			up = up && iv.Lo >= 1
		}
		if down || up {
			return true
		}
	}
	return false
}

// loopCPA runs the numeric CPA over one loop body from its head: edges out
// of the loop are dropped, and the states reaching the head again are
// collected instead of being explored.
type loopCPA struct {
	*numeric.CPA
	in   map[ssa2cfa.Loc]bool
	head ssa2cfa.Loc
	back []domains.Numeric
}

func (b *loopCPA) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	if !b.in[e.To] {
		return nil
	}
	out := b.CPA.Transfer(s, e)
	if e.To == b.head {
		for _, x := range out {
			b.back = append(b.back, x.(*numeric.State).N)
		}
		return nil
	}
	return out
}

// innerCycle reports whether the loop has a cycle that avoids its head (a
// nested loop, which the ranking argument at the head does not cover).
func innerCycle(c *ssa2cfa.CFA, in map[ssa2cfa.Loc]bool, head ssa2cfa.Loc) bool {
	const (
		unseen = iota
		active
		done
	)
	state := map[ssa2cfa.Loc]int{}
	var visit func(l ssa2cfa.Loc) bool
	visit = func(l ssa2cfa.Loc) bool {
		state[l] = active
		for _, e := range c.Out[l] {
			if !in[e.To] || e.To == head {
				continue
			}
			switch state[e.To] {
			case active:
				return true
			case unseen:
				if visit(e.To) {
					return true
				}
			}
		}
		state[l] = done
		return false
	}
	for l := range in {
		if l != head && state[l] == unseen && visit(l) {
			return true
		}
	}
	return false
}
