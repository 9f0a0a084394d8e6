// Package ssa2cfa lowers go/ssa functions to control-flow automata (CFAs).
//
// A CFA has numbered locations and edges labelled with operations: assume,
// parallel assign, havoc, call, return, and check. Every run-time check Go
// performs (index, slice, division by zero, negative shift, slice-to-array
// conversion, make lengths) and every assertion (a call of a function named
// assert/Assert whose first parameter is bool, a panic whose constant message
// contains "unreachable") is an explicit check: an edge to the check's own
// error location taken when its condition is false.
//
// Tracked variables are the SSA values of integer and boolean type and the
// len and cap of slice, string and array values. Expressions keep their Go
// type (width, signedness) and wrap around exactly as Go does. Anything the
// lowering cannot see (heap loads, unknown calls, channel receives, map
// lookups, type-parameter values) is havoc: a fresh value of its type.
//
// The lowering is exact for what it tracks and sound (over-approximating) for
// the rest; it never panics on well-typed input. The package knows nothing of
// abstract domains.
package ssa2cfa
