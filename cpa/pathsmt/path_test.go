package pathsmt

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/numpredvet/numpredvet/smt"
	C "github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// pathFixture is a random straight-line path through a hand-built CFA.
type pathFixture struct {
	cfa    *C.CFA
	path   []*C.Edge
	inputs []C.Var
	// lenIn, capIn are the len and cap inputs of one slice parameter.
	lenIn, capIn C.Var
}

// randomPath builds a CFA with inputs of every type, a slice length and
// capacity, and a random path of assigns, assumes, havocs, calls, fails and
// a final return.
func randomPath(rng *rand.Rand) *pathFixture {
	cfa := &C.CFA{}
	f := &pathFixture{cfa: cfa}
	for _, ty := range append([]C.Type{C.Bool}, intTypes...) {
		for i := 0; i < 2; i++ {
			v := cfa.NewVar(C.VarInfo{Name: fmt.Sprintf("in_%v_%d", ty, i), Type: ty, Role: C.RoleParam, Input: true})
			f.inputs = append(f.inputs, v)
		}
	}
	s := &ssa.Parameter{}
	f.lenIn = cfa.NewVar(C.VarInfo{Name: "len(s)", Type: C.Int, Role: C.RoleLen, Value: s, Input: true})
	f.capIn = cfa.NewVar(C.VarInfo{Name: "cap(s)", Type: C.Int, Role: C.RoleCap, Value: s, Input: true})
	f.inputs = append(f.inputs, f.lenIn, f.capIn)
	cfa.Inputs = append(cfa.Inputs, f.inputs...)
	cfa.Params = append(cfa.Params, f.inputs...)

	allTypes := append([]C.Type{C.Bool}, intTypes...)
	var locals []C.Var
	for i := 0; i < 6; i++ {
		ty := allTypes[rng.Intn(len(allTypes))]
		locals = append(locals, cfa.NewVar(C.VarInfo{Name: fmt.Sprintf("r%d", i), Type: ty}))
	}
	resTy := intTypes[rng.Intn(len(intTypes))]
	res := cfa.NewVar(C.VarInfo{Name: "res0", Type: resTy, Role: C.RoleResult})
	cfa.Results = []C.Var{res, -1}
	t := &ssa.Parameter{}
	hlen := cfa.NewVar(C.VarInfo{Name: "len(t)", Type: C.Int, Role: C.RoleLen, Value: t})
	hcap := cfa.NewVar(C.VarInfo{Name: "cap(t)", Type: C.Int, Role: C.RoleCap, Value: t})

	g := &gen{rng: rng, cfa: cfa, pool: append([]C.Var(nil), f.inputs...)}
	loc := cfa.NewLoc(C.LocInfo{Block: -1})
	cfa.Entry = loc
	add := func(op C.Op) {
		next := cfa.NewLoc(C.LocInfo{Block: -1})
		f.path = append(f.path, cfa.AddEdge(loc, next, op, 0))
		loc = next
	}
	pick := func() C.Var { return locals[rng.Intn(len(locals))] }
	assumes := 0
	n := 4 + rng.Intn(6)
	for i := 0; i < n; i++ {
		switch k := rng.Intn(12); {
		case k < 5:
			// Parallel assignment of one or two distinct locals; a swap
			// reads the old values.
			v1, v2 := pick(), pick()
			vars := []C.Var{v1}
			if v2 != v1 && rng.Intn(2) == 0 {
				vars = append(vars, v2)
			}
			xs := make([]C.Expr, len(vars))
			for j, v := range vars {
				xs[j] = g.expr(cfa.Vars[v].Type, 3)
			}
			add(&C.Assign{Vars: vars, Exprs: xs})
			g.pool = append(g.pool, vars...)
		case k < 7:
			if assumes < 2 {
				assumes++
				add(&C.Assume{Cond: g.boolExpr(3)})
			}
		case k < 8:
			v := pick()
			add(&C.Havoc{Vars: []C.Var{v, v}, Reason: "load"})
			g.pool = append(g.pool, v)
		case k < 9:
			v := pick()
			add(&C.Havoc{Vars: []C.Var{hlen, hcap}, Reason: "load"})
			add(&C.Call{Results: []C.Var{v, -1}, ResultLens: []C.Var{-1, hlen}})
			g.pool = append(g.pool, v, hlen, hcap)
		case k < 10:
			chk := &C.Check{ID: len(cfa.Checks), Kind: C.CheckAssert, Cond: g.boolExpr(2)}
			cfa.Checks = append(cfa.Checks, chk)
			add(&C.Fail{Check: chk})
			// A fail edge ends a path.
			return f
		default:
			add(&C.Assume{Cond: &C.Binary{Op: C.Le, X: cfa.Ref(f.lenIn), Y: g.intExpr(C.Int, 2)}})
		}
	}
	add(&C.Return{Results: []C.Expr{g.intExpr(resTy, 3), nil}})
	return f
}

