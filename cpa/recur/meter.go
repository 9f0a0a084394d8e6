package recur

import (
	"context"
	"fmt"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Meter counts the work of the searches on one function: abstract
// transfers, merges and coverage tests (each weighted by the cost of the
// domain's operations over the function's variables, see Checker.Cost)
// and concrete steps. It makes the searches end at the same point on every
// run, whatever the machine's load: a context made by WithMeter reports
// ErrWork from Err as soon as the meter has passed its limit, and every
// loop of this package (and cpa.RunFrom) polls its context's Err. A Meter
// belongs to one goroutine.
type Meter struct {
	Limit int64 // work allowed
	Used  int64 // work done so far
}

// ErrWork is the error of a context whose meter is past its limit. It
// wraps cpa.ErrBudget: a search cut by its meter is over budget.
var ErrWork = fmt.Errorf("recur: work limit of the function reached: %w", cpa.ErrBudget)

// charge adds w to the work done (nil: no meter).
func (m *Meter) charge(w int64) {
	if m != nil {
		m.Used += w
	}
}

// Out reports whether the meter is past its limit.
func (m *Meter) Out() bool { return m != nil && m.Used > m.Limit }

type meterKey struct{}

// WithMeter returns a context carrying m, whose Err is ErrWork once m is
// past its limit (and the parent's error before that, if any). Work is
// charged to the meter of the context a search is given.
func WithMeter(parent context.Context, m *Meter) context.Context {
	return &meterCtx{Context: parent, m: m}
}

type meterCtx struct {
	context.Context
	m *Meter
}

func (c *meterCtx) Err() error {
	if c.m.Out() {
		return ErrWork
	}
	return c.Context.Err()
}

func (c *meterCtx) Value(key any) any {
	if key == (meterKey{}) {
		return c.m
	}
	return c.Context.Value(key)
}

// meterOf returns the meter of ctx, or nil.
func meterOf(ctx context.Context) *Meter {
	m, _ := ctx.Value(meterKey{}).(*Meter)
	return m
}

// metered is a CPA whose operations are charged to a meter, at cost per
// operation.
type metered struct {
	cpa.CPA
	m    *Meter
	cost int64
}

func (p *metered) Transfer(s cpa.State, e *ssa2cfa.Edge) []cpa.State {
	p.m.charge(p.cost)
	return p.CPA.Transfer(s, e)
}

func (p *metered) Merge(s, r cpa.State, info cpa.MergeInfo) cpa.State {
	p.m.charge(p.cost)
	return p.CPA.Merge(s, r, info)
}

func (p *metered) Stop(s cpa.State, reached []cpa.State) bool {
	p.m.charge(p.cost * int64(max(len(reached), 1)))
	return p.CPA.Stop(s, reached)
}

// Reach runs the CPA c (of k's domain, over c's variables) from at in
// state init within k's budget, charging its operations to ctx's meter.
func (k *Checker) Reach(ctx context.Context, c *ssa2cfa.CFA, p cpa.CPA, at ssa2cfa.Loc, init cpa.State) (*cpa.Reached, error) {
	if m := meterOf(ctx); m != nil {
		p = &metered{CPA: p, m: m, cost: k.cost(len(c.Vars))}
	}
	return cpa.RunFrom(ctx, c, p, k.Budget, at, init)
}

// cost returns the work of one abstract operation over n variables.
func (k *Checker) cost(n int) int64 {
	if k.Cost != nil {
		return max(k.Cost(n), 1)
	}
	return int64(max(n, 1))
}
