// Package numpred owns the combined predicate + numeric abstract domains of
// Gurfinkel & Chaki, "Combining Predicate and Numeric Abstraction for
// Software Model Checking" (FMCAD 2008; STTT 2010): abstract values over
// states (b, v), b a valuation of Boolean predicates (BDD variables of one
// bddpred.Manager) and v an integer point (the dimensions of a numeric
// domain, octagons by default).
//
// The interface (Value, Domain) is the paper's NUMPREDDOM: lattice
// operations, αP (AlphaP) and αN (AlphaN), existential quantification over
// predicates, Unprime, Reduce and αPost_N (MapN: the lifting of a numeric
// transformer). transform.go builds the statements of the paper's grammar on
// top of it: the Boolean transformer p1 := choice(t1, f1) ∧ … with relational
// semantics (p' ∧ ¬f) ∨ (¬p' ∧ ¬t), the conditional transformer (Assume of a
// formula over predicates and numeric constraints), and the parallel
// numeric + predicate transformer.
//
// The implementations:
//   - NEXPOINT (nexpoint.go): one pair (BDD, numeric), the Cartesian product.
//   - NEX (nex.go): a set of pairs with pairwise disjoint BDDs and distinct
//     numeric parts, kept so by norm; NEXJoin and NEXWiden.
//   - MTNDD (mtndd.go): one BDD over the predicate variables and, below
//     them, numeric-term variables; every predicate path ends in one cube of
//     terms, the closed constraints of its numeric value (a multi-terminal
//     diagram whose terminals are shared BDD cubes); operations are applies
//     that combine terminals with the numeric operation (MJoinOp and kin).
//   - NDD (ndd.go, ctxapply.go, post.go): one BDD over predicate and term
//     variables, a term and its negation sharing one variable (terms.go);
//     ctxApply prunes paths whose numeric context is infeasible (contexts
//     are projected on the dimensions the rest of the diagram mentions, so
//     independent terms do not multiply them), Reduce is ctxApply with true,
//     Leq is Reduce(u ∧ ¬v) = false, and αPost_N encodes post-states over
//     shadow (primed) term variables before renaming; MapDims re-encodes only
//     the terms over the assigned dimensions.
//
// Variable order. By default every predicate precedes every term (MTNDD
// requires it). Interleave places the terms of chosen dimensions next to a
// predicate, which keeps NDDs of correlated predicates and numbers (p_i ⇔
// x_i = 1) linear instead of exponential; Space.Pred maps predicate indices
// to slots. Contains decides membership of a concrete state exactly.
//
// Guarantees. Sound: γ of every result contains the concrete results, given
// a sound numeric domain and sound numeric transformers (the machine-integer
// transformers of package machine lift through MapN). Exact: the Boolean
// parts (BDD operations are exact); NDD's Join, Meet, Leq and Assume of
// octagonal constraints are exact over the integers. Incomplete: numeric
// joins and widenings, NEXPOINT's loss of correlation, NDD's Widen (a hull
// per predicate valuation), and terms beyond the term capacity (constraints
// that find no free term slot are dropped, an over-approximation).
//
// Resources: a Space owns one bddpred.Manager sized up front (predicates,
// then a fixed term capacity); it is not safe for concurrent use. Values are
// immutable and deterministic (no map iteration order reaches a result).
package numpred
