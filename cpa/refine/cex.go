// Counterexample-guided refinement with exact path checks, after DAGGER
// (Gulavani, Chakraborty, Nori & Rajamani, "Automatically Refining Abstract
// Interpretations", TACAS 2008) and the lazy abstraction of Henzinger,
// Jhala, Majumdar & McMillan ("Abstractions from Proofs", POPL 2004): a
// path of the abstract reachability graph to an unproven check's error
// location is checked by Z3 in exact bit-vector semantics; a spurious one
// yields, from its unsat core, the precision that refutes it (core.go).

package refine

import (
	"errors"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/pathsmt"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Limits of the counterexample analysis.
const (
	// cexPaths bounds the paths checked per unproven check and round: the
	// shortest first, then others with loops unrolled up to twice.
	cexPaths = 2
	// cexBudget bounds the paths checked per function, over all rounds.
	cexBudget = 6
	// cexPathLen bounds a counterexample's length in edges.
	cexPathLen = 200
	// cexRLimit bounds one path check by Z3's deterministic resource
	// counter, so that the result does not depend on the machine's load.
	cexRLimit = 200000
)

// hints is the precision counterexamples taught: forms for the templates
// and variables to key states by (predicates on their values), remembered
// across rounds so that every round adds something or refinement stops.
type hints struct {
	forms []domains.Lin
	keys  []ssa2cfa.Var
	seenF map[string]bool
	seenK map[ssa2cfa.Var]bool
	// real records the checks a feasible counterexample reached: they are
	// not refined again.
	real map[*ssa2cfa.Check]bool
}

func newHints(keys []ssa2cfa.Var) *hints {
	h := &hints{seenF: map[string]bool{}, seenK: map[ssa2cfa.Var]bool{}, real: map[*ssa2cfa.Check]bool{}}
	for _, k := range keys {
		h.seenK[k] = true
	}
	return h
}

// addForm records f (normalized); it reports whether f is new.
func (h *hints) addForm(f domains.Lin) bool {
	f.Const = 0
	if len(f.Terms) < 2 {
		return false
	}
	f = normal(f)
	if k := f.String(); !h.seenF[k] {
		h.seenF[k] = true
		h.forms = append(h.forms, f)
		return true
	}
	return false
}

// addKey records v as a key variable; it reports whether v is new.
func (h *hints) addKey(v ssa2cfa.Var) bool {
	if h.seenK[v] {
		return false
	}
	h.seenK[v] = true
	h.keys = append(h.keys, v)
	return true
}

// cexer checks counterexamples of one CFA with one solver context.
type cexer struct {
	c      *ssa2cfa.CFA
	ctx    *smt.Context
	enc    *pathsmt.Encoder
	checks int // paths checked
}

// newCexer returns a counterexample checker, or an error when the solver is
// unavailable (built without cgo).
func newCexer(c *ssa2cfa.CFA) (*cexer, error) {
	ctx, err := smt.NewContext(smt.Config{RLimit: cexRLimit})
	if err != nil {
		return nil, err
	}
	enc := pathsmt.NewEncoder(ctx, c)
	enc.Slice = true // smaller formulas; sliced assignments are in no core
	return &cexer{c: c, ctx: ctx, enc: enc}, nil
}

func (x *cexer) close() { x.ctx.Close() }

// errNoCore reports a path the solver could not decide.
var errNoCore = errors.New("refine: counterexample undecided")

// learn checks counterexamples to the unproven checks in r and records what
// their unsat cores teach in h. Per check, paths are checked until one is
// feasible or teaches something new; at most cexBudget paths in all. It
// reports whether h grew.
func (x *cexer) learn(r *cpa.Reached, unproven []*ssa2cfa.Check, h *hints) bool {
	grew := false
	for _, chk := range unproven {
		if h.real[chk] || x.checks >= cexBudget || x.ctx.Err() != nil {
			continue
		}
		for _, p := range counterexamples(r, chk) {
			if x.checks >= cexBudget {
				break
			}
			x.checks++
			res, core, err := x.check(p)
			if err != nil {
				continue
			}
			if res == smt.Sat {
				h.real[chk] = true // a real path: nothing to refine
				break
			}
			forms, keys := coreHints(x.c, p, core)
			taught := false
			for _, f := range forms {
				taught = h.addForm(f) || taught
			}
			for _, k := range keys {
				taught = h.addKey(k) || taught
			}
			if taught {
				grew = true
				break
			}
		}
	}
	return grew
}

// check decides path's feasibility; for an infeasible path it returns the
// indices of the edges in the unsat core.
func (x *cexer) check(path []*ssa2cfa.Edge) (smt.Result, []int, error) {
	f, err := x.enc.Path(path)
	if err != nil {
		return smt.Unknown, nil, err
	}
	s := x.ctx.NewSolver()
	res, err := f.Feasible(s)
	if err != nil {
		return res, nil, err
	}
	switch res {
	case smt.Sat:
		return res, nil, nil
	case smt.Unsat:
		core, err := f.UnsatCoreEdges(s)
		return res, core, err
	}
	return res, nil, errNoCore
}

// counterexamples returns up to cexPaths entry paths of r's ARG to the
// error location of chk, deterministically: the shortest path to its first
// error node, then further paths (loops unrolled as the ARG has them, each
// node passed at most twice), shortest first, duplicates left out.
func counterexamples(r *cpa.Reached, chk *ssa2cfa.Check) [][]*ssa2cfa.Edge {
	nodes := r.ByLoc[chk.Err]
	if len(nodes) == 0 {
		return nil
	}
	index := make(map[*ssa2cfa.Edge]int, len(r.CFA.Edges))
	for i, e := range r.CFA.Edges {
		index[e] = i
	}
	var out [][]*ssa2cfa.Edge
	seen := map[string]bool{}
	add := func(p []*ssa2cfa.Edge) {
		if p == nil || len(p) > cexPathLen || len(out) >= cexPaths {
			return
		}
		k := pathKey(p, index)
		if !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	add(shortestPath(nodes[0]))
	more := cpa.PathsTo(nodes[0], 4*cexPaths, 2)
	sortByLen(more)
	for _, p := range more {
		add(p)
	}
	return out
}

// shortestPath returns the shortest entry path of the ARG to n (a
// breadth-first search over the parent links, in their order), or nil.
func shortestPath(n *cpa.Node) []*ssa2cfa.Edge {
	type step struct {
		next *cpa.Node // towards n
		edge *ssa2cfa.Edge
	}
	via := map[*cpa.Node]step{n: {}}
	queue := []*cpa.Node{n}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		if len(m.Parents) == 0 {
			var p []*ssa2cfa.Edge
			for cur := m; cur != n; {
				s := via[cur]
				p = append(p, s.edge)
				cur = s.next
			}
			return p
		}
		for _, l := range m.Parents {
			if _, ok := via[l.Parent]; !ok {
				via[l.Parent] = step{m, l.Edge}
				queue = append(queue, l.Parent)
			}
		}
	}
	return nil
}

// sortByLen sorts paths by length, stably.
func sortByLen(ps [][]*ssa2cfa.Edge) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && len(ps[j]) < len(ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// pathKey identifies a path by its edges' indices in the CFA.
func pathKey(p []*ssa2cfa.Edge, index map[*ssa2cfa.Edge]int) string {
	b := make([]byte, 0, 4*len(p))
	for _, e := range p {
		id := index[e]
		b = append(b, byte(id), byte(id>>8), byte(id>>16), byte(id>>24))
	}
	return string(b)
}
