// Package explicit is the explicit-value domain: a finite map from dimensions
// to integer constants (an absent dimension is unknown), or ⊥. It is the
// numeric part of the Domain Types configurations, where a variable is either
// tracked by its exact value or not at all.
//
// Sound: every operation over-approximates its concrete counterpart over the
// mathematical integers. Exact: Join, Meet and Leq between explicit values;
// Assign of forms whose dimensions are all known (with exact big-integer
// arithmetic; a result outside int64 becomes unknown); Assume of constraints
// whose dimensions are all known, or of equalities with a single unknown
// dimension. Incomplete: an assumption with unknown dimensions other than
// such an equality changes nothing, and WidenUpTo keeps only what Join keeps
// (the domain has finite height — a chain loses at least one binding per
// strict step — so Widen is Join).
//
// Transfer (transfer.go) interprets the CFA expression language of ssa2cfa
// over explicit values with Go's machine-integer semantics: an expression
// whose variables are all known is evaluated exactly in its type, wrap-around
// included (by the concrete evaluator of package cfainterp); any other
// expression goes through the sound evaluator of package machine and keeps a
// value only when that evaluator proves it constant. Unsigned values above
// math.MaxInt64 cannot be bound by the int64 constants of package domains and
// become unknown.
package explicit
