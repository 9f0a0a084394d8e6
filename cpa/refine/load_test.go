package refine

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// load builds the SSA of one source file and lowers its functions by name.
func load(t *testing.T, src string) map[string]*ssa2cfa.CFA {
	out := map[string]*ssa2cfa.CFA{}
	for _, c := range ssa2cfatest.Lower(t, src) {
		out[c.Fn.Name()] = c
	}
	return out
}
