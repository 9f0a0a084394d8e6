package smt

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"time"
)

// ErrNoSolver is returned by NewContext when the package was built without cgo.
var ErrNoSolver = errors.New("smt: built without cgo: no SMT solver (rebuild with CGO_ENABLED=1 and libz3-dev)")

// ErrClosed is the sticky error of a closed Context.
var ErrClosed = errors.New("smt: context closed")

// errInvalid is recorded when an invalid (zero) Term is used without an
// earlier error explaining it.
var errInvalid = errors.New("smt: invalid term (zero Term or term of another context)")

// MaxWidth is the greatest bit-vector width accepted.
const MaxWidth = 1 << 16

// Config configures a Context.
type Config struct {
	// TimeoutMs bounds every check by wall-clock time in milliseconds; 0
	// means no bound. Prefer RLimit where results must be reproducible.
	TimeoutMs int
	// RLimit bounds every check by Z3's deterministic resource counter
	// ("rlimit"); 0 means no bound.
	RLimit int
	// MinimizeCores asks Z3 to minimize unsat cores (solver parameter
	// "core.minimize"): slower checks, smaller cores.
	MinimizeCores bool
}

// Result is the answer of a satisfiability check.
type Result int

// Results of a check.
const (
	Unknown Result = iota // the solver gave up (limit, cancellation, error)
	Sat                   // satisfiable: a model exists
	Unsat                 // unsatisfiable
)

func (r Result) String() string {
	switch r {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// kind is the sort of a term.
type kind uint8

const (
	kInvalid kind = iota
	kBool
	kBV
	kInt
)

// Term is a formula or expression of one Context: a boolean, a bit-vector of
// a fixed width or a mathematical integer. The zero Term is invalid. Terms
// are hash-consed: two valid Terms of one Context are == exactly when they
// are the same term, so Terms may be map keys.
type Term struct {
	c *Context
	a ast
	k kind
	w int32
}

// Valid reports whether t is a term (not the result of a failed operation).
func (t Term) Valid() bool { return t.k != kInvalid && t.c != nil }

// IsBool reports whether t is a boolean term.
func (t Term) IsBool() bool { return t.Valid() && t.k == kBool }

// IsBV reports whether t is a bit-vector term.
func (t Term) IsBV() bool { return t.Valid() && t.k == kBV }

// IsInt reports whether t is an integer term.
func (t Term) IsInt() bool { return t.Valid() && t.k == kInt }

// BVWidth returns the width of bit-vector t, or 0 if t is not a bit-vector.
func (t Term) BVWidth() int {
	if t.k != kBV {
		return 0
	}
	return int(t.w)
}

// String returns t in SMT-LIB syntax ("<invalid>" for an invalid term).
func (t Term) String() string {
	if !t.Valid() || t.c.z == nil {
		return "<invalid>"
	}
	return t.c.z.str(t.a)
}

// Context owns terms, solvers and models. It is not safe for concurrent use,
// except for Interrupt.
type Context struct {
	z   *zctx
	cfg Config
	err error
	mu  sync.Mutex // guards z against Close during Interrupt
}

// Err returns the first error met by c, or nil.
func (c *Context) Err() error {
	if c == nil {
		return ErrNoSolver
	}
	return c.err
}

// Close releases every term, solver and model of c. Close is idempotent;
// afterwards every operation fails with ErrClosed.
func (c *Context) Close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.z != nil {
		c.z.close()
		c.z = nil
	}
	c.err = ErrClosed
}

// Interrupt asks a check running on c to stop and answer Unknown. It is safe
// to call from another goroutine, and does nothing when no check runs.
func (c *Context) Interrupt() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.z != nil {
		c.z.interrupt()
	}
}

// BVWidth returns the width of bit-vector t, or 0 if t is not a bit-vector.
func (c *Context) BVWidth(t Term) int { return t.BVWidth() }

