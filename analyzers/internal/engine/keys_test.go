package engine

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

const eqKeysSrc = `package p

func isSep(c byte) bool { return c == '/' }

// Passed: c is compared with '.' and passed to isSep: a key.
func Passed(s string) (n int) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '.' || isSep(c) {
			n++
		}
	}
	return n
}

// Outside: as Passed, but outside any loop: no key.
func Outside(s string, i int) bool {
	c := s[i]
	return c == '.' || isSep(c)
}

// Ordered: c is also compared with '0': no key.
func Ordered(s string) (n int) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '.' || c >= '0' && isSep(c) {
			n++
		}
	}
	return n
}

// Computed: c is incremented: no key.
func Computed(s string) (n int) {
	for i := 0; i < len(s); i++ {
		c := s[i] + 1
		if c == '.' || isSep(c) {
			n++
		}
	}
	return n
}

// Indexes: k is compared with 0 and indexes s: no key.
func Indexes(s string, ks []int) (n byte) {
	for _, k := range ks {
		if k == 0 {
			continue
		}
		n += s[k]
	}
	return n
}

// Opaque: c is only passed to a dynamic call: no key.
func Opaque(s string, sink func(byte)) {
	for i := 0; i < len(s); i++ {
		sink(s[i])
	}
}

// Unused: the call's result is t4 == '/' (its summary): a key.
func Unused(s string) (n int) {
	for i := 0; i < len(s); i++ {
		if isSep(s[i]) {
			n++
		}
	}
	return n
}
`

// TestEqKeys checks which variables eqKeys makes keys: those a loop loads
// or gets from a call, only compared for equality with constants and
// passed to calls as they are.
func TestEqKeys(t *testing.T) {
	want := map[string][]string{
		"Passed":   {"t4"},
		"Outside":  nil,
		"Ordered":  nil,
		"Computed": nil,
		"Indexes":  nil,
		"Opaque":   nil,
		"Unused":   {"t4"},
		"isSep":    nil, // a parameter: not loaded in a loop
	}
	for _, c := range ssa2cfatest.Lower(t, eqKeysSrc) {
		var got []string
		for _, v := range eqKeys(c) {
			got = append(got, c.Vars[v].Name)
		}
		w, ok := want[c.Fn.Name()]
		if !ok {
			t.Fatalf("unexpected function %s", c.Fn.Name())
		}
		if !slices.Equal(got, w) {
			t.Errorf("%s: eqKeys = %v, want %v", c.Fn.Name(), got, w)
		}
	}
}

// eqKeysSoundSrc holds checks that fail only for some values of a byte
// that eqKeys makes a key.
const eqKeysSoundSrc = `package p

func isSep(c byte) bool { return c == '/' }

func Dots(s string) int {
	n, k := len(s), 0
	for r := 0; r < n; r++ {
		c := s[r]
		if isSep(c) {
			continue
		}
		if c == '.' && r+1 < n && isSep(s[r+1]) {
			k++
			continue
		}
		if c == '.' {
			k += int(s[r+1]) // fails where the last byte is '.'
		}
	}
	return k
}

func Pick(s string, is []int) (n byte) {
	for _, i := range is {
		c := s[i]
		if c != 'x' && isSep(c) {
			n += s[i+1] // fails where s ends in '/'
		}
		if c == 'x' {
			n += s[i-1] // fails where s starts with 'x'
		}
	}
	return n
}
`

// TestEqKeysSound runs the analysis with eqKeys' keys and executes the
// functions on random inputs: a check that fails on some run must not be
// proven.
func TestEqKeysSound(t *testing.T) {
	for _, c := range ssa2cfatest.Lower(t, eqKeysSoundSrc) {
		if c.Fn.Name() == "isSep" {
			continue
		}
		keys := eqKeys(c)
		if len(keys) == 0 {
			t.Fatalf("%s: no eqKeys: the test would not exercise them", c.Fn.Name())
		}
		p := numeric.New(c, numeric.Config{Domain: domainFor(c), KeyVars: keys})
		r, err := cpa.Run(context.Background(), c, p, cpa.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewSource(1))
		failed := 0
		for range 5000 {
			in := map[ssa2cfa.Var]cfainterp.Value{}
			for _, v := range c.Inputs {
				in[v] = uint64(rng.Intn(4)) // a length or an index
			}
			o := byteOracle{rng}
			out, err := cfainterp.Run(c, in, o, 10000)
			if err != nil {
				t.Fatalf("%s: %v", c.Fn.Name(), err)
			}
			if out.Failed != nil {
				failed++
				if len(r.ByLoc[out.Failed.Err]) == 0 {
					t.Errorf("%s: check %s proven, but fails on %v", c.Fn.Name(), out.Failed.Text, in)
				}
			}
		}
		if failed == 0 {
			t.Errorf("%s: no run failed a check: the test cannot catch an unsound proof", c.Fn.Name())
		}
	}
}

