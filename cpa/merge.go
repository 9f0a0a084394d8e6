package cpa

import "fmt"

// MergeOp is a merge operator of a composite CPA.
type MergeOp uint8

const (
	// MergeSep keeps every new state apart from the reached ones (model
	// checking).
	MergeSep MergeOp = iota
	// MergeJoin joins a new state into every reached state at the location
	// (data-flow analysis).
	MergeJoin
	// MergePredicated joins the non-key components of two states only when
	// their key components (location, predicates) are equal, and keeps
	// them apart otherwise.
	MergePredicated
)

var mergeNames = [...]string{MergeSep: "sep", MergeJoin: "join", MergePredicated: "predicated"}

func (m MergeOp) String() string {
	if int(m) < len(mergeNames) {
		return mergeNames[m]
	}
	return fmt.Sprintf("MergeOp(%d)", m)
}

// mergeParts merges the parts of a new state s into those of a reached
// state r under op: the merged parts, or nil to keep them apart. key tells
// which components form the predicate key; joinAll forces a join of every
// component (the termination guard of merge-sep and predicated join).
func mergeParts(comps []Component, key []bool, op MergeOp, s, r []State, info MergeInfo, joinAll bool) []State {
	switch {
	case joinAll || op == MergeJoin:
		out := make([]State, len(comps))
		for i, c := range comps {
			out[i] = c.Join(s[i], r[i], info)
		}
		return out
	case op == MergePredicated:
		for i, c := range comps {
			if key[i] && !c.Equal(s[i], r[i]) {
				return nil
			}
		}
		out := make([]State, len(comps))
		for i, c := range comps {
			if key[i] {
				out[i] = r[i]
			} else {
				out[i] = c.Join(s[i], r[i], info)
			}
		}
		return out
	}
	return nil
}
