package engine

import (
	"slices"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// domTree is the dominator tree of a CFA's locations reachable from its
// entry, with its natural loops.
type domTree struct {
	idom  []ssa2cfa.Loc // -1 where unreachable; the entry's is itself
	depth []int
	loops []naturalLoop
}

// naturalLoop is the body of the back edges into one head.
type naturalLoop struct {
	head ssa2cfa.Loc
	body []bool
	size int
}

// newDomTree computes the dominators of c's locations (Cooper, Harvey and
// Kennedy's iteration over the reverse post-order) and its natural loops.
func newDomTree(c *ssa2cfa.CFA) *domTree {
	rpo := c.ReversePostOrder()
	order := make([]int, len(c.Locs))
	idom := make([]ssa2cfa.Loc, len(c.Locs))
	for i := range idom {
		idom[i], order[i] = -1, -1
	}
	for i, l := range rpo {
		order[l] = i
	}
	idom[c.Entry] = c.Entry
	intersect := func(a, b ssa2cfa.Loc) ssa2cfa.Loc {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, l := range rpo[1:] {
			d := ssa2cfa.Loc(-1)
			for _, e := range c.In[l] {
				if idom[e.From] < 0 {
					continue
				}
				if d < 0 {
					d = e.From
				} else {
					d = intersect(e.From, d)
				}
			}
			if d >= 0 && idom[l] != d {
				idom[l], changed = d, true
			}
		}
	}
	g := &domTree{idom: idom, depth: make([]int, len(c.Locs))}
	for _, l := range rpo[1:] {
		g.depth[l] = g.depth[idom[l]] + 1
	}
	byHead := map[ssa2cfa.Loc]int{}
	for _, e := range c.Edges {
		if idom[e.From] < 0 || !g.dominates(e.To, e.From) {
			continue
		}
		i, ok := byHead[e.To]
		if !ok {
			i = len(g.loops)
			byHead[e.To] = i
			body := make([]bool, len(c.Locs))
			body[e.To] = true
			g.loops = append(g.loops, naturalLoop{head: e.To, body: body, size: 1})
		}
		lp := &g.loops[i]
		stack := []ssa2cfa.Loc{e.From}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if lp.body[x] {
				continue
			}
			lp.body[x] = true
			lp.size++
			for _, in := range c.In[x] {
				if idom[in.From] >= 0 {
					stack = append(stack, in.From)
				}
			}
		}
	}
	return g
}

// dominates reports whether a dominates b (both reachable).
func (g *domTree) dominates(a, b ssa2cfa.Loc) bool {
	for g.depth[b] > g.depth[a] {
		b = g.idom[b]
	}
	return a == b
}

// loopEntries returns the immediate dominators of the heads of the loops
// that contain at, innermost first, at most max: each dominates at, from
// outside its loop.
func (g *domTree) loopEntries(at ssa2cfa.Loc, max int) []ssa2cfa.Loc {
	if g.idom[at] < 0 {
		return nil
	}
	var in []naturalLoop
	for _, lp := range g.loops {
		if lp.body[at] {
			in = append(in, lp)
		}
	}
	slices.SortStableFunc(in, func(a, b naturalLoop) int { return a.size - b.size })
	var out []ssa2cfa.Loc
	for _, lp := range in {
		if len(out) == max {
			break
		}
		if e := g.idom[lp.head]; e != lp.head && !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// blocksAbove returns the first dominator of l (strictly above the entry)
// that lies n changes of SSA block up the dominator tree; false if the
// entry comes first.
func (g *domTree) blocksAbove(c *ssa2cfa.CFA, l ssa2cfa.Loc, n int) (ssa2cfa.Loc, bool) {
	for changes := 0; changes < n; {
		d := g.idom[l]
		if d < 0 || d == l || d == c.Entry {
			return 0, false
		}
		if c.Locs[d].Block != c.Locs[l].Block {
			changes++
		}
		l = d
	}
	return l, true
}