// inputValues returns random input values, with 0 <= len <= cap.
func (f *pathFixture) inputValues(rng *rand.Rand) map[C.Var]uint64 {
	vals := map[C.Var]uint64{}
	for _, v := range f.inputs {
		vals[v] = randValue(rng, f.cfa.Vars[v].Type)
	}
	vals[f.capIn] = uint64(rng.Intn(20))
	vals[f.lenIn] = uint64(rng.Intn(int(vals[f.capIn]) + 1))
	if rng.Intn(4) == 0 {
		vals[f.capIn] = 1<<63 - 1 - uint64(rng.Intn(3))
	}
	return vals
}

func intLit(c *smt.Context, ty C.Type, bits uint64) smt.Term {
	if ty.IsBool() {
		return c.BoolVal(bits != 0)
	}
	return c.BVVal(int(ty.Width), bits)
}

func isPanic(err error) bool {
	var p errPanic
	return errors.As(err, &p)
}

// TestPathFixed fixes the inputs and havoc'd values of random paths: the
// formula must be satisfiable exactly when the concrete Go execution follows
// the path, and the model must hold Go's values.
func TestPathFixed(t *testing.T) {
	t.Run("full", func(t *testing.T) { testPathFixed(t, false) })
	t.Run("sliced", func(t *testing.T) { testPathFixed(t, true) })
}

