package linform_test

import (
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
)

// TestOctagonalSums: two forms whose difference is octagonal give the base
// that octagonal fact. From ln - start - k >= 1 and end := start + k follows
// end <= ln - 1, in the order the guard and the assignment come, and in the
// other order.
func TestOctagonalSums(t *testing.T) {
	const start, k, ln, end = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	guard := domains.Constraint{Lin: lin(1, 1, 1, -1), Kind: domains.LeZero} // start + k - ln + 1 <= 0
	assign := func(v domains.Numeric) domains.Numeric {
		return v.Assign([]int{end}, []domains.Lin{lin(0, 1, 1)}) // end := start + k
	}
	for name, v := range map[string]domains.Numeric{
		"guard then assign": assign(d.Top(4).Assume(guard)),
		"assign then guard": assign(d.Top(4)).Assume(guard),
	} {
		if b := v.Bound(lin(0, 0, 0, -1, 1)); b.Hi != -1 {
			t.Errorf("%s: end - ln bound %v, want hi -1", name, b)
		}
		// Sound: end == ln - 1 remains possible.
		if v.Assume(domains.Constraint{Lin: lin(1, 0, 0, -1, 1), Kind: domains.EqZero}).IsBot() {
			t.Errorf("%s: end == ln - 1 wrongly refuted", name)
		}
	}
	// Without the guard nothing follows.
	if b := assign(d.Top(4)).Bound(lin(0, 0, 0, -1, 1)); b.Hi != domains.Inf {
		t.Errorf("no guard: end - ln bound %v, want unbounded", b)
	}
}

// TestRelateAssigned: end := off + rem after rem <= r and r == ln - off
// bounds end by ln, through one substituted form; with rem <= r + 1 the
// bound is ln + 1.
func TestRelateAssigned(t *testing.T) {
	const ln, off, r, rem, end = 0, 1, 2, 3, 4
	d := linform.Domain{Base: octagon.Domain{}}
	for _, slack := range []int64{0, 1} {
		v := d.Top(5).Assign([]int{r}, []domains.Lin{lin(0, 1, -1)})                          // r := ln - off
		v = v.Assume(domains.Constraint{Lin: lin(-slack, 0, 0, -1, 1), Kind: domains.LeZero}) // rem - r - slack <= 0
		v = v.Assign([]int{end}, []domains.Lin{lin(0, 0, 1, 0, 1)})                           // end := off + rem
		if b := v.Bound(lin(0, -1, 0, 0, 0, 1)); b.Hi != slack {
			t.Errorf("slack %d: end - ln bound %v, want hi %d", slack, b, slack)
		}
	}
}

// TestRelateUpdated: off := off + n after n <= r and r == ln - off (copy's
// count into buf[off:]) keeps off <= ln, with the substituted form read in
// the state before the update; with n <= r + 1 the bound is ln + 1. A
// parallel update of r too leaves r unrelated (it is not a partner).
func TestRelateUpdated(t *testing.T) {
	const ln, off, r, n = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	for _, slack := range []int64{0, 1} {
		v := d.Top(4).Assign([]int{r}, []domains.Lin{lin(0, 1, -1)})                          // r := ln - off
		v = v.Assume(domains.Constraint{Lin: lin(-slack, 0, 0, -1, 1), Kind: domains.LeZero}) // n - r - slack <= 0
		up := v.Assign([]int{off}, []domains.Lin{lin(0, 0, 1, 0, 1)})                         // off := off + n
		if b := up.Bound(lin(0, -1, 1)); b.Hi != slack {
			t.Errorf("slack %d: off - ln bound %v, want hi %d", slack, b, slack)
		}
		// Sound: off == ln + slack remains possible.
		if up.Assume(domains.Constraint{Lin: lin(-slack, -1, 1), Kind: domains.EqZero}).IsBot() {
			t.Errorf("slack %d: off == ln + slack wrongly refuted", slack)
		}
		// Updating ln as well (ln := ln + 1 beside off := off + n) relates off
		// to no moved dimension.
		both := v.Assign([]int{off, ln}, []domains.Lin{lin(0, 0, 1, 0, 1), lin(1, 1)})
		if b := both.Bound(lin(0, -1, 1)); b.Hi != domains.Inf && b.Hi < slack-1 {
			t.Errorf("slack %d: parallel update: off - ln bound %v is unsound", slack, b)
		}
	}
}

