package recur

import (
	"bytes"
	"context"
	"encoding/gob"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

const sumProgs = `package p

func Grow(n int) int {
	if n > 0 {
		return Grow(n + 1)
	}
	return 0
}

func Len(a []int, stop bool) int {
	i := 0
	for i < len(a) && !stop {
		i += 0
	}
	return i
}

func CallGrow(k int) int {
	if k > 10 {
		return Grow(k - 3)
	}
	return Grow(-k)
}

func CallLen(a []int) int {
	return Len(a, false)
}
`

// TestSummaryOf states entry sets over parameters, checks them against
// concrete calls and encodes them with gob.
func TestSummaryOf(t *testing.T) {
	byName, _ := load(t, sumProgs)
	grow, ln := byName["Grow"], byName["Len"]
	n := grow.Params[0]
	lenA := ssa2cfa.Var(-1)
	for v, info := range ln.Vars {
		if info.Role == ssa2cfa.RoleLen {
			lenA = ssa2cfa.Var(v)
		}
	}
	stop := ln.Params[1]
	oct := checker(nil).Domain
	tests := []struct {
		name string
		c    *ssa2cfa.CFA
		set  []domains.Constraint
		want string
	}{
		{"top", grow, nil, "always"},
		{"n>0", grow, []domains.Constraint{{Lin: domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(n), Coef: -1}}}}}, "n > 0"},
		{"n==3", grow, []domains.Constraint{{Lin: domains.Lin{Const: -3, Terms: []domains.Term{{Dim: int(n), Coef: 1}}}, Kind: domains.EqZero}}, "n == 3"},
		{"len>0,!stop", ln, []domains.Constraint{
			{Lin: domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(lenA), Coef: -1}}}},
			{Lin: domains.Lin{Terms: []domains.Term{{Dim: int(stop), Coef: 1}}}, Kind: domains.EqZero},
		}, "!stop && len(a) > 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := oct.Top(len(tt.c.Vars))
			for _, k := range tt.set {
				r = r.Assume(k)
			}
			s, ok := SummaryOf(tt.c, r)
			if !ok {
				t.Fatal("no summary")
			}
			if got := s.Describe([]string{"n"}); tt.c == grow && got != tt.want {
				t.Errorf("Describe = %q, want %q", got, tt.want)
			}
			if got := s.Describe([]string{"a", "stop"}); tt.c == ln && got != tt.want {
				t.Errorf("Describe = %q, want %q", got, tt.want)
			}
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(s); err != nil {
				t.Fatal(err)
			}
			var back Summary
			if err := gob.NewDecoder(&buf).Decode(&back); err != nil {
				t.Fatal(err)
			}
			if back.Describe([]string{"a", "stop"}) != s.Describe([]string{"a", "stop"}) {
				t.Errorf("gob round trip changed %v into %v", s, back)
			}
		})
	}
}

// TestSummaryAtCalls checks that a caller without the callee's CFA (as in
// another package) diverges exactly where the callee's summary holds:
// abstractly (Diverges), concretely (Explorer ends as Enters) and against
// the callee's real runs.
func TestSummaryAtCalls(t *testing.T) {
	byName, cfas := load(t, sumProgs)
	grow := byName["Grow"]
	r := checker(nil).Domain.Top(len(grow.Vars)).Assume(domains.Constraint{Lin: domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(grow.Params[0]), Coef: -1}}}})
	sum, ok := SummaryOf(grow, r)
	if !ok {
		t.Fatal("no summary for Grow")
	}
	lnSum := &Summary{When: []ParamConstraint{{Const: 1, Terms: []ParamTerm{{Param: 0, Len: true, Coef: -1}}}, {Terms: []ParamTerm{{Param: 1, Bool: true, Coef: 1}}, Eq: true}}}
	sums := map[string]*Summary{"Grow": sum, "Len": lnSum}
	lookup := func(f *ssa.Function) *Summary { return sums[f.Name()] }
	callers := map[*ssa.Function]*ssa2cfa.CFA{}
	for f, c := range cfas {
		if f.Name() == "CallGrow" || f.Name() == "CallLen" {
			callers[f] = c
		}
	}
	k := &Checker{Domain: checker(nil).Domain, CFAs: callers, Summaries: lookup}
	ctx := context.Background()
	set := func(c *ssa2cfa.CFA, lin domains.Lin) domains.Numeric {
		return k.Domain.Top(len(c.Vars)).Assume(domains.Constraint{Lin: lin})
	}
	cg, cl := byName["CallGrow"], byName["CallLen"]
	kv := cg.Params[0]
	tests := []struct {
		name string
		c    *ssa2cfa.CFA
		r    domains.Numeric
		want bool
	}{
		{"k>10", cg, set(cg, domains.Lin{Const: 11, Terms: []domains.Term{{Dim: int(kv), Coef: -1}}}), true},
		{"k<0", cg, set(cg, domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(kv), Coef: 1}}}), true},
		{"k>=0", cg, set(cg, domains.Lin{Terms: []domains.Term{{Dim: int(kv), Coef: -1}}}), false},
		{"all", cg, k.Domain.Top(len(cg.Vars)), false},
		{"len", cl, k.Domain.Top(len(cl.Vars)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pr, err := k.Diverges(ctx, tt.c, tt.r, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := pr != nil; got != tt.want {
				t.Errorf("Diverges = %v, want %v", got, tt.want)
			}
		})
	}
	// Concretely: CallGrow(k) enters Grow's diverging set exactly for
	// k > 10 or k < 0, and the callee really runs on (within the budget)
	// from those arguments.
	x := &Explorer{CFAs: callers, Summaries: lookup}
	full := &Explorer{CFAs: cfas, MaxSteps: 5000}
	for _, kval := range []int64{-5, -1, 0, 1, 10, 11, 20} {
		run := x.Exec(ctx, cg, []cfainterp.Value{cfainterp.Value(kval)})
		want := kval > 10 || kval < 0
		if got := run.Verdict == Enters; got != want {
			t.Errorf("CallGrow(%d): verdict %v, want entering: %v", kval, run.Verdict, want)
		}
		real := full.Exec(ctx, cg, []cfainterp.Value{cfainterp.Value(kval)})
		if endless := real.Verdict != Terminates; endless != want {
			t.Errorf("CallGrow(%d) with Grow's body: verdict %v, want endless: %v", kval, real.Verdict, want)
		}
	}
	// CallLen passes stop = false: it enters Len's set exactly when a is
	// not empty.
	for _, l := range []int64{0, 1, 3} {
		in := make([]cfainterp.Value, len(cl.Inputs))
		for i, v := range cl.Inputs {
			if cl.Vars[v].Role == ssa2cfa.RoleLen {
				in[i] = cfainterp.Value(l)
			}
		}
		run := x.Exec(ctx, cl, in)
		if got := run.Verdict == Enters; got != (l > 0) {
			t.Errorf("CallLen(len %d): verdict %v", l, run.Verdict)
		}
	}
}
