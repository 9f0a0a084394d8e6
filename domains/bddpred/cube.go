package bddpred

import (
	"strconv"
	"strings"
)

// node is one decision node of a snapshot graph.
type node struct {
	level     int
	low, high int
}

// graph is a snapshot of the nodes reachable from a root, read from rudd's
// table (or taken with rudd.Allnodes) so that traversals create no rudd
// nodes.
type graph struct {
	root  int
	nodes map[int]node
}

func (b BDD) graph() graph {
	g := graph{nodes: map[int]node{}}
	if !b.Valid() {
		return g
	}
	g.root = *b.n
	if ts := b.m.size; ts.canRead() {
		var walk func(id int)
		walk = func(id int) {
			if id < 2 {
				return
			}
			if _, ok := g.nodes[id]; ok {
				return
			}
			l, lo, hi := ts.node(id)
			g.nodes[id] = node{l, lo, hi}
			walk(lo)
			walk(hi)
		}
		walk(g.root)
		return g
	}
	err := b.m.b.Allnodes(func(id, level, low, high int) error {
		if id >= 2 {
			g.nodes[id] = node{level, low, high}
		}
		return nil
	}, b.n)
	if err != nil {
		b.m.fail(err)
	}
	return g
}

// eval evaluates the graph under an assignment of levels.
func (g graph) eval(val func(level int) bool) bool {
	n := g.root
	for n >= 2 {
		nd := g.nodes[n]
		if val(nd.level) {
			n = nd.high
		} else {
			n = nd.low
		}
	}
	return n == 1
}

// Eval evaluates b under the assignment val of the unprimed variables and
// pval of the primed ones (pval may be nil when b has no primed variable).
// It is false for an invalid b.
func (b BDD) Eval(val, pval func(Pred) bool) bool {
	if !b.Valid() {
		return false
	}
	return b.graph().eval(func(l int) bool {
		if l%2 == 1 {
			return pval != nil && pval(Pred(l/2))
		}
		return val(Pred(l / 2))
	})
}

// Evaluator returns a function that evaluates b quickly and repeatedly (the
// node graph is snapshotted once).
func (b BDD) Evaluator() func(val, pval func(Pred) bool) bool {
	valid := b.Valid()
	g := b.graph()
	return func(val, pval func(Pred) bool) bool {
		if !valid {
			return false
		}
		return g.eval(func(l int) bool {
			if l%2 == 1 {
				return pval != nil && pval(Pred(l/2))
			}
			return val(Pred(l / 2))
		})
	}
}

// Lit is a literal of a cube: slot Pred (primed or not) has value Val.
type Lit struct {
	Pred   Pred
	Primed bool
	Val    bool
}

func (l Lit) String() string {
	s := "p" + strconv.Itoa(int(l.Pred))
	if l.Primed {
		s += "'"
	}
	if !l.Val {
		s = "!" + s
	}
	return s
}

// Cube is a conjunction of literals sorted by variable order.
type Cube []Lit

func (c Cube) String() string {
	if len(c) == 0 {
		return "true"
	}
	parts := make([]string, len(c))
	for i, l := range c {
		parts[i] = l.String()
	}
	return strings.Join(parts, " & ")
}

// BDD returns the conjunction of the cube's literals in manager m.
func (c Cube) BDD(m *Manager) BDD {
	r := m.True()
	for i := len(c) - 1; i >= 0; i-- {
		r = m.Lit(c[i].Pred, c[i].Primed, c[i].Val).And(r)
	}
	return r
}

// Cubes returns the paths to true of b as pairwise disjoint cubes whose
// disjunction is b, in a deterministic order (false branches first). At
// most limit cubes are returned (limit <= 0: no limit); complete is false if
// some were left out or b is invalid.
func (b BDD) Cubes(limit int) (cubes []Cube, complete bool) {
	if !b.Valid() {
		return nil, false
	}
	g := b.graph()
	var path Cube
	complete = true
	var walk func(n int) bool
	walk = func(n int) bool {
		switch n {
		case 0:
			return true
		case 1:
			if limit > 0 && len(cubes) >= limit {
				complete = false
				return false
			}
			cubes = append(cubes, append(Cube(nil), path...))
			return true
		}
		nd := g.nodes[n]
		l := Lit{Pred: Pred(nd.level / 2), Primed: nd.level%2 == 1}
		path = append(path, l)
		path[len(path)-1].Val = false
		if !walk(nd.low) {
			return false
		}
		path[len(path)-1].Val = true
		if !walk(nd.high) {
			return false
		}
		path = path[:len(path)-1]
		return true
	}
	walk(g.root)
	return cubes, complete
}

// String prints b as a disjunction of cubes ("true", "false", "invalid"),
// at most 64 cubes.
func (b BDD) String() string {
	if !b.Valid() {
		return "invalid"
	}
	if b.IsFalse() {
		return "false"
	}
	cs, complete := b.Cubes(64)
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	s := strings.Join(parts, " | ")
	if !complete {
		s += " | ..."
	}
	return s
}

// NodeCount returns the number of decision nodes of b.
func (b BDD) NodeCount() int { return len(b.graph().nodes) }
