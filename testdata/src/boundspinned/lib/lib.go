// Package lib declares exported variables; those of constant length keep
// it (their FixedLen facts), and the package's indexes with constant
// indices into them are proven in strict mode.
package lib

// Names has length 3 for good: only its initializer stores into it here.
var Names = []string{"zero", "one", "two"}

// Kinds has length 4 (a keyed composite literal).
var Kinds = []int{3: 7}

// Grown is appended to, so its length is not fixed.
var Grown = []string{"a"}

// Add appends to Grown.
func Add(s string) { Grown = append(Grown, s) }

// Second is proven: Names keeps length 3.
func Second() string { return Names[1] }

// Last is proven: Kinds keeps length 4.
func Last() int { return Kinds[3] }

// Beyond fails for good.
func Beyond() string { return Names[3] } // want `index out of range \[3\] with length 3 on every call`

// FirstGrown is not proven: Grown's length changes.
func FirstGrown() string { return Grown[0] } // want `not proven in range`
