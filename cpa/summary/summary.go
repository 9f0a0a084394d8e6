package summary

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Term is Coef * the value of Slot.
type Term struct {
	Slot Slot
	Coef int64
}

// Constraint is Const + Σ Terms <= 0, or == 0 when Eq; terms are sorted by
// slot, without repeats or zero coefficients.
type Constraint struct {
	Terms []Term
	Const int64
	Eq    bool
}

func (c Constraint) String() string {
	var b strings.Builder
	for i, t := range c.Terms {
		switch {
		case t.Coef == 1 && i > 0:
			b.WriteString(" + ")
		case t.Coef == 1:
		case t.Coef == -1 && i > 0:
			b.WriteString(" - ")
		case t.Coef == -1:
			b.WriteString("-")
		case i > 0 && t.Coef < 0:
			fmt.Fprintf(&b, " - %d*", -t.Coef)
		case i > 0:
			fmt.Fprintf(&b, " + %d*", t.Coef)
		default:
			fmt.Fprintf(&b, "%d*", t.Coef)
		}
		b.WriteString(t.Slot.String())
	}
	op := " <= "
	if c.Eq {
		op = " == "
	}
	return b.String() + op + fmt.Sprint(-c.Const)
}

// Summary is a conjunction of constraints over a function's slots. As a
// postcondition it holds of every returning execution; Never says that no
// execution returns.
type Summary struct {
	Never bool
	Cons  []Constraint
	// Cases hold in addition when a bool result has a given value, or an
	// integer result a given sign.
	Cases []Case
	// Small holds in addition when the parameters SmallParams lists all
	// get small arguments (see SmallEntry).
	Small       []Constraint
	SmallParams []int
}

// ReadsParamLen reports whether some constraint of s mentions the length
// of a parameter: applying s at a call needs the arguments' lengths.
func (s *Summary) ReadsParamLen() bool {
	reads := func(cs []Constraint) bool {
		for _, c := range cs {
			for _, t := range c.Terms {
				if t.Slot.IsParamLen() {
					return true
				}
			}
		}
		return false
	}
	if reads(s.Cons) || reads(s.Small) {
		return true
	}
	for _, c := range s.Cases {
		if reads(c.Cons) {
			return true
		}
		for _, alt := range c.Or {
			if reads(alt) {
				return true
			}
		}
	}
	return false
}

// AFact marks a Summary as an analysis fact.
func (*Summary) AFact() {}

func (s *Summary) String() string {
	if s.Never {
		return "never returns"
	}
	out := "{" + joinCons(s.Cons) + "}"
	if len(s.Small) > 0 {
		out += fmt.Sprintf(" small%v => {%s}", s.SmallParams, joinCons(s.Small))
	}
	for _, c := range s.Cases {
		switch {
		case c.Sign && c.Never && c.Value == 0:
			out += fmt.Sprintf(" r%d >= 0", c.Result)
		case c.Sign && c.Never:
			out += fmt.Sprintf(" r%d < 0", c.Result)
		case c.Sign && c.Value == 0:
			out += fmt.Sprintf(" r%d < 0 => {%s}", c.Result, joinCons(c.Cons))
		case c.Sign:
			out += fmt.Sprintf(" r%d >= 0 => {%s}", c.Result, joinCons(c.Cons))
		case c.Never:
			out += fmt.Sprintf(" r%d != %d", c.Result, c.Value)
		default:
			out += fmt.Sprintf(" r%d == %d => {%s}", c.Result, c.Value, joinCons(c.Cons))
		}
		if len(c.Or) > 0 {
			alts := make([]string, len(c.Or))
			for i, alt := range c.Or {
				alts[i] = "{" + joinCons(alt) + "}"
			}
			out += " and (" + strings.Join(alts, " or ") + ")"
		}
	}
	return out
}

func joinCons(cs []Constraint) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}

// MaxConstraints bounds the constraints a summary keeps (the first in the
// canonical order); dropping constraints only weakens a summary.
const MaxConstraints = 32

// Post computes the postcondition of c's function from exits, an
// over-approximation of its states at c.Exit as a list of states (none
// when no execution returns): a conjunction over their join, and the cases
// of a bool result (see Cases).
func Post(c *ssa2cfa.CFA, exits []domains.Numeric) *Summary {
	var exit domains.Numeric
	var live []domains.Numeric
	slots := AllSlots(c)
	for _, n := range exits {
		if n == nil || n.IsBot() {
			continue
		}
		// Each exit on the slots first: what a return's temporaries relate
		// (len(r0) == i, len(r2) == len(p0) - i - 3) is carried over to
		// the slots before the join drops the temporaries, whose relations
		// differ from one return to the next.
		n = onlySlots(n, slots)
		live = append(live, n)
		if exit == nil {
			exit = n
		} else {
			exit = exit.Join(n)
		}
	}
	if exit == nil {
		return &Summary{Never: true}
	}
	sum := &Summary{Cons: Project(c, exit, AllSlots(c))}
	sum.Cases = Cases(c, live, sum.Cons)
	return sum
}

// Both returns the conjunction of two sound summaries of c: a's
// constraints and those of b's that a lacks, and their cases together
// (see bothCases). Where both cases have alternatives, b's are kept: b is
// the sharper analysis of the results (a relational one over their cone,
// beside a's intervals), whose alternatives relate what a's cannot.
func Both(c *ssa2cfa.CFA, a, b *Summary) *Summary {
	if a.Never || b.Never {
		return &Summary{Never: true}
	}
	out := &Summary{Cons: slices.Clone(a.Cons), Cases: bothCases(c, a.Cases, b.Cases), Small: a.Small, SmallParams: a.SmallParams}
	out.Cons = appendNew(out.Cons, b.Cons)
	return out
}

