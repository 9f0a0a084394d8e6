package recur

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// load builds the SSA of one source file and lowers every function.
func load(t *testing.T, src string) (map[string]*ssa2cfa.CFA, map[*ssa.Function]*ssa2cfa.CFA) {
	byName := map[string]*ssa2cfa.CFA{}
	cfas := map[*ssa.Function]*ssa2cfa.CFA{}
	for _, c := range ssa2cfatest.Lower(t, src) {
		byName[c.Fn.Name()] = c
		cfas[c.Fn] = c
	}
	return byName, cfas
}

func checker(cfas map[*ssa.Function]*ssa2cfa.CFA) *Checker {
	return &Checker{Domain: octagon.Domain{}, CFAs: cfas}
}
