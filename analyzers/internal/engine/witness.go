package engine

import (
	"context"
	"sort"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/pathsmt"
	"github.com/numpredvet/numpredvet/smt"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Limits of the witness search.
const (
	maxPaths       = 64  // candidate paths checked per check
	maxEnumerated  = 400 // paths enumerated per error node
	maxLoopVisits  = 3   // times a path may pass one ARG node
	solverTimeoutM = 2000
)

// witnesser finds concrete failing runs with the SMT solver.
type witnesser struct {
	cfa *ssa2cfa.CFA
	ctx *smt.Context
	err error
}

func newWitnesser(c *ssa2cfa.CFA) *witnesser {
	ctx, err := smt.NewContext(smt.Config{TimeoutMs: solverTimeoutM})
	return &witnesser{cfa: c, ctx: ctx, err: err}
}

func (w *witnesser) close() {
	if w.ctx != nil {
		w.ctx.Close()
	}
}

// find returns the inputs of a feasible path from the entry through point
// to chk's failure, trying the shortest ARG paths first.
func (w *witnesser) find(ctx context.Context, r *cpa.Reached, chk *ssa2cfa.Check, point ssa2cfa.Loc) ([]Binding, bool) {
	var paths [][]*ssa2cfa.Edge
	for _, n := range r.ByLoc[chk.Err] {
		for _, p := range cpa.PathsTo(n, maxEnumerated, maxLoopVisits) {
			if passes(p, point) {
				paths = append(paths, p)
			}
		}
	}
	sort.SliceStable(paths, func(i, j int) bool { return len(paths[i]) < len(paths[j]) })
	if len(paths) > maxPaths {
		paths = paths[:maxPaths]
	}
	enc := pathsmt.NewEncoder(w.ctx, w.cfa)
	for _, p := range paths {
		if ctx.Err() != nil {
			return nil, false
		}
		f, err := enc.Path(p)
		if err != nil {
			continue
		}
		s := w.ctx.NewSolver()
		res, err := f.Feasible(s)
		if err != nil || res != smt.Sat {
			continue
		}
		m, err := s.Model()
		if err != nil {
			continue
		}
		var out []Binding
		for _, b := range f.Witness(m) {
			if w.isInput(b.Var) {
				out = append(out, Binding{Name: b.Name, Value: b.Value.String()})
			}
		}
		return out, true
	}
	return nil, false
}

func (w *witnesser) isInput(v ssa2cfa.Var) bool {
	for _, in := range w.cfa.Inputs {
		if in == v {
			return true
		}
	}
	return false
}

// passes reports whether an edge path from the entry visits location l.
func passes(p []*ssa2cfa.Edge, l ssa2cfa.Loc) bool {
	for _, e := range p {
		if e.From == l || e.To == l {
			return true
		}
	}
	return false
}
