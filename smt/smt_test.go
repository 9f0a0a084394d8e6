//go:build cgo

package smt

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

func newCtx(t testing.TB, cfg Config) *Context {
	t.Helper()
	c, err := NewContext(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func mustCheck(t *testing.T, s *Solver, lits ...Term) Result {
	t.Helper()
	r, err := s.CheckAssumptions(lits...)
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	return r
}

func TestAvailable(t *testing.T) {
	if !Available {
		t.Fatal("Available is false in the cgo build")
	}
}

func TestSatUnsatModel(t *testing.T) {
	c := newCtx(t, Config{})
	x := c.BV("x", 8)
	s := c.NewSolver()
	s.Assert(c.Eq(c.BVAdd(x, c.BVVal(8, 1)), c.BVVal(8, 0)))
	if r := mustCheck(t, s); r != Sat {
		t.Fatalf("got %v, want sat", r)
	}
	m, err := s.Model()
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := m.EvalBV(x); !ok || v != 0xff {
		t.Errorf("x = %#x %v, want 0xff", v, ok)
	}
	if v, ok := m.EvalBig(x); !ok || v.Uint64() != 0xff {
		t.Errorf("EvalBig x = %v %v", v, ok)
	}
	// Model completion: an unconstrained constant still has a value.
	if _, ok := m.EvalBV(c.BV("unmentioned", 16)); !ok {
		t.Errorf("model completion failed")
	}
	s.Assert(c.BVULT(x, c.BVVal(8, 3)))
	if r := mustCheck(t, s); r != Unsat {
		t.Fatalf("got %v, want unsat", r)
	}
	if _, err := s.Model(); err == nil {
		t.Errorf("Model after unsat: no error")
	}
	if c.Err() != nil {
		t.Fatalf("Model after unsat is not a context error: %v", c.Err())
	}
}

func TestIntsAndBools(t *testing.T) {
	c := newCtx(t, Config{})
	x, y := c.Int("x"), c.Int("y")
	p, q := c.Bool("p"), c.Bool("q")
	s := c.NewSolver()
	s.Assert(c.Eq(c.IntAdd(x, y), c.IntVal(10)))
	s.Assert(c.Eq(c.IntSub(x, y), c.IntVal(4)))
	s.Assert(c.IntLT(c.IntVal(-1), c.IntMul(x, y)))
	s.Assert(c.Implies(p, q))
	s.Assert(p)
	s.Assert(c.IntLE(x, c.Ite(q, c.IntVal(7), c.IntVal(0))))
	if r := mustCheck(t, s); r != Sat {
		t.Fatalf("got %v", r)
	}
	m, err := s.Model()
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := m.EvalInt(x); !ok || v != 7 {
		t.Errorf("x = %d %v", v, ok)
	}
	if v, ok := m.EvalInt(y); !ok || v != 3 {
		t.Errorf("y = %d %v", v, ok)
	}
	if v, ok := m.EvalBool(q); !ok || !v {
		t.Errorf("q = %v %v", v, ok)
	}
	if v, ok := m.EvalBool(c.Or(c.Not(p), c.BoolVal(false))); !ok || v {
		t.Errorf("!p || false = %v %v", v, ok)
	}
	if v, ok := m.EvalBool(c.And()); !ok || !v {
		t.Errorf("And() = %v %v", v, ok)
	}
	if _, ok := m.EvalBV(x); ok {
		t.Errorf("EvalBV of an int succeeded")
	}
}

func TestHashConsing(t *testing.T) {
	c := newCtx(t, Config{})
	if c.BV("x", 8) != c.BV("x", 8) {
		t.Errorf("same constant, different terms")
	}
	if c.BV("x", 8) == c.BV("x", 16) || c.BV("x", 8) == c.BV("y", 8) {
		t.Errorf("different constants, same term")
	}
	a := c.BVAdd(c.BV("x", 8), c.BVVal(8, 1))
	b := c.BVAdd(c.BV("x", 8), c.BVVal(8, 1))
	if a != b {
		t.Errorf("same application, different terms")
	}
	if got := a.String(); got != "(bvadd x #x01)" {
		t.Errorf("String = %q", got)
	}
	if f, g := c.FreshBool("p"), c.FreshBool("p"); f == g || f == c.Bool("p") || !f.IsBool() {
		t.Errorf("fresh constants %s %s not fresh", f, g)
	}
	if f := c.FreshBV("x", 8); f == c.BV("x", 8) || f.BVWidth() != 8 {
		t.Errorf("fresh bit-vector %s", f)
	}
	if c.BVVal(8, 0x1ff) != c.BVVal(8, 0xff) {
		t.Errorf("BVVal does not truncate")
	}
}

func TestUnsatCore(t *testing.T) {
	for _, minimize := range []bool{false, true} {
		t.Run(fmt.Sprint("minimize=", minimize), func(t *testing.T) {
			c := newCtx(t, Config{MinimizeCores: minimize})
			x, y := c.BV("x", 32), c.BV("y", 32)
			a, b, d, e := c.Bool("a"), c.Bool("b"), c.Bool("d"), c.Bool("e")
			s := c.NewSolver()
			s.Assert(c.Implies(a, c.BVULT(x, c.BVVal(32, 3))))
			s.Assert(c.Implies(b, c.BVULT(c.BVVal(32, 5), x)))
			s.Assert(c.Implies(d, c.Eq(y, c.BVVal(32, 1))))
			s.Assert(c.Implies(e, c.Eq(y, x)))
			if r := mustCheck(t, s, a, d, e); r != Sat {
				t.Fatalf("got %v", r)
			}
			if core := s.UnsatCore(); core != nil {
				t.Errorf("core after sat: %v", core)
			}
			if r := mustCheck(t, s, a, b, d, e); r != Unsat {
				t.Fatalf("got %v", r)
			}
			core := s.UnsatCore()
			in := map[Term]bool{}
			for _, l := range core {
				in[l] = true
			}
			if !in[a] || !in[b] {
				t.Errorf("core %v lacks a or b", core)
			}
			if minimize && len(core) != 2 {
				t.Errorf("minimized core %v", core)
			}
			// The core is unsatisfiable by itself.
			if r := mustCheck(t, s, core...); r != Unsat {
				t.Errorf("core %v is %v", core, r)
			}
			// Assumptions do not stay asserted.
			if r := mustCheck(t, s); r != Sat {
				t.Errorf("without assumptions: %v", r)
			}
			// A negated literal is an assumption too.
			if r := mustCheck(t, s, a, c.Not(d), e, c.Not(b)); r != Sat {
				t.Errorf("negated assumptions: %v", r)
			}
		})
	}
}

func TestPushPop(t *testing.T) {
	c := newCtx(t, Config{})
	x := c.BV("x", 16)
	s := c.NewSolver()
	s.Assert(c.BVULE(x, c.BVVal(16, 10)))
	s.Push()
	s.Assert(c.BVULT(c.BVVal(16, 10), x))
	if r := mustCheck(t, s); r != Unsat {
		t.Fatalf("inner: %v", r)
	}
	if s.NumScopes() != 1 {
		t.Errorf("NumScopes = %d", s.NumScopes())
	}
	s.Pop(1)
	if r := mustCheck(t, s); r != Sat {
		t.Fatalf("after pop: %v", r)
	}
	s.Push()
	s.Push()
	s.Assert(c.BoolVal(false))
	s.Pop(2)
	if r := mustCheck(t, s); r != Sat {
		t.Fatalf("after pop 2: %v", r)
	}
	s.Pop(1) // too many: sticky error
	if _, err := s.Check(); err == nil {
		t.Fatalf("Pop past the bottom: no error")
	}
}

func TestMisuse(t *testing.T) {
	x8 := func(c *Context) Term { return c.BV("x", 8) }
	tests := []struct {
		name string
		f    func(c *Context) Term
	}{
		{"width mismatch", func(c *Context) Term { return c.BVAdd(x8(c), c.BV("y", 16)) }},
		{"bool as bv", func(c *Context) Term { return c.BVNeg(c.Bool("p")) }},
		{"bv as bool", func(c *Context) Term { return c.Not(x8(c)) }},
		{"eq sorts", func(c *Context) Term { return c.Eq(x8(c), c.Int("i")) }},
		{"ite sorts", func(c *Context) Term { return c.Ite(c.Bool("p"), x8(c), c.BVVal(9, 0)) }},
		{"extract range", func(c *Context) Term { return c.Extract(x8(c), 8, 0) }},
		{"extract order", func(c *Context) Term { return c.Extract(x8(c), 2, 3) }},
		{"negative ext", func(c *Context) Term { return c.ZeroExt(x8(c), -1) }},
		{"zero width", func(c *Context) Term { return c.BV("z", 0) }},
		{"zero term", func(c *Context) Term { return c.BVAdd(x8(c), Term{}) }},
		{"int op on bv", func(c *Context) Term { return c.IntAdd(x8(c), x8(c)) }},
		{"foreign term", func(c *Context) Term {
			o, _ := NewContext(Config{})
			defer o.Close()
			return c.BVAdd(x8(c), o.BV("x", 8))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newCtx(t, Config{})
			s := c.NewSolver()
			bad := tt.f(c)
			if bad.Valid() {
				t.Fatalf("misuse gave a valid term %s", bad)
			}
			if c.Err() == nil {
				t.Fatalf("no sticky error")
			}
			// Sticky: later good operations yield invalid terms, checks fail.
			if c.BV("y", 8).Valid() {
				t.Errorf("term made after an error is valid")
			}
			s.Assert(c.BoolVal(true))
			if r, err := s.Check(); err == nil || r != Unknown {
				t.Errorf("check after misuse: %v %v", r, err)
			}
		})
	}
}

// TestZ3Error checks that an error raised inside Z3 becomes a Go error (a
// width beyond Z3's limits is rejected by Z3 itself).
func TestZ3Error(t *testing.T) {
	c := newCtx(t, Config{})
	x := c.BV("x", 8)
	// Bypass the Go-side check to provoke a Z3 error.
	bad := c.apply(opExtract, kBV, 1, 9, 9, x)
	if bad.Valid() {
		t.Fatalf("bad extract is valid")
	}
	if err := c.Err(); err == nil || !strings.Contains(err.Error(), "z3") {
		t.Fatalf("error = %v", err)
	}
}

// hardFactoring asserts that a 64-bit semiprime has two nontrivial factors:
// hard for bit-blasting.
func hardFactoring(c *Context, s *Solver) {
	const n = 4611685975477714963 // 2147483647 * 2147483629 (two 31-bit primes)
	x, y := c.BV("x", 64), c.BV("y", 64)
	one := c.BVVal(64, 1)
	lim := c.BVVal(64, 1<<32)
	s.Assert(c.BVULT(one, x))
	s.Assert(c.BVULT(one, y))
	s.Assert(c.BVULT(x, lim))
	s.Assert(c.BVULT(y, lim))
	s.Assert(c.BVULE(x, y))
	s.Assert(c.Eq(c.BVMul(x, y), c.BVVal(64, n)))
}

func TestTimeout(t *testing.T) {
	c := newCtx(t, Config{TimeoutMs: 200})
	s := c.NewSolver()
	hardFactoring(c, s)
	start := time.Now()
	r, err := s.Check()
	el := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if r == Unknown {
		if el > 5*time.Second {
			t.Errorf("timeout of 200ms took %v", el)
		}
		if why := s.ReasonUnknown(); !strings.Contains(why, "timeout") && !strings.Contains(why, "canceled") {
			t.Errorf("reason %q", why)
		}
	} else if el > 150*time.Millisecond {
		t.Errorf("answered %v after %v, beyond the timeout", r, el)
	}
	// The context stays usable.
	s2 := c.NewSolver()
	s2.Assert(c.Eq(c.BV("z", 8), c.BVVal(8, 1)))
	if r := mustCheck(t, s2); r != Sat {
		t.Errorf("after timeout: %v", r)
	}
}

func TestRLimitDeterministic(t *testing.T) {
	run := func() (Result, string) {
		c := newCtx(t, Config{RLimit: 20000})
		s := c.NewSolver()
		hardFactoring(c, s)
		r, err := s.Check()
		if err != nil {
			t.Fatal(err)
		}
		return r, s.ReasonUnknown()
	}
	r1, why := run()
	r2, _ := run()
	if r1 != Unknown {
		t.Fatalf("rlimit 20000: %v", r1)
	}
	if r1 != r2 {
		t.Errorf("not deterministic: %v then %v", r1, r2)
	}
	if !strings.Contains(why, "resource") && !strings.Contains(why, "canceled") {
		t.Errorf("reason %q", why)
	}
}

func TestCheckContext(t *testing.T) {
	c := newCtx(t, Config{})
	s := c.NewSolver()
	hardFactoring(c, s)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := s.CheckContext(ctx)
	if r != Unknown || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v %v after %v", r, err, time.Since(start))
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("cancellation took %v", el)
	}
	// An interrupt does not stick to the context.
	s2 := c.NewSolver()
	s2.Assert(c.Eq(c.BV("z", 8), c.BVVal(8, 1)))
	if r, err := s2.CheckContext(context.Background()); r != Sat || err != nil {
		t.Errorf("after cancel: %v %v", r, err)
	}
	done, cancel2 := context.WithCancel(context.Background())
	cancel2()
	if r, err := s2.CheckContext(done); r != Unknown || !errors.Is(err, context.Canceled) {
		t.Errorf("done context: %v %v", r, err)
	}
}

func TestClose(t *testing.T) {
	c, err := NewContext(Config{})
	if err != nil {
		t.Fatal(err)
	}
	x := c.BV("x", 8)
	s := c.NewSolver()
	s.Assert(c.Eq(x, c.BVVal(8, 3)))
	if r := mustCheck(t, s); r != Sat {
		t.Fatal(r)
	}
	m, _ := s.Model()
	c.Close()
	c.Close()
	if !errors.Is(c.Err(), ErrClosed) {
		t.Errorf("Err after Close = %v", c.Err())
	}
	if c.BV("y", 8).Valid() {
		t.Errorf("term after Close")
	}
	if _, err := s.Check(); !errors.Is(err, ErrClosed) {
		t.Errorf("check after Close: %v", err)
	}
	if _, ok := m.EvalBV(x); ok {
		t.Errorf("eval after Close succeeded")
	}
	if got := x.String(); got != "<invalid>" {
		t.Errorf("String after Close = %q", got)
	}
}

// TestConcurrentContexts runs independent contexts in parallel (run with
// -race to check the absence of shared Go state).
func TestConcurrentContexts(t *testing.T) {
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for g := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := NewContext(Config{TimeoutMs: 10000})
			if err != nil {
				errs[g] = err
				return
			}
			defer c.Close()
			for i := 0; i < 20; i++ {
				x := c.BV("x", 32)
				s := c.NewSolver()
				k := uint64(g*1000 + i)
				s.Assert(c.Eq(c.BVMul(x, c.BVVal(32, 3)), c.BVVal(32, 3*k)))
				s.Assert(c.BVULT(x, c.BVVal(32, 1<<30)))
				r, err := s.Check()
				if err != nil || r != Sat {
					errs[g] = fmt.Errorf("check %v %v", r, err)
					return
				}
				m, _ := s.Model()
				if v, _ := m.EvalBV(x); v != k {
					errs[g] = fmt.Errorf("x = %d, want %d", v, k)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}
