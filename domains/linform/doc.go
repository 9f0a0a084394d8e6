// Package linform extends a numeric domain with intervals of linear forms
// of three or more variables (or with coefficients other than ±1) that the
// program's own guards and assignments state: n + start - len(s) <= 0 after
// "if n > len(s)-start { return }", or end - start - k == 0 after
// "end := start + k". Octagons cannot represent such constraints, and
// index checks often need exactly them back ("start+n <= len(s)").
//
// A value is a base value and a small map from normalised forms to
// intervals (a template domain whose templates are learnt from the code,
// and, with Domain.Templates, given in advance: refinement supplies forms
// such as y - 100x that every value then tracks, across joins and
// widenings). Every operation is sound: an assignment carries a form over
// by substitution (its new value is the substituted form, bounded in the
// old state) or drops it, forgetting a variable carries its forms over to
// one the base equates it with or bounds it against (carry.go), joins
// keep the hull of what both sides bound (the
// base's own bound included), and widening keeps only forms of the first
// argument and the templates, so chains stabilise. Bounds propagate one
// step from a stored form (y <= 100x and x <= 10 bound y), and a guard is
// refuted when it contradicts the related forms by Fourier–Motzkin
// elimination with integer tightening (fm.go): the forms that share
// variables with it, with the base's bounds on those variables and the
// equalities it holds between them (a copy n2 == n of a variable a form
// speaks of); failing that, the forms the base's relations link to it
// (i < n, with len(b) >= 8n and t == 8i), with those relations. After a
// guard, a form whose interval the base's new bounds on its variables
// rule out empties the value (n - 8l <= 0 once n >= 1 and l == 0). The
// values of one analysis share a memo of those eliminations (memo.go):
// until a loop settles, its guards ask the same question again and again.
// It is incomplete: elimination is bounded, and forms are otherwise not
// combined.
package linform
