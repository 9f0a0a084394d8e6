package engine

import (
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Call-site checks: a callee's precondition (precond.go) becomes a check
// at each static call of it, whose failing condition is the precondition
// with the call's arguments (their values and lengths) substituted. The
// check is classified like any other (proven, unproven, manifest with a
// witness), so a guard before the call proves it, a call that makes the
// precondition certain is manifest, and a call whose arguments come from
// the caller's parameters leaves a latent check that gives the caller a
// precondition of its own (transitively, callees first).
//
// The checks live in a copy of the caller's CFA: the lowered CFA is shared
// with other analyzers. Past a call-site check, the caller knows that the
// precondition did not hold, which is sound: had it held, the callee would
// have failed.

// CallSite describes a call-site check: the callee's check that fails
// when the check does.
type CallSite struct {
	// Callee is the function called at the site.
	Callee *ssa.Function
	// CheckOrigin describes the callee's failing check.
	CheckOrigin
	// Call is the call edge the check guards, and Before the location
	// before the site's checks: the states there are those that enter
	// the callee.
	Call   *ssa2cfa.Edge
	Before ssa2cfa.Loc
}

// desc describes the failing check of the site's check chk, for the
// precondition the caller inherits.
func (s *CallSite) desc(chk *ssa2cfa.Check) checkDesc {
	return checkDesc{Kind: chk.Kind, CheckOrigin: s.CheckOrigin}
}

// withCallChecks returns c with a check before every static call for each
// precondition of the callee that the call's arguments can express (c
// itself when there is none), and the call sites of the added checks.
func withCallChecks(c *ssa2cfa.CFA, preconds func(*ssa.Function) []Precondition) (*ssa2cfa.CFA, map[*ssa2cfa.Check]*CallSite) {
	type added struct {
		chk  *ssa2cfa.Check
		site *CallSite
	}
	var byEdge map[*ssa2cfa.Edge][]added
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || call.Callee == nil {
			continue
		}
		for _, pre := range preconds(call.Callee) {
			cond, operands, ok := instantiate(pre, call)
			if !ok {
				continue
			}
			chk := &ssa2cfa.Check{Kind: ssa2cfa.CheckKind(pre.Kind), Pos: e.Pos, Cond: cond, Operands: operands, Text: pre.Text}
			site := &CallSite{Callee: call.Callee, CheckOrigin: pre.CheckOrigin}
			if byEdge == nil {
				byEdge = map[*ssa2cfa.Edge][]added{}
			}
			byEdge[e] = append(byEdge[e], added{chk, site})
		}
	}
	if byEdge == nil {
		return c, nil
	}
	cc := *c
	cc.Locs = append([]ssa2cfa.LocInfo(nil), c.Locs...)
	cc.Checks = append([]*ssa2cfa.Check(nil), c.Checks...)
	cc.Edges = make([]*ssa2cfa.Edge, 0, len(c.Edges)+3*len(byEdge))
	cc.Out = make([][]*ssa2cfa.Edge, len(c.Locs))
	cc.In = make([][]*ssa2cfa.Edge, len(c.Locs))
	sites := map[*ssa2cfa.Check]*CallSite{}
	for _, e := range c.Edges {
		add, ok := byEdge[e]
		if !ok {
			cc.Edges = append(cc.Edges, e)
			cc.Out[e.From] = append(cc.Out[e.From], e)
			cc.In[e.To] = append(cc.In[e.To], e)
			continue
		}
		block := c.Locs[e.From].Block
		from := e.From
		if len(c.Out[e.From]) > 1 {
			// The checks must not be alternatives to the other ways out.
			l := cc.NewLoc(ssa2cfa.LocInfo{Pos: e.Pos, Block: block})
			cc.AddEdge(from, l, &ssa2cfa.Assign{}, e.Pos)
			from = l
		}
		for _, a := range add {
			a.chk.ID = len(cc.Checks)
			a.chk.Err = cc.NewLoc(ssa2cfa.LocInfo{Pos: e.Pos, Block: block, Check: a.chk})
			cc.Checks = append(cc.Checks, a.chk)
			sites[a.chk] = a.site
			cc.AddEdge(from, a.chk.Err, &ssa2cfa.Fail{Check: a.chk}, e.Pos)
			next := cc.NewLoc(ssa2cfa.LocInfo{Pos: e.Pos, Block: block})
			cc.AddEdge(from, next, &ssa2cfa.Assume{Cond: a.chk.Cond}, e.Pos)
			from = next
		}
		call := cc.AddEdge(from, e.To, e.Op, e.Pos)
		for _, a := range add {
			a.site.Call, a.site.Before = call, e.From
		}
	}
	return &cc, sites
}

// instantiate returns the condition under which call does not fail pre
// (the check's Cond) and the check's operands at the call; false when an
// argument the precondition reads is not tracked.
func instantiate(pre Precondition, call *ssa2cfa.Call) (cond ssa2cfa.Expr, operands []ssa2cfa.Expr, ok bool) {
	arg := func(s summary.Slot, _ ssa2cfa.Type) ssa2cfa.Expr {
		i := s.Index()
		switch {
		case s.IsResult():
		case s == summary.ParamSlot(i):
			if i < len(call.Args) {
				return call.Args[i]
			}
		case s == summary.ParamLenSlot(i):
			if i < len(call.ArgLens) {
				return call.ArgLens[i]
			}
		}
		return nil
	}
	fail, err := decodeExpr(pre.Fail, arg)
	if err != nil || !fail.Type().IsBool() {
		return nil, nil, false
	}
	operands = make([]ssa2cfa.Expr, len(pre.Operands))
	for i, nodes := range pre.Operands {
		if len(nodes) == 0 {
			continue
		}
		if x, err := decodeExpr(nodes, arg); err == nil {
			operands[i] = x
		}
	}
	return ssa2cfa.NotExpr(fail), operands, true
}
