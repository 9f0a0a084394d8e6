package engine

import (
	"context"
	"errors"
	"fmt"
	"go/types"
	"maps"
	"os"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// maxFieldRounds bounds the rounds of verifyFieldRanges; from round
// dropRound on, a field that fails is dropped rather than widened.
const (
	maxFieldRounds = 6
	dropRound      = 3
)

// verifyFieldRanges returns the ranges of the candidate fields (see
// ssa2cfa.FindFieldCandidates) that every store of the package keeps: the
// fields' invariants, which hold wherever one is read.
//
// It is Houdini's algorithm: assume every candidate's tightest range at
// its reads, analyse each function that stores into a candidate with
// checks at those stores, and widen the range of each field whose checks
// are not all proven (past its last range, drop it), until a round proves
// them all (from round dropRound on, a field that fails is dropped). A
// round's proofs assume the ranges at every read, which is
// sound by induction on an execution's stores: up to the first store out
// of range, every read was in range. A function over the budget proves
// nothing; after maxFieldRounds rounds, no field is kept.
//
// The analyses use sums' postconditions: those of the package's functions,
// computed without the ranges (they hold whatever the fields hold), and
// other packages' facts.
func verifyFieldRanges(cands ssa2cfa.FieldCandidates, base ssa2cfa.Options, conf cpa.Config, sums *summaries) map[*types.Var]ssa2cfa.Table {
	if len(cands.Ranges) == 0 {
		return nil
	}
	step := map[*types.Var]int{} // index of each field's range in cands.Ranges
	for v := range cands.Ranges {
		step[v] = 0
	}
	for round := range maxFieldRounds {
		assumed := map[*types.Var]ssa2cfa.Table{}
		for v, i := range step {
			assumed[v] = cands.Ranges[v][i]
		}
		failed := checkFieldStores(storersOf(cands, step), base, assumed, conf, sums)
		if os.Getenv("NPV_TRACE") != "" {
			for v, t := range assumed {
				_, bad := failed[v]
				fmt.Fprintf(os.Stderr, "FIELD %s.%s [%d, %d] failed=%v\n", v.Pkg().Path(), v.Name(), t.Lo, t.Hi, bad)
			}
		}
		if len(failed) == 0 {
			return assumed
		}
		for v, low := range failed {
			if step[v]++; low || round >= dropRound || step[v] >= len(cands.Ranges[v]) {
				delete(step, v)
			}
		}
		if len(step) == 0 {
			return nil
		}
	}
	return nil
}

// withFieldInvariants verifies the ranges of the candidate fields, then
// (assuming those) the candidate relations between fields, and returns,
// for each function of cfas that reads a verified field or a field of a
// verified relation, its analysis input lowered again to assume them (with the call-site checks
// of its callees' preconditions, as prepared for the others). The
// postconditions and preconditions stay those of the first lowering,
// which hold whatever the fields hold.
func withFieldInvariants(cands ssa2cfa.FieldCandidates, relCands ssa2cfa.FieldRelations, cfas []*ssa2cfa.CFA, opts ssa2cfa.Options, conf cpa.Config, sums *summaries, pres *precondStore) map[*ssa2cfa.CFA]prepared {
	inv := verifyFieldRanges(cands, opts, conf, sums)
	opts.FieldInvariants = inv
	rels := verifyFieldRelations(relCands, opts, conf, sums)
	if len(inv) == 0 && len(rels) == 0 {
		return nil
	}
	opts.FieldRelations = rels
	relFields := relationFields(rels)
	opts.ArgLens = argLenFacts(pres, sums)
	out := map[*ssa2cfa.CFA]prepared{}
	for _, c := range cfas {
		if !readsField(c.Fn, inv) && !readsField(c.Fn, relFields) {
			continue
		}
		cc, err := lowerSafely(opts, c.Fn)
		if err != nil {
			continue
		}
		p := prepared{cfa: cc}
		if cw, sites := withCallChecks(cc, pres.lookup); cw != cc {
			p = prepared{cfa: cw, sites: sites}
		}
		p.types = domtype.Classify(p.cfa)
		out[c] = p
	}
	return out
}

// storersOf returns the functions that store into the fields of step, in
// a deterministic order.
func storersOf(cands ssa2cfa.FieldCandidates, step map[*types.Var]int) []*ssa.Function {
	seen := map[*ssa.Function]bool{}
	var out []*ssa.Function
	for _, v := range slices.SortedFunc(maps.Keys(step), func(a, b *types.Var) int { return int(a.Pos() - b.Pos()) }) {
		for _, fn := range cands.Storers[v] {
			if !seen[fn] {
				seen[fn] = true
				out = append(out, fn)
			}
		}
	}
	return out
}

// checkFieldStores analyses fns, lowered with opts, the ranges of checked
// assumed and checks of the values they store into those fields, and
// returns the fields some store of
// which is not proven in range, with whether a lower bound failed (or
// every bound could: a function not lowered or over the budget).
func checkFieldStores(fns []*ssa.Function, opts ssa2cfa.Options, checked map[*types.Var]ssa2cfa.Table, conf cpa.Config, sums *summaries) map[*types.Var]bool {
	opts.FieldInvariants, opts.CheckFieldInvariants = checked, true
	failed := map[*types.Var]bool{}
	failAll := func(fn *ssa.Function) {
		for v := range checked {
			if storesInto(fn, v) {
				failed[v] = true
			}
		}
	}
	for _, fn := range fns {
		res, err := proveStores(fn, opts, isFieldCheck, conf, sums)
		if err != nil {
			failAll(fn)
			continue
		}
		for _, cr := range res.Checks {
			if cr.Verdict != Proven && cr.Check.Field != nil {
				failed[cr.Check.Field] = failed[cr.Check.Field] || cr.Check.Kind == ssa2cfa.CheckFieldLow
			}
		}
	}
	return failed
}

// errBudget is the error of an analysis over its budget.
var errBudget = errors.New("analysis over budget")

// proveStores lowers fn with opts and analyses it for the checks wanted
// selects (the checks of field invariants), proofs only; an error if the
// lowering failed or the analysis went over its budget.
func proveStores(fn *ssa.Function, opts ssa2cfa.Options, wanted func(*ssa2cfa.Check) bool, conf cpa.Config, sums *summaries) (*Result, error) {
	c, err := lowerSafely(opts, fn)
	if err != nil {
		return nil, err
	}
	types := domtype.Classify(c)
	res, err := Analyze(context.Background(), c, Config{
		Domain:     domainFor(c),
		Relational: relationalFor(c),
		KeyVars:    analysisKeys(c, types, sums),
		Wanted:     wanted,
		CPA:        conf,
		Types:      types,
		Call:       sums.callHook(c),
		CallCases:  sums.caseHook(c),
		ProveOnly:  true,
	})
	if err == nil && res.Budget {
		err = errBudget
	}
	return res, err
}

// errLowering is the error of a lowering that panicked.
var errLowering = errors.New("ssa2cfa: internal error")

// lowerSafely lowers fn, turning a panic of the lowering into an error.
func lowerSafely(opts ssa2cfa.Options, fn *ssa.Function) (c *ssa2cfa.CFA, err error) {
	defer func() {
		if p := recover(); p != nil {
			c, err = nil, errLowering
		}
	}()
	return opts.Lower(fn)
}

// isFieldCheck selects the checks at stores into candidate fields.
func isFieldCheck(c *ssa2cfa.Check) bool {
	return c.Kind == ssa2cfa.CheckFieldLow || c.Kind == ssa2cfa.CheckFieldHigh
}

// storesInto reports whether fn stores into the field v.
func storesInto(fn *ssa.Function, v *types.Var) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok {
				if fa, ok := st.Addr.(*ssa.FieldAddr); ok && ssa2cfa.FieldOf(fa.X.Type(), fa.Field) == v {
					return true
				}
			}
		}
	}
	return false
}

// readsField reports whether fn reads one of fields.
func readsField(fn *ssa.Function, fields map[*types.Var]ssa2cfa.Table) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var v *types.Var
			switch in := instr.(type) {
			case *ssa.FieldAddr:
				v = ssa2cfa.FieldOf(in.X.Type(), in.Field)
			case *ssa.Field:
				v = ssa2cfa.FieldOf(in.X.Type(), in.Field)
			}
			if _, ok := fields[v]; ok && v != nil {
				return true
			}
		}
	}
	return false
}
