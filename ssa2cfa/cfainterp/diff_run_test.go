package cfainterp_test

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
	"golang.org/x/tools/go/ssa"
)

// lowerFunc lowers a function: ssa2cfa.Lower, cached or mutated.
type lowerFunc func(*ssa.Function) (*ssa2cfa.CFA, error)

// maxSteps bounds a CFA run; the corpus's loops are short.
const maxSteps = 1 << 20

// runCFA interprets the lowering of fn on args, interpreting callees, with
// a loadOracle for havoc. A run that does not end in a return or a failed
// check gives a result with Msg set and neither Panicked nor Results.
func runCFA(lower lowerFunc, fn *ssa.Function, args []reflect.Value) (result, error) {
	c, err := lower(fn)
	if err != nil {
		return result{}, err
	}
	inputs := make(map[ssa2cfa.Var]uint64, len(c.Inputs))
	for _, v := range c.Inputs {
		info := &c.Vars[v]
		i := paramIndex(fn, info.Value)
		if i < 0 {
			return result{}, fmt.Errorf("%s: input v%d (%s) is not a parameter", fn, v, info.Name)
		}
		var x uint64
		var ok bool
		switch info.Role {
		case ssa2cfa.RoleParam:
			x, ok = canonBits(args[i])
		case ssa2cfa.RoleLen:
			x, ok = uint64(args[i].Len()), true
		case ssa2cfa.RoleCap:
			x, ok = uint64(args[i].Cap()), true
		}
		if !ok {
			return result{}, fmt.Errorf("%s: input v%d (%s): unexpected role %d", fn, v, info.Name, info.Role)
		}
		inputs[v] = x
	}
	o := &loadOracle{root: fn, args: args}
	p := &cfainterp.Program{Lower: lower, Fallback: o, MaxDepth: 1000} // IsEven(255) recurses 256 deep
	out, err := p.Run(c, inputs, maxSteps)
	if o.Err != nil {
		return result{}, o.Err
	}
	if err != nil {
		return result{}, err
	}
	switch {
	case out.Returned:
		r := result{Results: make([]*uint64, len(c.Results))}
		for i, v := range c.Results {
			if v >= 0 {
				r.Results[i] = &out.Results[i]
			}
		}
		return r, nil
	case out.Failed != nil:
		fset := out.FailedIn.Fn.Prog.Fset
		pos := fset.Position(out.Failed.Pos)
		r := result{Panicked: true, Kind: out.Failed.Kind, File: filepath.Base(pos.Filename), Line: pos.Line,
			Msg: fmt.Sprintf("%s#%d %s", out.Failed.Kind, out.Failed.ID, out.Failed.Text)}
		for _, chk := range out.FailedIn.Checks {
			if p := fset.Position(chk.Pos); p.Filename == pos.Filename && p.Line == pos.Line {
				r.LineKinds = append(r.LineKinds, chk.Kind)
			}
		}
		return r, nil
	}
	return result{Msg: out.String()}, nil
}

func paramIndex(fn *ssa.Function, v ssa.Value) int {
	for i, p := range fn.Params {
		if p == v {
			return i
		}
	}
	return -1
}

// agree reports whether the interpreted run matches the compiled one: the
// same results (every integer or boolean result must be tracked), or a
// failure at the same line, of the same kind or, as Go leaves the order of
// run-time panics within an expression unspecified (gc may divide before it
// shifts what comes first), of a kind the CFA also checks on that line.
func agree(want, got result) bool {
	if want.Panicked || got.Panicked {
		return want.Panicked == got.Panicked && want.File == got.File && want.Line == got.Line &&
			(want.Kind == got.Kind || slices.Contains(got.LineKinds, want.Kind))
	}
	if got.Results == nil || len(got.Results) != len(want.Results) {
		return false
	}
	for i, g := range got.Results {
		w := want.Results[i]
		if (g == nil) != (w == nil) || g != nil && *g != *w {
			return false
		}
	}
	return true
}

// mismatch is one disagreement between compiled and interpreted code.
type mismatch struct {
	Name       string
	Args       []reflect.Value
	Want, Got  result
	HarnessErr error
}

func (m mismatch) String() string {
	args := make([]string, len(m.Args))
	for i, a := range m.Args {
		args[i] = fmt.Sprintf("%#v", a.Interface())
	}
	call := fmt.Sprintf("%s(%s)", m.Name, strings.Join(args, ", "))
	if m.HarnessErr != nil {
		return call + ": " + m.HarnessErr.Error()
	}
	return fmt.Sprintf("%s: compiled %v, CFA %v", call, m.Want, m.Got)
}

// seedFor derives a function's input seed from its name.
func seedFor(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// diffFunction runs the corpus function name, compiled and lowered with
// lower, on its input vectors (nRandom random ones after the boundary
// combinations) and calls report with each disagreement (including harness
// errors) until it returns false. It returns the number of vectors run and
// counts the agreeing outcomes in stats, if not nil.
func diffFunction(corp *corpus, name string, lower lowerFunc, nRandom int, report func(mismatch) bool, stats *outcomeStats) int {
	native := reflect.ValueOf(corp.Native[name])
	r := rand.New(rand.NewPCG(20261123, seedFor(name)))
	n := 0
	for _, args := range inputVectors(native.Type(), r, nRandom) {
		n++
		if m, ok := diffOnce(corp, name, lower, args, stats); !ok && !report(m) {
			break
		}
	}
	return n
}

// outcomeStats counts the compiled outcomes of agreeing runs: returns, and
// failures by check kind.
type outcomeStats struct {
	mu       sync.Mutex
	Returned int
	Failed   map[ssa2cfa.CheckKind]int
}

func (s *outcomeStats) add(r result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !r.Panicked {
		s.Returned++
		return
	}
	if s.Failed == nil {
		s.Failed = make(map[ssa2cfa.CheckKind]int)
	}
	s.Failed[r.Kind]++
}

// diffOnce compares one run; ok reports agreement, counted in stats if not
// nil.
func diffOnce(corp *corpus, name string, lower lowerFunc, args []reflect.Value, stats *outcomeStats) (mismatch, bool) {
	got, err := runCFA(lower, corp.SSA[name], args)
	want := runNative(reflect.ValueOf(corp.Native[name]), args) // last: it may write to args
	m := mismatch{Name: name, Args: args, Want: want, Got: got, HarnessErr: err}
	ok := err == nil && agree(want, got)
	if ok && stats != nil {
		stats.add(want)
	}
	return m, ok
}
