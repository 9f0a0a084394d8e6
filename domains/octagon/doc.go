// Package octagon is the octagon abstract domain of Miné ("The octagon
// abstract domain", HOSC 2006) over integer variables: conjunctions of
// ±x ±y <= c as a coherent difference-bound matrix over 2n signed
// dimensions, with the tight closure of Bagnara, Hill & Zaffanella (VMCAI
// 2008), O(n²) incremental closure after constraining one variable, widening
// with thresholds, and the octagon interpolation of DAGGER (Gulavani et al.,
// TACAS 2008).
//
// Sound: every operation over-approximates its concrete counterpart over the
// mathematical integers; matrix entries saturate to +∞ upwards and to
// MinInt64 downwards, never wrapping, so a bound beyond int64 is weakened
// (unary bounds are stored doubled and so are kept only within ±2^62).
// Exact: closure, inclusion, join and meet in the octagon lattice; Assume of
// octagonal constraints (including k*x and k*(±x ±y) over the integers);
// Assign of c, ±x + c and ±y + c; Forget; Bound of octagonal forms.
// Incomplete: other assignments and constraints are linearized with bounds.
//
// Values are immutable; the closure of a value built without it (after Meet
// or Widen) is computed on first use and memoized.
package octagon
