package engine

import (
	"context"
	"math/rand"
	"slices"
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