// fail records err (if it is the first) and returns an invalid Term.
func (c *Context) fail(err error) Term {
	if c != nil && c.err == nil {
		c.err = err
	}
	return Term{}
}

func (c *Context) failf(format string, args ...any) Term {
	return c.fail(fmt.Errorf("smt: "+format, args...))
}

// usable reports whether c can build terms.
func (c *Context) usable() bool { return c != nil && c.err == nil && c.z != nil }

// check verifies that ts are valid terms of c.
func (c *Context) check(ts ...Term) bool {
	if !c.usable() {
		return false
	}
	for _, t := range ts {
		if t.c != c || t.k == kInvalid {
			c.fail(errInvalid)
			return false
		}
	}
	return true
}

func (c *Context) wrap(a ast, err error, k kind, w int) Term {
	if err != nil {
		return c.fail(err)
	}
	return Term{c: c, a: a, k: k, w: int32(w)}
}

func (c *Context) mkConst(name string, k kind, w int) Term {
	if !c.usable() {
		return Term{}
	}
	a, err := c.z.mkConst(name, k, w)
	return c.wrap(a, err, k, w)
}

// Bool returns the boolean constant (free variable) called name. The same
// name and sort always give the same term.
func (c *Context) Bool(name string) Term { return c.mkConst(name, kBool, 0) }

// BV returns the bit-vector constant (free variable) called name of the
// given width (1..MaxWidth).
func (c *Context) BV(name string, width int) Term {
	if width < 1 || width > MaxWidth {
		return c.failf("BV %q: bad width %d", name, width)
	}
	return c.mkConst(name, kBV, width)
}

// Int returns the integer constant (free variable) called name.
func (c *Context) Int(name string) Term { return c.mkConst(name, kInt, 0) }

// FreshBool returns a new boolean constant, distinct from every other
// constant of c, whose name starts with prefix. Successive calls give the
// same names in every run.
func (c *Context) FreshBool(prefix string) Term {
	if !c.usable() {
		return Term{}
	}
	a, err := c.z.mkFresh(prefix, kBool, 0)
	return c.wrap(a, err, kBool, 0)
}

// FreshBV returns a new bit-vector constant of the given width, distinct
// from every other constant of c, whose name starts with prefix.
func (c *Context) FreshBV(prefix string, width int) Term {
	if width < 1 || width > MaxWidth {
		return c.failf("FreshBV %q: bad width %d", prefix, width)
	}
	if !c.usable() {
		return Term{}
	}
	a, err := c.z.mkFresh(prefix, kBV, width)
	return c.wrap(a, err, kBV, width)
}

// BoolVal returns the literal b.
func (c *Context) BoolVal(b bool) Term {
	if !c.usable() {
		return Term{}
	}
	a, err := c.z.mkBoolVal(b)
	return c.wrap(a, err, kBool, 0)
}

// BVVal returns the bit-vector literal of the given width whose bits are
// bits truncated to width (zero-extended when width exceeds 64).
func (c *Context) BVVal(width int, bits uint64) Term {
	if width < 1 || width > MaxWidth {
		return c.failf("BVVal: bad width %d", width)
	}
	if !c.usable() {
		return Term{}
	}
	if width < 64 {
		bits &= 1<<uint(width) - 1
	}
	a, err := c.z.mkBVVal(width, bits)
	return c.wrap(a, err, kBV, width)
}

// IntVal returns the integer literal v.
func (c *Context) IntVal(v int64) Term {
	if !c.usable() {
		return Term{}
	}
	a, err := c.z.mkIntVal(v)
	return c.wrap(a, err, kInt, 0)
}

// op is an operator of the backend.
type op uint8

const (
	opNot op = iota
	opAnd
	opOr
	opImplies
	opEq
	opIte
	opBVAdd
	opBVSub
	opBVMul
	opBVNeg
	opBVNot
	opBVAnd
	opBVOr
	opBVXor
	opBVShl
	opBVLShr
	opBVAShr
	opBVUDiv
	opBVSDiv
	opBVURem
	opBVSRem
	opBVULT
	opBVULE
	opBVSLT
	opBVSLE
	opZeroExt
	opSignExt
	opExtract
	opIntAdd
	opIntSub
	opIntMul
	opIntLT
	opIntLE
	opDistinct
	numOps
)

