// Package smt is a small binding to the Z3 SMT solver (libz3, 4.8 API) for
// quantifier-free formulas over booleans, fixed-width bit-vectors and
// mathematical integers.
//
// A Context owns every term, solver and model made from it: they are
// reference-counted Z3 objects (Z3_mk_context_rc) kept in an arena and
// released deterministically by Context.Close, without finalizers. A Context
// is not safe for concurrent use; use one per goroutine or analysis pass.
// Contexts are independent of each other and the package has no mutable
// global state.
//
// Errors are values. Z3 runs with a NULL error handler and its error code is
// checked after every call, so no error unwinds through C frames. Errors are
// sticky per Context, in the manner of a bufio.Writer: misuse on the Go side
// (operands of the wrong sort or width, a zero Term, a term of another
// Context, popping more scopes than were pushed) and errors reported by Z3
// make the operation return an invalid Term, and the Context remembers the
// first error. Every later operation yields invalid Terms and every later
// check returns that error, so a caller may build a whole formula and look
// at the error once, at Check time or with Context.Err.
//
// Bit-vector operators follow SMT-LIB, which coincides with Go's wrapping
// arithmetic for + - * and unary -, for signed division (truncated toward
// zero, MinInt / -1 == MinInt) and remainder (sign of the dividend), and for
// shifts by counts at least the width (0, or the sign fill for an arithmetic
// right shift) when the count is read as unsigned. Division by zero, a
// run-time panic in Go, is total in SMT-LIB (x/0 is all ones for unsigned
// division, x%0 is x).
//
// Limits: Config.TimeoutMs bounds each check by wall clock time and
// Config.RLimit by Z3's deterministic resource counter; a check that exceeds
// a limit answers Unknown, not an error. Solver.CheckContext cancels a check
// when a context.Context is done. Z3's own SIGINT handler is disabled
// ("ctrl_c" false): it would clobber the Go runtime's signal handler.
//
// Without cgo (CGO_ENABLED=0) the package builds with the same API, Available
// is false and NewContext returns ErrNoSolver.
package smt
