package engine

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestCasesWithin checks that a packed analysis splits a call's state by
// its callee's cases unless they are about a nil flag it does not track.
func TestCasesWithin(t *testing.T) {
	c := &ssa2cfa.CFA{Vars: []ssa2cfa.VarInfo{{Type: ssa2cfa.Int}, {Type: ssa2cfa.Bool, NilFlag: true}, {Type: ssa2cfa.Bool}}}
	split := func(n, post domains.Numeric, call *ssa2cfa.Call) ([]domains.Numeric, bool) {
		return []domains.Numeric{post, post}, true
	}
	for _, tc := range []struct {
		name    string
		caseVar ssa2cfa.Var
		in      []bool
		splits  bool
	}{
		{"a nil flag the pack tracks", 1, []bool{true, true, false}, true},
		{"a nil flag the pack does not track", 1, []bool{true, false, false}, false},
		{"a bool the pack does not track", 2, []bool{true, false, false}, true},
		{"no case", -1, []bool{true, false, false}, true},
	} {
		cfg := Config{CallCases: split, CaseVar: func(*ssa2cfa.Call) ssa2cfa.Var { return tc.caseVar }}
		_, ok := casesWithin(c, cfg, tc.in)(nil, nil, &ssa2cfa.Call{})
		if ok != tc.splits {
			t.Errorf("%s: splits %v, want %v", tc.name, ok, tc.splits)
		}
	}
}