var opNames = [numOps]string{
	opNot: "Not", opAnd: "And", opOr: "Or", opImplies: "Implies", opEq: "Eq",
	opIte: "Ite", opBVAdd: "BVAdd", opBVSub: "BVSub", opBVMul: "BVMul",
	opBVNeg: "BVNeg", opBVNot: "BVNot", opBVAnd: "BVAnd", opBVOr: "BVOr",
	opBVXor: "BVXor", opBVShl: "BVShl", opBVLShr: "BVLShr", opBVAShr: "BVAShr",
	opBVUDiv: "BVUDiv", opBVSDiv: "BVSDiv", opBVURem: "BVURem",
	opBVSRem: "BVSRem", opBVULT: "BVULT", opBVULE: "BVULE", opBVSLT: "BVSLT",
	opBVSLE: "BVSLE", opZeroExt: "ZeroExt", opSignExt: "SignExt",
	opExtract: "Extract", opIntAdd: "IntAdd", opIntSub: "IntSub",
	opIntMul: "IntMul", opIntLT: "IntLT", opIntLE: "IntLE", opDistinct: "Distinct",
}

// apply builds op(args) with parameters p1, p2 and result sort (k, w).
func (c *Context) apply(o op, k kind, w int, p1, p2 int, args ...Term) Term {
	if !c.check(args...) {
		return Term{}
	}
	as := make([]ast, len(args))
	for i, t := range args {
		as[i] = t.a
	}
	a, err := c.z.mkOp(o, as, p1, p2)
	return c.wrap(a, err, k, w)
}

func (c *Context) wantBool(o op, ts ...Term) bool {
	if !c.check(ts...) {
		return false
	}
	for _, t := range ts {
		if t.k != kBool {
			c.failf("%s: operand %s is not boolean", opNames[o], t)
			return false
		}
	}
	return true
}

// Not returns ¬a.
func (c *Context) Not(a Term) Term {
	if !c.wantBool(opNot, a) {
		return Term{}
	}
	return c.apply(opNot, kBool, 0, 0, 0, a)
}

// And returns the conjunction of ts (true if there are none).
func (c *Context) And(ts ...Term) Term {
	if !c.wantBool(opAnd, ts...) {
		return Term{}
	}
	switch len(ts) {
	case 0:
		return c.BoolVal(true)
	case 1:
		return ts[0]
	}
	return c.apply(opAnd, kBool, 0, 0, 0, ts...)
}

// Or returns the disjunction of ts (false if there are none).
func (c *Context) Or(ts ...Term) Term {
	if !c.wantBool(opOr, ts...) {
		return Term{}
	}
	switch len(ts) {
	case 0:
		return c.BoolVal(false)
	case 1:
		return ts[0]
	}
	return c.apply(opOr, kBool, 0, 0, 0, ts...)
}

// Implies returns a → b.
func (c *Context) Implies(a, b Term) Term {
	if !c.wantBool(opImplies, a, b) {
		return Term{}
	}
	return c.apply(opImplies, kBool, 0, 0, 0, a, b)
}

func sameSort(a, b Term) bool { return a.k == b.k && a.w == b.w }

// Eq returns a = b; a and b must have the same sort.
func (c *Context) Eq(a, b Term) Term {
	if !c.check(a, b) {
		return Term{}
	}
	if !sameSort(a, b) {
		return c.failf("Eq: operands %s and %s have different sorts", a, b)
	}
	return c.apply(opEq, kBool, 0, 0, 0, a, b)
}

