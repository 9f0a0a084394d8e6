// Package ssa2cfatest lowers Go source for tests: one file, built as SSA
// (with sanity checks) and lowered by ssa2cfa, function by function.
package ssa2cfatest
