package machine_test

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/explicit"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

var intTypes = []ssa2cfa.Type{
	ssa2cfa.Int8, ssa2cfa.Int16, ssa2cfa.Int32, ssa2cfa.Int64,
	ssa2cfa.Uint8, ssa2cfa.Uint16, ssa2cfa.Uint32, ssa2cfa.Uint64,
}

// world is a random CFA variable set with a concrete point and an abstract
// value that contains it.
type world struct {
	cfa   *ssa2cfa.CFA
	point cfainterp.MapEnv
	n     domains.Numeric
}

func randomValue(r *rand.Rand, t ssa2cfa.Type) uint64 {
	switch r.Intn(6) {
	case 0:
		return t.Canon(uint64(t.MinInt64()))
	case 1:
		return t.MaxUint64()
	case 2:
		return t.Canon(uint64(r.Intn(5) - 2))
	case 3:
		return t.Canon(t.MaxUint64() - uint64(r.Intn(3)))
	}
	return t.Canon(r.Uint64())
}

func value(c *ssa2cfa.CFA, v ssa2cfa.Var, bits uint64) *big.Int {
	return c.Vars[v].Type.BigValue(bits)
}

func newWorld(r *rand.Rand, d domains.NumericDomain) *world {
	c := &ssa2cfa.CFA{}
	nv := 2 + r.Intn(3)
	for i := 0; i < nv; i++ {
		c.NewVar(ssa2cfa.VarInfo{Name: string(rune('a' + i)), Type: intTypes[r.Intn(len(intTypes))], Role: ssa2cfa.RoleParam, Input: true})
	}
	w := &world{cfa: c, point: cfainterp.MapEnv{}}
	n := d.Top(nv)
	for v := range c.Vars {
		w.point[ssa2cfa.Var(v)] = randomValue(r, c.Vars[v].Type)
		info := &c.Vars[v]
		n = n.AssignInterval(v, domains.Interval{Lo: info.Lo(), Hi: info.Hi()})
	}
	// Constraints the point satisfies: bounds and differences with slack.
	for i := 0; i < r.Intn(5); i++ {
		x := ssa2cfa.Var(r.Intn(nv))
		px := value(c, x, w.point[x])
		if !px.IsInt64() {
			continue
		}
		slack := int64(r.Intn(4))
		if r.Intn(2) == 0 {
			k := new(big.Int).Neg(px)
			k.Sub(k, big.NewInt(slack))
			if !k.IsInt64() {
				continue
			}
			l, _ := domains.NewLin(k.Int64(), domains.Term{Dim: int(x), Coef: 1})
			n = n.Assume(domains.Constraint{Lin: l})
		} else {
			y := ssa2cfa.Var(r.Intn(nv))
			py := value(c, y, w.point[y])
			k := new(big.Int).Sub(py, px)
			k.Sub(k, big.NewInt(slack))
			if x == y || !k.IsInt64() {
				continue
			}
			l, _ := domains.NewLin(k.Int64(), domains.Term{Dim: int(x), Coef: 1}, domains.Term{Dim: int(y), Coef: -1})
			n = n.Assume(domains.Constraint{Lin: l})
		}
	}
	w.n = n
	return w
}

