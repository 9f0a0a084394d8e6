// Package engine is the per-function driver shared by the bounds and assert
// analyzers: it configures the numeric CPA for a lowered function, runs it
// within a budget, and classifies every check as proven (its error location
// is unreachable), manifest (some reachable point P exists from which every
// execution fails the check, confirmed by a concrete witness path that the
// SMT solver finds feasible in exact Go semantics) or unproven.
//
// Proofs are sound (they rest on the over-approximating CPA); manifest
// verdicts are sound too: the must-fail analysis runs over the same
// over-approximation, and the witness is checked exactly. Incomplete both
// ways: what is neither proven nor manifest is unproven.
package engine
