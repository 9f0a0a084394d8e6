// Package cpa is a Configurable Program Analysis engine after Beyer,
// Henzinger & Théoduloz, "Configurable Software Verification: Concretizing
// the Convergence of Model Checking and Program Analysis" (CAV 2007).
//
// A CPA supplies an abstract domain, a transfer relation over CFA edges, a
// merge operator and a stop operator; Run computes the reached set with the
// classic waitlist algorithm, in the weak topological order of the CFA
// (Bourdoncle: a loop settles before the code after it runs), and keeps an
// abstract reachability graph (ARG): every reached node remembers the nodes
// and edges it came from, so counterexample paths can be recovered. The
// location is kept by the algorithm itself; Location is the location CPA as
// an explicit component.
//
// Composite is the product of Components (composite.go): the product of
// their successors, strengthened by the constants Strengthener components
// exchange (numeric facts sharpen predicates and back), with the merge
// operators sep, join and predicated join (merge.go) and the stop operators
// sep and join (stop.go; stop-join unions only along a component whose join
// is exact). Config (config.go) names the configurations: the default keyed
// numeric CPA, A–F over the merge/stop space, and the domain-type
// compositions explicit-int, bdd-bool, bdd-inteq, bdd-inteqadd and bdd-int,
// and the combined predicate + numeric domains nexpoint, nex, mtndd and ndd
// (run by package cpa/numpredcpa); ParseConfig reads them from a flag.
//
// Run is sound when the CPA is: every concrete state reachable at a location
// is covered by a reached node there. Budgets bound the work; a run that
// exceeds one returns ErrBudget and no result.
package cpa
