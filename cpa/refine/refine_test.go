package refine

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// src holds loops whose safety needs a non-octagonal invariant, and
// unsafe twins. choice stands for a nondeterministic choice.
const src = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// Ratio: 2t <= s <= 3t holds (each step adds 2 or 3 to s and 1 to t).
func Ratio(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s, t := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			s += 3
		} else {
			s += 2
		}
		t++
	}
	assert(s <= 3*t)
	assert(2*t <= s)
	return s
}

// RatioBad: s <= 2t+1 does not hold (s = 6, t = 2).
func RatioBad(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s, t := 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			s += 3
		} else {
			s += 2
		}
		t++
	}
	assert(s <= 2*t+1)
	return s
}

// Coupled: q = 7p stays exact; the branch that would break a >= b needs
// q > 7p and is dead.
func Coupled(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b, p, q := 0, 0, 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			a += 5
			b++
		} else if q > 7*p {
			b += 100
		}
		p++
		q += 7
	}
	if b > a {
		panic("unreachable")
	}
	return a
}

// CoupledBad: q grows by 8, so q > 7p once p >= 1 and b overtakes a.
func CoupledBad(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	a, b, p, q := 0, 0, 0, 0
	for i := 0; i < n && choice(); i++ {
		if choice() {
			a += 5
			b++
		} else if q > 7*p {
			b += 100
		}
		p++
		q += 8
	}
	if b > a {
		panic("unreachable")
	}
	return a
}

// Countdown: i + j == n across the loop (from i, j := n, 0), so j == n
// when i reaches 0.
func Countdown(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	i, j := n, 0
	for i > 0 {
		i--
		j++
	}
	assert(j == n)
	return j
}

// CountdownBad: j ends at n, not n+1.
func CountdownBad(n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	i, j := n, 0
	for i > 0 {
		i--
		j++
	}
	assert(j == n+1)
	return j
}

// Counted: idx is set where count grows, so where count == 1 the loop
// ran and idx < n. Only states kept apart by count's class (0, 1, more)
// show it.
func Counted(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	idx, count := 0, 0
	for i := 0; i < n; i++ {
		if choice() {
			continue
		}
		count++
		idx = i
	}
	if count == 1 {
		assert(idx < n)
	}
	return idx
}

// CountedBad: where count == 0, idx is 0 whatever n is (n == 0 fails).
func CountedBad(n int, choice func() bool) int {
	if n < 0 || n > 1000 {
		return 0
	}
	idx, count := 0, 0
	for i := 0; i < n; i++ {
		if choice() {
			continue
		}
		count++
		idx = i
	}
	if count == 0 {
		assert(idx < n)
	}
	return idx
}

// Flag: the flag chosen before the loop decides the sign of what is added;
// the loop's guards on s make it a class key, whose states (s < 0, s == 0,
// s > 0) stay apart.
func Flag(n int, up bool, step func() uint8) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s := 0
	for i := 0; i < n && s < 100000 && s > -100000; i++ {
		d := int(step())
		if up {
			s += d
		} else {
			s -= d
		}
	}
	if up {
		assert(s >= 0)
	}
	return s
}

