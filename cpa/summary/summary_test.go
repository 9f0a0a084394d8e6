package summary

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestGob checks that a summary survives gob encoding (facts travel so)
// and encodes to the same bytes every time.
func TestGob(t *testing.T) {
	s := &Summary{Cons: []Constraint{
		{Terms: []Term{{ResultSlot(0), -1}}, Const: -1},
		{Terms: []Term{{ParamLenSlot(0), -1}, {ResultSlot(0), 1}}, Const: 1},
		{Terms: []Term{{ParamSlot(1), 1}, {ResultSlot(1), -1}}, Eq: true},
	}, Cases: []Case{
		{Result: 2, Value: 1, Cons: []Constraint{{Terms: []Term{{ParamLenSlot(0), -1}, {ParamSlot(1), 1}}, Const: 1}}},
		{Result: 2, Value: 0, Never: true},
	}}
	var a, b bytes.Buffer
	if err := gob.NewEncoder(&a).Encode(s); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewEncoder(&b).Encode(s); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("encodings differ")
	}
	var got Summary
	if err := gob.NewDecoder(&a).Decode(&got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&got, s) {
		t.Errorf("decoded %v, want %v", &got, s)
	}
	if want := "{-r0 <= 1, -len(p0) + r0 <= -1, p1 - r1 == 0} r2 == 1 => {-len(p0) + p1 <= -1} r2 != 0"; s.String() != want {
		t.Errorf("String() = %q, want %q", s.String(), want)
	}
}

