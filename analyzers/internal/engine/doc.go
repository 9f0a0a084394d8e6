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
//
// Must-failure (manifest.go) is a least fixpoint over the run's nodes,
// and a greatest one around loops proven to terminate (terminate.go).
// Where the run's nodes join a point's states with others, two sharper
// searches follow (restart.go): a point whose one way to the check fails
// it there, its states carried on their own (state = 4 in one case of a
// switch, then counts[state]), and an analysis of its own from a point
// inside the check's loop, whose head then sees later rounds only (for i
// := range s { s[i+1] } fails on its last round), or from the outcome of
// a branch just before the loop, which the loop's head joins with the
// other outcome (after if m > 3 { m = 3 }, the branch m > 3 alone: for k
// := 0; k < m; k++ { buf[n-m+k] } then fails for n > 3). Witnesses (witness.go,
// forward.go) are paths from the entry through the point, searched
// forward with the abstract state pruning the branches a path's own
// values rule out, and confirmed by Z3 in exact Go semantics. A function
// that reads no input and meets no choice has one execution: its concrete
// run (concrete.go) decides every check.
//
// Budgets count steps, never time. A function of more than 64 variables
// is analysed with octagons over those that reach a check, a guard or a
// call's argument, when at most 64 do (cone.go's relevantVars: the others
// never constrain them); a larger one (16 variables for a postcondition),
// or one whose relational analysis runs over its budget, is analysed with
// intervals. The checks those leave unproven are analysed again with the relational domain over variable
// packs, each the cone of influence of a group of checks, and for a group
// still unproven the cone that also holds the guards every path to its
// checks passes (packed.go, cone.go, pack.go: every other variable
// unconstrained, so the proofs stay sound). A cone of more than 48
// variables shares dimensions between those never live together, as
// registers are shared (coalesce.go: the many short-lived slices of a
// scanner's returns), and is cut only if that does not fit either;
// so is the cone of a function's results, which a relational analysis
// over it relates for the postcondition. Those still unproven are analysed from the entry of their
// innermost loop, then from two blocks above it (where guards before the
// loop bound it), then from the entry of the loop around (local.go,
// dom.go): over the cone within the region from there to the check, from
// the states the first analysis reached there, which every execution
// that fails the check passes last before it.
//
// Calls: the functions of a package are first analysed bottom-up in its
// static call graph, each yielding a postcondition (package cpa/summary)
// that the analyses of its callers apply at call edges. The functions of a
// call cycle (up to 8) get theirs together, as a fixpoint from "never
// returns" (computeCycle); one with a recover, one over budget, or one on
// a larger cycle gets none (its calls havoc their results). A function
// analysed with intervals adds the exit constraints (and cases) of a
// relational analysis of its results' cone (relExits). A small function that
// negates, steps or scales its integer parameters gets a second
// postcondition from small arguments (summary.SmallEntry), which calls
// with small arguments use. Postconditions are exported as facts of
// numpredengine and imported for callees in other packages; a call of such
// a callee whose facts mention its parameters' lengths is lowered tracking
// its arguments' lengths (arglens.go). Verdicts are
// computed on first use of the PackageResult, so that a run on a
// dependency, which only wants facts, computes postconditions alone.
//
// Preconditions: each function also gets must-fail preconditions, one per
// latent check and path (precond.go: conditions on the parameters under
// which every call fails the check, by symbolic execution of entry paths,
// without a CPA run), exported as Preconditions facts. At each static call
// of a function with preconditions the caller gets a call-site check
// (callsite.go), classified like its own checks; its latent call-site
// checks give it preconditions in turn.
//
// Calling contexts: a closed function (closed.go: unexported, only ever
// called statically by the package's own code, never taken as a value,
// deferred, started as a goroutine, named by a directive or assembly, and
// for a method, no interface method of its name called; in the runtime's
// packages, also named nowhere in the toolchain's source, toolchain.go;
// or an anonymous
// function whose closure its parent only calls) runs only where its calls
// are. Verdicts are computed callers first (topdown.go); each
// analysis collects, from the states before its calls of closed functions,
// the relations between their arguments and what it knows of the fields
// of the structs its pointer arguments point to (contexts.go,
// summary.CallContext; ssa2cfa's entry fields).
// Once every call of a closed function not on a call cycle has been seen,
// the checks its own analysis leaves unproven are analysed again from the
// join of those contexts: what that proves is proven. Those still
// unproven are analysed from each distinct context on its own, when there
// are at most 8 (contextsplit.go): what every one of those proves is
// proven (f(x, 0, len(x)-1) and f(x, len(x)-1, 0): x[i+j]). A function whose
// only cycle is a call of itself is analysed from its callers' contexts,
// widened by those of its own recursive calls until they add nothing. The contexts are
// taken before the call-site checks, so a precondition a caller may break
// is still reported where it fails, and manifest verdicts never rest on
// them.
//
// Field invariants: before any of that, the ranges of the package's
// candidate integer fields (ssa2cfa.FindFieldCandidates: [0, N] for an
// array of length N one indexes, or non-negative) are verified together
// (fieldinv.go, Houdini's algorithm): each function that stores into one
// is analysed, every candidate's range assumed at its settled reads, with
// checks that what it stores is in range wherever other code may read it;
// a field whose checks are not all proven gets its next wider range, or
// none, until a round proves every check. Then the candidate relations
// between fields (ssa2cfa.FindFieldRelations: 0 <= r <= w <= len(buf))
// are verified alike, the verified ranges assumed (fieldrel.go): a
// relation some check of which fails is dropped, and a round analyses
// again only the functions that touch a struct that lost one. The
// functions that read a verified field or a field of a verified relation
// are lowered again to assume them.
package engine
