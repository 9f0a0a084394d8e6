package domtype

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// randCFA builds a random small CFA: a handful of variables of mixed types
// and roles, and a chain of random, well-typed edges of every kind (with the
// occasional reference to a variable the CFA does not have).
func randCFA(rng *rand.Rand) *ssa2cfa.CFA {
	g := &gen{rng: rng, b: newBuilder()}
	g.b.c.Fn = &ssa.Function{Pkg: samePkg}
	types := []ssa2cfa.Type{ssa2cfa.Bool, ssa2cfa.Int, ssa2cfa.Int, ssa2cfa.Int32, ssa2cfa.Uint8, ssa2cfa.Uint64}
	for i := range 1 + rng.IntN(8) {
		name := string(rune('a' + i))
		t := types[rng.IntN(len(types))]
		switch rng.IntN(6) {
		case 0:
			g.b.param(name, t)
		case 1:
			g.b.lenOf(name)
		case 2:
			g.b.result(name, t)
		default:
			g.b.val(name, t)
		}
	}
	for range rng.IntN(12) {
		g.edge()
	}
	return g.b.c
}

type gen struct {
	rng *rand.Rand
	b   *builder
}

func (g *gen) edge() {
	b := g.b
	switch g.rng.IntN(9) {
	case 0, 1:
		op := &ssa2cfa.Assign{}
		for range 1 + g.rng.IntN(3) {
			x := ssa2cfa.Var(g.rng.IntN(len(b.c.Vars)))
			op.Vars = append(op.Vars, x)
			op.Exprs = append(op.Exprs, g.expr(b.c.Vars[x].Type, 3))
		}
		b.then(op)
	case 2:
		b.assume(g.expr(ssa2cfa.Bool, 3))
	case 3:
		b.check(ssa2cfa.CheckAssert, g.expr(ssa2cfa.Bool, 3))
	case 4:
		op := &ssa2cfa.Havoc{Reason: "load"}
		for range g.rng.IntN(3) {
			op.Vars = append(op.Vars, ssa2cfa.Var(g.rng.IntN(len(b.c.Vars))))
		}
		b.then(op)
	case 5:
		callees := []*ssa.Function{nil, withBody(samePkg), withBody(otherPkg)}
		op := &ssa2cfa.Call{Callee: callees[g.rng.IntN(len(callees))]}
		for range g.rng.IntN(3) {
			op.Args = append(op.Args, g.expr(g.anyType(), 2))
			op.Results = append(op.Results, ssa2cfa.Var(g.rng.IntN(len(b.c.Vars)+1)-1))
		}
		b.then(op)
	case 6:
		ret := &ssa2cfa.Return{}
		for _, r := range b.c.Results {
			ret.Results = append(ret.Results, g.expr(b.c.Vars[r].Type, 2))
		}
		b.edge(b.at, b.c.Exit, ret)
	case 7, 8: // plain copies and equalities, which build classes and partitions
		x := ssa2cfa.Var(g.rng.IntN(len(b.c.Vars)))
		t := b.c.Vars[x].Type
		y := g.leaf(t)
		if t.IsInt() && g.rng.IntN(3) == 0 {
			y = conv(t, g.leaf(g.intType())) // widening, narrowing or sign-changing
		}
		if g.rng.IntN(2) == 0 {
			b.set(b.c.Ref(x), y)
		} else if t.IsInt() {
			b.assume(bin(ssa2cfa.Eq+ssa2cfa.BinOp(g.rng.IntN(2)), b.c.Ref(x), y))
		}
	}
}

func (g *gen) anyType() ssa2cfa.Type {
	ts := []ssa2cfa.Type{ssa2cfa.Bool, ssa2cfa.Int, ssa2cfa.Int32, ssa2cfa.Uint8, ssa2cfa.Uint64}
	return ts[g.rng.IntN(len(ts))]
}

func (g *gen) intType() ssa2cfa.Type {
	ts := []ssa2cfa.Type{ssa2cfa.Int, ssa2cfa.Int32, ssa2cfa.Uint8, ssa2cfa.Uint64}
	return ts[g.rng.IntN(len(ts))]
}

// leaf returns a variable of type t, a constant, or (rarely) a reference
// to a variable the CFA does not have.
func (g *gen) leaf(t ssa2cfa.Type) ssa2cfa.Expr {
	var of []ssa2cfa.Var
	for i, info := range g.b.c.Vars {
		if info.Type == t {
			of = append(of, ssa2cfa.Var(i))
		}
	}
	switch {
	case g.rng.IntN(50) == 0:
		return &ssa2cfa.VarRef{V: ssa2cfa.Var(len(g.b.c.Vars) + g.rng.IntN(3)), T: t}
	case len(of) > 0 && g.rng.IntN(3) > 0:
		return g.b.c.Ref(of[g.rng.IntN(len(of))])
	case t.IsBool():
		return ssa2cfa.BoolConst(g.rng.IntN(2) == 1)
	}
	return ssa2cfa.IntConst(t, int64(g.rng.IntN(7))-3)
}

func (g *gen) expr(t ssa2cfa.Type, depth int) ssa2cfa.Expr {
	if depth == 0 || g.rng.IntN(3) == 0 {
		return g.leaf(t)
	}
	if t.IsBool() {
		switch g.rng.IntN(4) {
		case 0:
			return un(ssa2cfa.Not, g.expr(t, depth-1))
		case 1:
			return bin(ssa2cfa.LAnd+ssa2cfa.BinOp(g.rng.IntN(2)), g.expr(t, depth-1), g.expr(t, depth-1))
		default:
			u := g.intType()
			return bin(ssa2cfa.Eq+ssa2cfa.BinOp(g.rng.IntN(6)), g.expr(u, depth-1), g.expr(u, depth-1))
		}
	}
	switch g.rng.IntN(4) {
	case 0:
		return un(ssa2cfa.UnOp(g.rng.IntN(2)), g.expr(t, depth-1))
	case 1:
		return conv(t, g.expr(g.intType(), depth-1))
	default:
		op := ssa2cfa.BinOp(g.rng.IntN(int(ssa2cfa.Shr) + 1))
		y := t
		if op == ssa2cfa.Shl || op == ssa2cfa.Shr {
			y = g.intType()
		}
		return bin(op, g.expr(t, depth-1), g.expr(y, depth-1))
	}
}

// TestRandomCFAs checks on random CFAs that Classify is deterministic, keeps
// every promise of Result (one class per variable, IntEq only where its uses
// allow), and is monotone: more edges never give a less expressive type.
func TestRandomCFAs(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	for seed := range uint64(n) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			c := randCFA(rand.New(rand.NewPCG(seed, 1)))
			r := Classify(c)
			if again := Classify(randCFA(rand.New(rand.NewPCG(seed, 1)))); !reflect.DeepEqual(r, again) {
				t.Fatal("Classify is not deterministic")
			}
			checkInvariants(t, c, r)
			prefix := *c
			prefix.Edges = c.Edges[:len(c.Edges)/2]
			rp := Classify(&prefix)
			for x := range c.Vars {
				if v := ssa2cfa.Var(x); rp.Type(v) > r.Type(v) {
					t.Fatalf("v%d is %v with half the edges, %v with all", x, rp.Type(v), r.Type(v))
				}
			}
		})
	}
}
