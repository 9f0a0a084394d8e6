// Package interval is the non-relational domain of boxes: one integer
// interval per dimension, with bounds in int64 saturated to ±∞ as package
// domains defines them.
//
// Sound: every operation over-approximates its concrete counterpart over the
// mathematical integers; bound arithmetic saturates in the direction that
// weakens (see arith.go), never silently wraps. Exact: Join, Meet, Leq,
// Forget, AssignInterval, and assignments of constants or of ±x + c.
// Incomplete: assignments and assumptions of other linear forms go through
// interval arithmetic and one round of constraint propagation.
//
// The package also exports the sound bound arithmetic (AddHi, ScaleLo, Eval,
// FloorDiv, ...) that the relational domains share.
package interval
