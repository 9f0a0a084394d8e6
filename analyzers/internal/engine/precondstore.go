package engine

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// precondStore holds the preconditions known while one package is
// analysed: those of its own functions computed so far (bottom-up in the
// call graph), and those of other packages' functions, imported as facts.
type precondStore struct {
	pass     *analysis.Pass // nil: no facts
	local    map[*ssa.Function][]Precondition
	imported map[*ssa.Function][]Precondition // fact look-ups, nil when none
}

func newPrecondStore(pass *analysis.Pass) *precondStore {
	return &precondStore{pass: pass, local: map[*ssa.Function][]Precondition{}, imported: map[*ssa.Function][]Precondition{}}
}

// lookup returns fn's preconditions (none when unknown).
func (s *precondStore) lookup(fn *ssa.Function) []Precondition {
	if p, ok := s.local[fn]; ok {
		return p
	}
	if p, ok := s.imported[fn]; ok {
		return p
	}
	var out []Precondition
	if obj := factObject(fn); obj != nil && s.pass != nil && obj.Pkg() != s.pass.Pkg {
		var f Preconditions
		if s.pass.ImportObjectFact(obj, &f) {
			out = f.List
		}
	}
	s.imported[fn] = out
	return out
}

// record stores the preconditions of c's function and exports them as a
// fact when other packages can call it (an exported name).
func (s *precondStore) record(c *ssa2cfa.CFA, list []Precondition) {
	if c.Fn == nil || len(list) == 0 {
		return
	}
	s.local[c.Fn] = list
	if obj := factObject(c.Fn); obj != nil && obj.Exported() && s.pass != nil && obj.Pkg() == s.pass.Pkg {
		s.pass.ExportObjectFact(obj, &Preconditions{List: list})
	}
}

// importAll looks up the facts of every static callee of cfas now, while
// the analysis pass may still import facts.
func (s *precondStore) importAll(cfas []*ssa2cfa.CFA) {
	for _, c := range cfas {
		for _, e := range c.Edges {
			if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil {
				s.lookup(call.Callee)
			}
		}
	}
}