func testPathFixed(t *testing.T, slice bool) {
	c := newCtx(t)
	rng := rand.New(rand.NewSource(3))
	s := c.NewSolver()
	trials := 300
	if testing.Short() {
		trials = 80
	}
	var sat, unsat int
	for trial := 0; trial < trials; trial++ {
		f := randomPath(rng)
		e := NewEncoder(c, f.cfa)
		e.Slice = slice
		p, err := e.Path(f.path)
		if err != nil {
			t.Fatal(err)
		}
		vals := f.inputValues(rng)
		var havocs []uint64
		for _, ver := range p.Versions {
			if ver.Havoc {
				ty := f.cfa.Vars[ver.Var].Type
				v := randValue(rng, ty)
				if r := f.cfa.Vars[ver.Var].Role; (r == C.RoleLen || r == C.RoleCap) && rng.Intn(4) > 0 {
					v = uint64(rng.Intn(10)) // mostly valid lengths
				}
				havocs = append(havocs, v)
			}
		}
		conc := map[C.Var]uint64{}
		for k, v := range vals {
			conc[k] = v
		}
		want, err := runPath(f.cfa, f.path, conc, havocs)
		if isPanic(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		s.Push()
		for _, v := range f.inputs {
			in, ok := p.Initial(v)
			if !ok {
				t.Fatalf("input v%d has no initial version", v)
			}
			s.Assert(c.Eq(in, intLit(c, f.cfa.Vars[v].Type, vals[v])))
		}
		hi := 0
		for _, ver := range p.Versions {
			if ver.Havoc {
				s.Assert(c.Eq(ver.Term, intLit(c, f.cfa.Vars[ver.Var].Type, havocs[hi])))
				hi++
			}
		}
		r, err := p.Feasible(s)
		if err != nil {
			t.Fatal(err)
		}
		if (r == smt.Sat) != want || r == smt.Unknown {
			t.Fatalf("trial %d: solver %v, Go execution follows path: %v\n%s", trial, r, want, dumpPath(f.path))
		}
		if r == smt.Sat {
			sat++
			m, err := s.Model()
			if err != nil {
				t.Fatal(err)
			}
			for v, want := range conc {
				term, ok := p.Var(v, len(f.path))
				if !ok || slice {
					continue
				}
				ty := f.cfa.Vars[v].Type
				got, ok := Value(m, term, ty)
				if !ok || got.Cmp(ty.BigValue(ty.Canon(want))) != 0 {
					t.Fatalf("trial %d: %s = %v, Go %v\n%s", trial, f.cfa.Vars[v].Name, got, ty.BigValue(want), dumpPath(f.path))
				}
			}
			// The witness lists the fixed values, inputs first.
			w := p.Witness(m)
			if len(w) != len(f.inputs)+len(havocs) {
				t.Fatalf("witness has %d bindings, want %d", len(w), len(f.inputs)+len(havocs))
			}
			for i, b := range w {
				var bits uint64
				if i < len(f.inputs) {
					bits = vals[f.inputs[i]]
					if b.Var != f.inputs[i] || b.Step != -1 {
						t.Fatalf("binding %d is %v", i, b)
					}
				} else {
					bits = havocs[i-len(f.inputs)]
				}
				if b.Value.Cmp(b.Type.BigValue(b.Type.Canon(bits))) != 0 {
					t.Fatalf("binding %v, want bits %#x", b, bits)
				}
			}
		} else {
			unsat++
		}
		s.Pop(1)
	}
	t.Logf("%d sat, %d unsat", sat, unsat)
	if sat < trials/10 || unsat < trials/10 {
		t.Errorf("unbalanced trials: %d sat, %d unsat", sat, unsat)
	}
}

// TestPathWitnessReplay leaves inputs free: a Sat answer's witness must
// drive the concrete execution along the path; an Unsat answer must not be
// contradicted by random executions.
func TestPathWitnessReplay(t *testing.T) {
	// Unsliced formulas of random paths hold many 64-bit multiplications
	// and divisions: fewer trials.
	t.Run("full", func(t *testing.T) { testWitnessReplay(t, false, 25) })
	t.Run("sliced", func(t *testing.T) { testWitnessReplay(t, true, 120) })
}

func testWitnessReplay(t *testing.T, slice bool, trials int) {
	c := newCtx(t)
	rng := rand.New(rand.NewSource(4))
	if testing.Short() {
		trials /= 4
	}
	s := c.NewSolver()
	var sat, unsat int
	for trial := 0; trial < trials; trial++ {
		f := randomPath(rng)
		e := NewEncoder(c, f.cfa)
		e.Slice = slice
		p, err := e.Path(f.path)
		if err != nil {
			t.Fatal(err)
		}
		s.Push()
		start := time.Now()
		r, err := p.Feasible(s)
		if err != nil {
			t.Fatal(err)
		}
		if el := time.Since(start); el > 500*time.Millisecond {
			t.Logf("trial %d: %v in %v\n%s", trial, r, el, dumpPath(f.path))
		}
		switch r {
		case smt.Sat:
			sat++
			m, err := s.Model()
			if err != nil {
				t.Fatal(err)
			}
			vals := map[C.Var]uint64{}
			var havocs []uint64
			for _, b := range p.Witness(m) {
				bits := bigBits(b.Value)
				if b.Step < 0 {
					vals[b.Var] = bits
				} else {
					havocs = append(havocs, bits)
				}
			}
			if vals[f.lenIn] > vals[f.capIn] || int64(vals[f.lenIn]) < 0 {
				t.Fatalf("witness len %d cap %d", int64(vals[f.lenIn]), int64(vals[f.capIn]))
			}
			ok, err := runPath(f.cfa, f.path, vals, havocs)
			if err != nil && !isPanic(err) {
				t.Fatal(err)
			}
			if err == nil && !ok {
				t.Fatalf("trial %d: witness %v does not follow the path\n%s", trial, p.Witness(m), dumpPath(f.path))
			}
		case smt.Unsat:
			unsat++
			for i := 0; i < 20; i++ {
				vals := f.inputValues(rng)
				var havocs []uint64
				for _, ver := range p.Versions {
					if ver.Havoc {
						havocs = append(havocs, randValue(rng, f.cfa.Vars[ver.Var].Type))
					}
				}
				if ok, err := runPath(f.cfa, f.path, vals, havocs); ok && err == nil {
					t.Fatalf("trial %d: unsat, but inputs %v follow the path\n%s", trial, vals, dumpPath(f.path))
				}
			}
		default:
			t.Fatalf("trial %d: %v (%s)", trial, r, s.ReasonUnknown())
		}
		s.Pop(1)
	}
	t.Logf("%d sat, %d unsat", sat, unsat)
}

func bigBits(v *big.Int) uint64 {
	if v.Sign() < 0 {
		return uint64(v.Int64())
	}
	return v.Uint64()
}

func dumpPath(path []*C.Edge) string {
	var sb strings.Builder
	for i, e := range path {
		fmt.Fprintf(&sb, "  %d: %v\n", i, e.Op)
	}
	return sb.String()
}

// lineCFA builds a CFA whose single path is the given operations.
func lineCFA(cfa *C.CFA, ops ...C.Op) []*C.Edge {
	loc := cfa.NewLoc(C.LocInfo{Block: -1})
	cfa.Entry = loc
	var path []*C.Edge
	for _, op := range ops {
		next := cfa.NewLoc(C.LocInfo{Block: -1})
		path = append(path, cfa.AddEdge(loc, next, op, 0))
		loc = next
	}
	cfa.Exit = loc
	return path
}

func TestUnsatCoreEdges(t *testing.T) {
	c := newCtx(t)
	cfa := &C.CFA{}
	x := cfa.NewVar(C.VarInfo{Name: "x", Type: C.Int, Role: C.RoleParam, Input: true})
	y := cfa.NewVar(C.VarInfo{Name: "y", Type: C.Int})
	z := cfa.NewVar(C.VarInfo{Name: "z", Type: C.Uint8})
	cfa.Inputs = []C.Var{x}
	k := func(v int64) C.Expr { return C.IntConst(C.Int, v) }
	path := lineCFA(cfa,
		&C.Assume{Cond: &C.Binary{Op: C.Gt, X: cfa.Ref(x), Y: k(10)}},                              // 0
		&C.Assign{Vars: []C.Var{z}, Exprs: []C.Expr{C.IntConst(C.Uint8, 3)}},                       // 1
		&C.Assign{Vars: []C.Var{y}, Exprs: []C.Expr{&C.Binary{Op: C.Add, X: cfa.Ref(x), Y: k(1)}}}, // 2
		&C.Havoc{Vars: []C.Var{z}, Reason: "load"},                                                 // 3
		&C.Assume{Cond: &C.Binary{Op: C.Lt, X: cfa.Ref(x), Y: k(5)}},                               // 4
	)
	p, err := NewEncoder(c, cfa).Path(path)
	if err != nil {
		t.Fatal(err)
	}
	s := c.NewSolver()
	r, err := p.Feasible(s)
	if err != nil || r != smt.Unsat {
		t.Fatalf("Feasible = %v %v", r, err)
	}
	core, err := p.UnsatCoreEdges(s)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(core) != "[0 4]" {
		t.Errorf("core %v, want [0 4]", core)
	}
	// Without a preceding Feasible, UnsatCoreEdges checks by itself, on a
	// solver already holding another path's formula.
	s.Check()
	p2, err := NewEncoder(c, cfa).Path(path)
	if err != nil {
		t.Fatal(err)
	}
	core, err = p2.UnsatCoreEdges(s)
	if err != nil || fmt.Sprint(core) != "[0 4]" {
		t.Errorf("core %v %v, want [0 4]", core, err)
	}
	// A feasible path has no core.
	p3, err := NewEncoder(c, cfa).Path(path[:4])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p3.UnsatCoreEdges(s); err == nil {
		t.Errorf("core of a feasible path")
	}
}

// TestWrapFeasible: x > 10 && x+1 < 5 is feasible in int8 (127+1 wraps).
func TestWrapFeasible(t *testing.T) {
	c := newCtx(t)
	cfa := &C.CFA{}
	x := cfa.NewVar(C.VarInfo{Name: "x", Type: C.Int8, Role: C.RoleParam, Input: true})
	y := cfa.NewVar(C.VarInfo{Name: "y", Type: C.Int8})
	cfa.Inputs = []C.Var{x}
	k := func(v int64) C.Expr { return C.IntConst(C.Int8, v) }
	path := lineCFA(cfa,
		&C.Assume{Cond: &C.Binary{Op: C.Gt, X: cfa.Ref(x), Y: k(10)}},
		&C.Assign{Vars: []C.Var{y}, Exprs: []C.Expr{&C.Binary{Op: C.Add, X: cfa.Ref(x), Y: k(1)}}},
		&C.Assume{Cond: &C.Binary{Op: C.Lt, X: cfa.Ref(y), Y: k(5)}},
	)
	p, err := NewEncoder(c, cfa).Path(path)
	if err != nil {
		t.Fatal(err)
	}
	s := c.NewSolver()
	if r, err := p.Feasible(s); err != nil || r != smt.Sat {
		t.Fatalf("Feasible = %v %v", r, err)
	}
	m, _ := s.Model()
	w := p.Witness(m)
	if len(w) != 1 || w[0].String() != "x = 127" {
		t.Errorf("witness %v", w)
	}
	if yv, ok := p.Var(y, 3); !ok || yv.String() != "v1@1" {
		t.Errorf("final y = %v %v", yv, ok)
	}
	if _, ok := p.Var(y, 1); ok {
		t.Errorf("y has a version before its assignment")
	}
}

// TestLenCap checks the implicit constraints: input and havoc'd lengths are
// non-negative, input len <= cap, havoc'd len <= cap when both are
// havoc'd together, and nothing more.
func TestLenCap(t *testing.T) {
	c := newCtx(t)
	sv, tv := &ssa.Parameter{}, &ssa.Parameter{}
	k := func(v int64) C.Expr { return C.IntConst(C.Int, v) }
	type tc struct {
		name string
		ops  func(cfa *C.CFA, ls, cs, lt, ct, n C.Var) []C.Op
		want smt.Result
	}
	lt := func(cfa *C.CFA, a C.Var, b C.Expr) C.Op {
		return &C.Assume{Cond: &C.Binary{Op: C.Lt, X: cfa.Ref(a), Y: b}}
	}
	tests := []tc{
		{"input len >= 0", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{lt(cfa, ls, k(0))}
		}, smt.Unsat},
		{"input len <= cap", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{lt(cfa, cs, cfa.Ref(ls))}
		}, smt.Unsat},
		{"input cap may be max", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Assume{Cond: &C.Binary{Op: C.Eq, X: cfa.Ref(cs), Y: k(1<<63 - 1)}}}
		}, smt.Sat},
		{"havoc len >= 0", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Havoc{Vars: []C.Var{lt_}}, lt(cfa, lt_, k(0))}
		}, smt.Unsat},
		{"call result len >= 0", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Call{Results: []C.Var{-1}, ResultLens: []C.Var{lt_}}, lt(cfa, lt_, k(0))}
		}, smt.Unsat},
		{"havoc len, cap together", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Havoc{Vars: []C.Var{ct, lt_}}, lt(cfa, ct, cfa.Ref(lt_))}
		}, smt.Unsat},
		{"havoc len alone", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Havoc{Vars: []C.Var{ct}}, &C.Havoc{Vars: []C.Var{lt_}}, lt(cfa, ct, cfa.Ref(lt_))}
		}, smt.Sat},
		{"non-input initial len unconstrained by cap", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{lt(cfa, ct, cfa.Ref(lt_))}
		}, smt.Sat},
		{"non-input initial len >= 0", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{lt(cfa, lt_, k(0))}
		}, smt.Unsat},
		{"havoc int may be negative", func(cfa *C.CFA, ls, cs, lt_, ct, n C.Var) []C.Op {
			return []C.Op{&C.Havoc{Vars: []C.Var{n}}, lt(cfa, n, k(-1<<63+1))}
		}, smt.Sat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfa := &C.CFA{}
			ls := cfa.NewVar(C.VarInfo{Name: "len(s)", Type: C.Int, Role: C.RoleLen, Value: sv, Input: true})
			cs := cfa.NewVar(C.VarInfo{Name: "cap(s)", Type: C.Int, Role: C.RoleCap, Value: sv, Input: true})
			lt_ := cfa.NewVar(C.VarInfo{Name: "len(t)", Type: C.Int, Role: C.RoleLen, Value: tv})
			ct := cfa.NewVar(C.VarInfo{Name: "cap(t)", Type: C.Int, Role: C.RoleCap, Value: tv})
			n := cfa.NewVar(C.VarInfo{Name: "n", Type: C.Int})
			cfa.Inputs = []C.Var{ls, cs}
			p, err := NewEncoder(c, cfa).Path(lineCFA(cfa, tt.ops(cfa, ls, cs, lt_, ct, n)...))
			if err != nil {
				t.Fatal(err)
			}
			r, err := p.Feasible(c.NewSolver())
			if err != nil || r != tt.want {
				t.Errorf("got %v %v, want %v", r, err, tt.want)
			}
		})
	}
}

