package numpredcpa_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// loadSrc lowers every function of one source file but assert, in source
// order.
func loadSrc(t *testing.T, src string) []*ssa2cfa.CFA {
	return ssa2cfatest.Lower(t, src, "assert")
}