// Distinct returns the term saying that ts are pairwise different; they
// must have one sort.
func (c *Context) Distinct(ts ...Term) Term {
	if !c.check(ts...) {
		return Term{}
	}
	if len(ts) < 2 {
		return c.BoolVal(true)
	}
	for _, t := range ts[1:] {
		if !sameSort(ts[0], t) {
			return c.failf("Distinct: operands %s and %s have different sorts", ts[0], t)
		}
	}
	return c.apply(opDistinct, kBool, 0, 0, 0, ts...)
}

// Ite returns if cond then a else b; a and b must have the same sort.
func (c *Context) Ite(cond, a, b Term) Term {
	if !c.wantBool(opIte, cond) || !c.check(a, b) {
		return Term{}
	}
	if !sameSort(a, b) {
		return c.failf("Ite: branches %s and %s have different sorts", a, b)
	}
	return c.apply(opIte, a.k, int(a.w), 0, 0, cond, a, b)
}

// bv1 builds a unary bit-vector operation.
func (c *Context) bv1(o op, a Term) Term {
	if !c.check(a) {
		return Term{}
	}
	if a.k != kBV {
		return c.failf("%s: operand %s is not a bit-vector", opNames[o], a)
	}
	return c.apply(o, kBV, int(a.w), 0, 0, a)
}

// bv2 builds a binary bit-vector operation whose result is a bit-vector
// (pred false) or a boolean (pred true).
func (c *Context) bv2(o op, pred bool, a, b Term) Term {
	if !c.check(a, b) {
		return Term{}
	}
	if a.k != kBV || b.k != kBV || a.w != b.w {
		return c.failf("%s: operands %s and %s are not bit-vectors of one width", opNames[o], a, b)
	}
	if pred {
		return c.apply(o, kBool, 0, 0, 0, a, b)
	}
	return c.apply(o, kBV, int(a.w), 0, 0, a, b)
}

// BVAdd returns a + b (wrapping).
func (c *Context) BVAdd(a, b Term) Term { return c.bv2(opBVAdd, false, a, b) }

// BVSub returns a - b (wrapping).
func (c *Context) BVSub(a, b Term) Term { return c.bv2(opBVSub, false, a, b) }

// BVMul returns a * b (wrapping).
func (c *Context) BVMul(a, b Term) Term { return c.bv2(opBVMul, false, a, b) }

// BVNeg returns -a (wrapping).
func (c *Context) BVNeg(a Term) Term { return c.bv1(opBVNeg, a) }

// BVNot returns the bitwise complement ^a.
func (c *Context) BVNot(a Term) Term { return c.bv1(opBVNot, a) }

// BVAnd returns a & b.
func (c *Context) BVAnd(a, b Term) Term { return c.bv2(opBVAnd, false, a, b) }

// BVOr returns a | b.
func (c *Context) BVOr(a, b Term) Term { return c.bv2(opBVOr, false, a, b) }

// BVXor returns a ^ b.
func (c *Context) BVXor(a, b Term) Term { return c.bv2(opBVXor, false, a, b) }

// BVShl returns a << b, b read as unsigned; 0 when b >= width.
func (c *Context) BVShl(a, b Term) Term { return c.bv2(opBVShl, false, a, b) }

// BVLShr returns the logical shift a >> b, b read as unsigned; 0 when b >= width.
func (c *Context) BVLShr(a, b Term) Term { return c.bv2(opBVLShr, false, a, b) }

// BVAShr returns the arithmetic shift a >> b, b read as unsigned; the sign
// fill when b >= width.
func (c *Context) BVAShr(a, b Term) Term { return c.bv2(opBVAShr, false, a, b) }

// BVUDiv returns the unsigned quotient a / b (all ones when b = 0).
func (c *Context) BVUDiv(a, b Term) Term { return c.bv2(opBVUDiv, false, a, b) }

// BVSDiv returns the signed quotient a / b truncated toward zero, as Go's /.
func (c *Context) BVSDiv(a, b Term) Term { return c.bv2(opBVSDiv, false, a, b) }