// FlagBad asserts the wrong sign where the flag is down.
func FlagBad(n int, up bool, step func() uint8) int {
	if n < 0 || n > 1000 {
		return 0
	}
	s := 0
	for i := 0; i < n && s < 100000 && s > -100000; i++ {
		d := int(step())
		if up {
			s += d
		} else {
			s -= d
		}
	}
	if !up {
		assert(s >= 0)
	}
	return s
}
`

// randomOracle answers unknown values at random, booleans true with
// probability 3/4 (so that loops run for a while).
type randomOracle struct{ rnd *rand.Rand }

func (o randomOracle) value(t ssa2cfa.Type) cfainterp.Value {
	if t.IsBool() {
		if o.rnd.Intn(4) > 0 {
			return 1
		}
		return 0
	}
	return cfainterp.Value(o.rnd.Int63n(2000))
}

func (o randomOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, env cfainterp.Env) cfainterp.Value {
	return o.value(c.Vars[v].Type)
}

func (o randomOracle) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, args []cfainterp.Value, env cfainterp.Env) ([]cfainterp.Value, bool) {
	out := make([]cfainterp.Value, len(call.Results))
	for i, v := range call.Results {
		if v >= 0 {
			out[i] = o.value(c.Vars[v].Type)
		}
	}
	return out, true
}

func analyse(t *testing.T, c *ssa2cfa.CFA) (numeric.Config, *cpa.Reached) {
	t.Helper()
	cfg := numeric.Config{Domain: linform.Domain{Base: octagon.Domain{}}}
	r, err := cpa.Run(context.Background(), c, numeric.New(c, cfg), cpa.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	return cfg, r
}

// TestRefine checks which functions refinement proves, and that a check
// any concrete run fails is never proven (before or after refinement).
func TestRefine(t *testing.T) {
	cfas := load(t, src)
	for _, tc := range []struct {
		fn          string
		safe        bool // every check proven after refinement
		concreteBad bool // some random run fails a check
	}{
		{"Ratio", true, false},
		{"RatioBad", false, true},
		{"Coupled", true, false},
		{"CoupledBad", false, true},
		{"Countdown", true, false},
		{"CountdownBad", false, true},
		{"Counted", true, false},
		{"CountedBad", false, true},
		{"Flag", true, false},
		{"FlagBad", false, true},
	} {
		t.Run(tc.fn, func(t *testing.T) {
			c := cfas[tc.fn]
			cfg, r0 := analyse(t, c)
			wanted := func(chk *ssa2cfa.Check) bool {
				return chk.Kind == ssa2cfa.CheckAssert || chk.Kind == ssa2cfa.CheckUnreachable
			}
			if len(Unproven(c, r0, wanted)) == 0 {
				t.Fatalf("proven without refinement: the test is vacuous")
			}
			res, err := Refine(context.Background(), c, Config{Numeric: cfg}, r0, wanted)
			if err != nil {
				t.Fatal(err)
			}
			final := r0
			if res != nil {
				final = res.Reached
				t.Logf("%d rounds, forms %v", res.Rounds, res.Forms)
			}
			unproven := Unproven(c, final, wanted)
			if tc.safe && len(unproven) > 0 {
				t.Errorf("unproven after refinement: %d checks", len(unproven))
			}
			if !tc.safe && len(unproven) == 0 {
				t.Errorf("unsafe function proven")
			}
			proven := map[*ssa2cfa.Check]bool{}
			for _, chk := range c.Checks {
				proven[chk] = len(final.ByLoc[chk.Err]) == 0
			}
			rnd := rand.New(rand.NewSource(1))
			failed := false
			for run := 0; run < 3000; run++ {
				in := map[ssa2cfa.Var]cfainterp.Value{}
				for _, v := range c.Inputs {
					in[v] = cfainterp.Value(rnd.Int63n(40))
					if c.Vars[v].Type.IsBool() {
						in[v] = 0
					}
				}
				out, err := cfainterp.Run(c, in, randomOracle{rnd}, 1e5)
				if err != nil {
					t.Fatal(err)
				}
				if out.Failed != nil {
					failed = true
					if proven[out.Failed] {
						t.Fatalf("run with %v fails proven check %s#%d", in, out.Failed.Kind, out.Failed.ID)
					}
				}
			}
			if failed != tc.concreteBad {
				t.Errorf("some concrete run failed: %v, want %v", failed, tc.concreteBad)
			}
		})
	}
}

// TestRatioForms checks the candidate forms of a loop's increments: s
// moves by 3 or 2 while t and i move by 1, so s - 3t, s - 2t, s - 3i and
// s - 2i are candidates (over some SSA variables named s, t and i).
func TestRatioForms(t *testing.T) {
	c := load(t, src)["Ratio"]
	got := map[string]bool{}
	for _, f := range closure(c, ratioForms(c), maxCandidates) {
		got[named(c, f)] = true
	}
	for _, want := range []string{"1s-3t", "1s-2t", "3i-1s", "2i-1s"} {
		if !got[want] {
			t.Errorf("no candidate %s among %v", want, got)
		}
	}
}

// named prints f over variable names, sorted by name, the first
// coefficient positive.
func named(c *ssa2cfa.CFA, f domains.Lin) string {
	type nt struct {
		name string
		coef int64
	}
	var ts []nt
	for _, term := range f.Terms {
		ts = append(ts, nt{c.Vars[term.Dim].Name, term.Coef})
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].name < ts[j].name })
	sign := int64(1)
	if len(ts) > 0 && ts[0].coef < 0 {
		sign = -1
	}
	var b strings.Builder
	for i, x := range ts {
		if i > 0 && x.coef*sign > 0 {
			b.WriteByte('+')
		}
		fmt.Fprintf(&b, "%d%s", x.coef*sign, x.name)
	}
	return b.String()
}

// TestEntryForms checks the forms a loop keeps from its entry: i and j
// move together in opposite directions from i, j := n, 0, so i + j - n.
func TestEntryForms(t *testing.T) {
	c := load(t, src)["Countdown"]
	got := map[string]bool{}
	for _, f := range entryForms(c, ratioForms(c)) {
		got[named(c, f)] = true
	}
	if !got["1i+1j-1n"] {
		t.Errorf("no candidate i+j-n among %v", got)
	}
}
