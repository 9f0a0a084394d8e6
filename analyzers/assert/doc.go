// Package assert defines an Analyzer that proves assertions.
//
// # Analyzer assert
//
// assert: prove assertions
//
// An assertion is a call of a function named assert or Assert whose first
// parameter is bool, or a panic whose constant message contains
// "unreachable". By default the analyzer reports only manifest failures: an
// assertion that fails on every execution through some reachable point of
// its function, with a witness (not in a function whose deferred call may
// recover the panic). With -assert.strict it reports every assertion it
// cannot prove.
//
// # Calls and facts
//
// An assertion that fails for some arguments of its function states a
// precondition on its callers. The engine derives it (see package bounds,
// "Calls and facts": the same machinery, exported as the Preconditions fact
// of numpredengine) and checks it at every static call, so that a call that
// makes the assertion fail is reported at the call, in both modes:
//
//	func positive(x int) int { assert(x > 0); return x }
//	...
//	if n > 0 {
//		positive(-n) // positive(-n): assertion fails in positive (line 1) on every path through line 3 (witness: n=1)
//	}
//
// The same holds for a panic("unreachable") that some arguments reach (a
// switch over a parameter without a matching case), but not for one after a
// call, which documents that the call does not return. Unlike an assertion
// in an unexported function, whose failure on the function's own inputs is
// the callers' obligation and is not reported there, a call-site check
// fails on values the caller chose: it is reported when manifest. An
// unproven call-site check is never reported (strict mode reports the
// callee's assertion itself).
package assert
