// Package bounds defines an Analyzer that proves index and slice
// expressions in range.
//
// # Analyzer bounds
//
// bounds: prove index and slice expressions in range
//
// Every a[i], s[i], s[i:j] and s[i:j:k] on slices, strings, arrays and
// pointers to arrays is checked with exact Go integer semantics (widths,
// signedness, wrap-around). By default bounds reports only manifest
// failures: an index or slice expression that fails on every execution
// through some reachable point of its function, with a witness, such as
//
//	if len(a) == 0 {
//		return a[0] // a[0]: index out of range [0] with length 0 on every path through line 2
//	}
//
// Failures that depend on the caller's arguments (func get(a []int, i int)
// int { return a[i] }) are latent and not reported. With -bounds.strict,
// every expression that cannot be proven in range is reported.
package bounds
