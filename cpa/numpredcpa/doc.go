// Package numpredcpa is the CPA of a combined predicate + numeric domain of
// package domains/numpred (Gurfinkel & Chaki, "Combining Predicate and
// Numeric Abstraction for Software Model Checking", FMCAD 2008): NEXPOINT,
// NEX, MTNDD or NDD over one CFA.
//
// The predicates are the CFA's Bool variables and, for the IntEq variables
// domain types find (Apel et al., HVC 2013), the equalities x == c with the
// constants c of x's partition, and x == y for the integer variables a
// condition compares. The numeric dimensions are the CFA's
// variables, as in package cpa/numeric, whose machine-integer transfer
// (exact Go wrap-around) every numeric part goes through, lifted by
// numpred's MapN (αPost_N). Transfer updates both parts: a condition
// restricts the predicate valuations by what it says about predicates and
// the numeric part of every valuation by the numeric assumption; an
// assignment to a predicate's variable is a choice transformer reading the
// pre-state (numeric comparisons of plain variables and constants included,
// as numeric atoms) in parallel with the numeric assignment, followed by
// the invariants that tie a predicate to the numbers (p ⇔ b = 1, p ⇔ x = c,
// p ⇔ x = y), assumed for the assigned variables. Within one numeric part
// a variable held at one value is read as that constant (subst.go): per
// predicate valuation, pos += step becomes pos += 1, which octagons keep
// relational. So the numbers of different predicate valuations are kept
// apart across joins and widenings: a flag and the step it selects stay
// correlated through a loop.
//
// States are cpa.CompositeStates of two parts: the combined value and its
// numeric projection (a *numeric.State, the join of the numeric parts), so
// that clients reading numeric.Of — must-fail, termination, summaries — work
// unchanged. The merge follows the numeric CPA's: states are kept apart away
// from loop heads up to a per-location limit, then joined (widened at loop
// heads up to thresholds); the domain keeps predicate valuations apart in a
// join, so no predicate key is needed.
//
// Sound when the numeric domain is. A BDD node budget that runs out makes
// the CPA give up: the state becomes ⊤ (every valuation, every number) and
// covers everything after it.
package numpredcpa
