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

// TestWeakTopologicalOrder checks the order's defining property on loops of
// several shapes: each loop (the natural loops of a head's back edges) is
// one block of the order, its head first, and every location comes once.
func TestWeakTopologicalOrder(t *testing.T) {
	tests := []struct{ name, src string }{
		{"sequential", `package p

func f(a []int) int {
	n := 0
	for i := range a {
		if a[i] > 0 {
			n++
		}
	}
	for j := 0; j < n; j++ {
		n += a[j]
	}
	return n
}
`},
		{"nested", `package p

func f(s string, n int) int {
	k := 0
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
			k += int(s[j])
		}
		k--
	}
	return k
}
`},
		{"break", `package p

func f(a []int, x int) int {
	i := 0
	for i < len(a) {
		if a[i] == x {
			break
		}
		if a[i] < 0 {
			i += 2
			continue
		}
		i++
	}
	return i
}
`},
		{"labelled", `package p

func f(a [][]int) int {
	n := 0
outer:
	for _, r := range a {
		for _, v := range r {
			if v < 0 {
				continue outer
			}
			if v == 0 {
				break outer
			}
			n += v
		}
	}
	return n
}
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := ssa2cfatest.Lower(t, tt.src)[0]
			order := c.WeakTopologicalOrder()
			pos := map[ssa2cfa.Loc]int{}
			for i, l := range order {
				if _, dup := pos[l]; dup {
					t.Fatalf("location %d twice in the order", l)
				}
				pos[l] = i
			}
			if len(order) != len(c.ReversePostOrder()) {
				t.Fatalf("%d locations, want the %d reverse post-order reaches", len(order), len(c.ReversePostOrder()))
			}
			loops := map[ssa2cfa.Loc]map[ssa2cfa.Loc]bool{}
			for h := range c.LoopDefs() {
				loops[h] = map[ssa2cfa.Loc]bool{h: true}
			}
			if len(loops) == 0 {
				t.Fatalf("no loop in\n%s", dump(c))
			}
			for _, e := range c.Edges {
				if loops[e.To] == nil || pos[e.From] < pos[e.To] {
					continue
				}
				// The natural loop: what reaches e.From without the head.
				body, stack := loops[e.To], []ssa2cfa.Loc{e.From}
				for len(stack) > 0 {
					l := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if !body[l] {
						body[l] = true
						for _, in := range c.In[l] {
							stack = append(stack, in.From)
						}
					}
				}
			}
			for h, body := range loops {
				first, last := len(order), -1
				for l := range body {
					first, last = min(first, pos[l]), max(last, pos[l])
				}
				if first != pos[h] {
					t.Errorf("loop at %d does not start with its head", h)
				}
				if last-first+1 != len(body) {
					t.Errorf("loop at %d spans %d locations of the order, has %d\n%s", h, last-first+1, len(body), dump(c))
				}
			}
		})
	}
}
