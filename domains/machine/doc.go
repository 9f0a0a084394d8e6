// Package machine connects the CFA expression language of ssa2cfa to the
// numeric domains: it evaluates Go integer expressions over an abstract value
// and applies assignments, assumptions and havocs, with exact Go wrap-around.
//
// An expression's value is over-approximated by an affine form with rounding
// error (Den·v ∈ Lin + [ErrLo, ErrHi]) and a range. Every operation first
// computes its mathematical result and then guards it against wrap-around in
// the expression's type: a result that cannot wrap keeps its affine form; one
// that wraps by a known multiple of 2^w is shifted; any other becomes the
// whole range of its type (the crab/IKOS wrap-check pattern). Division and
// shifts by constants keep their rounding error, so that for instance
// lo + (hi-lo)/2 stays strictly below hi when lo < hi. An assignment or a
// comparison with an addition (or a product with a constant: 2*n) that
// wraps for some states only, and at most once, is evaluated
// case by case (split.go); AssignCases keeps the cases apart when the
// wrapped ones give the assigned value the other sign.
//
// Sound: γ of every result contains the concrete results. Incomplete:
// non-linear operations are approximated by ranges.
package machine
