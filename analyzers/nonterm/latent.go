package nonterm

import (
	"context"
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// latent looks for inputs (and values of unknown calls and heap reads) from
// which c provably runs forever: a concrete run that comes back to a state
// it was in, either at a loop head of c or on entering a function of c's
// call cycle with the same arguments. The witness goes in the message.
func (a *pkg) latent(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function) (diag, bool) {
	if d, ok := a.latentSet(ctx, c, scc, true); ok {
		return d, true
	}
	accept := func(r *recur.Run) bool {
		if !realizable(r) {
			return false
		}
		if r.Sink != nil {
			return true
		}
		if r.RepeatCall != nil {
			return slices.Contains(scc, r.RepeatCall.Fn)
		}
		return r.RepeatIn == c
	}
	w := a.explorer.FindLasso(ctx, c, strictSteps, accept)
	if w == nil {
		return diag{}, false
	}
	input, what, pos := a.lassoText(c, w)
	return newDiag(c, pos, catLatent, fmt.Sprintf("%s does not terminate for some inputs: %s, %s", c.Fn.Name(), input, what)), true
}

// lassoText describes a lasso w of c for a message: the inputs and
// choices it starts from ("with n = 3 and the read at line 7 returning
// 9", or "always"), how it repeats, and the position to report.
func (a *pkg) lassoText(c *ssa2cfa.CFA, w *recur.Witness) (input, what string, pos token.Pos) {
	var with []string
	for i, v := range c.Inputs {
		with = append(with, fmt.Sprintf("%s = %s", c.Vars[v].Name, value(c.Vars[v].Type, w.Inputs[i])))
	}
	calls := map[string]bool{}
	others := 0
	for _, ch := range w.Run.Choices {
		if ch.Reason != "call" && ch.Reason != "load" || !ch.Pos.IsValid() || ch.CFA.Fn == nil {
			others++
			continue
		}
		what := "the call"
		if ch.Reason == "load" {
			what = "the read"
		}
		s := fmt.Sprintf("%s at line %d returning %s", what, ch.CFA.Fn.Prog.Fset.Position(ch.Pos).Line, value(ch.CFA.Vars[ch.Var].Type, ch.Value))
		if !calls[s] {
			calls[s] = true
			with = append(with, s)
		}
	}
	switch {
	case others == 1:
		with = append(with, "one unknown value chosen")
	case others > 1:
		with = append(with, fmt.Sprintf("%d unknown values chosen", others))
	}
	input = "with " + strings.Join(with, ", ")
	if n := len(with); n > 1 {
		input = "with " + strings.Join(with[:n-1], ", ") + " and " + with[n-1]
	}
	if len(with) == 0 {
		input = "always"
	}
	pos = c.Fn.Pos()
	r := w.Run
	if r.Sink != nil {
		if r.SinkIn == c && r.SinkPos.IsValid() {
			pos = r.SinkPos
		}
		what = fmt.Sprintf("it calls %s, which never returns for these arguments", calleeName(r.Sink.Callee, a.pkg))
		if r.SinkIn != c {
			what = fmt.Sprintf("%s calls %s, which never returns for these arguments", r.SinkIn.Fn.Name(), calleeName(r.Sink.Callee, a.pkg))
		}
	} else if r.RepeatCall != nil {
		if r.RepeatIn == c && r.RepeatPos.IsValid() {
			pos = r.RepeatPos
		}
		var args []string
		for i, v := range r.RepeatCall.Inputs {
			args = append(args, fmt.Sprintf("%s = %s", r.RepeatCall.Vars[v].Name, value(r.RepeatCall.Vars[v].Type, r.RepeatArgs[i])))
		}
		what = fmt.Sprintf("it calls %s again with %s, forever", r.RepeatCall.Fn.Name(), strings.Join(args, ", "))
		if r.RepeatCall == c && slices.Equal(r.RepeatArgs, w.Inputs) {
			what = fmt.Sprintf("it calls %s again with the same arguments, forever", c.Fn.Name())
		}
		if len(args) == 0 {
			what = fmt.Sprintf("it calls %s again, forever", r.RepeatCall.Fn.Name())
		}
	} else {
		if lp := loopPos(c, r.RepeatLoop); lp.IsValid() {
			pos = lp
		}
		what = fmt.Sprintf("the loop at line %d comes back to the same state, forever", c.Fn.Prog.Fset.Position(pos).Line)
	}
	return input, what, pos
}

// maxLatentSets bounds the entry sets tried per function in strict mode.
const maxLatentSets = 12

// maxLatentPairs bounds the meets of two candidate entry sets latentSet
// tries in strict mode after the single ones.
const maxLatentPairs = 8

// latentSet looks for an entry set of c, stated by one of the conditions of
// c (or their negations, moved by one), from which every execution
// diverges: by recursion (see recurrent) or in a loop. The message gives
// the set and an input in it.
func (a *pkg) latentSet(ctx context.Context, c *ssa2cfa.CFA, scc []*ssa.Function, withPairs bool) (diag, bool) {
	k := a.loops
	if len(c.Locs) <= maxOctLocs && len(c.Vars) <= maxOctVars {
		k = a.checker // relational entry sets for small functions
	}
	p := k.CPA(c)
	top := k.Domain.Top(len(c.Vars))
	self := recursesIn(c, scc, a.cfas) || len(a.sinkCallees(c, scc)) > 0
	input := make([]bool, len(c.Vars))
	for _, v := range c.Inputs {
		input[v] = true
	}
	tried := 0
	families := maxFamilies
	seen := map[string]bool{}
	singles := a.latentCandidates(c, p, top, input)
	candidates := singles
	if withPairs {
		// In strict mode (not for the summaries of default mode, where
		// they would cost every function), the meets of two of them too
		// (k < 0 and k < n for a recursion on (n-1, k-1) and (n-1, k)
		// that stops at k == 0 or k == n).
		candidates = append(slices.Clip(singles), meets(singles, maxLatentPairs)...)
	}
	triedPairs := 0
	for idx, r := range candidates {
		if ctx.Err() != nil {
			break
		}
		pair := idx >= len(singles)
		if !pair && tried >= maxLatentSets || pair && triedPairs >= maxLatentPairs {
			continue
		}
		if r.IsBot() || seen[r.String()] || describe(c, r) == "" {
			continue
		}
		seen[r.String()] = true
		if pair {
			triedPairs++
		} else {
			tried++
		}
		var pr *recur.Proof
		if self {
			pr = a.recurrent(ctx, k, c, scc, r, &families)
		} else if q, err := k.Diverges(ctx, c, r, nil); err == nil && q != nil && len(q.Loops) > 0 && a.callsReturn(c, q) {
			pr = q
		}
		if pr == nil {
			continue
		}
		in, ok := a.newExplorer(checkSteps).FindEndless(ctx, c, r, confirmTries)
		if !ok {
			continue
		}
		var with []string
		for i, v := range c.Inputs {
			with = append(with, fmt.Sprintf("%s = %s", c.Vars[v].Name, value(c.Vars[v].Type, in[i])))
		}
		var d diag
		if self {
			d = a.recursionDiag(c, c.Entry, r, pr)
		} else {
			d = a.loopDiag(c, c.Entry, r, nil, pr, true)
		}
		d.Category = catLatent
		d.Message = strings.Replace(d.Message, " never terminates when ", " does not terminate when ", 1) + " (e.g. " + strings.Join(with, ", ") + ")"
		return d, true
	}
	return diag{}, false
}

// meets returns up to max meets of two of sets, those that are neither
// empty nor one of the two.
func meets(sets []domains.Numeric, max int) []domains.Numeric {
	var out []domains.Numeric
	for i := 0; i < len(sets) && len(out) < max; i++ {
		for j := i + 1; j < len(sets) && len(out) < max; j++ {
			m := sets[i].Meet(sets[j])
			if !m.IsBot() && !equal(m, sets[i]) && !equal(m, sets[j]) {
				out = append(out, m)
			}
		}
	}
	return out
}

// equal reports whether a and b are the same set.
func equal(a, b domains.Numeric) bool { return a.Leq(b) && b.Leq(a) }

// latentCandidates lists the entry sets latentSet tries: first, per call
// to a function with a must-diverge summary, the inputs whose arguments
// satisfy it; then one per condition of c over inputs (see
// numeric.Thresholds).
func (a *pkg) latentCandidates(c *ssa2cfa.CFA, p *numeric.CPA, top domains.Numeric, input []bool) []domains.Numeric {
	var out []domains.Numeric
	for _, e := range c.Edges {
		call, ok := e.Op.(*ssa2cfa.Call)
		if !ok || call.Callee == nil || a.inCycle(c, call.Callee) {
			continue
		}
		if s := a.sums.summary(call.Callee); s != nil {
			if cond, ok := s.Cond(call); ok {
				out = append(out, recur.EntrySet(c, p.Evaluator().Assume(top, cond)))
			}
		}
	}
	copies := inputCopies(c, input)
	for _, t := range numeric.Thresholds(c, top) {
		ok := len(t.Lin.Terms) > 0
		terms := make([]domains.Term, len(t.Lin.Terms))
		for i, term := range t.Lin.Terms {
			terms[i] = term
			if in, isCopy := copies[term.Dim]; isCopy {
				terms[i].Dim = in
			}
			ok = ok && terms[i].Dim < len(input) && input[terms[i].Dim]
		}
		l, fits := domains.NewLin(t.Lin.Const, terms...)
		if ok && fits && len(l.Terms) > 0 {
			out = append(out, top.Assume(domains.Constraint{Lin: l, Kind: t.Kind}))
		}
	}
	// The signs of inputs compared with what the function computes:
	// for i := 1; i != n; i++ diverges for every n <= 0, and for i := 0;
	// i != n; i += 2 for every n < 0.
	for _, v := range comparedInputs(c, input) {
		for _, k := range []int64{0, 1} {
			for _, coef := range []int64{1, -1} {
				out = append(out, top.Assume(domains.Constraint{Lin: domains.Lin{Const: k, Terms: []domains.Term{{Dim: int(v), Coef: coef}}}, Kind: domains.LeZero}))
			}
		}
	}
	return out
}

// comparedInputs lists, in order, the integer inputs that the conditions of
// c compare with other values.
func comparedInputs(c *ssa2cfa.CFA, input []bool) []ssa2cfa.Var {
	seen := map[ssa2cfa.Var]bool{}
	var out []ssa2cfa.Var
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assume)
		if !ok {
			continue
		}
		ssa2cfa.Vars(a.Cond, func(v ssa2cfa.Var) {
			if v >= 0 && int(v) < len(input) && input[v] && !seen[v] && c.Vars[v].Type.IsInt() {
				seen[v] = true
				out = append(out, v)
			}
		})
	}
	return out
}

// inputCopies maps each variable that some edge sets to an input's value
// (n := n0 before a loop that changes n) to that input: a condition on
// the copy, stated of the input, is an entry set worth trying (for
// n != 10 { n += 2 } diverges from n >= 11).
func inputCopies(c *ssa2cfa.CFA, input []bool) map[int]int {
	out := map[int]int{}
	for _, e := range c.Edges {
		a, ok := e.Op.(*ssa2cfa.Assign)
		if !ok {
			continue
		}
		for i, x := range a.Exprs {
			if r, ok := x.(*ssa2cfa.VarRef); ok && input[r.V] && !input[a.Vars[i]] {
				out[int(a.Vars[i])] = int(r.V)
			}
		}
	}
	return out
}

// value prints a value of type t.
func value(t ssa2cfa.Type, v cfainterp.Value) string {
	switch {
	case t.IsBool():
		return fmt.Sprint(v != 0)
	case t.Signed:
		return fmt.Sprint(int64(v))
	}
	return fmt.Sprint(v)
}
