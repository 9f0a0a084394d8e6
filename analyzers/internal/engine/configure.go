package engine

import (
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/numpredcpa"
	"github.com/numpredvet/numpredvet/cpa/predicate"
	"github.com/numpredvet/numpredvet/domains/explicit"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// analysisCPA returns the CPA that computes the reached set of c: the keyed
// numeric CPA p itself in the default configuration, otherwise the
// composite cfg.CPA describes — a BDD predicate component over the
// variables its domain-type composition selects, and p's numeric component
// (explicit values for explicit-int), merged and stopped as configured.
// A combined domain (cfg.CPA.Combined) selects the CPA of package
// cpa/numpredcpa over the Bool variables and, with bdd-inteq, the IntEq
// equalities (x == c, and x == y where a condition compares them), its numeric parts transferred by p. Every configuration keeps
// a numeric part in its states (numeric.Of), which the must-fail and
// termination arguments read.
func analysisCPA(c *ssa2cfa.CFA, cfg Config, p *numeric.CPA) (cpa.CPA, error) {
	if cfg.CPA.Combined != cpa.NoCombined {
		t := cfg.Types
		if t == nil {
			t = domtype.Classify(c)
		}
		pc := predicateConfig(c, t, cfg.CPA.Preds)
		nc := numpredcpa.Config{Domain: cfg.CPA.Combined, Numeric: p, NumDomain: cfg.Domain, Bools: pc.Bools, Pairs: cfg.CPA.Preds >= cpa.BDDIntEq}
		for _, part := range pc.Partitions {
			for _, v := range part.Vars {
				for _, k := range part.Consts {
					nc.Eqs = append(nc.Eqs, numpredcpa.Eq{Var: v, Const: k})
				}
			}
		}
		return numpredcpa.New(c, nc)
	}
	if !cfg.CPA.Composite {
		return p, nil
	}
	comp := &cpa.Composite{MergeOp: cfg.CPA.Merge, StopOp: cfg.CPA.Stop}
	if cfg.CPA.Preds == cpa.ExplicitInt {
		ex := numeric.New(c, numeric.Config{Domain: explicit.Domain{}, KeyVars: cfg.KeyVars})
		comp.Components = []cpa.Component{numeric.Component{CPA: ex}}
		comp.Key = []bool{false}
		return comp, nil
	}
	t := cfg.Types
	if t == nil {
		t = domtype.Classify(c)
	}
	pc, err := predicate.New(c, predicateConfig(c, t, cfg.CPA.Preds))
	if err != nil {
		return nil, err
	}
	comp.Components = []cpa.Component{pc, numeric.Component{CPA: p}}
	comp.Key = []bool{true, false}
	comp.Exchange = pc.Tracked()
	return comp, nil
}

// predicateConfig selects the variables of c the BDD component tracks
// under the composition preds.
func predicateConfig(c *ssa2cfa.CFA, t *domtype.Result, preds cpa.Predicates) predicate.Config {
	var pc predicate.Config
	for v := range c.Vars {
		x := ssa2cfa.Var(v)
		switch {
		case c.Vars[v].Type.IsBool():
			pc.Bools = append(pc.Bools, x)
		case !c.Vars[v].Type.IsInt():
		case preds >= cpa.BDDIntEqAdd && t.Type(x) == domtype.IntEqAdd,
			preds >= cpa.BDDInt && t.Type(x) == domtype.Int:
			pc.BitVecs = append(pc.BitVecs, x)
		}
	}
	if preds >= cpa.BDDIntEq {
		for _, part := range t.Partitions() {
			pc.Partitions = append(pc.Partitions, predicate.Partition{Vars: part, Consts: t.PartitionConstants(part)})
		}
	}
	return pc
}
