package cpa

import "github.com/numpredvet/numpredvet/ssa2cfa"

// Node is a node of the abstract reachability graph: a location, an abstract
// state, and the ways the analysis reached it.
type Node struct {
	ID      int
	Loc     ssa2cfa.Loc
	State   State
	Parents []Link
	// Superseded is set when a merge replaced the node by a larger one; its
	// successors are then recomputed from the replacement.
	Superseded bool
}

// Link is one way of reaching a node: from Parent along Edge.
type Link struct {
	Parent *Node
	Edge   *ssa2cfa.Edge
}

// PathsTo enumerates up to limit edge paths from the entry to n through the
// ARG, shortest-first within a depth-first search that visits each node at
// most maxVisits times per path (loops may be unrolled that often). The
// paths are deterministic.
func PathsTo(n *Node, limit, maxVisits int) [][]*ssa2cfa.Edge {
	var out [][]*ssa2cfa.Edge
	visits := map[*Node]int{}
	var rev []*ssa2cfa.Edge
	var walk func(m *Node)
	walk = func(m *Node) {
		if len(out) >= limit {
			return
		}
		if len(m.Parents) == 0 {
			p := make([]*ssa2cfa.Edge, len(rev))
			for i, e := range rev {
				p[len(rev)-1-i] = e
			}
			out = append(out, p)
			return
		}
		if visits[m] >= maxVisits || len(rev) > 4096 {
			return
		}
		visits[m]++
		for _, l := range m.Parents {
			rev = append(rev, l.Edge)
			walk(l.Parent)
			rev = rev[:len(rev)-1]
		}
		visits[m]--
	}
	walk(n)
	return out
}