// TestRelateThroughOffset: j := j + w after x == j + 1, r := ln - x and
// w <= r (a count of what s[j+1:] holds) keeps j - ln <= -1: the form on
// r names x, not j, and the base holds x at a constant distance from j.
// Without that distance nothing follows.
func TestRelateThroughOffset(t *testing.T) {
	const ln, j, x, r, w = 0, 1, 2, 3, 4
	d := linform.Domain{Base: octagon.Domain{}}
	for _, linked := range []bool{true, false} {
		v := d.Top(5)
		if linked {
			v = v.Assign([]int{x}, []domains.Lin{lin(1, 0, 1)}) // x := j + 1
		}
		v = v.Assign([]int{r}, []domains.Lin{lin(0, 1, 0, -1)})                             // r := ln - x
		v = v.Assume(domains.Constraint{Lin: lin(0, 0, 0, 0, -1, 1), Kind: domains.LeZero}) // w - r <= 0
		up := v.Assign([]int{j}, []domains.Lin{lin(0, 0, 1, 0, 0, 1)})                      // j := j + w
		b := up.Bound(lin(0, -1, 1))
		if linked && b.Hi != -1 {
			t.Errorf("j - ln bound %v, want hi -1", b)
		}
		if !linked && b.Hi != domains.Inf {
			t.Errorf("unlinked: j - ln bound %v, want unbounded", b)
		}
		// Sound: j == ln - 1 remains possible.
		if linked && up.Assume(domains.Constraint{Lin: lin(1, -1, 1), Kind: domains.EqZero}).IsBot() {
			t.Errorf("j == ln - 1 wrongly refuted")
		}
	}
}

// TestForgetCarriesForms: forgetting t of the form t - a - b keeps what it
// says of r when the base equates r with t (r := t + k): r - a - b == k.
// Without that equality the form goes with t.
func TestForgetCarriesForms(t *testing.T) {
	const a, b, tmp, r = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	sum := d.Top(4).Assign([]int{tmp}, []domains.Lin{lin(0, 1, 1)}) // t := a + b
	for _, k := range []int64{0, 2} {
		v := sum.Assign([]int{r}, []domains.Lin{lin(k, 0, 0, 1)}).Forget(tmp) // r := t + k
		if got := v.Bound(lin(0, -1, -1, 0, 1)); got.Lo != k || got.Hi != k {
			t.Errorf("r := t + %d: r - a - b in %v, want [%d, %d]", k, got, k, k)
		}
	}
	v := sum.Assume(domains.Constraint{Lin: lin(0, 0, 0, 1, -1), Kind: domains.LeZero}).Forget(tmp) // t <= r only
	if got := v.Bound(lin(0, -1, -1, 0, 1)); got.Hi != domains.Inf {
		t.Errorf("t <= r: r - a - b in %v, want no upper bound", got)
	}
}

// TestForgetCarriesBounded: forgetting t of the form t - a - b keeps what
// it says of r when the base bounds t - r (a slice's end j past its start
// r, the form its remaining length's): r - a - b lies in the form's
// interval less those bounds. A dimension the form already reads is no
// substitute (it would cancel).
func TestForgetCarriesBounded(t *testing.T) {
	const a, b, tmp, r = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	sum := d.Top(4).Assign([]int{tmp}, []domains.Lin{lin(0, 1, 1)}) // t := a + b
	le := func(c int64, coefs ...int64) domains.Constraint {
		return domains.Constraint{Lin: lin(c, coefs...), Kind: domains.LeZero}
	}
	for _, tc := range []struct {
		name   string
		guards []domains.Constraint
		lo, hi int64
	}{
		{"t <= r", []domains.Constraint{le(0, 0, 0, 1, -1)}, 0, domains.Inf},
		{"r + 1 <= t <= r + 5", []domains.Constraint{le(1, 0, 0, -1, 1), le(-5, 0, 0, 1, -1)}, -5, -1},
		{"t >= r", []domains.Constraint{le(0, 0, 0, -1, 1)}, domains.NegInf, 0},
	} {
		v := sum
		for _, g := range tc.guards {
			v = v.Assume(g)
		}
		v = v.Forget(tmp)
		if got := v.Bound(lin(0, -1, -1, 0, 1)); got.Lo != tc.lo || got.Hi != tc.hi {
			t.Errorf("%s: r - a - b in %v, want [%d, %d]", tc.name, got, tc.lo, tc.hi)
		}
	}
	// t <= a alone: substituting a for t would leave -b, so the form goes.
	v := sum.Assume(le(0, -1, 0, 1)).Forget(tmp)
	if got := v.Bound(lin(0, 0, -1)); got.Hi != domains.Inf || got.Lo != domains.NegInf {
		t.Errorf("t <= a: -b in %v, want unbounded", got)
	}
}

