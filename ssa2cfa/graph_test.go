package ssa2cfa_test

import (
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// TestInLoop checks which havocs (the loads of s[i]) InLoop puts in a
// loop: those in a loop body, not those before or after one.
func TestInLoop(t *testing.T) {
	const src = `package p

func f(s string, n int) int {
	k := int(s[0])
	for i := 0; i < n; i++ {
		if s[i] == '.' {
			k++
		}
		for j := 0; j < i; j++ {
			k += int(s[j])
		}
	}
	return k + int(s[1])
}
`
	c := ssa2cfatest.Lower(t, src)[0]
	loop := c.InLoop()
	var got []bool
	for _, e := range c.Edges {
		if _, ok := e.Op.(*ssa2cfa.Havoc); ok {
			got = append(got, loop[e.From])
		}
	}
	want := []bool{false, true, true, false} // s[0], s[i], s[j], s[1]
	if len(got) != len(want) {
		t.Fatalf("%d loads, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("load %d in a loop = %v, want %v", i, got[i], want[i])
		}
	}
	if loop[c.Entry] || loop[c.Exit] {
		t.Errorf("entry or exit in a loop")
	}
}

// TestLoopDefs checks what LoopDefs says each loop sets: the outer loop
// sets both counters and the sum, the inner one j and the sum only (the
// inner loop's own φ of it); n is set by no loop.
func TestLoopDefs(t *testing.T) {
	const src = `package p

func f(s string, n int) int {
	k := 0
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
			k += int(s[j])
		}
	}
	return k
}
`
	c := ssa2cfatest.Lower(t, src)[0]
	byName := map[string][]ssa2cfa.Var{}
	for v, info := range c.Vars {
		byName[info.Name] = append(byName[info.Name], ssa2cfa.Var(v))
	}
	defs := c.LoopDefs()
	if len(defs) != 2 {
		t.Fatalf("%d loop heads, want 2", len(defs))
	}
	// The outer head comes first in reverse post-order.
	var heads []ssa2cfa.Loc
	for _, l := range c.ReversePostOrder() {
		if _, ok := defs[l]; ok {
			heads = append(heads, l)
		}
	}
	tests := []struct {
		head      int
		name      string
		wantInSet bool
	}{
		{0, "i", true}, {0, "j", true}, {0, "k", true}, {0, "n", false},
		{1, "i", false}, {1, "j", true}, {1, "k", true}, {1, "n", false},
	}
	for _, tt := range tests {
		vs, ok := byName[tt.name]
		if !ok {
			t.Fatalf("no variable %s in\n%s", tt.name, dump(c))
		}
		got := false
		for _, v := range vs {
			got = got || defs[heads[tt.head]][v]
		}
		if got != tt.wantInSet {
			t.Errorf("loop %d sets %s = %v, want %v", tt.head, tt.name, got, tt.wantInSet)
		}
	}
}

func dump(c *ssa2cfa.CFA) string {
	var b strings.Builder
	c.WriteText(&b)
	return b.String()
}
