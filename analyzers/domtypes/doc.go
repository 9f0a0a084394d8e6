// Package domtypes defines an Analyzer that lowers every function of a
// package to a control-flow automaton and classifies its integer and
// boolean variables by domain type.
//
// # Analyzer domtypes
//
// domtypes: classify variables by usage (Bool, IntEq, IntEqAdd, Int)
//
// Every source function of the package (methods and function literals
// included) is lowered with ssa2cfa.Lower and its variables classified with
// domtype.Classify, after Apel et al., "Domain Types: Selecting Abstractions
// Based on Variable Usage": Bool for booleans; IntEq for integers only
// copied and compared for equality, with the constants they meet; IntEqAdd
// for integers also added, subtracted and compared by order; Int for the
// rest. The result (one Func per function, in source order) is what the
// other analyzers of the suite build on.
//
// By default domtypes reports nothing. With -domtypes.report it reports, at
// each function, its source-named variables with their domain types, the
// constants of IntEq variables, and the IntEq partitions with the bits their
// Boolean encoding needs:
//
//	machine: e IntEq{0,1,2}, i IntEqAdd, state IntEq{0,1,2}; partitions: {e} 2 bits, {state} 3 bits
//
// A function the lowering rejects is reported as "not lowered" with the
// reason; it never stops the analysis of the others.
package domtypes
