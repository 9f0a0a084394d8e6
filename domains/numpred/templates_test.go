package numpred_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/numpred"
)

// Domain-level reproductions of the synthetic templates of the paper's
// Fig. 8, driven by hand (no CFA): the loop head is computed by Kleene
// iteration with widening, or by plain iteration ("unroll").

// fixMode is how the loop head of template (a) is computed.
type fixMode string

const (
	widenNarrow fixMode = "widen+narrow" // Widen, then two descending steps
	thresholds  fixMode = "thresholds"   // WidenUpTo the guard's bounds
	unroll      fixMode = "unroll"       // no widening: C+1 iterations
)

// templateA runs x := 0; while x < C { x++ }; assert x == C and reports
// whether the assertion is proven and how many head iterations it took.
func templateA(d numpred.Domain, c int64, mode fixMode) (proven bool, steps int) {
	const x = 0
	s := d.Space()
	init := d.AlphaN(numTop(s).Assign([]int{x}, []domains.Lin{lin(0)}))
	guard := le(-(c - 1), x, 1) // x <= C-1
	exit := le(c, x, -1)        // x >= C
	body := func(h numpred.Value) numpred.Value {
		return numpred.AssignN(h.AssumeN(guard), []int{x}, []domains.Lin{lin(1, x, 1)})
	}
	ths := []domains.Constraint{le(-c, x, 1), le(0, x, -1)} // x <= C, x >= 0
	h := init
	for {
		steps++
		next := init.Join(body(h))
		if next.Leq(h) {
			break
		}
		switch mode {
		case widenNarrow:
			h = h.Widen(h.Join(next))
		case thresholds:
			h = h.WidenUpTo(h.Join(next), ths)
		default:
			h = h.Join(next)
		}
	}
	if mode == widenNarrow {
		for range 2 {
			next := init.Join(body(h))
			if h.Leq(next) {
				break
			}
			h, steps = next, steps+1
		}
	}
	bad := numpred.Assume(d, h.AssumeN(exit), numpred.Not{X: numpred.N(eq(-c, x, 1))})
	return bad.IsBot() && s.Err() == nil, steps
}

// templateB is the propositional template: for i < C, either
// (p_i, x_i := true, 1) or (p_i, x_i := false, 0); then assert, for every
// i, p_i ⇒ x_i == 1 and ¬p_i ⇒ x_i == 0. The 2^C predicate valuations each
// carry their own numeric point, which NEX and MTNDD enumerate, while NDD
// shares the correlations p_i ⇔ (x_i = 1) in one BDD of size O(C).
func templateB(d numpred.Domain, c int) bool {
	s := d.Space()
	u := d.AlphaN(numTop(s).Assign(dimsUpTo(c), zeros(c)))
	for i := range c {
		p := s.Pred(i)
		set := func(b bool, v int64) numpred.Value {
			return numpred.Post(d, u, numpred.Stmt{
				Dims:    []int{i},
				Exprs:   []domains.Lin{lin(v)},
				Choices: []numpred.Choice{{P: p, T: numpred.Const(b), F: numpred.Const(!b)}},
			})
		}
		u = set(true, 1).Join(set(false, 0))
	}
	for i := range c {
		p := numpred.P(s.Pred(i))
		one, zero := numpred.N(eq(-1, int64(i), 1)), numpred.N(eq(0, int64(i), 1))
		if !numpred.Assume(d, u, numpred.And{p, numpred.Not{X: one}}).IsBot() ||
			!numpred.Assume(d, u, numpred.And{numpred.Not{X: p}, numpred.Not{X: zero}}).IsBot() {
			return false
		}
	}
	return s.Err() == nil
}

func dimsUpTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func zeros(n int) []domains.Lin {
	out := make([]domains.Lin, n)
	for i := range out {
		out[i] = lin(0)
	}
	return out
}

func TestTemplateA(t *testing.T) {
	tests := []struct {
		mode     fixMode
		c        int64
		maxSteps int
	}{
		{widenNarrow, 20, 6},
		{thresholds, 20, 4},
		{widenNarrow, 10000, 6},
		{unroll, 20, 22},
	}
	for _, tc := range tests {
		for _, mk := range makers {
			d := mk.newDomain(t, 0, 1)
			proven, steps := templateA(d, tc.c, tc.mode)
			if !proven || steps > tc.maxSteps {
				t.Errorf("%s %s C=%d: proven = %v in %d steps, want proven in <= %d", mk.name, tc.mode, tc.c, proven, steps, tc.maxSteps)
			}
		}
	}
}

func TestTemplateB(t *testing.T) {
	for _, mk := range makers {
		const c = 4
		d := mk.newDomain(t, c, c)
		// NEXPOINT forgets which predicate goes with which number.
		if got, want := templateB(d, c), mk.name != "NEXPOINT"; got != want {
			t.Errorf("%s C=%d: proven = %v, want %v", mk.name, c, got, want)
		}
	}
}

// TestNodeBudget: running out of BDD nodes is an error of the space, not a
// panic, and the template is then not claimed proven.
func TestNodeBudget(t *testing.T) {
	const c = 12
	s := space(t, c, c, numpred.MaxNodes(1024))
	if templateB(numpred.NewMTNDD(s), c) || s.Err() == nil {
		t.Errorf("template (b) with C=%d within 1024 nodes: err = %v", c, s.Err())
	}
}
