package nonterm

import (
	"fmt"
	"go/token"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// recursionDiag reports that every execution of c from the entry set r
// diverges by recursion, or by calls whose callees' summaries say they
// never return.
func (a *pkg) recursionDiag(c *ssa2cfa.CFA, l ssa2cfa.Loc, r domains.Numeric, pr *recur.Proof) diag {
	pos := token.NoPos
	var others, sinks []string
	recurs := false
	for _, e := range pr.Sinks {
		callee := e.Op.(*ssa2cfa.Call).Callee
		if d := a.sums.of(callee); d != nil && !a.inCycle(c, callee) {
			if pos == token.NoPos {
				pos = e.Pos
			}
			s := calleeName(callee, a.pkg) + ", which never returns"
			if len(d.Summary.When) > 0 {
				s += " when " + d.Summary.Describe(d.Params)
			}
			if !contains(sinks, s) {
				sinks = append(sinks, s)
			}
			continue
		}
		recurs = true
		if pos == token.NoPos {
			pos = e.Pos
		}
		if callee != c.Fn && !contains(others, callee.Name()) {
			others = append(others, callee.Name())
		}
	}
	why := "every call recurses"
	switch {
	case len(sinks) > 0 && !recurs:
		why = "it calls " + strings.Join(sinks, ", or ")
	case len(others) > 0:
		why += " through " + strings.Join(others, " and ")
	default:
		if how := argTrend(c, pr); how != "" {
			why += " with " + how
		}
	}
	if len(sinks) > 0 && recurs {
		why += ", or calls " + strings.Join(sinks, ", or ")
	}
	d := newDiag(c, pos, catManifest, fmt.Sprintf("%s never terminates%s: %s", c.Fn.Name(), when(c, r), why))
	d.entry = r
	return d
}

// inCycle reports whether callee is c's function or in the call cycle
// being analysed.
func (a *pkg) inCycle(c *ssa2cfa.CFA, callee *ssa.Function) bool {
	return callee == c.Fn || slices.Contains(a.scc, callee)
}

// loopDiag reports that every execution of c through l, in the states s
// (nil if unknown) of inputs in r, diverges in a loop.
func (a *pkg) loopDiag(c *ssa2cfa.CFA, l ssa2cfa.Loc, r, s domains.Numeric, pr *recur.Proof, whole bool) diag {
	pos := loopPos(c, pr.Loops[0])
	where := "a loop"
	if pos.IsValid() {
		where = fmt.Sprintf("the loop at line %d", c.Fn.Prog.Fset.Position(pos).Line)
	}
	why := where + " never exits"
	if len(pr.Sinks) > 0 {
		why += " or recurses without end"
	}
	cond := when(c, r)
	if cond != "" && !whole {
		// Not every input of r diverges: r only bounds those that get
		// to the point l.
		cond = " once it gets there"
		if lp := c.Locs[l].Pos; lp.IsValid() {
			cond = fmt.Sprintf(" once it gets to line %d", c.Fn.Prog.Fset.Position(lp).Line)
		}
		cond += " (possible only when " + describe(c, r) + ")"
	}
	if cond == "" && s != nil {
		// The inputs do not say; the values the loop tests do.
		if d := describe(c, s.Forget(untested(c, pr.Loops[0])...)); d != "" {
			cond = " once " + d
		}
	}
	d := newDiag(c, pos, catManifest, fmt.Sprintf("%s never terminates%s: %s", c.Fn.Name(), cond, why))
	if l == c.Entry {
		d.entry = r
	}
	return d
}

// untested lists the variables that no test leaving the loop at head reads.
func untested(c *ssa2cfa.CFA, head ssa2cfa.Loc) []int {
	body := naturalLoop(c, head)
	read := make([]bool, len(c.Vars))
	for _, e := range c.Edges {
		if a, ok := e.Op.(*ssa2cfa.Assume); ok && body[e.From] && !body[e.To] {
			ssa2cfa.Vars(a.Cond, func(v ssa2cfa.Var) {
				if v >= 0 && int(v) < len(read) {
					read[v] = true
				}
			})
		}
	}
	var out []int
	for v, r := range read {
		if !r {
			out = append(out, v)
		}
	}
	return out
}

// when describes an entry set as " when COND", or "" for every input.
func when(c *ssa2cfa.CFA, r domains.Numeric) string {
	d := describe(c, r)
	if d == "" {
		return ""
	}
	return " when " + d
}

// argTrend says how the recursive calls of a proof change the parameters:
// "the same x", "a larger n", "a smaller n", for the parameters every call
// changes the same way.
func argTrend(c *ssa2cfa.CFA, pr *recur.Proof) string {
	ev := machine.NewEvaluator(c, machine.Options{Unbounded: true})
	var same, larger, smaller []string
	for i, pv := range c.Params {
		if pv < 0 || !c.Vars[pv].Type.IsInt() {
			continue
		}
		trend := ""
		for _, e := range pr.Sinks {
			call := e.Op.(*ssa2cfa.Call)
			if i >= len(call.Args) || call.Args[i] == nil || call.Args[i].Type() != c.Vars[pv].Type {
				trend = "?"
				break
			}
			n := joinAt(pr.Reached, e.From)
			if n == nil {
				continue
			}
			d := ev.Eval(n, &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: call.Args[i], Y: c.Ref(pv)}).Range
			t := "?"
			switch {
			case d.Lo == 0 && d.Hi == 0:
				t = "="
			case d.Lo > 0:
				t = ">"
			case d.Hi < 0:
				t = "<"
			}
			if trend != "" && trend != t {
				t = "?"
			}
			trend = t
			if t == "?" {
				break
			}
		}
		name := c.Vars[pv].Name
		switch trend {
		case "=":
			same = append(same, name)
		case ">":
			larger = append(larger, name)
		case "<":
			smaller = append(smaller, name)
		}
	}
	var parts []string
	if len(larger) > 0 {
		parts = append(parts, "a larger "+strings.Join(larger, " and "))
	}
	if len(smaller) > 0 {
		parts = append(parts, "a smaller "+strings.Join(smaller, " and "))
	}
	if len(same) > 0 {
		parts = append(parts, "the same "+strings.Join(same, " and "))
	}
	return strings.Join(parts, " and ")
}

