// Package bounds defines an Analyzer that proves index and slice
// expressions in range.
//
// # Analyzer bounds
//
// bounds: prove index and slice expressions in range
//
// Every a[i], s[i], s[i:j] and s[i:j:k] on slices, strings, arrays and
// pointers to arrays, and every conversion of a slice to an array or to a
// pointer to one ([4]byte(s), which needs len(s) >= 4), is checked with
// exact Go integer semantics (widths, signedness, wrap-around). By default bounds reports only manifest
// failures: an index or slice expression that fails on every execution
// through some reachable point of its function, with a witness, such as
//
//	if len(a) == 0 {
//		return a[0] // a[0]: index out of range [0] with length 0 on every path through line 2
//	}
//
// Failures that depend on the caller's arguments (func get(a []int, i int)
// int { return a[i] }) are latent and not reported in the function itself.
// Nor is a failure in a function whose deferred call may recover the panic
// (a test expecting it): it does not crash the program.
// With -bounds.strict, every expression that cannot be proven in range is
// reported.
//
// # Calls and facts
//
// A latent failure becomes a precondition of its function: a condition on
// the parameters (values, lengths of slices and strings) under which every
// call fails the check, derived by symbolic execution of the paths from the
// entry (exact Go semantics; a path whose branches read memory or a call's
// result gives none; a function that may recover gives none). Preconditions
// travel to other packages as facts of the engine analyzer (numpredengine,
// fact type Preconditions), and each becomes a check at every static call of
// the function, classified like any other. A call that makes a
// precondition certain is reported at the call, in both modes:
//
//	func get(a []int, i int) int { return a[i] }
//	...
//	get(nil, 0) // get(nil, 0): index out of range [0] with length 0 in get (line 1) on every call
//
// A guard before the call proves the check; a call whose arguments come from
// the caller's own parameters leaves it latent, and the caller inherits the
// precondition (transitively; the report names the check that fails in the
// end). An unproven call-site check is never reported, not even with
// -bounds.strict: strict mode reports the callee's own check, and one latent
// failure is reported once.
//
// Functions of other packages count too (their preconditions are facts):
// binary.BigEndian.Uint32(make([]byte, 3)) is reported at the call.
//
// An exported slice or string variable that only its package's
// initializer sets, to a value of constant length (var Typ = []*Basic{...}),
// keeps that length in its package's proofs and, through a fact of the
// domtypes analyzer (FixedLen), in the proofs of the packages that import
// it. That holds as long as no other package stores into it: with
// -bounds.strict, each package reports its own stores into such a
// variable of another package, and any use of its address but a load:
//
//	types.Typ = nil // changes types.Typ, whose length package go/types relies on staying 31
//
// Limits: preconditions on a capacity are not derived; a loop before the check is followed for its first iteration
// only; a few paths per check and eight preconditions per function are
// kept.
package bounds
