package engine

import (
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxForwardSteps bounds the edges the forward path search takes per
// check.
const maxForwardSteps = 200000

// forwardEnum enumerates entry paths to a goal location over the reached
// part of a CFA, extending a path only while the abstract state along it
// (the numeric CPA's post-conditions, with no join) is not empty: a branch
// the path's own values rule out is never taken. A witness that needs a
// few rounds of a loop through a switch (a state machine fed two events)
// is then found among a few paths, where enumerating the graph's paths
// backwards from the goal meets every combination of branches first.
type forwardEnum struct {
	c      *ssa2cfa.CFA
	p      *numeric.CPA
	live   []bool
	toGoal []int // shortest distance to the goal over live locations, -1 if none
	goal   ssa2cfa.Loc
	visits []int
	path   []*ssa2cfa.Edge
	count  int // complete paths produced
	steps  int // edges taken
}

func newForwardEnum(c *ssa2cfa.CFA, p *numeric.CPA, live []bool, goal ssa2cfa.Loc) *forwardEnum {
	en := &forwardEnum{c: c, p: p, live: live, goal: goal, toGoal: make([]int, len(c.Locs)), visits: make([]int, len(c.Locs))}
	for i := range en.toGoal {
		en.toGoal[i] = -1
	}
	en.toGoal[goal] = 0
	queue := []ssa2cfa.Loc{goal}
	for len(queue) > 0 {
		l := queue[0]
		queue = queue[1:]
		for _, e := range c.In[l] {
			if live[e.From] && en.toGoal[e.From] < 0 {
				en.toGoal[e.From] = en.toGoal[l] + 1
				queue = append(queue, e.From)
			}
		}
	}
	return en
}

// exhausted reports whether the search has spent its budget.
func (en *forwardEnum) exhausted() bool {
	return en.count >= maxEnumerated || en.steps >= maxForwardSteps
}

// walk extends the path at l, whose abstract state is n, to the goal
// within limit edges, each location passed at most maxLoopVisits times,
// calling yield with each complete path until it returns true. It
// reports whether to stop.
func (en *forwardEnum) walk(l ssa2cfa.Loc, n domains.Numeric, limit int, yield func([]*ssa2cfa.Edge) bool) bool {
	if l == en.goal {
		en.count++
		return yield(append([]*ssa2cfa.Edge(nil), en.path...)) || en.exhausted()
	}
	if en.exhausted() {
		return true
	}
	if en.visits[l] >= maxLoopVisits {
		return false
	}
	en.visits[l]++
	defer func() { en.visits[l]-- }()
	for _, e := range en.c.Out[l] {
		d := en.toGoal[e.To]
		if d < 0 || len(en.path)+1+d > limit {
			continue
		}
		en.steps++
		m := en.p.Post(n, e)
		if m.IsBot() {
			continue
		}
		en.path = append(en.path, e)
		stop := en.walk(e.To, m, limit, yield)
		en.path = en.path[:len(en.path)-1]
		if stop {
			return true
		}
	}
	return false
}
