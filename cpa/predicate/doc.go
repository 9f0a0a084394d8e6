// Package predicate is the BDD predicate CPA: a component of a
// cpa.Composite that tracks chosen variables exactly as binary decision
// diagrams over package domains/bddpred — Bool variables by one predicate
// each, IntEq partitions by the code encoding of Beyer & Stahlbauer (BDD-Based
// Software Model Checking with CPAchecker, MEMICS 2012), and other integers
// as bit vectors of their type's width — after the domain-type-driven
// composition of Apel, Beyer, Friedberger, Raimondi & von Rhein (HVC 2013).
//
// A state is a BDD over the tracked variables: a set of valuations, so
// joins are exact unions and states carry disjunctions a convex numeric
// domain cannot. Transfer is exact for conditions and assignments over
// tracked variables built from constants, copies, (in)equalities, boolean
// connectives and, for bit vectors, addition, subtraction and
// comparisons; anything else havocs what it assigns and is over-approximated
// in conditions. Untracked variables are unconstrained. Widening at loop
// heads havocs the bit vectors whose values changed, so chains are finite.
// Sound; a BDD node budget (bddpred.MaxNodes) that runs out makes the
// analysis give up (every later state is invalid and covers nothing).
package predicate
