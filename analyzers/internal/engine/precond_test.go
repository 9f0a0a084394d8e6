package engine

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

const precondSrc = `package p

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

func get(a []int, i int) int { return a[i] }

func pos(x int) int {
	assert(x > 0)
	return x
}

func two(a []int, i int) int {
	_ = a[0]
	return a[i]
}

func loopThen(a []int, n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s + a[n]
}

func wrapGet(a []int, i int) int { return get(a, i+1) * 2 }

func wrapPos(x int) int { return pos(x-3) + 1 }

func branch(a []int, i int, ok bool) int {
	if ok {
		return a[i]
	}
	return 0
}

func clampThen(a []int, i int) int {
	if i > 5 {
		i = 5
	}
	return a[i]
}

func inc8(a []int, x int8) int { return a[x+1] }

func kind(k int) int {
	switch k {
	case 0:
		return 1
	case 1:
		return 2
	}
	panic("unreachable")
}

func load(p *int, a []int, i int) int {
	if *p > 0 {
		return a[i]
	}
	return 0
}

func rec(a []int, i int) (r int) {
	defer func() {
		if recover() != nil {
			r = -1
		}
	}()
	return a[i]
}

func str(s string, i int) byte { return s[i] }

func sub(s string, i, j int) string { return s[i:j] }

func div(a []int, d int) int { return a[10/d] }

func safe(a []int, i int) int {
	if i < 0 || i >= len(a) {
		return 0
	}
	return a[i]
}

func loopBody(a []int) int {
	s := 0
	for i := 0; i < len(a); i++ {
		s += a[i]
	}
	return s
}
`

// precondFuncs derives the preconditions of every function of src as the
// analyzer does (callees first, call-site checks added), returning the
// analysed CFAs and their call sites by function.
func precondFuncs(t *testing.T, src string) (map[string]*ssa2cfa.CFA, map[*ssa2cfa.CFA]map[*ssa2cfa.Check]*CallSite, *precondStore) {
	t.Helper()
	cfas := loadSummaryPkg(t, src)
	store := newPrecondStore(nil)
	sums := newSummaries(nil)
	byName := map[string]*ssa2cfa.CFA{}
	sites := map[*ssa2cfa.CFA]map[*ssa2cfa.Check]*CallSite{}
	order, _ := bottomUp(cfas)
	for _, c := range order {
		cc, s := withCallChecks(c, store.lookup)
		if err := cc.Sanity(); err != nil {
			t.Fatalf("%s with call-site checks: %v", c.Fn.Name(), err)
		}
		fset := c.Fn.Prog.Fset
		desc := func(chk *ssa2cfa.Check) (checkDesc, bool) {
			if site, ok := s[chk]; ok {
				return site.desc(chk), true
			}
			if !precondCheck(chk) {
				return checkDesc{}, false
			}
			return describe(fset, cc, chk), true
		}
		store.record(cc, derivePreconditions(cc, domainFor(cc), desc, sums.knownNever))
		byName[c.Fn.Name()] = cc
		sites[cc] = s
	}
	return byName, sites, store
}

// TestPreconditions checks which functions get preconditions, and what
// they say, on a few shapes.
func TestPreconditions(t *testing.T) {
	byName, _, store := precondFuncs(t, precondSrc)
	for _, tc := range []struct {
		fn   string
		want []string // one per precondition, in order; nil: none
	}{
		{"get", []string{"index p.go:9 fails if (0 > p1) || (p1 >= len(p0))"}},
		{"pos", []string{"assert p.go:12 fails if p0 <= 0"}},
		{"two", []string{"index p.go:17 fails if 0 >= len(p0)", "index p.go:18 fails if (0 < len(p0)) && ((0 > p1) || (p1 >= len(p0)))"}},
		{"loopThen", []string{"index p.go:26 fails if (0 >= p1) && ((0 > p1) || (p1 >= len(p0)))"}},
		{"wrapGet", []string{"index p.go:9 fails if (0 > (p1 + 1)) || ((p1 + 1) >= len(p0))"}},
		{"wrapPos", []string{"assert p.go:12 fails if (p0 - 3) <= 0"}},
		{"branch", []string{"index p.go:35 fails if p2 && ((0 > p1) || (p1 >= len(p0)))"}},
		{"clampThen", []string{"index p.go:44 fails if (p1 > 5) && (5 >= len(p0))", "index p.go:44 fails if (p1 <= 5) && ((0 > p1) || (p1 >= len(p0)))"}},
		{"inc8", []string{"index p.go:47 fails if (0 > int64(p1 + 1)) || (int64(p1 + 1) >= len(p0))"}},
		{"kind", []string{"unreachable p.go:56 fails if (p0 != 0) && (p0 != 1)"}},
		{"load", nil}, // guarded by a heap load
		{"rec", nil},  // recovers
		{"str", []string{"index p.go:75 fails if (0 > p1) || (p1 >= len(p0))"}},
		{"sub", []string{"slice p.go:77 fails if ((0 > p1) || (p1 > p2)) || (p2 > len(p0))"}},
		{"div", []string{"index p.go:79 fails if (p1 != 0) && ((0 > (10 / p1)) || ((10 / p1) >= len(p0)))"}},
		{"safe", nil}, // the failure cannot hold
		{"loopBody", nil},
	} {
		c := byName[tc.fn]
		if c == nil {
			t.Fatalf("no function %s", tc.fn)
		}
		got := store.local[c.Fn]
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d preconditions %v, want %d", tc.fn, len(got), got, len(tc.want))
			continue
		}
		for i, w := range tc.want {
			if s := got[i].String(); !containsStr(s, w) {
				t.Errorf("%s: precondition %d is %q, want it to contain %q", tc.fn, i, s, w)
			}
		}
	}
}

