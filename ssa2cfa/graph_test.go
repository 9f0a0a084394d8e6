package ssa2cfa_test

import (
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
