// Package boundscallsite holds calls whose arguments make a callee's latent
// index failure certain; issue 4 asks for a report at the call site in
// default mode (the callee itself stays silent: its failure is latent). Not
// implemented yet: the test that runs this package is skipped (see
// bounds_test.go). The patterns only ask for a report on the call's line.
package boundscallsite

// at is latent: it fails only for some arguments.
func at(xs []int, i int) int {
	return xs[i]
}

// firstOfNothing: every call passes nil and 0 to at, whose xs[i] then fails.
// Manifest at the call, P = the entry of firstOfNothing.
func firstOfNothing() int {
	return at(nil, 0) // want `out of range`
}

// pastEnd: at(xs, len(xs)) fails for every xs.
func pastEnd(xs []int) int {
	return at(xs, len(xs)) // want `out of range`
}

// safeCall is proven: i is checked before the call.
func safeCall(xs []int, i int) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	return at(xs, i)
}