// TestInstantiate checks the substitution of caller values for slots:
// exact forms are substituted, ranges relax a term to its least value, and
// unknown slots or infinite bounds drop the constraint.
func TestInstantiate(t *testing.T) {
	r0, p0, l0 := ResultSlot(0), ParamSlot(0), ParamLenSlot(0)
	// r0 - len(p0) + 1 <= 0
	c := Constraint{Terms: []Term{{l0, -1}, {r0, 1}}, Const: 1}
	exact := func(d int) slotValue { return slotValue{lin: domains.LinDim(d), exact: true, known: true} }
	rng := func(lo, hi int64) slotValue { return slotValue{rng: domains.Interval{Lo: lo, Hi: hi}, known: true} }
	for _, tc := range []struct {
		name string
		vals map[Slot]slotValue
		want []string
	}{
		{"exact", map[Slot]slotValue{r0: exact(3), l0: exact(5)}, []string{"x3 - x5 + 1 <= 0"}},
		// -len(p0) >= -9 when len(p0) <= 9: r0 - 9 + 1 <= 0.
		{"range", map[Slot]slotValue{r0: exact(3), l0: rng(2, 9)}, []string{"x3 - 8 <= 0"}},
		{"unbounded", map[Slot]slotValue{r0: exact(3), l0: rng(2, domains.Inf)}, nil},
		{"unknown", map[Slot]slotValue{r0: {}, l0: exact(5)}, nil},
		{"unused", map[Slot]slotValue{r0: exact(3), l0: exact(5), p0: exact(1)}, []string{"x3 - x5 + 1 <= 0"}},
	} {
		var got []string
		for _, k := range instantiate(c, tc.vals) {
			got = append(got, k.String())
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestBothCases checks the conjunction of two summaries' cases: the
// constraints of matching cases together, value cases only for values both
// list, bool cases that one summary leaves out kept, b's alternatives
// where both have some.
func TestBothCases(t *testing.T) {
	c := &ssa2cfa.CFA{Vars: []ssa2cfa.VarInfo{{Type: ssa2cfa.Int}, {Type: ssa2cfa.Bool}, {Type: ssa2cfa.Int}}, Results: []ssa2cfa.Var{0, 1, 2}}
	lo := Constraint{Terms: []Term{{ResultSlot(2), -1}, {ParamSlot(0), 1}}, Const: 1} // r2 >= p0+1
	hi := Constraint{Terms: []Term{{ResultSlot(2), 1}, {ParamLenSlot(0), -1}}}        // r2 <= len(p0)
	for _, tc := range []struct {
		name string
		a, b []Case
		want string
	}{
		{"values: matched, unmatched dropped",
			[]Case{{Result: 0, Value: 1, Cons: []Constraint{lo}}, {Result: 0, Value: 3}},
			[]Case{{Result: 0, Value: 1, Cons: []Constraint{hi, lo}}, {Result: 0, Value: 2}},
			" r0 == 1 => {-r2 + p0 <= -1, r2 - len(p0) <= 0}"},
		{"values: none in common keeps a",
			[]Case{{Result: 0, Value: 1}},
			[]Case{{Result: 0, Value: 2}},
			" r0 == 1 => {}"},
		{"bool: union, never wins",
			[]Case{{Result: 1, Value: 1, Cons: []Constraint{lo}}},
			[]Case{{Result: 1, Value: 0, Never: true}, {Result: 1, Value: 1, Never: true}},
			" r1 != 0 r1 != 1"},
		{"different results keep a",
			[]Case{{Result: 1, Value: 1, Cons: []Constraint{lo}}},
			[]Case{{Result: 0, Value: 1, Cons: []Constraint{hi}}},
			" r1 == 1 => {-r2 + p0 <= -1}"},
		{"alternatives: b's where both have some",
			[]Case{{Result: 1, Value: 1, Or: [][]Constraint{{lo}, {hi}}}},
			[]Case{{Result: 1, Value: 1, Or: [][]Constraint{{hi, lo}, {lo}}}},
			" r1 == 1 => {} and ({r2 - len(p0) <= 0, -r2 + p0 <= -1} or {-r2 + p0 <= -1})"},
		{"alternatives: a's where b has none",
			[]Case{{Result: 1, Value: 1, Or: [][]Constraint{{lo}, {hi}}}},
			[]Case{{Result: 1, Value: 1, Cons: []Constraint{hi}}},
			" r1 == 1 => {r2 - len(p0) <= 0} and ({-r2 + p0 <= -1} or {r2 - len(p0) <= 0})"},
		{"one side empty",
			nil,
			[]Case{{Result: 1, Value: 1, Cons: []Constraint{hi}}},
			" r1 == 1 => {r2 - len(p0) <= 0}"},
	} {
		got := Both(c, &Summary{Cases: tc.a}, &Summary{Cases: tc.b}).String()
		if want := "{}" + tc.want; got != want {
			t.Errorf("%s: got %q, want %q", tc.name, got, want)
		}
	}
}

// TestNilFlagCases checks which result a function returning (int, error)
// gets its cases on: the error's nil flag when a nil error says something,
// else the sign of the int.
func TestNilFlagCases(t *testing.T) {
	c := &ssa2cfa.CFA{Vars: []ssa2cfa.VarInfo{{Type: ssa2cfa.Int}, {Type: ssa2cfa.Bool, NilFlag: true}}, Results: []ssa2cfa.Var{0, 1}}
	state := func(isNil, lo, hi int64) domains.Numeric {
		n := octagon.Domain{}.Top(2)
		n = n.AssignInterval(0, domains.Interval{Lo: lo, Hi: hi})
		return n.AssignInterval(1, domains.Interval{Lo: isNil, Hi: isNil})
	}
	for _, tc := range []struct {
		name  string
		exits []domains.Numeric
		want  string
	}{
		{"a nil error bounds the int",
			[]domains.Numeric{state(1, 5, 10), state(0, -1, 0)},
			" r1 == 0 => {r0 <= 0} r1 == 1 => {-r0 <= -5}"},
		{"a nil error says nothing, the sign does",
			[]domains.Numeric{state(1, -1, 10), state(0, 0, 0)},
			" r0 < 0 => {r0 == -1, r1 == 1} r0 >= 0 => {-r0 <= 0}"}, // no alternatives for signs
		{"the error is never nil; ranges of one slot are no alternatives",
			[]domains.Numeric{state(0, 0, 3), state(0, 7, 9)},
			" r1 != 1"},
	} {
		base := Project(c, join(tc.exits), Slots(c))
		got := (&Summary{Cases: Cases(c, tc.exits, base)}).String()
		if want := "{}" + tc.want; got != want {
			t.Errorf("%s: got %q, want %q", tc.name, got, want)
		}
	}
}

func join(ns []domains.Numeric) domains.Numeric {
	j := ns[0]
	for _, n := range ns[1:] {
		j = j.Join(n)
	}
	return j
}

// TestAlternatives checks which kinds of return a nil error's case keeps
// apart: those that relate two slots (the int is below the param, or the
// param is negative), not unions of one slot's ranges.
func TestAlternatives(t *testing.T) {
	c := &ssa2cfa.CFA{
		Vars:    []ssa2cfa.VarInfo{{Type: ssa2cfa.Uint}, {Type: ssa2cfa.Bool, NilFlag: true}, {Type: ssa2cfa.Int}},
		Results: []ssa2cfa.Var{0, 1, 2},
	}
	state := func(isNil int64, cons ...domains.Constraint) domains.Numeric {
		n := octagon.Domain{}.Top(3).AssignInterval(1, domains.Interval{Lo: isNil, Hi: isNil})
		for _, con := range cons {
			n = n.Assume(con)
		}
		return n
	}
	le := func(c int64, terms ...domains.Term) domains.Constraint { // c + terms <= 0
		return domains.Constraint{Lin: domains.Lin{Const: c, Terms: terms}}
	}
	below := le(0, domains.Term{Dim: 0, Coef: 1}, domains.Term{Dim: 2, Coef: -1}) // r0 <= r2
	neg := le(1, domains.Term{Dim: 2, Coef: 1})                                   // r2 <= -1
	small := le(-5, domains.Term{Dim: 0, Coef: 1})                                // r0 <= 5
	in := func(lo, hi int64) []domains.Constraint {                               // lo <= r2 <= hi
		return []domains.Constraint{le(lo, domains.Term{Dim: 2, Coef: -1}), le(-hi, domains.Term{Dim: 2, Coef: 1})}
	}
	for _, tc := range []struct {
		name  string
		exits []domains.Numeric
		want  string
	}{
		{"relations are alternatives",
			[]domains.Numeric{state(1, below, small), state(1, neg, small), state(0)},
			" r1 == 1 => {r0 <= 5} and ({r0 - r2 <= 0} or {r2 <= -1})"},
		{"one slot's ranges are not",
			[]domains.Numeric{state(1, in(0, 3)...), state(1, in(7, 9)...), state(0)},
			" r1 == 1 => {-r2 <= 0, r2 <= 9}"},
	} {
		base := Project(c, join(tc.exits), Slots(c))
		got := (&Summary{Cases: Cases(c, tc.exits, base)}).String()
		if want := "{}" + tc.want; got != want {
			t.Errorf("%s: got %q, want %q", tc.name, got, want)
		}
	}
}