// expr returns a random expression of type t over the world's variables.
func (w *world) expr(r *rand.Rand, t ssa2cfa.Type, depth int) ssa2cfa.Expr {
	if depth == 0 || r.Intn(4) == 0 {
		v := ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
		var e ssa2cfa.Expr = w.cfa.Ref(v)
		switch {
		case r.Intn(3) == 0:
			consts := []int64{0, 1, 2, 3, 7, 8, 100, -1, -2, 1 << 20}
			return ssa2cfa.IntConst(t, consts[r.Intn(len(consts))])
		case w.cfa.Vars[v].Type != t:
			e = &ssa2cfa.Convert{X: e, T: t}
		}
		return e
	}
	switch k := r.Intn(10); {
	case k == 0:
		return &ssa2cfa.Unary{Op: ssa2cfa.Neg, X: w.expr(r, t, depth-1)}
	case k == 1:
		return &ssa2cfa.Convert{X: w.expr(r, intTypes[r.Intn(len(intTypes))], depth-1), T: t}
	case k == 2:
		// Counts near every width: x >> 63 of a uint64 is 0 or 1.
		counts := []int64{0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 31, 32, 62, 63, 64, 70}
		return &ssa2cfa.Binary{Op: ssa2cfa.Shr, X: w.expr(r, t, depth-1), Y: ssa2cfa.IntConst(ssa2cfa.Uint, counts[r.Intn(len(counts))])}
	}
	ops := []ssa2cfa.BinOp{ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.Div, ssa2cfa.Rem, ssa2cfa.And, ssa2cfa.Or, ssa2cfa.Xor, ssa2cfa.AndNot, ssa2cfa.Shl}
	op := ops[r.Intn(len(ops))]
	x := w.expr(r, t, depth-1)
	if op == ssa2cfa.Shl {
		if r.Intn(2) == 0 {
			// A shift count in a small range: y & mask.
			masks := []int64{3, 7, 31, 63, 127}
			y := &ssa2cfa.Binary{Op: ssa2cfa.And, X: w.expr(r, ssa2cfa.Uint8, depth-1), Y: ssa2cfa.IntConst(ssa2cfa.Uint8, masks[r.Intn(len(masks))])}
			return &ssa2cfa.Binary{Op: op, X: x, Y: y}
		}
		return &ssa2cfa.Binary{Op: op, X: x, Y: ssa2cfa.IntConst(ssa2cfa.Uint8, int64(r.Intn(70)))}
	}
	return &ssa2cfa.Binary{Op: op, X: x, Y: w.expr(r, t, depth-1)}
}

// defined reports whether e evaluates without a division by zero.
func (w *world) defined(e ssa2cfa.Expr) bool {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		return w.defined(e.X)
	case *ssa2cfa.Convert:
		return w.defined(e.X)
	case *ssa2cfa.Binary:
		if !w.defined(e.X) || !w.defined(e.Y) {
			return false
		}
		if e.Op == ssa2cfa.Div || e.Op == ssa2cfa.Rem {
			return cfainterp.Eval(e.Y, w.point) != 0
		}
	}
	return true
}

// contains reports whether the point satisfies every constraint of n.
func contains(c *ssa2cfa.CFA, point cfainterp.MapEnv, n domains.Numeric) bool {
	if n.IsBot() {
		return false
	}
	for _, k := range n.Constraints() {
		s := big.NewInt(k.Lin.Const)
		for _, t := range k.Lin.Terms {
			s.Add(s, new(big.Int).Mul(big.NewInt(t.Coef), value(c, ssa2cfa.Var(t.Dim), point[ssa2cfa.Var(t.Dim)])))
		}
		if s.Sign() > 0 || (k.Kind == domains.EqZero && s.Sign() != 0) {
			return false
		}
	}
	return true
}

func inRange(v *big.Int, iv domains.Interval) bool {
	if iv.Lo != domains.NegInf && v.Cmp(big.NewInt(iv.Lo)) < 0 {
		return false
	}
	return iv.Hi == domains.Inf || v.Cmp(big.NewInt(iv.Hi)) <= 0
}

var testDomains = []domains.NumericDomain{interval.Domain{}, octagon.Domain{}, explicit.Domain{}}