// bothCases returns the cases of the conjunction of two sound summaries
// of c with cases a and b: when both are about the same result, the
// constraints of each case together. Value cases list every value the
// result takes, so only the values both list are kept; a bool or sign case
// that one summary leaves out says nothing, and the other's is kept.
func bothCases(c *ssa2cfa.CFA, a, b []Case) []Case {
	switch {
	case len(b) == 0:
		return a
	case len(a) == 0:
		return b
	case a[0].Result != b[0].Result || a[0].Sign != b[0].Sign:
		return a
	}
	values := isValueCase(c, a[0].Result, a[0].Sign)
	var out []Case
	for _, x := range a {
		i := slices.IndexFunc(b, func(y Case) bool { return y.Value == x.Value })
		switch {
		case i >= 0:
			y := b[i]
			or := y.Or // one disjunction of the two (a conjunct dropped: weaker)
			if len(or) == 0 {
				or = x.Or
			}
			out = append(out, Case{Result: x.Result, Value: x.Value, Sign: x.Sign, Never: x.Never || y.Never, Cons: appendNew(slices.Clone(x.Cons), y.Cons), Or: or})
		case !values:
			out = append(out, x)
		}
	}
	if !values {
		for _, y := range b {
			if !slices.ContainsFunc(a, func(x Case) bool { return x.Value == y.Value }) {
				out = append(out, y)
			}
		}
		slices.SortStableFunc(out, func(x, y Case) int { return cmp.Compare(x.Value, y.Value) })
	}
	if len(out) == 0 {
		return a // no value both allow: keep one summary's cases
	}
	return out
}

// appendNew appends to cons the constraints of more it lacks.
func appendNew(cons, more []Constraint) []Constraint {
	have := map[string]bool{}
	for _, c := range cons {
		have[c.String()] = true
	}
	for _, c := range more {
		if !have[c.String()] {
			have[c.String()] = true
			cons = append(cons, c)
		}
	}
	return cons
}

// onlySlots forgets the dimensions of n that hold no slot.
func onlySlots(n domains.Numeric, slots map[Slot]ssa2cfa.Var) domains.Numeric {
	keep := make(map[int]bool, len(slots))
	for _, v := range slots {
		keep[int(v)] = true
	}
	var forget []int
	for d := 0; d < n.Dims(); d++ {
		if !keep[d] {
			forget = append(forget, d)
		}
	}
	return n.Forget(forget...)
}

// Project returns constraints over slots implied by n (a value over c's
// variables), in canonical order, omitting those implied by the slots'
// variable ranges alone.
func Project(c *ssa2cfa.CFA, n domains.Numeric, slots map[Slot]ssa2cfa.Var) []Constraint {
	dimSlot := make(map[int]Slot, len(slots))
	for s, v := range slots {
		dimSlot[int(v)] = s
	}
	n = onlySlots(n, slots)
	var out []Constraint
	for _, k := range n.Constraints() {
		con, ok := onSlots(k, func(d int) (Slot, int64, bool) {
			s, in := dimSlot[d]
			return s, 0, in
		})
		if ok && !impliedByRange(c, k, slots, dimSlot) {
			out = append(out, con)
		}
	}
	Sort(out)
	if len(out) > MaxConstraints {
		out = out[:MaxConstraints]
	}
	return out
}

// onSlots states k, a constraint over dimensions, over slots: slotOf maps
// dimension d to a slot s and an offset off with x_d = s - off. ok is false
// when a dimension has no slot, k has no terms, or the constant overflows.
func onSlots(k domains.Constraint, slotOf func(d int) (s Slot, off int64, ok bool)) (Constraint, bool) {
	con := Constraint{Const: k.Lin.Const, Eq: k.Kind == domains.EqZero}
	if len(k.Lin.Terms) == 0 {
		return con, false
	}
	for _, t := range k.Lin.Terms {
		s, off, ok := slotOf(t.Dim)
		if !ok {
			return con, false
		}
		con.Terms = append(con.Terms, Term{Slot: s, Coef: t.Coef})
		if off != 0 {
			c, ok := mulSub(con.Const, t.Coef, off)
			if !ok {
				return con, false
			}
			con.Const = c
		}
	}
	con.Terms = sortedTerms(con.Terms...)
	return con, true
}

// impliedByRange reports a one-variable constraint that every value of the
// variable's range satisfies.
func impliedByRange(c *ssa2cfa.CFA, k domains.Constraint, slots map[Slot]ssa2cfa.Var, dimSlot map[int]Slot) bool {
	if len(k.Lin.Terms) != 1 {
		return false
	}
	t := k.Lin.Terms[0]
	info := &c.Vars[t.Dim]
	r := domains.Interval{Lo: info.Lo(), Hi: info.Hi()}.Scale(t.Coef).Add(domains.Point(k.Lin.Const))
	if k.Kind == domains.EqZero {
		return r.Lo == 0 && r.Hi == 0
	}
	return r.Hi <= 0
}

// Sort puts constraints in canonical order and removes duplicates.
func Sort(cs []Constraint) {
	sort.SliceStable(cs, func(i, j int) bool { return less(cs[i], cs[j]) })
}

func less(a, b Constraint) bool {
	if len(a.Terms) != len(b.Terms) {
		return len(a.Terms) < len(b.Terms)
	}
	for i := range a.Terms {
		if a.Terms[i].Slot != b.Terms[i].Slot {
			return a.Terms[i].Slot < b.Terms[i].Slot
		}
		if a.Terms[i].Coef != b.Terms[i].Coef {
			return a.Terms[i].Coef < b.Terms[i].Coef
		}
	}
	if a.Eq != b.Eq {
		return a.Eq
	}
	return a.Const < b.Const
}