// TestRefuteThroughCopy: n := 2x + y, n2 := n (a copy only the base
// holds), r := n2 - x, so r == x + y: with y >= 0, x > r is refuted,
// though no form mentions both n and n2; with y >= -1 it is not (y == -1
// gives x == r + 1).
func TestRefuteThroughCopy(t *testing.T) {
	const x, y, n, n2, r = 0, 1, 2, 3, 4
	d := linform.Domain{Base: octagon.Domain{}}
	for _, ylo := range []int64{0, -1} {
		v := d.Top(5).Assume(domains.Constraint{Lin: lin(ylo, 0, -1), Kind: domains.LeZero})    // ylo - y <= 0
		v = v.Assign([]int{n}, []domains.Lin{lin(0, 2, 1)})                                     // n := 2x + y
		v = v.Assign([]int{n2}, []domains.Lin{lin(0, 0, 0, 1)})                                 // n2 := n
		v = v.Assign([]int{r}, []domains.Lin{lin(0, -1, 0, 0, 1)})                              // r := n2 - x
		over := v.Assume(domains.Constraint{Lin: lin(1, -1, 0, 0, 0, 1), Kind: domains.LeZero}) // r - x + 1 <= 0: x > r
		if got, want := over.IsBot(), ylo == 0; got != want {
			t.Errorf("y >= %d: x > r refuted %v, want %v", ylo, got, want)
		}
	}
}

// TestRefuteThroughRelation: len >= 8n (a form), i < n (the base's), t :=
// 8i (a form): t + 8 > len is refuted, though the forms share no variable
// and only the base relates i to n. Without i < n it is not.
func TestRefuteThroughRelation(t *testing.T) {
	const ln, n, i, tt = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	for _, related := range []bool{true, false} {
		v := d.Top(4).Assume(domains.Constraint{Lin: lin(0, -1, 8), Kind: domains.LeZero}) // 8n - len <= 0
		v = v.Assume(domains.Constraint{Lin: lin(0, 0, 0, -1), Kind: domains.LeZero})      // -i <= 0
		if related {
			v = v.Assume(domains.Constraint{Lin: lin(1, 0, -1, 1), Kind: domains.LeZero}) // i - n + 1 <= 0
		}
		v = v.Assign([]int{tt}, []domains.Lin{lin(0, 0, 0, 8)})                              // t := 8i
		bad := v.Assume(domains.Constraint{Lin: lin(-7, 1, 0, 0, -1), Kind: domains.LeZero}) // len - t - 7 <= 0: t + 8 > len
		if got := bad.IsBot(); got != related {
			t.Errorf("i < n known %v: t + 8 > len refuted %v", related, got)
		}
	}
}

// TestClashWithBase: a form n - 8l ∈ [-7, 0] (l := (n+7)/8), j == 0, a
// copy l2 == l, the bound n >= 1 after them (a loop's i < n with i == 0,
// which does not reach the form), then the octagonal guard l2 <= j (j >=
// l2, for b[j] with len(b) == l2): the base then has l2 == l == 0, which
// the form rules out with n >= 1, though the guard shares no variable
// with it and the base relates none of them beyond their bounds. With n
// >= 0 instead, n == 0 is left.
func TestClashWithBase(t *testing.T) {
	const n, j, l, l2 = 0, 1, 2, 3
	d := linform.Domain{Base: octagon.Domain{}}
	for _, nlo := range []int64{1, 0} {
		v := d.Top(4).Assume(domains.Constraint{Lin: lin(0, -1), Kind: domains.LeZero})
		v = v.Assume(domains.Constraint{Lin: lin(0, 0, 1), Kind: domains.EqZero})            // j == 0
		v = v.Assume(domains.Constraint{Lin: lin(0, 0, 0, -1), Kind: domains.LeZero})        // l >= 0
		v = v.Assume(domains.Constraint{Lin: lin(0, 1, 0, -8), Kind: domains.LeZero})        // n - 8l <= 0
		v = v.Assume(domains.Constraint{Lin: lin(-7, -1, 0, 8), Kind: domains.LeZero})       // 8l - n - 7 <= 0
		v = v.Assign([]int{l2}, []domains.Lin{lin(0, 0, 0, 1)})                              // l2 := l
		v = v.Assume(domains.Constraint{Lin: lin(nlo, -1), Kind: domains.LeZero})            // n >= nlo
		over := v.Assume(domains.Constraint{Lin: lin(0, 0, -1, 0, 1), Kind: domains.LeZero}) // l2 - j <= 0
		if got, want := over.IsBot(), nlo == 1; got != want {
			t.Errorf("n >= %d: l2 <= j refuted %v, want %v: %s", nlo, got, want, over)
		}
	}
}
