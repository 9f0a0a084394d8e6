// Package numeric is the CPA of a numeric domain over a CFA's variables,
// with a predicated merge: states are kept apart while their predicate key
// (the values of the CFA's Bool and IntEq variables, as domain types
// classify them, where those are constants) differs, and joined — widened at
// loop heads, up to thresholds taken from the CFA's conditions and from the
// differences a loop's entry fixes between counters it starts — when it
// agrees (Beyer, Henzinger & Théoduloz's merge-join on equal predicate parts;
// Apel et al.'s domain types decide which variables form the key).
// Elsewhere states are kept apart (merge-sep) up to a per-location limit,
// beyond which those with equal keys are joined. Class keys
// (Config.ClassKeys) add to the key the place of a variable's range among
// the constants the CFA compares it with, so that a counter that takes
// many values gives few keys.
//
// Some transfers split a state where a convex domain would lose a
// disjunction: an assumption x != c into x < c and x > c, an assignment
// of a condition to a bool variable into the state where it holds and the
// one where it does not, and a call into the cases of the callee's bool
// result (Config.CallCases).
//
// Sound when the underlying domain is; the transfer relation is that of
// package domains/machine (exact Go wrap-around).
package numeric
