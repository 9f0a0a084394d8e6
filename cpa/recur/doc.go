// Package recur proves divergence: that every execution of a function that
// starts in a given set of entry states R never terminates.
//
// The check follows the mixed semantics of Gurfinkel, Wei & Chechik, "Model
// Checking Recursive Programs with Exact Predicate Abstraction" (YASM): a
// call to a function assumed to diverge from its own entry set is taken as
// entering that function for good (a sink) when its arguments provably lie in
// that set; any other call returns with unknown results. If, under this
// semantics, an over-approximating analysis from R reaches neither the exit
// nor any failing check, every execution from R either loops forever or
// enters a diverging call: R is a recurrent set. Assumptions about several
// functions of a call-graph cycle are discharged together (co-induction over
// calls). Integers are unbounded here: a computation that would only stop by
// overflowing is taken to diverge.
//
// Sound: a true answer is a proof (for the over-approximating CPA). Incomplete:
// recurrent sets are guessed from the analysis' own states and conditions.
package recur
