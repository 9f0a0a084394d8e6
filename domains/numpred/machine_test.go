package numpred_test

import (
	"math/rand"
	"testing"

	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/machine"
	"github.com/numpredvet/numpredvet/domains/numpred"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

var intTypes = []ssa2cfa.Type{
	ssa2cfa.Int8, ssa2cfa.Int16, ssa2cfa.Int32, ssa2cfa.Int64,
	ssa2cfa.Uint8, ssa2cfa.Uint16, ssa2cfa.Uint32, ssa2cfa.Uint64,
}

func randomBits(r *rand.Rand, t ssa2cfa.Type) uint64 {
	switch r.Intn(5) {
	case 0:
		return t.Canon(uint64(t.MinInt64()))
	case 1:
		return t.Canon(t.MaxUint64() - uint64(r.Intn(3)))
	case 2:
		return t.Canon(uint64(r.Intn(7) - 3))
	}
	return t.Canon(r.Uint64())
}

// cfaExpr returns a random expression of type t over the CFA's variables.
func cfaExpr(r *rand.Rand, c *ssa2cfa.CFA, t ssa2cfa.Type, depth int) ssa2cfa.Expr {
	if depth == 0 || r.Intn(3) == 0 {
		if r.Intn(3) == 0 {
			return ssa2cfa.IntConst(t, []int64{1, 2, 100, -1, 1 << 20}[r.Intn(5)])
		}
		v := ssa2cfa.Var(r.Intn(len(c.Vars)))
		var e ssa2cfa.Expr = c.Ref(v)
		if c.Vars[v].Type != t {
			e = &ssa2cfa.Convert{X: e, T: t}
		}
		return e
	}
	ops := []ssa2cfa.BinOp{ssa2cfa.Add, ssa2cfa.Sub, ssa2cfa.Mul, ssa2cfa.And, ssa2cfa.Xor}
	if r.Intn(5) == 0 {
		return &ssa2cfa.Unary{Op: ssa2cfa.Neg, X: cfaExpr(r, c, t, depth-1)}
	}
	return &ssa2cfa.Binary{Op: ops[r.Intn(len(ops))], X: cfaExpr(r, c, t, depth-1), Y: cfaExpr(r, c, t, depth-1)}
}

// TestMachineTransfer lifts the machine-integer transfer of package machine
// through MapN (αPost_N) and checks, in every integer width with operands
// at the extremes of their types, that the concrete successor computed with
// Go's wrap-around semantics stays in γ, together with predicate choices
// over the same pre-state.
func TestMachineTransfer(t *testing.T) {
	cmps := []ssa2cfa.BinOp{ssa2cfa.Eq, ssa2cfa.Ne, ssa2cfa.Lt, ssa2cfa.Le, ssa2cfa.Gt, ssa2cfa.Ge}
	for _, mk := range makers {
		t.Run(mk.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(4))
			wrapped := map[ssa2cfa.Type]int{}
			for i := range iterations(120) {
				ty := intTypes[i%len(intTypes)]
				c := &ssa2cfa.CFA{}
				point := cfainterp.MapEnv{}
				for k := range 2 {
					tk := ty
					if k == 1 && r.Intn(2) == 0 {
						tk = intTypes[r.Intn(len(intTypes))]
					}
					v := c.NewVar(ssa2cfa.VarInfo{Name: string(rune('a' + k)), Type: tk, Role: ssa2cfa.RoleParam, Input: true})
					point[v] = randomBits(r, tk)
				}
				d := mk.newDomain(t, 2, len(c.Vars))
				s := d.Space()
				ev := machine.NewEvaluator(c, machine.Options{})
				n := numTop(s)
				for v := range c.Vars {
					info := &c.Vars[v]
					n = n.AssignInterval(v, domains.Interval{Lo: info.Lo(), Hi: info.Hi()})
				}
				w := newWorld(d, r)
				st := w.state()
				sync := func() {
					for v := range c.Vars {
						st.v[v] = c.Vars[v].Type.BigValue(point[ssa2cfa.Var(v)])
					}
				}
				sync()
				val := w.around(st, 1).v.Meet(d.AlphaN(n))
				for range 4 {
					x := ssa2cfa.Var(r.Intn(len(c.Vars)))
					e := cfaExpr(r, c, c.Vars[x].Type, 2)
					if r.Intn(3) > 0 {
						cs, post := w.choices(st)
						var writes []int // MapN, or MapDims when the written dimension is given
						if r.Intn(2) == 0 {
							writes = []int{int(x)}
						}
						val = numpred.Post(d, val, numpred.Stmt{
							Dims: writes,
							Num: func(n domains.Numeric) domains.Numeric {
								return ev.Assign(n, []ssa2cfa.Var{x}, []ssa2cfa.Expr{e})
							},
							Choices: cs,
						})
						before := c.Vars[x].Type.BigValue(cfainterp.Eval(e, point))
						countWraps(c, e, point, wrapped)
						point[x] = cfainterp.Eval(e, point)
						st.b = post.b
						sync()
						if !contains(val, st) {
							t.Fatalf("%s: %s := %s (= %s) ∥ %s: state %v lost: %v", mk.name, c.Ref(x), e, before, choicesString(cs), st, val)
						}
						continue
					}
					cond := &ssa2cfa.Binary{Op: cmps[r.Intn(len(cmps))], X: c.Ref(x), Y: e}
					if cfainterp.Eval(cond, point) == 0 {
						continue
					}
					val = val.MapN(func(n domains.Numeric) domains.Numeric { return ev.Assume(n, cond) })
					if !contains(val, st) {
						t.Fatalf("%s: assume %s: state %v lost: %v", mk.name, cond, st, val)
					}
				}
				if err := s.Err(); err != nil {
					t.Fatal(err)
				}
			}
			for _, ty := range intTypes {
				if wrapped[ty] == 0 && !testing.Short() {
					t.Errorf("no wrapping +, -, * exercised in %s", ty)
				}
			}
		})
	}
}

// countWraps counts, per type, the +, - and * of e that wrap at the point.
func countWraps(c *ssa2cfa.CFA, e ssa2cfa.Expr, point cfainterp.MapEnv, count map[ssa2cfa.Type]int) {
	switch e := e.(type) {
	case *ssa2cfa.Unary:
		countWraps(c, e.X, point, count)
	case *ssa2cfa.Convert:
		countWraps(c, e.X, point, count)
	case *ssa2cfa.Binary:
		countWraps(c, e.X, point, count)
		countWraps(c, e.Y, point, count)
		ty := e.Type()
		x := ty.BigValue(cfainterp.Eval(e.X, point))
		y := ty.BigValue(cfainterp.Eval(e.Y, point))
		switch e.Op {
		case ssa2cfa.Add:
			x.Add(x, y)
		case ssa2cfa.Sub:
			x.Sub(x, y)
		case ssa2cfa.Mul:
			x.Mul(x, y)
		default:
			return
		}
		if !ty.Contains(x) {
			count[ty]++
		}
	}
}
