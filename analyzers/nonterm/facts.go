package nonterm

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Diverges is the fact that a function never returns when called with
// arguments that satisfy its summary: every execution from such a call
// runs forever. A call in another package that provably passes such
// arguments diverges too.
type Diverges struct {
	Summary recur.Summary
	// Params names the parameters (receiver first), for messages.
	Params []string
}

// AFact implements analysis.Fact.
func (*Diverges) AFact() {}

// String describes the fact, as analysistest expectations see it.
func (d *Diverges) String() string {
	if len(d.Summary.When) == 0 {
		return "diverges"
	}
	return "diverges when " + d.Summary.Describe(d.Params)
}

// summaries holds the must-diverge summaries a pass knows: of its own
// functions, as it proves them, and of imported ones, from facts.
type summaries struct {
	pass  *analysis.Pass
	local map[*ssa.Function]*Diverges
	ext   map[*ssa.Function]*Diverges
}

// of returns f's fact, or nil.
func (s *summaries) of(f *ssa.Function) *Diverges {
	if d, ok := s.local[f]; ok {
		return d
	}
	if d, ok := s.ext[f]; ok {
		return d
	}
	var out *Diverges
	if obj := factObject(f); obj != nil && obj.Pkg() != s.pass.Pkg {
		var d Diverges
		if s.pass.ImportObjectFact(obj, &d) {
			out = &d
		}
	}
	if f.Pkg == nil || f.Pkg.Pkg != s.pass.Pkg {
		s.ext[f] = out
	}
	return out
}

// summary returns f's summary, or nil: the lookup the checkers use.
func (s *summaries) summary(f *ssa.Function) *recur.Summary {
	if d := s.of(f); d != nil {
		return &d.Summary
	}
	return nil
}

// record notes that every execution of c from entry set r diverges, when
// r can be stated over c's parameters; the first summary of a function
// stays.
func (s *summaries) record(c *ssa2cfa.CFA, r domains.Numeric) {
	if r == nil || s.local[c.Fn] != nil {
		return
	}
	sum, ok := recur.SummaryOf(c, r)
	if !ok {
		return
	}
	s.local[c.Fn] = &Diverges{Summary: *sum, Params: paramNames(c.Fn.Signature)}
}

// export exports the facts of fns (in their order) that have an object.
func (s *summaries) export(fns []*ssa.Function) {
	for _, f := range fns {
		if d := s.local[f]; d != nil {
			if obj := factObject(f); obj != nil && obj.Pkg() == s.pass.Pkg {
				s.pass.ExportObjectFact(obj, d)
			}
		}
	}
}

// factObject returns the declared function or method f stands for, or nil
// (closures, wrappers, instances of generic functions). Functions of
// imported packages are built without bodies; those of the package
// analysed must have one.
func factObject(f *ssa.Function) *types.Func {
	if f == nil || f.Parent() != nil || len(f.TypeArgs()) > 0 || (f.Synthetic != "" && len(f.Blocks) > 0) {
		return nil
	}
	obj, _ := f.Object().(*types.Func)
	return obj
}

// paramNames lists the names of sig's receiver and parameters.
func paramNames(sig *types.Signature) []string {
	var out []string
	if r := sig.Recv(); r != nil {
		out = append(out, r.Name())
	}
	for i := 0; i < sig.Params().Len(); i++ {
		out = append(out, sig.Params().At(i).Name())
	}
	return out
}

// calleeName names f for a message in package pkg.
func calleeName(f *ssa.Function, pkg *types.Package) string {
	if obj := factObject(f); obj != nil && obj.Pkg() != nil && obj.Pkg() != pkg {
		if recv := f.Signature.Recv(); recv != nil {
			return f.Name()
		}
		return obj.Pkg().Name() + "." + f.Name()
	}
	return f.Name()
}
