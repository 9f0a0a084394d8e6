// Package recur proves divergence of integer programs with recursion and
// loops, abstractly and concretely.
//
// Checker.Diverges proves that every execution of a function from a set of
// entry states R never terminates, after the mixed semantics of Gurfinkel,
// Wei & Chechik, "Model Checking Recursive Programs with Exact Predicate
// Abstraction" (YASM): a call to a function assumed to diverge from an entry
// set is taken as entering that function for good (a sink) when its
// arguments provably lie in that set; any other call returns arbitrary
// results. If, under this semantics, an over-approximating numeric analysis
// from R reaches neither the exit nor the error location of any check,
// every execution from R loops forever or enters a diverging call: R is a
// recurrent set. Assumptions about the functions of a call-graph cycle are
// discharged together (co-induction over calls: a terminating execution
// would have a smallest terminating call, which the proof excludes).
// Checker.Family grows the entry sets of a cycle on the fly from one
// function's set, as the calls the query needs demand (YASM's reach-otf
// restricted to calling contexts). DivergesFrom proves the same from any
// location and set of states, for loops.
//
// Explorer runs functions concretely, in Go's exact semantics, entering
// callees that have CFAs and choosing values for unknown calls and heap
// reads; it proves divergence of one run when the run comes back to a state
// it was in (a lasso), comparing only the variables that can influence
// control. The values chosen for a call it does not enter satisfy what is
// known of the callee (its postcondition, Explorer.Posts, and the
// conditions the lowering assumes after the call); Choice.Forced marks a
// value that is the only one allowed, and Run.MayStop a run that called a
// fixed function not known to always return. Checker applies the same
// postconditions (Checker.Posts) to the calls it lets return. FindLasso searches small inputs and choices for such a run: a
// witness that a function diverges for some input.
//
// Integers are unbounded here: a computation that would only stop by
// overflowing is taken to diverge, and lassos through wrapped arithmetic
// are not accepted. Sound: a proof or a lasso is a proof (for the
// over-approximating CPA and the lowering). Incomplete: recurrent sets are
// guessed by the caller; every search is bounded by step budgets and by
// the work Meter of its context (WithMeter), which cuts it at the same
// point on every run, whatever the machine's load.
package recur