// TestReturnCallFail covers results, call havocs and fail edges.
func TestReturnCallFail(t *testing.T) {
	c := newCtx(t)
	cfa := &C.CFA{}
	x := cfa.NewVar(C.VarInfo{Name: "x", Type: C.Uint32, Role: C.RoleParam, Input: true})
	r0 := cfa.NewVar(C.VarInfo{Name: "r0", Type: C.Uint32, Role: C.RoleResult})
	r1 := cfa.NewVar(C.VarInfo{Name: "r1", Type: C.Bool, Role: C.RoleResult})
	cv := cfa.NewVar(C.VarInfo{Name: "t0", Type: C.Uint32})
	cfa.Inputs = []C.Var{x}
	cfa.Results = []C.Var{r0, r1, -1}
	chk := &C.Check{Kind: C.CheckDivZero, Cond: &C.Binary{Op: C.Ne, X: cfa.Ref(cv), Y: C.IntConst(C.Uint32, 0)}}
	cfa.Checks = []*C.Check{chk}
	path := lineCFA(cfa,
		&C.Call{Args: []C.Expr{cfa.Ref(x)}, Results: []C.Var{cv, -1}, ResultLens: []C.Var{-1, -1}},
		&C.Fail{Check: chk},
		&C.Return{Results: []C.Expr{&C.Binary{Op: C.Mul, X: cfa.Ref(x), Y: C.IntConst(C.Uint32, 3)}, &C.Binary{Op: C.Eq, X: cfa.Ref(cv), Y: cfa.Ref(x)}, nil}},
	)
	p, err := NewEncoder(c, cfa).Path(path)
	if err != nil {
		t.Fatal(err)
	}
	s := c.NewSolver()
	s.Assert(c.Eq(mustInitial(t, p, x), c.BVVal(32, 0x80000001)))
	if r, err := p.Feasible(s); err != nil || r != smt.Sat {
		t.Fatalf("Feasible = %v %v", r, err)
	}
	m, _ := s.Model()
	w := p.Witness(m)
	if len(w) != 2 || w[0].String() != "x = 2147483649" || w[1].String() != "t0@0 = 0" {
		t.Errorf("witness %v", w)
	}
	r0v, _ := p.Var(r0, 3)
	r1v, _ := p.Var(r1, 3)
	x0 := uint32(0x80000001)
	if v, ok := m.EvalBV(r0v); !ok || v != uint64(x0*3) {
		t.Errorf("r0 = %#x", v)
	}
	if v, ok := m.EvalBool(r1v); !ok || v {
		t.Errorf("r1 = %v", v)
	}
}

