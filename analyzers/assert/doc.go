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
// its function, with a witness. With -assert.strict it reports every
// assertion it cannot prove.
package assert