// TestPreconditionsSound runs every function with preconditions concretely
// on random inputs: whenever the inputs satisfy a precondition, the run
// fails the check it names (kind and line). Callees run with their own
// call-site checks.
func TestPreconditionsSound(t *testing.T) {
	byName, sites, store := precondFuncs(t, precondSrc)
	r := rand.New(rand.NewSource(7))
	prog := &cfainterp.Program{Lower: func(fn *ssa.Function) (*ssa2cfa.CFA, error) {
		if c, ok := byName[fn.Name()]; ok && c.Fn == fn {
			return c, nil
		}
		return ssa2cfa.Lower(fn)
	}, Fallback: sumOracle{r}}
	for name, c := range byName {
		list := store.local[c.Fn]
		if len(list) == 0 {
			continue
		}
		fset := c.Fn.Prog.Fset
		slots := summary.Slots(c)
		hits := make([]int, len(list))
		for range 3000 {
			in := map[ssa2cfa.Var]cfainterp.Value{}
			for _, v := range c.Inputs {
				in[v] = sumRandValue(r, &c.Vars[v])
			}
			var out *cfainterp.Outcome
			for i, pre := range list {
				fail, err := decodeExpr(pre.Fail, func(s summary.Slot, _ ssa2cfa.Type) ssa2cfa.Expr {
					if v, ok := slots[s]; ok {
						return c.Ref(v)
					}
					return nil
				})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if cfainterp.Eval(fail, cfainterp.MapEnv(in)) == 0 {
					continue
				}
				if out == nil {
					o, err := prog.Run(c, in, 5000)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					out = &o
				}
				if out.Stuck {
					continue // inputs the entry rules out (len > cap)
				}
				hits[i]++
				if out.Failed == nil {
					t.Errorf("%s: inputs %v satisfy %v, run %v", name, in, pre, out)
					continue
				}
				kind, line := out.Failed.Kind, fset.Position(out.Failed.Pos).Line
				if site, ok := sites[out.FailedIn][out.Failed]; ok {
					line = site.Line
				}
				if uint8(kind) != pre.Kind || line != pre.Line {
					t.Errorf("%s: inputs %v satisfy %v, run fails %s at line %d", name, in, pre, kind, line)
				}
			}
		}
		for i, n := range hits {
			if n == 0 {
				t.Errorf("%s: no input satisfies %v", name, list[i])
			}
		}
	}
}

// TestPreconditionsFact checks that the fact survives gob encoding, and
// that decoding rejects malformed expressions.
func TestPreconditionsFact(t *testing.T) {
	byName, _, store := precondFuncs(t, precondSrc)
	f := &Preconditions{List: store.local[byName["two"].Fn]}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(f); err != nil {
		t.Fatal(err)
	}
	var g Preconditions
	if err := gob.NewDecoder(&buf).Decode(&g); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(f, &g) || f.String() != g.String() {
		t.Errorf("round trip: %v, want %v", &g, f)
	}
	any := func(summary.Slot, ssa2cfa.Type) ssa2cfa.Expr { return &ssa2cfa.VarRef{T: ssa2cfa.Int} }
	for _, bad := range [][]Node{
		nil,
		{{Op: NodeBinary, Arg: uint64(ssa2cfa.Lt)}, {Op: NodeConst, Type: 65}},                            // truncated
		{{Op: NodeConst, Type: 0, Arg: 1}, {Op: NodeConst, Type: 0}},                                      // trailing
		{{Op: NodeBinary, Arg: uint64(ssa2cfa.Add)}, {Op: NodeConst, Type: 65}, {Op: NodeConst, Type: 0}}, // ill-typed
		{{Op: NodeConst, Type: 7}}, // bad type
		{{Op: NodeBinary, Arg: 99}, {Op: NodeConst, Type: 65}, {Op: NodeConst, Type: 65}}, // bad operator
		{{Op: NodeSlot, Type: 33, Arg: 0}},                                                // slot of another type
		{{Op: NodeUnary, Arg: uint64(ssa2cfa.Not)}, {Op: NodeConst, Type: 65}},            // ! on an int
	} {
		if e, err := decodeExpr(bad, any); err == nil {
			t.Errorf("decode %v = %v, want an error", bad, e)
		}
	}
}

// TestPreconditionsLarge checks that a failing condition whose expression
// doubles at every step (a tree of 2^80 nodes, a DAG of 80) is dropped
// quickly: every walk of it is bounded.
func TestPreconditionsLarge(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\nfunc double(a []int, x int) int {\n")
	for i := range 80 {
		fmt.Fprintf(&b, "\tx = x + x + %d\n", i)
		fmt.Fprintf(&b, "\tif x == %d {\n\t\treturn 0\n\t}\n", -i)
	}
	b.WriteString("\treturn a[x]\n}\n\nfunc small(a []int, x int) int {\n\treturn a[x+x]\n}\n")
	byName, _, store := precondFuncs(t, b.String())
	if got := store.local[byName["double"].Fn]; len(got) != 0 {
		t.Errorf("double has preconditions %v", got)
	}
	if got := store.local[byName["small"].Fn]; len(got) != 1 {
		t.Errorf("small has preconditions %v, want one", got)
	}
}
