// Package cfainterp is a concrete interpreter for ssa2cfa control-flow
// automata with exact Go integer semantics.
//
// Eval computes an expression's canonical bits (see ssa2cfa.Type.Canon):
// every operation wraps around in the expression's type, comparisons use the
// signedness of their operands, division truncates toward zero (MinInt / -1
// is MinInt), and shifts by a count at least the width give 0 or -1, exactly
// as the Go specification says. Run executes a CFA from its entry on given
// inputs, asking an Oracle for what the CFA does not compute itself (havoc'd
// heap loads and calls); Program is an Oracle that interprets the lowered
// CFAs of callees.
//
// The interpreter is exact: it is the ground truth against which the
// lowering (differential tests against compiled Go code), the path encoder
// and the abstract domains are tested. It never panics on a well-formed CFA
// and reports malformed ones (undefined variables, no or several enabled
// edges) in its Outcome or as an error.
package cfainterp
