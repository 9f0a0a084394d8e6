package cfainterp_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// TestParamLengthsAreInputs checks what the differential test cannot see
// (a havoc answered by the oracle agrees either way): the len and cap of a
// parameter are inputs of the CFA, never havoc'd, so that they keep their
// relation to the caller's arguments and between the checks that read them.
func TestParamLengthsAreInputs(t *testing.T) {
	corp := corpusOrSkip(t)
	for _, name := range corp.Names {
		c, err := cachedLower(corp.SSA[name])
		if err != nil {
			continue // reported by TestDifferential
		}
		for v, info := range c.Vars {
			if _, isParam := info.Value.(*ssa.Parameter); isParam && (info.Role == ssa2cfa.RoleLen || info.Role == ssa2cfa.RoleCap) && !info.Input {
				t.Errorf("%s: v%d %s is not an input", name, v, info.Name)
			}
		}
		for _, e := range c.Edges {
			if h, ok := e.Op.(*ssa2cfa.Havoc); ok {
				for _, v := range h.Vars {
					if c.Vars[v].Input {
						t.Errorf("%s: input v%d %s havoc'd (%s)", name, v, c.Vars[v].Name, h.Reason)
					}
				}
			}
		}
	}
}
