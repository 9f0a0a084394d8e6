// Package user reads lib's variables: their FixedLen facts prove its
// indexes, and it reports its own stores into them in strict mode.
package user

import "boundspinned/lib"

// Third is proven: lib.Names has length 3.
func Third() string { return lib.Names[2] }

// Fourth fails for good.
func Fourth() string { return lib.Names[3] } // want `index out of range \[3\] with length 3 on every call`

// Reset breaks lib's proofs.
func Reset() {
	lib.Names = nil // want `changes lib.Names, whose length package boundspinned/lib relies on staying 3`
}

// Share lets anything change lib.Kinds.
func Share() *[]int {
	return &lib.Kinds // want `may change lib.Kinds, whose length package boundspinned/lib relies on staying 4`
}

// Grow writes lib.Grown, which lib does not pin: silent.
func Grow() { lib.Grown = nil }

// Elem writes an element of lib.Names: the length stays, silent.
func Elem() { lib.Names[0] = "" }
