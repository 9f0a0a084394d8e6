// Package linform extends a numeric domain with intervals of linear forms
// of three or more variables (or with coefficients other than ±1) that the
// program's own guards and assignments state: n + start - len(s) <= 0 after
// "if n > len(s)-start { return }", or end - start - k == 0 after
// "end := start + k". Octagons cannot represent such constraints, and
// index checks often need exactly them back ("start+n <= len(s)").
//
// A value is a base value and a small map from normalised forms to
// intervals (a template domain whose templates are learnt from the code).
// Every operation is sound: forms are dropped when an assignment changes a
// variable in a way the form cannot follow, joins keep the hull of what
// both sides bound (the base's own bound included), and widening keeps only
// forms of the first argument, so chains stabilise. It is incomplete: forms
// are not combined with each other (no Fourier–Motzkin).
package linform
