package engine

import (
	"fmt"
	"go/types"
	"os"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// maxRelationRounds bounds the rounds of verifyFieldRelations.
const maxRelationRounds = 10

// verifyFieldRelations returns the candidate relations between fields
// (see ssa2cfa.FindFieldRelations) that every store of the package keeps
// wherever other code may read the fields: the structs' invariants.
//
// It is Houdini's algorithm, as for field ranges: assume every candidate
// wherever the fields are settled, analyse each function that may break
// one (opts lowered with CheckFieldRelations), drop the relations some
// check of which is not proven, until a round proves them all. Sound by
// induction on an execution's stores: up to the first store that breaks a
// relation, every read of settled fields satisfies them all. A function
// not lowered or over the budget fails the relations of the structs it
// touches; after maxRelationRounds rounds, none is kept. A round analyses
// again only the functions that touch a struct that lost a relation in
// the round before: the others assume and check what they did.
func verifyFieldRelations(cands ssa2cfa.FieldRelations, opts ssa2cfa.Options, conf cpa.Config, sums *summaries) []ssa2cfa.FieldRelation {
	live := cands.Relations
	fns := storersOfRelations(cands, live)
	for range maxRelationRounds {
		if len(live) == 0 {
			return nil
		}
		failed := checkRelationStores(fns, opts, live, conf, sums)
		if os.Getenv("NPV_TRACE") != "" {
			for i, rel := range live {
				fmt.Fprintf(os.Stderr, "RELATION %s failed=%v\n", rel.String(), failed[i])
			}
		}
		if len(failed) == 0 {
			return live
		}
		var next []ssa2cfa.FieldRelation
		changed := map[*types.Struct]bool{}
		for i, rel := range live {
			if failed[i] {
				changed[rel.Owner] = true
			} else {
				next = append(next, rel)
			}
		}
		live = next
		var again []*ssa.Function
		for _, fn := range storersOfRelations(cands, live) {
			for s := range touched(fn) {
				if changed[s] {
					again = append(again, fn)
					break
				}
			}
		}
		fns = again
	}
	return nil
}

// touched returns the structs fn reads or stores a field of, or stores a
// value that holds.
func touched(fn *ssa.Function) map[*types.Struct]bool {
	out := map[*types.Struct]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.FieldAddr:
				if s := ssa2cfa.StructOf(in.X.Type()); s != nil {
					out[s] = true
				}
			case *ssa.Store:
				for s := range heldBy(in) {
					out[s] = true
				}
			}
		}
	}
	return out
}

// storersOfRelations returns the functions that store into the structs
// of rels, in a deterministic order.
func storersOfRelations(cands ssa2cfa.FieldRelations, rels []ssa2cfa.FieldRelation) []*ssa.Function {
	seenOwner := map[*types.Struct]bool{}
	seen := map[*ssa.Function]bool{}
	var out []*ssa.Function
	for _, rel := range rels {
		if seenOwner[rel.Owner] {
			continue
		}
		seenOwner[rel.Owner] = true
		for _, fn := range cands.Storers[rel.Owner] {
			if !seen[fn] {
				seen[fn] = true
				out = append(out, fn)
			}
		}
	}
	return out
}

// checkRelationStores analyses fns, lowered with opts and rels assumed and
// checked, and returns the indexes in rels of the relations some check of
// which is not proven.
func checkRelationStores(fns []*ssa.Function, opts ssa2cfa.Options, rels []ssa2cfa.FieldRelation, conf cpa.Config, sums *summaries) map[int]bool {
	opts.FieldRelations, opts.CheckFieldRelations = rels, true
	failed := map[int]bool{}
	failAll := func(fn *ssa.Function) {
		owners := touched(fn)
		for i, rel := range rels {
			if owners[rel.Owner] {
				failed[i] = true
			}
		}
	}
	trace := os.Getenv("NPV_TRACE") != ""
	for _, fn := range fns {
		res, err := proveStores(fn, opts, isRelationCheck, conf, sums)
		if err != nil {
			if trace {
				fmt.Fprintf(os.Stderr, "RELATION all fail in %s: %v\n", fn, err)
			}
			failAll(fn)
			continue
		}
		for _, cr := range res.Checks {
			if cr.Verdict != Proven && cr.Check.Kind == ssa2cfa.CheckFieldRelation {
				failed[cr.Check.Relation] = true
				if trace {
					fmt.Fprintf(os.Stderr, "RELATION %s fails in %s at %v\n", rels[cr.Check.Relation], fn, fn.Prog.Fset.Position(cr.Check.Pos))
				}
			}
		}
	}
	return failed
}

// heldBy returns the structs a store may write: the struct of the field it
// stores into, and those its value holds.
func heldBy(st *ssa.Store) map[*types.Struct]bool {
	out := ssa2cfa.HeldStructs(st.Val.Type())
	if fa, ok := st.Addr.(*ssa.FieldAddr); ok {
		if s := ssa2cfa.StructOf(fa.X.Type()); s != nil {
			out[s] = true
		}
	}
	return out
}

// isRelationCheck selects the checks of field relations.
func isRelationCheck(c *ssa2cfa.Check) bool { return c.Kind == ssa2cfa.CheckFieldRelation }

// relationFields returns the fields of rels.
func relationFields(rels []ssa2cfa.FieldRelation) map[*types.Var]ssa2cfa.Table {
	out := map[*types.Var]ssa2cfa.Table{}
	for _, rel := range rels {
		out[rel.X] = ssa2cfa.Table{}
		if rel.Y != nil {
			out[rel.Y] = ssa2cfa.Table{}
		}
	}
	return out
}
