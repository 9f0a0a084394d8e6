// Package difffns is a corpus of Go functions for the differential tests of
// the ssa2cfa lowering: each is compiled into the test binary and loaded from
// source as SSA, lowered, interpreted with cfainterp, and compared with the
// compiled code on the same inputs (results, or panic kind and line).
//
// Functions take integers, bools, strings, slices, arrays, structs and
// pointers to arrays, and read elements and fields only of their parameters
// (and of slices, substrings and pointers of them) and of the package's
// read-only tables (Tables), never memory they write, so that the test's
// oracle can supply the values of havoc'd loads.
// Closures are left out: the oracle cannot see their bindings. A statement
// that may panic is alone on its line where it can (Go leaves the order of
// run-time panics within an expression unspecified).
//
// hand*.go are written by hand; gen_fns.go is written by ./gen (go generate).
package difffns

//go:generate go run ./gen -o gen_fns.go

// Funcs returns the corpus by function name.
func Funcs() map[string]any {
	m := handFuncs()
	for _, more := range []map[string]any{edgeFuncs(), stringFuncs(), typeFuncs(), tableFuncs(), genFuncs()} {
		for k, v := range more {
			m[k] = v
		}
	}
	return m
}

// assert panics unless b holds; the lowering turns calls of it into
// assertion checks.
func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}
