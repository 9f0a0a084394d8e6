// Package pathsmt translates CFA expressions and paths into SMT formulas in
// exact Go semantics: integers are bit-vectors of their type's width, and
// every operator wraps, truncates, extends and compares exactly as Go's does.
//
// An Encoder turns an ssa2cfa.Expr into an smt.Term under an environment
// that maps variables to terms, and a path (a sequence of CFA edges) into a
// PathFormula in static single assignment form: every assignment and havoc
// of a variable makes a new version ("v3@2"), initial values and inputs are
// the "@0" versions. The formula of each edge is guarded by its own
// assumption literal, so the edges in an unsat core of an infeasible path
// can be named, and so formulas of several paths may share one solver.
// With Encoder.Slice, assignments that no later assume or fail edge depends
// on are left out: smaller formulas, the same feasibility and witnesses.
//
// Guarantees: the encoding is exact for what the CFA says. A path formula
// is satisfiable exactly when some values of the inputs and of the havoc'd
// values drive a Go execution along the path (assumes hold, fail edges see
// their check fail), and its models give those values. Where Go panics
// (division by zero, a negative shift count) the CFA carries a separate
// check; the terms are nonetheless total, with SMT-LIB's values (x%0 is x,
// unsigned x/0 is all ones, signed x/0 is -1 or 1 by the sign of x; a
// negative shift count is read as a huge unsigned count).
package pathsmt
