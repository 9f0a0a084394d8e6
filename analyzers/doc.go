// Package analyzers lists numpredvet's analyzers and states their reporting
// contract.
//
// Each analyzer proves things about integer code and reports, by default,
// only manifest failures: a check for which a reachable program point P
// exists such that every execution through P fails it, with a concrete
// witness. Failures that depend on the caller's arguments are latent and
// stay silent by default. With -NAME.strict an analyzer also reports every
// check it cannot prove, and functions it could not analyse within budget.
//
//   - domtypes classifies variables by usage (Bool, IntEq, IntEqAdd, Int).
//   - bounds proves index and slice expressions in range.
//   - assert proves assertions: calls of assert/Assert(bool, ...) and
//     panics whose constant message contains "unreachable".
package analyzers