func mustInitial(t *testing.T, p *PathFormula, v C.Var) smt.Term {
	t.Helper()
	in, ok := p.Initial(v)
	if !ok {
		t.Fatalf("no initial version of v%d", v)
	}
	return in
}

func TestPathErrors(t *testing.T) {
	c := newCtx(t)
	cfa := &C.CFA{}
	x := cfa.NewVar(C.VarInfo{Name: "x", Type: C.Int8})
	b := cfa.NewVar(C.VarInfo{Name: "b", Type: C.Bool})
	tests := []struct {
		name string
		op   C.Op
	}{
		{"assume int", &C.Assume{Cond: cfa.Ref(x)}},
		{"assign type", &C.Assign{Vars: []C.Var{x}, Exprs: []C.Expr{cfa.Ref(b)}}},
		{"assign arity", &C.Assign{Vars: []C.Var{x, b}, Exprs: []C.Expr{cfa.Ref(x)}}},
		{"assign bad var", &C.Assign{Vars: []C.Var{7}, Exprs: []C.Expr{cfa.Ref(x)}}},
		{"fail without check", &C.Fail{}},
		{"bad expr", &C.Assume{Cond: &C.Binary{Op: C.Lt, X: cfa.Ref(x), Y: C.IntConst(C.Int16, 1)}}},
	}
	for _, tt := range tests {
		e := NewEncoder(c, cfa)
		if _, err := e.Path([]*C.Edge{{Op: tt.op}}); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
	if err := c.Err(); err != nil {
		t.Errorf("errors leaked into the context: %v", err)
	}
}

// TestDeterministic: encoding the same path twice in fresh contexts gives
// the same formula text.
func TestDeterministic(t *testing.T) {
	text := func() string {
		c := newCtx(t)
		f := randomPath(rand.New(rand.NewSource(9)))
		p, err := NewEncoder(c, f.cfa).Path(f.path)
		if err != nil {
			t.Fatal(err)
		}
		var sb strings.Builder
		sb.WriteString(p.Init.String())
		for i := range p.Steps {
			sb.WriteString(p.Lits[i].String() + " => " + p.Steps[i].String() + "\n")
		}
		return sb.String()
	}
	if a, b := text(), text(); a != b {
		t.Errorf("nondeterministic encoding:\n%s\n---\n%s", a, b)
	}
}

// TestParallelAssign: x, y := y, x+y reads the old values.
func TestParallelAssign(t *testing.T) {
	c := newCtx(t)
	cfa := &C.CFA{}
	x := cfa.NewVar(C.VarInfo{Name: "x", Type: C.Int16, Role: C.RoleParam, Input: true})
	y := cfa.NewVar(C.VarInfo{Name: "y", Type: C.Int16, Role: C.RoleParam, Input: true})
	cfa.Inputs = []C.Var{x, y}
	path := lineCFA(cfa,
		&C.Assign{Vars: []C.Var{x, y}, Exprs: []C.Expr{cfa.Ref(y), &C.Binary{Op: C.Add, X: cfa.Ref(x), Y: cfa.Ref(y)}}},
		&C.Assign{Vars: []C.Var{x, y}, Exprs: []C.Expr{cfa.Ref(y), &C.Binary{Op: C.Add, X: cfa.Ref(x), Y: cfa.Ref(y)}}},
	)
	for _, slice := range []bool{false, true} {
		e := NewEncoder(c, cfa)
		e.Slice = slice
		p, err := e.Path(append(path, lineCFA(cfa, &C.Assume{Cond: &C.Binary{Op: C.Eq, X: cfa.Ref(y), Y: C.IntConst(C.Int16, 5)}})...))
		if err != nil {
			t.Fatal(err)
		}
		s := c.NewSolver()
		s.Assert(c.Eq(mustInitial(t, p, x), c.BVVal(16, 1)))
		// Fibonacci: (1, y) -> (y, 1+y) -> (1+y, 1+2y); 1+2y == 5 gives y == 2.
		if r, err := p.Feasible(s); r != smt.Sat || err != nil {
			t.Fatalf("slice=%v: %v %v", slice, r, err)
		}
		m, _ := s.Model()
		if w := p.Witness(m); fmt.Sprint(w) != "[x = 1 y = 2]" {
			t.Errorf("slice=%v: witness %v", slice, w)
		}
		if !slice {
			xf, _ := p.Var(x, 3)
			if v, _ := m.EvalBV(xf); v != 3 {
				t.Errorf("final x = %d, want 3", v)
			}
		}
	}
}
