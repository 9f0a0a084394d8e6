package recur

import (
	"context"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
)

// TestCalleeResults runs Stay with id not entered (as a function of another
// package): the values the run chooses for id(x) satisfy id's postcondition,
// a choice the postcondition determines is Forced, and a call of a
// function not known to always return sets MayStop.
func TestCalleeResults(t *testing.T) {
	byName, cfas := load(t, `package p

var sink int

func id(x int) int { sink = x; return x }

func Stay(x int) int {
	for x != 0 {
		x = id(x)
	}
	return x
}
`)
	id := byName["id"].Fn
	delete(cfas, id)
	// r0 == p0 + k
	post := func(k int64) *summary.Summary {
		return &summary.Summary{Cons: []summary.Constraint{{
			Terms: []summary.Term{{Slot: summary.ParamSlot(0), Coef: 1}, {Slot: summary.ResultSlot(0), Coef: -1}},
			Const: k, Eq: true,
		}}}
	}
	tests := []struct {
		name      string
		post      *summary.Summary
		returns   bool
		wantLasso bool
		forced    bool
	}{
		{"unknown", nil, false, true, false},
		{"identity", post(0), true, true, true},
		{"successor", post(1), true, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := &Explorer{CFAs: cfas,
				Posts: func(f *ssa.Function) *summary.Summary {
					if f == id {
						return tc.post
					}
					return nil
				},
				Returns: func(f *ssa.Function) bool { return tc.returns && f == id },
			}
			w := x.FindLasso(context.Background(), byName["Stay"], 20000, nil)
			if (w != nil) != tc.wantLasso {
				t.Fatalf("lasso = %v, want %v", w != nil, tc.wantLasso)
			}
			if w == nil {
				return
			}
			if w.Run.MayStop == tc.returns {
				t.Errorf("MayStop = %v with returns = %v", w.Run.MayStop, tc.returns)
			}
			for _, ch := range w.Run.Choices {
				if ch.Reason == "call" && ch.Forced != tc.forced {
					t.Errorf("choice %d: Forced = %v, want %v", ch.Value, ch.Forced, tc.forced)
				}
			}
		})
	}
}