// TestEvalSound checks that evaluated values and affine forms contain the
// concrete results of random expressions in every width.
func TestEvalSound(t *testing.T) {
	for _, d := range testDomains {
		r := rand.New(rand.NewSource(1))
		for i := 0; i < 4000; i++ {
			w := newWorld(r, d)
			if !contains(w.cfa, w.point, w.n) {
				t.Fatalf("%s: world does not contain its point", d.Name())
			}
			ty := intTypes[r.Intn(len(intTypes))]
			e := w.expr(r, ty, 3)
			if !w.defined(e) {
				continue
			}
			ev := machine.NewEvaluator(w.cfa, machine.Options{})
			got := ev.Eval(w.n, e)
			want := ty.BigValue(cfainterp.Eval(e, w.point))
			if !inRange(want, got.Range) {
				t.Fatalf("%s: %s = %s at %v, outside range %s (state %s)", d.Name(), e, want, w.point, got.Range, w.n)
			}
			if got.HasLin {
				lin := big.NewInt(got.Lin.Const)
				for _, tm := range got.Lin.Terms {
					lin.Add(lin, new(big.Int).Mul(big.NewInt(tm.Coef), value(w.cfa, ssa2cfa.Var(tm.Dim), w.point[ssa2cfa.Var(tm.Dim)])))
				}
				lhs := new(big.Int).Mul(big.NewInt(got.Den), want)
				lo := new(big.Int).Add(lin, big.NewInt(got.ErrLo))
				hi := new(big.Int).Add(lin, big.NewInt(got.ErrHi))
				if lhs.Cmp(lo) < 0 || lhs.Cmp(hi) > 0 {
					t.Fatalf("%s: %s = %s at %v: %d·v not in %s + [%d, %d]", d.Name(), e, want, w.point, got.Den, got.Lin, got.ErrLo, got.ErrHi)
				}
			}
		}
	}
}

// TestTransferSound checks assignments and assumptions against concrete
// execution: the updated point stays in the abstract post-state.
func TestTransferSound(t *testing.T) {
	cmps := []ssa2cfa.BinOp{ssa2cfa.Eq, ssa2cfa.Ne, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge}
	for _, d := range testDomains {
		r := rand.New(rand.NewSource(2))
		for i := 0; i < 4000; i++ {
			w := newWorld(r, d)
			ev := machine.NewEvaluator(w.cfa, machine.Options{})
			v := ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
			ty := w.cfa.Vars[v].Type
			e := w.expr(r, ty, 2)
			if !w.defined(e) {
				continue
			}
			if r.Intn(2) == 0 {
				post := ev.Assign(w.n, []ssa2cfa.Var{v}, []ssa2cfa.Expr{e})
				checkAssigned(t, d, w, v, e, w.n, post)
				continue
			}
			cond := &ssa2cfa.Binary{Op: cmps[r.Intn(len(cmps))], X: w.cfa.Ref(v), Y: e}
			if r.Intn(4) == 0 {
				// e != 0, which also shows operands of e nonzero.
				cond = &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: e, Y: ssa2cfa.IntConst(ty, 0)}
			}
			if cfainterp.Eval(cond, w.point) == 0 {
				continue
			}
			post := ev.Assume(w.n, cond)
			if !contains(w.cfa, w.point, post) {
				t.Fatalf("%s: assume %s at %v: point lost, got %s (pre %s)", d.Name(), cond, w.point, post, w.n)
			}
		}
	}
}

// TestMidpointRelation checks the rounding-error forms on lo + (hi-lo)/2:
// under lo < hi the midpoint is proven to lie in [lo, hi).
func TestMidpointRelation(t *testing.T) {
	c := &ssa2cfa.CFA{}
	lo := c.NewVar(ssa2cfa.VarInfo{Name: "lo", Type: ssa2cfa.Int})
	hi := c.NewVar(ssa2cfa.VarInfo{Name: "hi", Type: ssa2cfa.Int})
	mid := c.NewVar(ssa2cfa.VarInfo{Name: "mid", Type: ssa2cfa.Int})
	ev := machine.NewEvaluator(c, machine.Options{})
	n := octagon.Domain{}.Top(3)
	n = ev.Assume(n, &ssa2cfa.Binary{Op: ssa2cfa.Le, X: ssa2cfa.IntConst(ssa2cfa.Int, 0), Y: c.Ref(lo)})
	n = ev.Assume(n, &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(lo), Y: c.Ref(hi)})
	half := &ssa2cfa.Binary{Op: ssa2cfa.Div, X: &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: c.Ref(hi), Y: c.Ref(lo)}, Y: ssa2cfa.IntConst(ssa2cfa.Int, 2)}
	n = ev.Assign(n, []ssa2cfa.Var{mid}, []ssa2cfa.Expr{&ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(lo), Y: half}})
	if !ev.Assume(n, &ssa2cfa.Binary{Op: ssa2cfa.Ge, X: c.Ref(mid), Y: c.Ref(hi)}).IsBot() {
		t.Errorf("mid >= hi not refuted: %s", n)
	}
	if !ev.Assume(n, &ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(mid), Y: c.Ref(lo)}).IsBot() {
		t.Errorf("mid < lo not refuted: %s", n)
	}
}

