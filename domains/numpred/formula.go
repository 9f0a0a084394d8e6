package numpred

import (
	"strconv"
	"strings"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/bddpred"
)

// Formula is a Boolean formula over predicates (unprimed or primed slots)
// and numeric constraints of the pre-state: the t and f of choice(t, f) and
// the conditions of Assume.
type Formula interface {
	String() string
	isFormula()
}

// Const is the formula true or false.
type Const bool

// PredAtom is the predicate of a slot (its primed copy when Primed).
type PredAtom struct {
	P      bddpred.Pred
	Primed bool
}

// NumAtom is a numeric constraint over the pre-state.
type NumAtom struct{ C domains.Constraint }

// Not is ¬X.
type Not struct{ X Formula }

// And is the conjunction of its operands (true when empty).
type And []Formula

// Or is the disjunction of its operands (false when empty).
type Or []Formula

func (Const) isFormula()    {}
func (PredAtom) isFormula() {}
func (NumAtom) isFormula()  {}
func (Not) isFormula()      {}
func (And) isFormula()      {}
func (Or) isFormula()       {}

// String returns "true" or "false".
func (c Const) String() string {
	if c {
		return "true"
	}
	return "false"
}

// String returns "p<slot>", primed with a quote.
func (a PredAtom) String() string {
	s := "p" + strconv.Itoa(int(a.P))
	if a.Primed {
		s += "'"
	}
	return s
}

// String returns the constraint in parentheses.
func (a NumAtom) String() string { return "(" + a.C.String() + ")" }

// String returns "!" and the operand.
func (n Not) String() string { return "!" + n.X.String() }

// String returns the operands joined by "&&".
func (a And) String() string { return join([]Formula(a), " && ", "true") }

// String returns the operands joined by "||".
func (o Or) String() string { return join([]Formula(o), " || ", "false") }

func join(fs []Formula, sep, empty string) string {
	if len(fs) == 0 {
		return empty
	}
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return "(" + strings.Join(parts, sep) + ")"
}

// P is the formula of the unprimed predicate of slot p.
func P(p bddpred.Pred) Formula { return PredAtom{P: p} }

// N is the formula of a numeric constraint.
func N(c domains.Constraint) Formula { return NumAtom{C: c} }

// numAtoms returns the distinct numeric atoms of fs in order of first
// occurrence.
func numAtoms(fs ...Formula) []domains.Constraint {
	var out []domains.Constraint
	seen := map[string]bool{}
	var walk func(f Formula)
	walk = func(f Formula) {
		switch f := f.(type) {
		case NumAtom:
			if k := f.C.String(); !seen[k] {
				seen[k] = true
				out = append(out, f.C)
			}
		case Not:
			walk(f.X)
		case And:
			for _, g := range f {
				walk(g)
			}
		case Or:
			for _, g := range f {
				walk(g)
			}
		}
	}
	for _, f := range fs {
		walk(f)
	}
	return out
}

// toBDD compiles f into a BDD; num gives the BDD of a numeric atom.
func toBDD(m *bddpred.Manager, f Formula, num func(domains.Constraint) bddpred.BDD) bddpred.BDD {
	switch f := f.(type) {
	case Const:
		return m.Const(bool(f))
	case PredAtom:
		return m.Lit(f.P, f.Primed, true)
	case NumAtom:
		return num(f.C)
	case Not:
		return toBDD(m, f.X, num).Not()
	case And:
		r := m.True()
		for _, g := range f {
			r = r.And(toBDD(m, g, num))
		}
		return r
	case Or:
		r := m.False()
		for _, g := range f {
			r = r.Or(toBDD(m, g, num))
		}
		return r
	}
	return m.True()
}
