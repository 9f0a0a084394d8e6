package engine

import (
	"context"
	"math/big"
	"math/rand"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

const summarySrc = `package p

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func clamp(x, lo, hi int) int {
	if x < lo {
		return lo
	}
	if x > hi {
		return hi
	}
	return x
}

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func last(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return len(xs) - 1
}

func get(a []int, i int) int { return a[i] }

func half(n int32) int32 { return n / 2 }

func inc(x int8) int8 { return x + 1 }

func small(x uint8) (uint8, bool) {
	if x > 200 {
		return x - 200, false
	}
	return x, true
}

func afterIdx(s string) int {
	i := indexByte(s, '=')
	if i < 0 {
		return 0
	}
	return len(s[i+1:])
}

func twice(xs []int, i int) int { return get(xs, i) + get(xs, i) + i }

func sumTo(n int) int {
	s := 0
	for i := 0; i < n && i < 10; i++ {
		s += i
	}
	return s
}

func fails(a []int) int { return a[len(a)] }

func trimLeft(b []byte) []byte {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	return b
}

func afterTrim(b []byte) byte {
	t := trimLeft(b)
	if len(t) == 0 {
		return 0
	}
	return b[len(b)-len(t)]
}

func window(s string, i int) string {
	if i < 0 || i+4 > len(s) {
		return ""
	}
	return s[i : i+4]
}

func useFails(a []int) int {
	if len(a) > 3 {
		return fails(a)
	}
	return len(a) + 1
}

func chain(s string, x int) int {
	j := clamp(x, -1, len(s)-1)
	k := min2(indexByte(s, 'a'), j)
	if k >= 0 {
		return int(s[k]) + last(nil) + int(inc(int8(k)))
	}
	return k
}

func count(n int) int {
	if n <= 0 {
		return 0
	}
	return count(n-1) + 1
}

func isDigitAt(s string, i int) bool {
	if len(s) <= i {
		return false
	}
	c := s[i]
	return '0' <= c && c <= '9'
}

func hasRoom(s []byte, i int) bool { return i >= 0 && i < len(s)-1 }

func notDigitAt(s string, i int) bool { return !isDigitAt(s, i) }

func never(x int) bool {
	if x > 0 {
		return true
	}
	return x < -5 && x > 5
}

func twoDigits(s string) int {
	if !isDigitAt(s, 0) || notDigitAt(s, 1) {
		return -1
	}
	return int(s[0]-'0')*10 + int(s[1]-'0')
}

func room(b []byte, i int) byte {
	if hasRoom(b, i) {
		return b[i+1]
	}
	return 0
}

// scan returns a token kind, one of a few constants, with the index past
// the token: past i for a number or a word.
func scan(s string, i int) (int, int) {
	if i < 0 || i >= len(s) {
		return 0, i
	}
	if s[i] >= '0' && s[i] <= '9' {
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		return 2, j
	}
	if s[i] == '?' {
		return 7, i
	}
	return 1, i + 1
}

func afterScan(s string, i int) byte {
	k, j := scan(s, i)
	if k == 1 || k == 2 {
		return s[j-1]
	}
	return 0
}

func negate(g int) int { return -g }

func stepBoth(a int8, b int32) (int8, int32) { return a + 1, b - int32(a) }

func negateTwice(a []int, i int) int {
	if i < 0 || i >= len(a) {
		return 0
	}
	return a[negate(negate(i))]
}

func findFrom(a []int, i, x int) int {
	if i < 0 || i >= len(a) {
		return -1
	}
	if a[i] == x {
		return i
	}
	return findFrom(a, i+1, x)
}

func atFound(a []int, x int) int {
	if j := findFrom(a, 0, x); j >= 0 {
		return a[j]
	}
	return 0
}

func evenLen(s string) int {
	if len(s) == 0 {
		return 1
	}
	return oddLen(s[1:])
}

func oddLen(s string) int {
	if len(s) == 0 {
		return 0
	}
	return evenLen(s[1:])
}

func parity(b []byte, s string) byte {
	if len(b) < 2 {
		return 0
	}
	return b[evenLen(s)]
}
`

// provenBySummary are the functions of summarySrc whose checks the
// callees' postconditions prove (the cases of bool results included).
var provenBySummary = map[string]bool{"twoDigits": true, "room": true, "afterIdx": true, "afterTrim": true, "afterScan": true, "negateTwice": true, "atFound": true, "parity": true}

// loadSummaryPkg lowers every function of src, in source order.
func loadSummaryPkg(t *testing.T, src string) []*ssa2cfa.CFA {
	return ssa2cfatest.Lower(t, src)
}

// sumOracle answers havoc with random values of the variable's type.
type sumOracle struct{ r *rand.Rand }

func (o sumOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, _ cfainterp.Env) cfainterp.Value {
	return sumRandValue(o.r, &c.Vars[v])
}

// Call answers the calls the Program does not interpret (too deep a
// recursion) with random results: the analysis havocs them too.
func (o sumOracle) Call(c *ssa2cfa.CFA, call *ssa2cfa.Call, _ []cfainterp.Value, _ cfainterp.Env) ([]cfainterp.Value, bool) {
	out := make([]cfainterp.Value, len(call.Results))
	for i, v := range call.Results {
		if v >= 0 {
			out[i] = sumRandValue(o.r, &c.Vars[v])
		}
	}
	return out, true
}

// sumRandValue draws a value of v's range, mostly small, sometimes extreme.
func sumRandValue(r *rand.Rand, v *ssa2cfa.VarInfo) cfainterp.Value {
	lo, hi := v.Lo(), v.Hi()
	if v.Role == ssa2cfa.RoleLen || v.Role == ssa2cfa.RoleCap {
		hi = 6
	}
	var x int64
	switch r.Intn(8) {
	case 0:
		x = lo
	case 1:
		x = hi
	default:
		x = int64(r.Intn(17)) - 8
	}
	x = max(lo, min(hi, x))
	return v.Type.Canon(uint64(x))
}

// TestSummariesSound runs every function of a package concretely on random
// inputs: each returning run satisfies the function's postcondition (as the
// engine computes it, with callees' postconditions applied at calls), and
// no check the engine proves fails.
func TestSummariesSound(t *testing.T) {
	cfas := loadSummaryPkg(t, summarySrc)
	sums := newSummaries(nil)
	cfg := func(c *ssa2cfa.CFA, wanted func(*ssa2cfa.Check) bool) Config {
		return Config{Domain: domainFor(c), Wanted: wanted, Call: sums.callHook(c), CallCases: sums.caseHook(c)}
	}
	sums.onDemand(cfas, func(c *ssa2cfa.CFA, entry func(domains.Numeric) domains.Numeric) (*Result, error) {
		cf := cfg(c, none)
		cf.Entry = entry
		return Analyze(context.Background(), c, cf)
	})
	for _, c := range cfas {
		sums.lookup(c.Fn)
	}
	byName := map[string]*ssa2cfa.CFA{}
	for _, c := range cfas {
		byName[c.Fn.Name()] = c
	}
	// The summaries the analyses below rest on.
	for name, want := range map[string]string{
		"indexByte": "-len(p0) + r0 <= -1",
		"fails":     "never returns",
		"useFails":  "len(p0) - r0 == -1",
		"isDigitAt": "-len(p0) + p1 <= -1}",
		"hasRoom":   "r0 == 1 => {",
		"never":     "r0 == 0 => {p0 <= 0}",
		"trimLeft":  "-len(p0) + len(r0) <= 0",
		"window":    "-len(p0) + len(r0) <= 0",
		"scan":      "r0 == 2 => {",
		"negate":    "small[0] => {",
		"findFrom":  "-len(p0) + r0 <= -1",
		"evenLen":   "r0 <= 1",
		"stepBoth":  "small[0 1] => {",
	} {
		got := sums.local[byName[name].Fn]
		if got == nil || !containsStr(got.String(), want) {
			t.Errorf("summary of %s = %v, want it to contain %q", name, got, want)
		}
	}
	r := rand.New(rand.NewSource(1))
	prog := &cfainterp.Program{Lower: func(fn *ssa.Function) (*ssa2cfa.CFA, error) {
		for _, c := range cfas {
			if c.Fn == fn {
				return c, nil
			}
		}
		return ssa2cfa.Lower(fn)
	}, Fallback: sumOracle{r}}
	returned := 0
	for _, c := range cfas {
		res, err := Analyze(context.Background(), c, cfg(c, nil))
		if err != nil || res.Budget {
			t.Fatalf("%s: analysis failed: %v", c.Fn.Name(), err)
		}
		proven := map[*ssa2cfa.Check]bool{}
		for _, cr := range res.Checks {
			proven[cr.Check] = cr.Verdict == Proven
			if provenBySummary[c.Fn.Name()] && cr.Verdict != Proven {
				t.Errorf("%s: %s not proven", c.Fn.Name(), cr.Check.Text)
			}
		}
		sum := sums.local[c.Fn]
		slots := summary.Slots(c)
		for range 2000 {
			in := map[ssa2cfa.Var]cfainterp.Value{}
			for _, v := range c.Inputs {
				in[v] = sumRandValue(r, &c.Vars[v])
			}
			out, err := prog.Run(c, in, 5000)
			if err != nil {
				t.Fatalf("%s: %v", c.Fn.Name(), err)
			}
			if out.Failed != nil && out.FailedIn == c && proven[out.Failed] {
				t.Errorf("%s: proven check %s fails on %v", c.Fn.Name(), out.Failed.Text, in)
			}
			if !out.Returned || sum == nil {
				continue
			}
			returned++
			if sum.Never {
				t.Errorf("%s returns on %v, summary says never", c.Fn.Name(), in)
				continue
			}
			val := func(s summary.Slot) (*big.Int, bool) {
				v, ok := slots[s]
				if !ok {
					return nil, false
				}
				if s.IsResultLen() {
					return c.Vars[v].Type.BigValue(out.ResultLens[s.Index()]), true
				}
				if s.IsResult() {
					return c.Vars[v].Type.BigValue(out.Results[s.Index()]), true
				}
				x, ok := in[v]
				return c.Vars[v].Type.BigValue(x), ok
			}
			for _, k := range sum.Cons {
				if !holds(k, val) {
					t.Errorf("%s: %v violated by inputs %v, results %v", c.Fn.Name(), k, in, out.Results)
				}
			}
			small := len(sum.Small) > 0
			for _, i := range sum.SmallParams {
				v, ok := val(summary.ParamSlot(i))
				small = small && ok && summary.SmallValue(c.Vars[c.Params[i]].Type, v)
			}
			for _, k := range sum.Small {
				if small && !holds(k, val) {
					t.Errorf("%s: small arguments: %v violated by inputs %v, results %v", c.Fn.Name(), k, in, out.Results)
				}
			}
			for _, cs := range sum.Cases {
				r := c.Vars[c.Results[cs.Result]].Type.BigValue(out.Results[cs.Result])
				if !cs.Matches(r) {
					continue
				}
				if cs.Never {
					t.Errorf("%s returns r%d == %d on %v, summary says never", c.Fn.Name(), cs.Result, cs.Value, in)
				}
				for _, k := range cs.Cons {
					if !holds(k, val) {
						t.Errorf("%s: case r%d == %d: %v violated by inputs %v", c.Fn.Name(), cs.Result, cs.Value, k, in)
					}
				}
			}
		}
	}
	if returned < 1000 {
		t.Errorf("only %d returning runs", returned)
	}
}

func holds(k summary.Constraint, val func(summary.Slot) (*big.Int, bool)) bool {
	sum := big.NewInt(k.Const)
	for _, t := range k.Terms {
		v, ok := val(t.Slot)
		if !ok {
			return false
		}
		sum.Add(sum, new(big.Int).Mul(big.NewInt(t.Coef), v))
	}
	if k.Eq {
		return sum.Sign() == 0
	}
	return sum.Sign() <= 0
}

func containsStr(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