func linDim(v int) domains.Lin { return domains.LinDim(v) }

// TestSignSplitSound checks comparisons of signed values converted to
// unsigned types (uint(i) < uint(len(s))), which the evaluator assumes
// case by case on the sign of the converted value: every point that
// satisfies the comparison stays in the state.
func TestSignSplitSound(t *testing.T) {
	cmps := []ssa2cfa.BinOp{ssa2cfa.Eq, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge}
	// Conversions of signed values to unsigned types, and of unsigned
	// values to signed ones (the sign split's two cases).
	targets := []ssa2cfa.Type{ssa2cfa.Uint8, ssa2cfa.Uint16, ssa2cfa.Uint32, ssa2cfa.Uint64,
		ssa2cfa.Int8, ssa2cfa.Int16, ssa2cfa.Int32, ssa2cfa.Int64}
	for _, d := range testDomains {
		r := rand.New(rand.NewSource(4))
		for i := 0; i < 8000; i++ {
			w := newWorld(r, d)
			ev := machine.NewEvaluator(w.cfa, machine.Options{})
			to := targets[r.Intn(len(targets))]
			side := func() ssa2cfa.Expr {
				if r.Intn(4) == 0 {
					return ssa2cfa.IntConst(to, int64(r.Intn(300)-100))
				}
				v := ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
				if w.cfa.Vars[v].Type == to {
					return w.cfa.Ref(v)
				}
				return &ssa2cfa.Convert{X: w.cfa.Ref(v), T: to}
			}
			cond := &ssa2cfa.Binary{Op: cmps[r.Intn(len(cmps))], X: side(), Y: side()}
			if cfainterp.Eval(cond, w.point) == 0 {
				continue
			}
			if post := ev.Assume(w.n, cond); !contains(w.cfa, w.point, post) {
				t.Fatalf("%s: assume %s at %v: point lost, got %s (pre %s)", d.Name(), cond, w.point, post, w.n)
			}
		}
	}
}

// TestRemRelationsSound checks d := x % y and d := x & y for a positive
// variable y (or y - k, or a narrowing conversion of y): the bounds the
// assignment adds hold of the concrete result.
func TestRemRelationsSound(t *testing.T) {
	for _, d := range testDomains {
		r := rand.New(rand.NewSource(5))
		checked := 0
		for i := 0; i < 6000; i++ {
			w := newWorld(r, d)
			v, y := ssa2cfa.Var(r.Intn(len(w.cfa.Vars))), ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
			ty := w.cfa.Vars[v].Type
			if v == y || w.cfa.Vars[y].Type != ty || !ty.IsInt() {
				continue
			}
			if yv := value(w.cfa, y, w.point[y]); yv.Sign() <= 0 {
				continue
			}
			op := []ssa2cfa.BinOp{ssa2cfa.Rem, ssa2cfa.And}[r.Intn(2)]
			var ye ssa2cfa.Expr = w.cfa.Ref(y)
			switch r.Intn(3) {
			case 1:
				ye = &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: ye, Y: ssa2cfa.IntConst(ty, int64(r.Intn(3)))}
			case 2:
				if !ty.Signed {
					// A narrowing conversion of a wider variable.
					if wide := ssa2cfa.Var(r.Intn(len(w.cfa.Vars))); w.cfa.Vars[wide].Type.IsInt() && w.cfa.Vars[wide].Type.Width >= ty.Width {
						if value(w.cfa, wide, w.point[wide]).Sign() > 0 {
							y, ye = wide, &ssa2cfa.Convert{X: w.cfa.Ref(wide), T: ty}
						}
					}
				}
			}
			e := &ssa2cfa.Binary{Op: op, X: w.expr(r, ty, 1), Y: ye}
			if !w.defined(e) || op == ssa2cfa.Rem && cfainterp.Eval(ye, w.point) == 0 {
				continue
			}
			// Only states where y >= 1 throughout get the relations.
			n := w.n.Assume(domains.Constraint{Lin: domains.Lin{Const: 1, Terms: []domains.Term{{Dim: int(y), Coef: -1}}}, Kind: domains.LeZero})
			ev := machine.NewEvaluator(w.cfa, machine.Options{})
			post := ev.Assign(n, []ssa2cfa.Var{v}, []ssa2cfa.Expr{e})
			checkAssigned(t, d, w, v, e, n, post)
			checked++
		}
		if checked < 200 {
			t.Fatalf("%s: only %d cases checked", d.Name(), checked)
		}
	}
}