// byteOracle answers loads with the bytes the functions compare with, or
// others, and calls of isSep as isSep does.
type byteOracle struct{ r *rand.Rand }

func (o byteOracle) Havoc(c *ssa2cfa.CFA, v ssa2cfa.Var, _ cfainterp.Env) cfainterp.Value {
	return uint64([]byte{'.', '/', 'x', 'a'}[o.r.Intn(4)])
}

func (o byteOracle) Call(_ *ssa2cfa.CFA, call *ssa2cfa.Call, args []cfainterp.Value, _ cfainterp.Env) ([]cfainterp.Value, bool) {
	if call.Callee == nil || call.Callee.Name() != "isSep" {
		return nil, false
	}
	if args[0] == '/' {
		return []cfainterp.Value{1}, true
	}
	return []cfainterp.Value{0}, true
}

// walkSrc is debug/plan9obj's walksymtab, in the shape of its loops.
const walkSrc = `
// nnul is set in the inner loop, and only to constants: a key.
func Walk(p []byte, wide bool) (n int) {
	for len(p) >= 4 {
		if wide {
			if len(p) < 8 {
				return -1
			}
			p = p[8:]
		} else {
			p = p[4:]
		}
		if len(p) < 1 {
			return -1
		}
		typ := p[0]
		p = p[1:]
		var i, nnul int
		for i = 0; i < len(p); i++ {
			if p[i] == '.' {
				nnul = 1
				break
			}
		}
		switch typ {
		case 'x', '/':
			p = p[i+nnul:]
			for i = 0; i+2 <= len(p); i += 2 {
				if p[i] == '.' && p[i+1] == '.' {
					nnul = 2
					break
				}
			}
		}
		if len(p) < i+nnul {
			return -1
		}
		i += nnul
		p = p[i:]
		n++
	}
	return n
}
`

// flagKeysSrc holds walkSrc, WalkWrong (walkSrc with the first flag 2:
// p[i+nnul:] fails where '.' ends p) and functions with no flag key.
var flagKeysSrc = "package p\n" + walkSrc +
	strings.Replace(strings.Replace(walkSrc, "func Walk(", "func WalkWrong(", 1), "nnul = 1", "nnul = 2", 1) + `
// Outside: k is set outside any loop: no key.
func Outside(b bool, p []byte) []byte {
	k := 0
	if b {
		k = 1
	}
	return p[k:]
}

// Counted: n is incremented: no key.
func Counted(p []byte) (n int) {
	for i := range p {
		if p[i] == '.' {
			n++
		}
	}
	return n
}
`

// TestFlagKeys checks which functions flagKeys gives a key, that the key
// proves Walk's p[i+nnul:] (which the analysis without it does not), and
// that WalkWrong's check, which fails on some runs, is not proven.
func TestFlagKeys(t *testing.T) {
	want := map[string]int{"Walk": 1, "WalkWrong": 1, "Outside": 0, "Counted": 0}
	for _, c := range ssa2cfatest.Lower(t, flagKeysSrc) {
		name := c.Fn.Name()
		keys := flagKeys(c)
		if len(keys) != want[name] {
			t.Errorf("%s: flagKeys = %d variables, want %d", name, len(keys), want[name])
		}
		if len(keys) == 0 {
			continue
		}
		unproven := func(keys []ssa2cfa.Var) []*ssa2cfa.Check {
			p := numeric.New(c, numeric.Config{Domain: domainFor(c), KeyVars: keys})
			r, err := cpa.Run(context.Background(), c, p, cpa.Budget{})
			if err != nil {
				t.Fatal(err)
			}
			var out []*ssa2cfa.Check
			for _, chk := range c.Checks {
				if len(r.ByLoc[chk.Err]) > 0 {
					out = append(out, chk)
				}
			}
			return out
		}
		without, with := unproven(nil), unproven(keys)
		switch name {
		case "Walk":
			if len(without) == 0 {
				t.Errorf("Walk: proven without the key: the test shows nothing")
			}
			if len(with) > 0 {
				t.Errorf("Walk: %s not proven with the key", with[0].Text)
			}
		case "WalkWrong":
			rng := rand.New(rand.NewSource(1))
			failed := 0
			for range 2000 {
				in := map[ssa2cfa.Var]cfainterp.Value{}
				for _, v := range c.Inputs {
					in[v] = uint64(rng.Intn(16))
				}
				out, err := cfainterp.Run(c, in, byteOracle{rng}, 10000)
				if err != nil {
					t.Fatalf("WalkWrong: %v", err)
				}
				if out.Failed != nil {
					failed++
					if !slices.Contains(with, out.Failed) {
						t.Errorf("WalkWrong: check %s proven, but fails on %v", out.Failed.Text, in)
					}
				}
			}
			if failed == 0 {
				t.Errorf("WalkWrong: no run failed: the test cannot catch an unsound proof")
			}
		}
	}
}
