// Package domains defines the abstract domains numpredvet reasons with: the
// numeric-domain interface (Numeric) over integer dimensions with bounds in
// int64 saturated to ±∞, linear forms and constraints, and saturating
// interval arithmetic shared by the implementations in the subpackages
// (interval, octagon, explicit, bddpred, numpred).
//
// Domains reason over mathematical integers; machine-integer wrap-around is
// the caller's business (see the wrap guard in package cpa's expression
// evaluator): a dimension whose value may have wrapped is forgotten before it
// flows on. Every operation is sound: γ of the result contains the concrete
// results of the operation on γ of the arguments.
package domains