// BVURem returns the unsigned remainder a % b (a when b = 0).
func (c *Context) BVURem(a, b Term) Term { return c.bv2(opBVURem, false, a, b) }

// BVSRem returns the signed remainder a % b with the sign of a, as Go's %.
func (c *Context) BVSRem(a, b Term) Term { return c.bv2(opBVSRem, false, a, b) }

// BVULT returns a < b, unsigned.
func (c *Context) BVULT(a, b Term) Term { return c.bv2(opBVULT, true, a, b) }

// BVULE returns a <= b, unsigned.
func (c *Context) BVULE(a, b Term) Term { return c.bv2(opBVULE, true, a, b) }

// BVSLT returns a < b, signed.
func (c *Context) BVSLT(a, b Term) Term { return c.bv2(opBVSLT, true, a, b) }

// BVSLE returns a <= b, signed.
func (c *Context) BVSLE(a, b Term) Term { return c.bv2(opBVSLE, true, a, b) }

func (c *Context) ext(o op, t Term, extra int) Term {
	if !c.check(t) {
		return Term{}
	}
	if t.k != kBV || extra < 0 || int(t.w)+extra > MaxWidth {
		return c.failf("%s(%s, %d): bad operand", opNames[o], t, extra)
	}
	if extra == 0 {
		return t
	}
	return c.apply(o, kBV, int(t.w)+extra, extra, 0, t)
}

// ZeroExt returns t extended by extra zero bits.
func (c *Context) ZeroExt(t Term, extra int) Term { return c.ext(opZeroExt, t, extra) }

// SignExt returns t extended by extra copies of its sign bit.
func (c *Context) SignExt(t Term, extra int) Term { return c.ext(opSignExt, t, extra) }

// Extract returns bits hi..lo of t (0 <= lo <= hi < width), a bit-vector of
// width hi-lo+1.
func (c *Context) Extract(t Term, hi, lo int) Term {
	if !c.check(t) {
		return Term{}
	}
	if t.k != kBV || lo < 0 || hi < lo || hi >= int(t.w) {
		return c.failf("Extract(%s, %d, %d): bad operand", t, hi, lo)
	}
	if lo == 0 && hi == int(t.w)-1 {
		return t
	}
	return c.apply(opExtract, kBV, hi-lo+1, hi, lo, t)
}

func (c *Context) int2(o op, pred bool, a, b Term) Term {
	if !c.check(a, b) {
		return Term{}
	}
	if a.k != kInt || b.k != kInt {
		return c.failf("%s: operands %s and %s are not integers", opNames[o], a, b)
	}
	if pred {
		return c.apply(o, kBool, 0, 0, 0, a, b)
	}
	return c.apply(o, kInt, 0, 0, 0, a, b)
}

// IntAdd returns a + b over the integers.
func (c *Context) IntAdd(a, b Term) Term { return c.int2(opIntAdd, false, a, b) }

// IntSub returns a - b over the integers.
func (c *Context) IntSub(a, b Term) Term { return c.int2(opIntSub, false, a, b) }

// IntMul returns a * b over the integers.
func (c *Context) IntMul(a, b Term) Term { return c.int2(opIntMul, false, a, b) }

// IntLT returns a < b over the integers.
func (c *Context) IntLT(a, b Term) Term { return c.int2(opIntLT, true, a, b) }

// IntLE returns a <= b over the integers.
func (c *Context) IntLE(a, b Term) Term { return c.int2(opIntLE, true, a, b) }

// Simplify returns a simplified term equivalent to t; on ground terms it
// returns a literal.
func (c *Context) Simplify(t Term) Term {
	if !c.check(t) {
		return Term{}
	}
	a, err := c.z.simplify(t.a)
	return c.wrap(a, err, t.k, int(t.w))
}

