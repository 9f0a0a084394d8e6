// Package domtype classifies the tracked variables of a CFA by how they are
// used, after Apel, Beyer, Friedberger, Raimondi and von Rhein, "Domain
// Types: Abstract-Domain Selection Based on Variable Usage" (HVC 2013).
//
// Variables joined by plain copies (an Assign x := y, a φ-assign on an edge,
// a Return of a variable into a result variable) form one class, a φ-web: in
// practice one source variable. Variables that occur together in one atomic
// operation (an assignment, a comparison, the arguments of a call) are
// related; related classes form a group, and every variable of a group gets
// the group's domain type, the least of
//
//	Bool ⊂ IntEq ⊂ IntEqAdd ⊂ Int
//
// that admits every operation on any member of the group:
//
//   - Bool: variables of type bool.
//   - IntEq: integers only assigned constants or other IntEq variables and
//     compared with == and != against constants or other IntEq variables.
//   - IntEqAdd: additionally + and -, unary - and ^, the bitwise &, |, ^ and
//     &^, ordered comparisons (<, <=, >, >=; hence index and bounds checks),
//     and arguments of calls of functions with a body in the package. The
//     len and cap variables are IntEqAdd at least.
//   - Int: anything else: *, /, %, shifts, conversions that may change a
//     value (narrowing or sign-changing), arguments of calls of unknown
//     functions.
//
// Havoc (heap loads, call results) does not by itself make a variable Int.
// The results of a call of a function with a body in the package take part
// in the call's operation (a summary may relate them to the arguments), so
// they are IntEqAdd at least; results of other calls are plain havoc.
// Conversions that preserve every value the operand can hold (widening,
// and len or cap to any type that holds MaxInt64) are copies for the
// classification (they relate, but do not join classes). Boolean variables
// are Bool and relate to nothing; a comparison relates its integer
// operands only.
//
// The IntEq groups are the partitions of the Boolean encoding: a partition
// whose classes meet N distinct constants and which holds M variables needs
// ⌈log2(N+M)⌉ bits, one code per constant and one code per variable for
// "a value no constant has" (a single shared code would be unsound for
// x == y).
//
// Guarantee: the classification is sound for what it promises: the value of
// an IntEq variable matters to the function only through equalities with the
// constants of its partition and with the partition's other variables, so
// any bijection of values that fixes those constants and keeps every
// member's values within its type, applied to a whole partition, maps
// executions to executions. Classify is a pure, deterministic
// function of the CFA.
package domtype
