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
// each function, its source-named variable classes sorted by name, with
// their domain types and the constants of IntEq classes, then the IntEq
// partitions that have source-named members with the bits their Boolean
// encoding needs (every member counts, temporaries included):
//
//	machine: i IntEqAdd, len(events) IntEqAdd, state IntEq{0,1,2}; partitions: {state} 3 bits
//
// A class of several source variables (joined by φ-nodes, as in x, y = y, x)
// is named x/y. Classes of compiler temporaries are left out.
//
// domtypes exports a ReadOnly fact for each exported function or method
// that changes no memory that existed when it was called, and a
// WritesBasic fact for one that changes only locations of basic types,
// such as the bytes of a slice argument (ssa2cfa.WrittenTypes): the
// lowering of its callers in other packages keeps a load before such a
// call and one after it as one value, if the call cannot change it
// (binary.LittleEndian.Uint32(*b), then (*b)[4:];
// binary.LittleEndian.PutUint32(*b, v), then (*b)[4:]).
//
// The SSA form is built as the buildssa pass builds it, a call of a
// function that ctrlflow finds never returns ending its block, with one
// correction: an intrinsic stub (a function whose Go body only panics with
// a message naming it an intrinsic, crypto/internal/constanttime's
// boolToUint8) and the functions that never return only by calling one
// (constanttime.ByteEq) do return, since the compiler replaces the stub's
// calls. Those get a MayReturn fact, which corrects ctrlflow's judgement in
// the packages that import them (crypto/subtle), and the stubs are listed
// in the result (Result.Stubs): they get no postcondition and no
// precondition. Unlike buildssa's, the source functions include the
// literals of package-level variables' initializers (var f =
// sync.OnceFunc(func() { ... })), which belong to the package initializer.
//
// A function the lowering rejects is reported as "not lowered" with the
// reason; it never stops the analysis of the others.
package domtypes