// Literal returns the value of a literal term t (as produced by Simplify or
// a model): ok is false if t is not a literal. Booleans are 0 and 1;
// bit-vectors are read as unsigned.
func (c *Context) Literal(t Term) (v *big.Int, ok bool) {
	if !c.check(t) {
		return nil, false
	}
	if t.k == kBool {
		b, ok := c.z.boolValue(t.a)
		if !ok {
			return nil, false
		}
		if b {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	s, ok := c.z.numeral(t.a)
	if !ok {
		return nil, false
	}
	return new(big.Int).SetString(s, 10)
}

// Solver is an incremental solver of one Context.
type Solver struct {
	c      *Context
	s      solverH
	last   Result
	checks int
}

// NewSolver returns a solver configured with c's limits. On error (see
// Context.Err) it returns a Solver whose checks return the error.
func (c *Context) NewSolver() *Solver {
	s := &Solver{c: c}
	if !c.usable() {
		return s
	}
	h, err := c.z.newSolver(c.cfg)
	if err != nil {
		c.fail(err)
		return s
	}
	s.s = h
	return s
}

// Context returns the solver's Context.
func (s *Solver) Context() *Context { return s.c }

// Assert adds the boolean term t to the solver's assertions.
func (s *Solver) Assert(t Term) {
	c := s.c
	if !c.wantBool(opAnd, t) {
		return
	}
	if err := c.z.assert(s.s, t.a); err != nil {
		c.fail(err)
	}
}

// Push opens a backtracking scope.
func (s *Solver) Push() {
	if !s.c.usable() {
		return
	}
	if err := s.c.z.push(s.s); err != nil {
		s.c.fail(err)
	}
}

// Pop removes the n innermost scopes and their assertions.
func (s *Solver) Pop(n int) {
	c := s.c
	if !c.usable() {
		return
	}
	if n < 0 || n > c.z.numScopes(s.s) {
		c.failf("Pop(%d) with %d scopes", n, c.z.numScopes(s.s))
		return
	}
	if n == 0 {
		return
	}
	if err := c.z.pop(s.s, n); err != nil {
		c.fail(err)
	}
}

// NumScopes returns the number of open scopes.
func (s *Solver) NumScopes() int {
	if !s.c.usable() {
		return 0
	}
	return s.c.z.numScopes(s.s)
}

// Check checks the satisfiability of the assertions. It returns the
// Context's sticky error, if any; a limit or cancellation gives Unknown with
// a nil error (see ReasonUnknown).
func (s *Solver) Check() (Result, error) { return s.CheckAssumptions() }

// CheckAssumptions checks the assertions together with the boolean literals
// lits (constants or their negations); after Unsat, UnsatCore returns a
// subset of lits that is unsatisfiable with the assertions.
func (s *Solver) CheckAssumptions(lits ...Term) (Result, error) {
	c := s.c
	s.last = Unknown
	s.checks++
	if !c.wantBool(opAnd, lits...) {
		return Unknown, c.Err()
	}
	as := make([]ast, len(lits))
	for i, t := range lits {
		as[i] = t.a
	}
	r, err := c.z.check(s.s, as)
	if err != nil {
		c.fail(err)
		return Unknown, c.err
	}
	s.last = r
	return r, nil
}

// CheckContext is CheckAssumptions, interrupted when ctx is done; it then
// returns Unknown and ctx.Err().
func (s *Solver) CheckContext(ctx context.Context, lits ...Term) (Result, error) {
	if ctx.Done() == nil {
		return s.CheckAssumptions(lits...)
	}
	if err := ctx.Err(); err != nil {
		s.last = Unknown
		s.checks++
		return Unknown, err
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-ctx.Done():
		case <-stop:
			return
		}
		// An interrupt that comes before Z3 starts checking is lost:
		// repeat it until the check returns.
		for {
			s.c.Interrupt()
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	r, err := s.CheckAssumptions(lits...)
	close(stop)
	wg.Wait()
	if err == nil && r == Unknown && ctx.Err() != nil {
		return Unknown, ctx.Err()
	}
	return r, err
}

// LastResult returns the result of the latest check (Unknown before any).
func (s *Solver) LastResult() Result { return s.last }

// Checks returns the number of checks run on s; a caller can tell with it
// whether the latest check is its own.
func (s *Solver) Checks() int { return s.checks }

// ReasonUnknown explains the latest Unknown answer ("timeout", "canceled",
// "max. resource limit exceeded", ...).
func (s *Solver) ReasonUnknown() string {
	if !s.c.usable() {
		if err := s.c.Err(); err != nil {
			return err.Error()
		}
		return ""
	}
	return s.c.z.reasonUnknown(s.s)
}

// UnsatCore returns, after an Unsat answer of CheckAssumptions, a subset of
// its literals that is unsatisfiable with the assertions; nil otherwise.
// The literals are == to the Terms passed to CheckAssumptions.
func (s *Solver) UnsatCore() []Term {
	c := s.c
	if s.last != Unsat || !c.usable() {
		return nil
	}
	as, err := c.z.unsatCore(s.s)
	if err != nil {
		c.fail(err)
		return nil
	}
	ts := make([]Term, len(as))
	for i, a := range as {
		ts[i] = Term{c: c, a: a, k: kBool}
	}
	return ts
}

// Model returns a model of the assertions after a Sat answer.
func (s *Solver) Model() (*Model, error) {
	c := s.c
	if !c.usable() {
		return nil, c.Err()
	}
	if s.last != Sat {
		return nil, fmt.Errorf("smt: Model after %s check", s.last)
	}
	m, err := c.z.model(s.s)
	if err != nil {
		c.fail(err)
		return nil, err
	}
	return &Model{c: c, m: m}, nil
}

// Model is a satisfying assignment found by a Solver. Evaluation completes
// it: constants it does not mention get an arbitrary (fixed) value.
type Model struct {
	c *Context
	m modelH
}

// Eval returns the value of t in m as a literal term.
func (m *Model) Eval(t Term) (Term, bool) {
	c := m.c
	if !c.check(t) {
		return Term{}, false
	}
	a, err := c.z.eval(m.m, t.a)
	if err != nil {
		return Term{}, false
	}
	return Term{c: c, a: a, k: t.k, w: t.w}, true
}

// EvalBool returns the value of boolean t in m.
func (m *Model) EvalBool(t Term) (value, ok bool) {
	c := m.c
	if !c.check(t) || t.k != kBool {
		return false, false
	}
	return c.z.evalBool(m.m, t.a)
}

// EvalBV returns the bits of bit-vector t in m; ok is false if t is not a
// bit-vector or its value does not fit in 64 bits.
func (m *Model) EvalBV(t Term) (bits uint64, ok bool) {
	if t.k != kBV {
		return 0, false
	}
	s, ok := m.evalNumeral(t)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseUint(s, 10, 64)
	return v, err == nil
}

// EvalInt returns the value of integer t in m; ok is false if t is not an
// integer or its value does not fit in an int64.
func (m *Model) EvalInt(t Term) (int64, bool) {
	if t.k != kInt {
		return 0, false
	}
	s, ok := m.evalNumeral(t)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

// EvalBig returns the value of integer or bit-vector t in m (bit-vectors
// read as unsigned).
func (m *Model) EvalBig(t Term) (*big.Int, bool) {
	if t.k != kBV && t.k != kInt {
		return nil, false
	}
	s, ok := m.evalNumeral(t)
	if !ok {
		return nil, false
	}
	return new(big.Int).SetString(s, 10)
}

func (m *Model) evalNumeral(t Term) (string, bool) {
	c := m.c
	if !c.check(t) {
		return "", false
	}
	return c.z.evalNumeral(m.m, t.a)
}

// String returns the model in Z3's syntax.
func (m *Model) String() string {
	if !m.c.usable() {
		return "<invalid model>"
	}
	return m.c.z.modelString(m.m)
}
