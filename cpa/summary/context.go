package summary

import (
	"sort"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// CallContext returns constraints over the callee's parameter slots (values
// and lengths) and entry field slots (what the caller knows of the fields
// its pointer arguments point to) that hold whenever call runs from n, a
// value over the caller's variables: the caller's relations between the
// arguments it passes. An argument that is a variable plus a constant keeps its
// relations; any other argument keeps its range. ok is false when n is
// bottom (the call is not reached from n).
func CallContext(ev *machine.Evaluator, n domains.Numeric, call *ssa2cfa.Call) (cons []Constraint, ok bool) {
	if n.IsBot() {
		return nil, false
	}
	// at[d] lists the slots that are variable d plus an offset; the first
	// one represents d.
	type shifted struct {
		slot Slot
		off  int64
	}
	at := map[int][]shifted{}
	var ranges []Constraint
	var forms []slotForm // every exact argument
	var multi []slotForm // those over several variables
	slot := func(s Slot, x ssa2cfa.Expr) {
		if x == nil {
			return
		}
		v := ev.Eval(n, x)
		if v.Exact() {
			forms = append(forms, slotForm{s, v.Lin})
			if d, off, ok := singleDim(v.Lin); ok {
				at[d] = append(at[d], shifted{s, off})
				return
			}
			multi = append(multi, slotForm{s, v.Lin})
		}
		ranges = append(ranges, rangeCons(s, v.Range)...)
	}
	for i := range call.Args {
		slot(ParamSlot(i), call.Args[i])
		if i < len(call.ArgLens) {
			slot(ParamLenSlot(i), call.ArgLens[i])
		}
	}
	for _, f := range call.ArgFields {
		if s, ok := EntryFieldSlot(f.Arg, f.Field, f.Len); ok {
			slot(s, f.X)
		}
	}
	dims := make([]int, 0, len(at))
	for d := range at {
		dims = append(dims, d)
	}
	sort.Ints(dims)
	keep := map[int]bool{}
	for _, d := range dims {
		keep[d] = true
		rep := at[d][0]
		for _, o := range at[d][1:] {
			// o.slot - o.off == rep.slot - rep.off
			ranges = append(ranges, Constraint{Terms: sortedTerms(Term{rep.slot, 1}, Term{o.slot, -1}), Const: o.off - rep.off, Eq: true})
		}
	}
	var forget []int
	for d := 0; d < n.Dims(); d++ {
		if !keep[d] {
			forget = append(forget, d)
		}
	}
	// An argument over several variables (len(b)-i for b[i:]) is related
	// to each other argument by the bounds of their sum and difference.
	for _, m := range multi {
		for _, f := range forms {
			if f.slot == m.slot {
				continue
			}
			for _, sign := range []int64{1, -1} {
				ranges = append(ranges, pairCons(n, m, f, sign)...)
			}
		}
	}
	p := n.Forget(forget...)
	out := ranges
	for _, k := range p.Constraints() {
		// x_d = slot - off
		con, ok := onSlots(k, func(d int) (Slot, int64, bool) {
			ss, in := at[d]
			if !in {
				return 0, 0, false
			}
			return ss[0].slot, ss[0].off, true
		})
		if ok {
			out = append(out, con)
		}
	}
	Sort(out)
	return out, true
}

// slotForm is a slot whose value is exactly a linear form over the
// caller's variables.
type slotForm struct {
	slot Slot
	lin  domains.Lin
}

// pairCons bounds a.slot + sign*b.slot by the bounds of the corresponding
// form in n.
func pairCons(n domains.Numeric, a, b slotForm, sign int64) []Constraint {
	bl, ok := b.lin.Scale(sign)
	if !ok {
		return nil
	}
	sum, ok := a.lin.Add(bl)
	if !ok {
		return nil
	}
	r := n.Bound(sum)
	terms := sortedTerms(Term{a.slot, 1}, Term{b.slot, sign})
	var out []Constraint
	if r.Hi != domains.Inf && r.Hi != domains.NegInf {
		out = append(out, Constraint{Terms: terms, Const: -r.Hi})
	}
	if r.Lo != domains.NegInf && r.Lo != domains.Inf {
		neg := make([]Term, len(terms))
		for i, t := range terms {
			neg[i] = Term{t.Slot, -t.Coef}
		}
		out = append(out, Constraint{Terms: neg, Const: r.Lo})
	}
	return out
}

// singleDim recognises the linear form x_d + off.
func singleDim(l domains.Lin) (d int, off int64, ok bool) {
	if len(l.Terms) != 1 || l.Terms[0].Coef != 1 || l.Const == domains.Inf || l.Const == domains.NegInf {
		return 0, 0, false
	}
	return l.Terms[0].Dim, l.Const, true
}

// mulSub returns k - coef*off, false on overflow.
func mulSub(k, coef, off int64) (int64, bool) {
	p, ok := domains.LinConst(off).Scale(coef)
	if !ok {
		return 0, false
	}
	r, ok := domains.LinConst(k).Add(domains.LinConst(-p.Const))
	if !ok || p.Const == domains.NegInf || p.Const == domains.Inf {
		return 0, false
	}
	return r.Const, true
}

// rangeCons states lo <= s <= hi for the finite bounds of r.
func rangeCons(s Slot, r domains.Interval) []Constraint {
	var out []Constraint
	if r.Hi != domains.Inf && r.Hi != domains.NegInf {
		out = append(out, Constraint{Terms: []Term{{s, 1}}, Const: -r.Hi})
	}
	if r.Lo != domains.NegInf && r.Lo != domains.Inf {
		out = append(out, Constraint{Terms: []Term{{s, -1}}, Const: r.Lo})
	}
	return out
}

func sortedTerms(ts ...Term) []Term {
	sort.Slice(ts, func(i, j int) bool { return ts[i].Slot < ts[j].Slot })
	return ts
}

// Entry restricts init, a value over c's variables at its entry, to the
// calling contexts ctxs (each from CallContext at one call of c's
// function): the join of init under each context. A constraint over a slot
// c does not track is dropped, which only weakens it.
func Entry(c *ssa2cfa.CFA, init domains.Numeric, ctxs [][]Constraint) domains.Numeric {
	return entryOver(AllSlots(c), init, ctxs)
}

// entryOver is Entry with the slots' variables given.
func entryOver(slots map[Slot]ssa2cfa.Var, init domains.Numeric, ctxs [][]Constraint) domains.Numeric {
	var out domains.Numeric
	for _, cons := range ctxs {
		n := init
		for _, con := range cons {
			if k, ok := onVars(con, slots); ok {
				n = n.Assume(k)
			}
		}
		if out == nil {
			out = n
		} else {
			out = out.Join(n)
		}
	}
	if out == nil {
		return init
	}
	return out
}

// onVars states con over the variables slots maps its slots to.
func onVars(con Constraint, slots map[Slot]ssa2cfa.Var) (domains.Constraint, bool) {
	l := domains.LinConst(con.Const)
	for _, t := range con.Terms {
		v, ok := slots[t.Slot]
		if !ok || t.Slot.IsResult() {
			return domains.Constraint{}, false
		}
		part, ok := domains.LinDim(int(v)).Scale(t.Coef)
		if !ok {
			return domains.Constraint{}, false
		}
		if l, ok = l.Add(part); !ok {
			return domains.Constraint{}, false
		}
	}
	kind := domains.LeZero
	if con.Eq {
		kind = domains.EqZero
	}
	return domains.Constraint{Lin: l, Kind: kind}, true
}
