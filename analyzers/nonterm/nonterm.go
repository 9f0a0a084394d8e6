package nonterm

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Analyzer reports functions that never terminate.
var Analyzer = &analysis.Analyzer{
	Name:     "nonterm",
	Doc:      "report recursion and loops that never terminate\n\nReports functions in which every execution through some reachable point diverges (default), or that diverge for some inputs (-nonterm.strict).",
	URL:      "https://github.com/numpredvet/numpredvet/tree/main/analyzers/nonterm",
	Flags:    engine.StrictFlag("also report functions that diverge for some inputs"),
	Requires: []*analysis.Analyzer{domtypes.Analyzer},
	Run:      run,
}

// budget bounds each divergence check.
var budget = cpa.Budget{MaxNodes: 20000, MaxSteps: 200000}

// maxCandidates bounds the entry sets tried per function.
const maxCandidates = 24

func run(pass *analysis.Pass) (any, error) {
	dt := pass.ResultOf[domtypes.Analyzer].(*domtypes.Result)
	strict := engine.Strict(pass)
	cfas := map[*ssa.Function]*ssa2cfa.CFA{}
	var fns []*ssa.Function
	for _, f := range dt.Funcs {
		if f.CFA != nil {
			cfas[f.CFA.Fn] = f.CFA
			fns = append(fns, f.CFA.Fn)
		}
	}
	sort.SliceStable(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	k := &recur.Checker{Domain: octagon.Domain{}, Budget: budget, CFAs: cfas}
	ctx := context.Background()
	for _, scc := range components(fns, cfas) {
		reported := map[*ssa.Function]bool{}
		if recursive(scc, cfas) {
			// Unconditional divergence of the whole cycle.
			top := Assumed(scc, cfas, k.Domain)
			all := true
			for _, f := range scc {
				ok, err := k.Diverges(ctx, cfas[f], top[f], top)
				if err != nil {
					return nil, err
				}
				all = all && ok
			}
			if all {
				for _, f := range scc {
					pass.Report(analysis.Diagnostic{
						Pos:      f.Pos(),
						Category: "manifest",
						Message:  fmt.Sprintf("%s never terminates: every call recurses forever", f.Name()),
					})
					reported[f] = true
				}
				continue
			}
		}
		for _, f := range scc {
			if reported[f] || !mayDiverge(cfas[f], scc) {
				continue
			}
			if d, ok, err := divergence(ctx, k, cfas[f], scc, strict); err != nil {
				return nil, err
			} else if ok {
				pass.Report(d)
			}
		}
	}
	return nil, nil
}

// Assumed returns the assumption that every function of scc diverges from
// every entry state.
func Assumed(scc []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA, d domains.NumericDomain) recur.Assumed {
	a := recur.Assumed{}
	for _, f := range scc {
		a[f] = d.Top(len(cfas[f].Vars))
	}
	return a
}

// divergence looks for a recurrent entry set of c: first the entry sets of
// reachable points (manifest divergence), then, in strict mode, sets
// described by the function's own conditions.
func divergence(ctx context.Context, k *recur.Checker, c *ssa2cfa.CFA, scc []*ssa.Function, strict bool) (analysis.Diagnostic, bool, error) {
	self := false
	for _, f := range scc {
		self = self || f == c.Fn
	}
	p := numeric.New(c, numeric.Config{Domain: k.Domain, Unbounded: true})
	reached, err := cpa.Run(ctx, c, p, budget)
	if err != nil {
		return analysis.Diagnostic{}, false, nil // budget: say nothing
	}
	try := func(r domains.Numeric) (bool, error) {
		assumed := recur.Assumed{}
		if self && recursive(scc, k.CFAs) {
			assumed[c.Fn] = r
		}
		return k.Diverges(ctx, c, r, assumed)
	}
	seen := map[string]bool{}
	tried := 0
	for _, l := range c.ReversePostOrder() {
		nodes := reached.ByLoc[l]
		if len(nodes) == 0 || tried >= maxCandidates {
			continue
		}
		n := nodes[0].State.(*numeric.State).N
		for _, m := range nodes[1:] {
			n = n.Join(m.State.(*numeric.State).N)
		}
		r := recur.EntrySet(c, n)
		if seen[r.String()] {
			continue
		}
		seen[r.String()] = true
		tried++
		ok, err := try(r)
		if err != nil {
			return analysis.Diagnostic{}, false, err
		}
		if ok {
			return analysis.Diagnostic{
				Pos:      c.Fn.Pos(),
				Category: "manifest",
				Message:  manifestMessage(c, l, r),
			}, true, nil
		}
	}
	if !strict {
		return analysis.Diagnostic{}, false, nil
	}
	init := p.Initial().(*numeric.State).N
	for _, t := range inputConstraints(c, numeric.Thresholds(c, p.Evaluator(), k.Domain.Top(len(c.Vars)))) {
		r := k.Domain.Top(len(c.Vars)).Assume(t)
		if seen[r.String()] || init.Meet(r).IsBot() {
			continue
		}
		seen[r.String()] = true
		ok, err := try(r)
		if err != nil {
			return analysis.Diagnostic{}, false, err
		}
		if ok {
			return analysis.Diagnostic{
				Pos:      c.Fn.Pos(),
				Category: "latent",
				Message:  fmt.Sprintf("%s does not terminate for inputs with %s", c.Fn.Name(), describe(c, r)),
			}, true, nil
		}
	}
	return analysis.Diagnostic{}, false, nil
}

func manifestMessage(c *ssa2cfa.CFA, l ssa2cfa.Loc, r domains.Numeric) string {
	how := "loops forever"
	if recursive([]*ssa.Function{c.Fn}, map[*ssa.Function]*ssa2cfa.CFA{c.Fn: c}) {
		how = "recurses forever"
	}
	if r.IsTop() || l == c.Entry {
		return fmt.Sprintf("%s never terminates: every call %s", c.Fn.Name(), how)
	}
	where := ""
	if pos := c.Locs[l].Pos; pos.IsValid() {
		where = fmt.Sprintf(" through line %d", c.Fn.Prog.Fset.Position(pos).Line)
	}
	return fmt.Sprintf("%s never terminates when %s: every execution%s %s", c.Fn.Name(), describe(c, r), where, how)
}

// describe prints an entry set with source names.
func describe(c *ssa2cfa.CFA, r domains.Numeric) string {
	var parts []string
	for _, k := range r.Constraints() {
		parts = append(parts, constraintString(c, k))
	}
	sort.Strings(parts)
	return strings.Join(parts, " && ")
}

func constraintString(c *ssa2cfa.CFA, k domains.Constraint) string {
	name := func(d int) string {
		if d < len(c.Vars) && c.Vars[d].Name != "" {
			return c.Vars[d].Name
		}
		return fmt.Sprintf("v%d", d)
	}
	// Move the constant to the right: Σ ≤ -Const.
	var b strings.Builder
	for i, t := range k.Lin.Terms {
		switch {
		case t.Coef == 1 && i > 0:
			b.WriteString(" + ")
		case t.Coef == -1:
			b.WriteString(map[bool]string{true: "-", false: " - "}[i == 0])
		case t.Coef < 0:
			fmt.Fprintf(&b, "%s%d*", map[bool]string{true: "-", false: " - "}[i == 0], -t.Coef)
		case t.Coef != 1:
			if i > 0 {
				b.WriteString(" + ")
			}
			fmt.Fprintf(&b, "%d*", t.Coef)
		}
		b.WriteString(name(t.Dim))
	}
	op := "<="
	if k.Kind == domains.EqZero {
		op = "=="
	}
	return fmt.Sprintf("%s %s %d", b.String(), op, -k.Lin.Const)
}

// inputConstraints keeps the constraints over input variables only.
func inputConstraints(c *ssa2cfa.CFA, cs []domains.Constraint) []domains.Constraint {
	input := make([]bool, len(c.Vars))
	for _, v := range c.Inputs {
		input[v] = true
	}
	var out []domains.Constraint
	for _, k := range cs {
		ok := len(k.Lin.Terms) > 0
		for _, t := range k.Lin.Terms {
			ok = ok && t.Dim < len(input) && input[t.Dim]
		}
		if ok {
			out = append(out, k)
		}
	}
	return out
}

// mayDiverge reports whether c has a loop or calls a function of its cycle.
func mayDiverge(c *ssa2cfa.CFA, scc []*ssa.Function) bool {
	for _, h := range c.LoopHeads() {
		if h {
			return true
		}
	}
	return callsAny(c, scc)
}

func callsAny(c *ssa2cfa.CFA, fns []*ssa.Function) bool {
	for _, e := range c.Edges {
		if call, ok := e.Op.(*ssa2cfa.Call); ok && call.Callee != nil {
			for _, f := range fns {
				if call.Callee == f {
					return true
				}
			}
		}
	}
	return false
}

// recursive reports whether the functions form a call cycle.
func recursive(scc []*ssa.Function, cfas map[*ssa.Function]*ssa2cfa.CFA) bool {
	if len(scc) > 1 {
		return true
	}
	c := cfas[scc[0]]
	return c != nil && callsAny(c, scc)
}

