package cpa

import "fmt"

// StopOp is a stop (coverage) operator of a composite CPA.
type StopOp uint8

const (
	// StopSep stops a state covered by one reached state.
	StopSep StopOp = iota
	// StopJoin stops a state covered by the join of the reached states.
	// Joins are exact only for components with ExactJoin; for the others
	// the reached states taken into the join must each cover the new state
	// (see stopJoin), which keeps the operator sound for every component.
	StopJoin
)

var stopNames = [...]string{StopSep: "sep", StopJoin: "join"}

func (s StopOp) String() string {
	if int(s) < len(stopNames) {
		return stopNames[s]
	}
	return fmt.Sprintf("StopOp(%d)", s)
}

// leqAll reports whether every part of s is included in the same part of r.
func leqAll(comps []Component, s, r []State) bool {
	for i, c := range comps {
		if !c.Leq(s[i], r[i]) {
			return false
		}
	}
	return true
}

// stopSep reports whether one reached state covers s.
func stopSep(comps []Component, s []State, reached [][]State) bool {
	for _, r := range reached {
		if leqAll(comps, s, r) {
			return true
		}
	}
	return false
}

// stopJoin reports whether s is covered by the join of reached states:
// along the first component u with an exact join, s[u] must be included in
// the join of r[u] over the reached states r whose other parts each cover
// s's. Then γ(s) ⊆ ⋃ γ(r): a concrete state of s lies in some γ(r[u]) by
// exactness and in γ(r[i]) for every other i by inclusion. Without an
// exact component it is stopSep.
func stopJoin(comps []Component, s []State, reached [][]State, info MergeInfo) bool {
	u := -1
	for i, c := range comps {
		if c.ExactJoin() {
			u = i
			break
		}
	}
	if u < 0 {
		return stopSep(comps, s, reached)
	}
	var j State
	for _, r := range reached {
		ok := true
		for i, c := range comps {
			if i != u && !c.Leq(s[i], r[i]) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if j == nil {
			j = r[u]
		} else {
			j = comps[u].Join(j, r[u], MergeInfo{Loc: info.Loc})
		}
		if comps[u].Leq(s[u], j) {
			return true
		}
	}
	return false
}
