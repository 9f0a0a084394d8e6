package recur

import (
	"context"
	"errors"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
)

// TestMeter checks that the work meter decides deterministically: each
// search charges the same work on every run, finds what it finds without
// a meter when the limit is ample, and finds nothing once the meter is
// out.
func TestMeter(t *testing.T) {
	fns, cfas := load(t, progs)
	for _, tc := range []struct {
		name   string
		search func(ctx context.Context) bool // reports a proof or lasso
	}{
		{"Diverges SumTo n > 0", func(ctx context.Context) bool {
			k := checker(cfas)
			c := fns["SumTo"]
			p, _ := k.Diverges(ctx, c, gt(c, k, c.Params[0], 0), nil)
			return p != nil
		}},
		{"Diverges Ack x > 0", func(ctx context.Context) bool {
			k := checker(cfas)
			c := fns["Ack"]
			p, _ := k.Diverges(ctx, c, gt(c, k, c.Params[0], 0), Assumed{c.Fn: gt(c, k, c.Params[0], 0)})
			return p != nil
		}},
		{"FindLasso Shift", func(ctx context.Context) bool {
			x := &Explorer{CFAs: cfas, MaxSteps: 2000}
			return x.FindLasso(ctx, fns["Shift"], 50000, nil) != nil
		}},
		{"FindEndless SumTo", func(ctx context.Context) bool {
			x := &Explorer{CFAs: cfas, MaxSteps: 2000}
			c := fns["SumTo"]
			_, ok := x.FindEndless(ctx, c, gt(c, checker(cfas), c.Params[0], 0), 4)
			return ok
		}},
	} {
		if !tc.search(context.Background()) {
			t.Fatalf("%s: nothing found without a meter", tc.name)
		}
		var used []int64
		for range 2 {
			m := &Meter{Limit: 1 << 40}
			if !tc.search(WithMeter(context.Background(), m)) {
				t.Errorf("%s: nothing found with an ample meter", tc.name)
			}
			if m.Used == 0 {
				t.Errorf("%s: no work charged", tc.name)
			}
			used = append(used, m.Used)
		}
		if used[0] != used[1] {
			t.Errorf("%s: work %d then %d; want the same", tc.name, used[0], used[1])
		}
		out := &Meter{Limit: 0, Used: 1}
		ctx := WithMeter(context.Background(), out)
		if !errors.Is(ctx.Err(), cpa.ErrBudget) {
			t.Errorf("%s: Err of an exhausted meter's context = %v, want ErrBudget", tc.name, ctx.Err())
		}
		if tc.search(ctx) {
			t.Errorf("%s: found something past the work limit", tc.name)
		}
	}
}