// describe prints the constraints of an entry set with source names,
// leaving out those every value of the variables' types satisfies.
func describe(c *ssa2cfa.CFA, r domains.Numeric) string {
	var parts []string
	for _, k := range r.Constraints() {
		if s := constraintString(c, k); s != "" && !contains(parts, s) {
			parts = append(parts, s)
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, " && ")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// constraintString prints one constraint, or "" for one implied by types.
func constraintString(c *ssa2cfa.CFA, k domains.Constraint) string {
	name := func(d int) string {
		if d < len(c.Vars) && c.Vars[d].Name != "" {
			return c.Vars[d].Name
		}
		return fmt.Sprintf("v%d", d)
	}
	bound := -k.Lin.Const
	if len(k.Lin.Terms) == 1 {
		t := k.Lin.Terms[0]
		if t.Dim >= len(c.Vars) || (t.Coef != 1 && t.Coef != -1) {
			return ""
		}
		info := &c.Vars[t.Dim]
		v := name(t.Dim)
		if k.Kind == domains.EqZero {
			val := bound * t.Coef
			if info.Type.IsBool() {
				return map[bool]string{true: v, false: "!" + v}[val != 0]
			}
			return fmt.Sprintf("%s == %d", v, val)
		}
		if t.Coef == 1 { // v <= bound
			if bound >= info.Hi() {
				return ""
			}
			if info.Type.IsBool() {
				return "!" + v
			}
			if bound == -1 {
				return v + " < 0"
			}
			return fmt.Sprintf("%s <= %d", v, bound)
		}
		// -v <= bound: v >= -bound
		lo := -bound
		if lo <= info.Lo() {
			return ""
		}
		if info.Type.IsBool() {
			return v
		}
		if lo == 1 {
			return v + " > 0"
		}
		return fmt.Sprintf("%s >= %d", v, lo)
	}
	if s := differenceString(k, name); s != "" {
		return s
	}
	coefs, names := make([]int64, len(k.Lin.Terms)), make([]string, len(k.Lin.Terms))
	for i, t := range k.Lin.Terms {
		coefs[i], names[i] = t.Coef, name(t.Dim)
	}
	sum := domains.FormatSum(coefs, names)
	op := "<="
	if k.Kind == domains.EqZero {
		op = "=="
	}
	return fmt.Sprintf("%s %s %d", sum, op, bound)
}

// differenceString prints a constraint on the difference of two variables
// as a comparison of them (i < n for i - n <= -1, a == b + 2 for
// a - b - 2 == 0); "" for any other constraint.
func differenceString(k domains.Constraint, name func(int) string) string {
	if len(k.Lin.Terms) != 2 || k.Lin.Terms[0].Coef != -k.Lin.Terms[1].Coef || (k.Lin.Terms[0].Coef != 1 && k.Lin.Terms[0].Coef != -1) {
		return ""
	}
	a, b := k.Lin.Terms[0].Dim, k.Lin.Terms[1].Dim
	if k.Lin.Terms[0].Coef < 0 {
		a, b = b, a
	}
	bound := -k.Lin.Const // a - b <= bound, or == bound
	rhs := func(c int64) string {
		switch {
		case c == 0:
			return name(b)
		case c > 0:
			return fmt.Sprintf("%s + %d", name(b), c)
		}
		return fmt.Sprintf("%s - %d", name(b), -c)
	}
	if k.Kind == domains.EqZero {
		return name(a) + " == " + rhs(bound)
	}
	if bound < 0 {
		return name(a) + " < " + rhs(bound+1)
	}
	return name(a) + " <= " + rhs(bound)
}

// sortDiags orders diagnostics by position, then message.
func sortDiags(ds []diag) {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Pos != ds[j].Pos {
			return ds[i].Pos < ds[j].Pos
		}
		return ds[i].Message < ds[j].Message
	})
}
