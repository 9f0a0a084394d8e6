package summary

import (
	"math/big"
	"slices"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Case is a postcondition that holds when a bool result has one value:
// isDigit(s, i) returns true only when i < len(s), which a single convex
// postcondition (a conjunction over both outcomes) cannot say; without a
// bool result, when an error result is nil or not (its nil flag, see
// ssa2cfa.CFA.Results): fill() returns nil only when off < len(buf); or
// when a slice result is nil or not: read(n) returns nil, or n bytes. For a
// function without a bool result, the cases are the values of its first
// integer result if it returns one of a few constants (a scanner's
// next(s, i) returns the token kind EOF with i, or Ident with an index
// past i), one case per value, each value it returns a case; else the
// signs of its first signed integer result (Sign): clamp(i, n) returns
// -1, or an index below n, which their join cannot say either.
type Case struct {
	Result int   // the result's index
	Value  int64 // 0 (false; with Sign, negative) or 1 (true; with Sign, non-negative); or the integer result's value
	Sign   bool
	// Never says the result never has this value when the function returns.
	Never bool
	Cons  []Constraint
	// Or, if set, holds alternatives one of which holds too: the returns
	// with this value are of a few kinds, each saying what their join
	// does not (read(n) returns nil when n > len(*s), or when n < 0).
	Or [][]Constraint
}

// maxAlternatives bounds the alternatives of a case.
const maxAlternatives = 4

// Matches reports whether a result of mathematical value v selects the case.
func (c Case) Matches(v *big.Int) bool {
	if c.Sign {
		return (v.Sign() >= 0) == (c.Value == 1)
	}
	return v.Cmp(big.NewInt(c.Value)) == 0
}

// caseResult returns the result c's cases are about, and whether they are
// about its sign: its first tracked bool result, or else its first tracked
// signed integer one; -1 if none.
func caseResult(c *ssa2cfa.CFA) (k int, sign bool) {
	if k := boolResult(c); k >= 0 {
		return k, false
	}
	return signedResult(c), true
}

// signedResult returns the index of c's first tracked signed integer
// result, or -1.
func signedResult(c *ssa2cfa.CFA) int {
	for k, r := range c.Results {
		if r >= 0 && c.Vars[r].Type.IsInt() && c.Vars[r].Type.Signed {
			return k
		}
	}
	return -1
}

// caseConstraint returns the constraint on result variable r that selects
// the case of value v: r == v, or with sign, r <= -1 (v = 0) or r >= 0.
func caseConstraint(r int, v int64, sign bool) domains.Constraint {
	if !sign {
		return domains.Constraint{Lin: domains.Lin{Terms: []domains.Term{{Dim: r, Coef: 1}}, Const: -v}, Kind: domains.EqZero}
	}
	if v == 0 {
		return domains.Constraint{Lin: domains.Lin{Terms: []domains.Term{{Dim: r, Coef: 1}}, Const: 1}, Kind: domains.LeZero}
	}
	return domains.Constraint{Lin: domains.Lin{Terms: []domains.Term{{Dim: r, Coef: -1}}}, Kind: domains.LeZero}
}

// boolResult returns the index of c's first tracked bool result, else of
// its first result of interface type (whose nil flag is tracked: an
// error), else of its first slice result (whose nil flag is tracked too,
// with its length); -1 if none.
func boolResult(c *ssa2cfa.CFA) int {
	flag, slice := -1, -1
	for k, r := range c.Results {
		switch {
		case r < 0 || !c.Vars[r].Type.IsBool():
		case !c.Vars[r].NilFlag:
			return k
		case k < len(c.ResultLens) && c.ResultLens[k] >= 0:
			if slice < 0 {
				slice = k
			}
		case flag < 0:
			flag = k
		}
	}
	if flag < 0 {
		return slice
	}
	return flag
}

// Cases computes the cases of c's case result (see caseResult) from
// exits, the states in which c's function returns (kept apart: their join
// is what Post projects). A case is kept when it says more than base, the
// postcondition of every outcome.
func Cases(c *ssa2cfa.CFA, exits []domains.Numeric, base []Constraint) []Case {
	k, sign := caseResult(c)
	if len(exits) < 2 {
		return nil
	}
	have := map[string]bool{}
	for _, con := range base {
		have[con.String()] = true
	}
	if kv, vs := valueResult(c, exits); kv >= 0 && (k < 0 || sign || c.Vars[c.Results[k]].NilFlag) {
		// Value cases, if one says more than its value: splitting a
		// caller's state per value costs, and buys nothing else.
		out := casesFor(c, exits, have, kv, false, vs)
		for _, cs := range out {
			if len(cs.Cons) > 0 {
				return out
			}
		}
	}
	if k < 0 {
		return nil
	}
	out := casesFor(c, exits, have, k, sign, []int64{0, 1})
	if ks := signedResult(c); c.Vars[c.Results[k]].NilFlag && !saysWhenNil(out) && ks >= 0 {
		// What a nil error says is what callers use: when it says
		// nothing, the signs of an integer result may (an index a
		// search returns is non-negative, -1 when it fails).
		return casesFor(c, exits, have, ks, true, []int64{0, 1})
	}
	return out
}

// saysWhenNil reports whether cases on a nil flag say something of the
// case where the value is nil.
func saysWhenNil(cases []Case) bool {
	for _, cs := range cases {
		if cs.Value == 1 && (cs.Never || len(cs.Cons) > 0) {
			return true
		}
	}
	return false
}

// casesFor computes the cases of result k for values (signs, with sign),
// leaving out the constraints in have.
func casesFor(c *ssa2cfa.CFA, exits []domains.Numeric, have map[string]bool, k int, sign bool, values []int64) []Case {
	r := c.Results[k]
	var out []Case
	for _, v := range values {
		is := caseConstraint(int(r), v, sign)
		var join domains.Numeric
		var parts []domains.Numeric
		for _, n := range exits {
			if m := n.Assume(is); !m.IsBot() {
				parts = append(parts, m)
				if join == nil {
					join = m
				} else {
					join = join.Join(m)
				}
			}
		}
		if join == nil {
			if !sign { // a sign no exit has is in base already
				out = append(out, Case{Result: k, Value: v, Never: true})
			}
			continue
		}
		var extra []Constraint
		for _, con := range Project(c, join, AllSlots(c)) {
			if !have[con.String()] && (sign || !onlyResult(con, k)) {
				extra = append(extra, con)
			}
		}
		var or [][]Constraint
		if !sign && !isValueCase(c, k, sign) {
			// Only for a bool result or a nil flag: the alternatives of
			// a sign's or a value's cases split every call for little.
			or = alternatives(c, parts, have, extra, k, sign)
		}
		if len(extra) > 0 || len(or) > 0 || isValueCase(c, k, sign) {
			// A value case is kept even when it says nothing more: the
			// cases list every value the result takes (see ApplyCases).
			out = append(out, Case{Result: k, Value: v, Sign: sign, Cons: extra, Or: or})
		}
	}
	return out
}

// hasAlternatives reports whether a case of s has alternatives.
func hasAlternatives(s *Summary) bool {
	for _, cs := range s.Cases {
		if len(cs.Or) > 0 {
			return true
		}
	}
	return false
}

// alternatives returns the projections of parts, the exit states of one
// case, beyond what the case (have and cons) says, if there are 2 to
// maxAlternatives of them and each says more; nil otherwise.
func alternatives(c *ssa2cfa.CFA, parts []domains.Numeric, have map[string]bool, cons []Constraint, k int, sign bool) [][]Constraint {
	if len(parts) < 2 || len(parts) > maxAlternatives {
		return nil
	}
	known := map[string]bool{}
	for key := range have {
		known[key] = true
	}
	for _, con := range cons {
		known[con.String()] = true
	}
	var out [][]Constraint
	seen := map[string]bool{}
	for _, m := range parts {
		var alt []Constraint
		for _, con := range Project(c, m, AllSlots(c)) {
			if !known[con.String()] && (sign || !onlyResult(con, k)) {
				alt = append(alt, con)
			}
		}
		if len(alt) == 0 {
			return nil // this kind of return says nothing more: nor does the disjunction
		}
		if key := joinCons(alt); !seen[key] {
			seen[key] = true
			out = append(out, alt)
		}
	}
	if len(out) < 2 || oneSlot(out) {
		return nil
	}
	return out
}

// oneSlot reports whether the alternatives all bound one slot alone: a
// union of its ranges (a curve ID that is 23, 24, 25 or 29), whose hull
// the case says already and whose gaps rarely matter, while each
// alternative would split the caller's states once more.
func oneSlot(alts [][]Constraint) bool {
	var slot Slot
	first := true
	for _, alt := range alts {
		for _, con := range alt {
			if len(con.Terms) != 1 {
				return false
			}
			if first {
				slot, first = con.Terms[0].Slot, false
			} else if con.Terms[0].Slot != slot {
				return false
			}
		}
	}
	return true
}

// maxValueCases bounds the constants an integer result may take for its
// values to be cases.
const maxValueCases = 6

// isValueCase reports whether cases on result k of c are value cases: an
// integer result, not about its sign.
func isValueCase(c *ssa2cfa.CFA, k int, sign bool) bool {
	return !sign && k >= 0 && c.Results[k] >= 0 && c.Vars[c.Results[k]].Type.IsInt()
}

// valueResult returns c's first integer result that is a constant in every
// exit state, if it takes from 2 to maxValueCases values, with the values
// in ascending order; -1 if none.
func valueResult(c *ssa2cfa.CFA, exits []domains.Numeric) (int, []int64) {
	for k, r := range c.Results {
		if r < 0 || !c.Vars[r].Type.IsInt() {
			continue
		}
		seen := map[int64]bool{}
		var values []int64
		ok := true
		for _, n := range exits {
			b := n.Bound(domains.LinDim(int(r)))
			if b.Lo != b.Hi || b.Lo == domains.Inf || b.Lo == domains.NegInf {
				ok = false
				break
			}
			if !seen[b.Lo] {
				seen[b.Lo] = true
				values = append(values, b.Lo)
			}
		}
		if ok && len(values) >= 2 && len(values) <= maxValueCases {
			slices.Sort(values)
			return k, values
		}
	}
	return -1, nil
}

// onlyResult reports a constraint on result k alone (its value, which the
// case fixes).
func onlyResult(con Constraint, k int) bool {
	return len(con.Terms) == 1 && con.Terms[0].Slot == ResultSlot(k)
}

// ApplyCases splits post, the state after call by Apply with s (n the
// state before it), by the cases of s: one state per value of the case's
// result that the call can return, constrained by that case (none when it
// can return neither), and per alternative of a case that has them
// (Case.Or). ok is false when s has no case the call can use (the caller
// keeps post): when the caller does not track the case's result, only
// alternatives are worth a split (one state per case and alternative).
func ApplyCases(ev *machine.Evaluator, n, post domains.Numeric, call *ssa2cfa.Call, s *Summary) (out []domains.Numeric, ok bool) {
	if len(s.Cases) == 0 || s.Never {
		return nil, false
	}
	k, sign := s.Cases[0].Result, s.Cases[0].Sign
	r := ssa2cfa.Var(-1)
	if k < len(call.Results) {
		r = call.Results[k]
	}
	if r < 0 && !hasAlternatives(s) {
		return nil, false
	}
	values := []int64{0, 1}
	if r < 0 {
		// The caller does not track the result: each case (every value
		// some case names, and 0 and 1) is one way the call may have
		// returned, whatever the value.
		for _, cs := range s.Cases {
			if !slices.Contains(values, cs.Value) {
				values = append(values, cs.Value)
			}
		}
	} else if t := ev.VarRange(r); !sign && !(t.Lo == 0 && t.Hi == 1) {
		// Value cases of an integer result: one per value it takes, all
		// of them.
		values = values[:0]
		for _, cs := range s.Cases {
			if len(values) == 0 || values[len(values)-1] != cs.Value {
				values = append(values, cs.Value)
			}
		}
	}
	isRes := map[int]bool{}
	for _, v := range callOutputs(call) {
		isRes[int(v)] = true
	}
	for _, v := range values {
		ms := []domains.Numeric{post}
		if r >= 0 {
			ms[0] = post.Assume(caseConstraint(int(r), v, sign))
		}
		for _, cs := range s.Cases {
			if cs.Result != k || cs.Value != v || cs.Sign != sign {
				continue
			}
			if cs.Never {
				ms = nil
				break
			}
			for i, m := range ms {
				ms[i] = assumeCons(ev, n, m, call, cs.Cons, isRes)
			}
			if len(cs.Or) > 0 && len(ms) == 1 && !ms[0].IsBot() {
				// One state per alternative (those of one case only).
				m := ms[0]
				ms = ms[:0]
				for _, alt := range cs.Or {
					ms = append(ms, assumeCons(ev, n, m, call, alt, isRes))
				}
			}
		}
		for _, m := range ms {
			if !m.IsBot() {
				out = append(out, m)
			}
		}
	}
	return out, true
}