// TestTruncatedSound checks narrowing conversions of a variable y >= 0:
// d := T(y) adds d <= y, and x < T(y) (<=, >, >=) adds x < y; both must
// keep the concrete point.
func TestTruncatedSound(t *testing.T) {
	cmps := []ssa2cfa.BinOp{ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge}
	for _, d := range testDomains {
		r := rand.New(rand.NewSource(6))
		checked := 0
		for i := 0; i < 8000; i++ {
			w := newWorld(r, d)
			v, y := ssa2cfa.Var(r.Intn(len(w.cfa.Vars))), ssa2cfa.Var(r.Intn(len(w.cfa.Vars)))
			ty, wide := w.cfa.Vars[v].Type, w.cfa.Vars[y].Type
			if v == y || !ty.IsInt() || !wide.IsInt() || wide.Width <= ty.Width {
				continue
			}
			if value(w.cfa, y, w.point[y]).Sign() < 0 {
				continue
			}
			n := w.n.Assume(domains.Constraint{Lin: domains.Lin{Terms: []domains.Term{{Dim: int(y), Coef: -1}}}, Kind: domains.LeZero})
			ev := machine.NewEvaluator(w.cfa, machine.Options{})
			conv := &ssa2cfa.Convert{X: w.cfa.Ref(y), T: ty}
			if r.Intn(2) == 0 {
				post := ev.Assign(n, []ssa2cfa.Var{v}, []ssa2cfa.Expr{conv})
				checkAssigned(t, d, w, v, conv, n, post)
				checked++
				continue
			}
			var x ssa2cfa.Expr = w.cfa.Ref(v)
			if r.Intn(3) == 0 {
				x = w.expr(r, ty, 1)
				if !w.defined(x) {
					continue
				}
			}
			op := cmps[r.Intn(len(cmps))]
			cond := &ssa2cfa.Binary{Op: op, X: x, Y: conv}
			if op == ssa2cfa.Gt || op == ssa2cfa.Ge {
				cond = &ssa2cfa.Binary{Op: op, X: conv, Y: x}
			}
			if cfainterp.Eval(cond, w.point) == 0 {
				continue
			}
			if post := ev.Assume(n, cond); !contains(w.cfa, w.point, post) {
				t.Fatalf("%s: assume %s at %v: point lost, got %s (pre %s)", d.Name(), cond, w.point, post, n)
			}
			checked++
		}
		if checked < 200 {
			t.Fatalf("%s: only %d cases checked", d.Name(), checked)
		}
	}
}

// checkAssigned fails t unless post, the state after v := e from pre (w's
// state, or a restriction of it that keeps w's point), holds w's point
// with v set to e's value there.
func checkAssigned(t *testing.T, d domains.NumericDomain, w *world, v ssa2cfa.Var, e ssa2cfa.Expr, pre, post domains.Numeric) {
	t.Helper()
	p2 := cfainterp.MapEnv{}
	for k, x := range w.point {
		p2[k] = x
	}
	p2[v] = cfainterp.Eval(e, w.point)
	if !contains(w.cfa, p2, post) {
		t.Fatalf("%s: %s := %s from %v: %v not in %s (pre %s)", d.Name(), w.cfa.Ref(v), e, w.point, p2, post, pre)
	}
}
