package domtype

import (
	"go/types"
	"math"
	"slices"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// expect is what a test wants of a classification, by variable name.
type expect struct {
	types   map[string]DomainType // listed variables only
	consts  map[string][]int64    // listed variables only
	classes [][]string            // exactly the classes with two or more members (nil: unchecked)
	parts   [][]string            // exactly the partitions (nil: unchecked)
	bits    []int                 // Bits of each partition, in order
}

// checkExpect compares r with want.
func checkExpect(t *testing.T, b *builder, r *Result, want expect) {
	t.Helper()
	for name, dt := range want.types {
		if got := r.Type(b.names[name]); got != dt {
			t.Errorf("Type(%s) = %v, want %v", name, got, dt)
		}
	}
	for name, cs := range want.consts {
		if got := r.Constants(b.names[name]); !slices.Equal(got, cs) {
			t.Errorf("Constants(%s) = %v, want %v", name, got, cs)
		}
	}
	var classes [][]string
	for _, cl := range r.Classes() {
		if len(cl) > 1 {
			classes = append(classes, b.namesOf(cl))
		}
	}
	if want.classes != nil && !equalNames(classes, want.classes) {
		t.Errorf("classes = %v, want %v", classes, want.classes)
	}
	var parts [][]string
	var bits []int
	for _, p := range r.Partitions() {
		parts = append(parts, b.namesOf(p))
		bits = append(bits, r.Bits(p))
	}
	if want.parts != nil && !equalNames(parts, want.parts) {
		t.Errorf("partitions = %v, want %v", parts, want.parts)
	}
	if want.bits != nil && !slices.Equal(bits, want.bits) {
		t.Errorf("bits = %v, want %v", bits, want.bits)
	}
}

func equalNames(x, y [][]string) bool {
	return slices.EqualFunc(x, y, func(a, b []string) bool { return slices.Equal(a, b) })
}

// fig1 is the program of Apel et al.'s Fig. 1, in Go:
//
//	func fig1(enabled bool) int {
//		a, b := 0, 1
//		for a < 8 {
//			if enabled {
//				b = b * 3
//			}
//			a = a + 1
//		}
//		return b
//	}
func fig1() (*builder, expect) {
	b := newBuilder()
	enabled := b.param("enabled", ssa2cfa.Bool)
	r := b.result("r", ssa2cfa.Int)
	a := b.val("a", ssa2cfa.Int)   // φ at the loop head
	bv := b.val("b", ssa2cfa.Int)  // φ at the loop head
	t1 := b.val("t1", ssa2cfa.Int) // b * 3
	b1 := b.val("b1", ssa2cfa.Int) // φ after the if
	t2 := b.val("t2", ssa2cfa.Int) // a + 1
	head, body, then, join, latch, done := b.loc(), b.loc(), b.loc(), b.loc(), b.loc(), b.loc()
	b.edge(b.c.Entry, head, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(a), v(bv)}, Exprs: []ssa2cfa.Expr{k64(0), k64(1)}})
	cond := bin(ssa2cfa.Lt, a, k64(8))
	b.edge(head, body, &ssa2cfa.Assume{Cond: cond})
	b.edge(head, done, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(cond)})
	b.edge(body, then, &ssa2cfa.Assume{Cond: enabled})
	els := b.loc()
	b.edge(body, els, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(enabled)})
	b.edge(els, join, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(b1)}, Exprs: []ssa2cfa.Expr{bv}}) // φ b1 := b
	thenAssigned := b.loc()
	b.edge(then, thenAssigned, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(t1)}, Exprs: []ssa2cfa.Expr{bin(ssa2cfa.Mul, bv, k64(3))}})
	b.edge(thenAssigned, join, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(b1)}, Exprs: []ssa2cfa.Expr{t1}}) // φ b1 := t1
	b.edge(join, latch, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(t2)}, Exprs: []ssa2cfa.Expr{bin(ssa2cfa.Add, a, k64(1))}})
	b.edge(latch, head, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(a), v(bv)}, Exprs: []ssa2cfa.Expr{t2, b1}})
	b.edge(done, b.c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{bv}})
	_ = r
	return b, expect{
		types: map[string]DomainType{
			"enabled": Bool, "a": IntEqAdd, "t2": IntEqAdd,
			"b": Int, "t1": Int, "b1": Int, "r": Int,
		},
		consts:  map[string][]int64{"a": {0}, "b": {1}, "r": {1}},
		classes: [][]string{{"r", "b", "t1", "b1"}, {"a", "t2"}},
		parts:   [][]string{},
	}
}

// machine is a state machine over a slice of events:
//
//	func machine(events []int) int {
//		state := 0
//		for _, e := range events {
//			switch state {
//			case 0:
//				if e == 1 { state = 1 }
//			case 1:
//				if e == 2 { state = 2 }
//			case 2:
//				if e == 0 { state = 0 }
//			}
//		}
//		return state
//	}
func machine() (*builder, expect) {
	b := newBuilder()
	n := b.lenOf("len(events)")
	state := b.val("state", ssa2cfa.Int) // φ at the loop head
	i := b.val("i", ssa2cfa.Int)         // φ at the loop head: the range index
	i1 := b.val("i1", ssa2cfa.Int)       // i + 1
	e := b.val("e", ssa2cfa.Int)         // events[i1], a load
	next := b.val("next", ssa2cfa.Int)   // φ at the latch
	r := b.result("r", ssa2cfa.Int)
	head, body, latch, done := b.loc(), b.loc(), b.loc(), b.loc()
	b.edge(b.c.Entry, head, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(state), v(i)}, Exprs: []ssa2cfa.Expr{k64(0), k64(-1)}})
	b.at = head
	b.set(i1, bin(ssa2cfa.Add, i, k64(1)))
	more := bin(ssa2cfa.Lt, i1, n)
	b.edge(b.at, body, &ssa2cfa.Assume{Cond: more})
	b.edge(b.at, done, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(more)})
	b.at = body
	b.check(ssa2cfa.CheckIndex, ssa2cfa.AndExpr(bin(ssa2cfa.Le, k64(0), i1), bin(ssa2cfa.Lt, i1, n)))
	b.havoc(e)
	sw := b.at
	for s := int64(0); s < 3; s++ {
		is := bin(ssa2cfa.Eq, state, k64(s))
		cs, other := b.loc(), b.loc()
		b.edge(sw, cs, &ssa2cfa.Assume{Cond: is})
		b.edge(sw, other, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(is)})
		ev := bin(ssa2cfa.Eq, e, k64((s+1)%3))
		yes, no := b.loc(), b.loc()
		b.edge(cs, yes, &ssa2cfa.Assume{Cond: ev})
		b.edge(cs, no, &ssa2cfa.Assume{Cond: ssa2cfa.NotExpr(ev)})
		b.edge(yes, latch, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(next)}, Exprs: []ssa2cfa.Expr{k64((s + 1) % 3)}})
		b.edge(no, latch, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(next)}, Exprs: []ssa2cfa.Expr{state}})
		sw = other
	}
	b.edge(sw, latch, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(next)}, Exprs: []ssa2cfa.Expr{state}})
	b.edge(latch, head, &ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(state), v(i)}, Exprs: []ssa2cfa.Expr{next, i1}})
	b.edge(done, b.c.Exit, &ssa2cfa.Return{Results: []ssa2cfa.Expr{state}})
	_ = r
	return b, expect{
		types: map[string]DomainType{
			"len(events)": IntEqAdd, "i": IntEqAdd, "i1": IntEqAdd,
			"state": IntEq, "next": IntEq, "r": IntEq, "e": IntEq,
		},
		consts:  map[string][]int64{"state": {0, 1, 2}, "r": {0, 1, 2}, "e": {0, 1, 2}, "i": {-1}},
		classes: [][]string{{"state", "next", "r"}, {"i", "i1"}},
		parts:   [][]string{{"state", "next", "r"}, {"e"}},
		bits:    []int{3, 2}, // ⌈log2(3+3)⌉, ⌈log2(3+1)⌉
	}
}

func TestPrograms(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func() (*builder, expect)
	}{
		{"fig1", fig1},
		{"machine", machine},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, want := tc.build()
			r := Classify(b.c)
			checkInvariants(t, b.c, r)
			checkExpect(t, b, r, want)
		})
	}
}

// samePkg and otherPkg give ssa functions for call tests.
var (
	samePkg  = &ssa.Package{Pkg: types.NewPackage("example.com/p", "p")}
	otherPkg = &ssa.Package{Pkg: types.NewPackage("example.com/q", "q")}
)

func withBody(pkg *ssa.Package) *ssa.Function {
	return &ssa.Function{Pkg: pkg, Blocks: []*ssa.BasicBlock{{}}}
}

func TestRules(t *testing.T) {
	i64, i32, u64, u32, u8 := ssa2cfa.Int, ssa2cfa.Int32, ssa2cfa.Uint64, ssa2cfa.Uint32, ssa2cfa.Uint8
	for _, tc := range []struct {
		name  string
		build func(b *builder) expect
	}{
		{"copy joins classes", func(b *builder) expect {
			x, y := b.param("x", i64), b.val("y", i64)
			b.set(y, x)
			b.assume(bin(ssa2cfa.Eq, y, k64(4)))
			return expect{
				types:   map[string]DomainType{"x": IntEq, "y": IntEq},
				consts:  map[string][]int64{"x": {4}},
				classes: [][]string{{"x", "y"}},
				parts:   [][]string{{"x", "y"}},
				bits:    []int{2},
			}
		}},
		{"parallel assign joins pairwise", func(b *builder) expect {
			x, y, p, q := b.param("x", i64), b.param("y", i64), b.val("p", i64), b.val("q", i64)
			b.set(p, x, q, y)
			return expect{
				types:   map[string]DomainType{"x": IntEq, "y": IntEq, "p": IntEq, "q": IntEq},
				classes: [][]string{{"x", "p"}, {"y", "q"}},
				parts:   [][]string{{"x", "p"}, {"y", "q"}},
			}
		}},
		{"return joins result", func(b *builder) expect {
			x, _ := b.param("x", i64), b.result("r", i64)
			b.ret(x)
			return expect{classes: [][]string{{"x", "r"}}, parts: [][]string{{"x", "r"}}}
		}},
		{"return of arithmetic relates", func(b *builder) expect {
			x, _ := b.param("x", i64), b.result("r", i64)
			b.ret(bin(ssa2cfa.Add, x, k64(1)))
			return expect{types: map[string]DomainType{"x": IntEqAdd, "r": IntEqAdd}}
		}},
		{"untracked result", func(b *builder) expect {
			x := b.param("x", i64)
			b.c.Results = append(b.c.Results, -1)
			b.ret(bin(ssa2cfa.Mul, x, x))
			return expect{types: map[string]DomainType{"x": Int}}
		}},
		{"bool copies join, bools relate to nothing", func(b *builder) expect {
			p, q, x := b.param("p", ssa2cfa.Bool), b.val("q", ssa2cfa.Bool), b.param("x", i64)
			b.set(q, p)
			b.assume(bin(ssa2cfa.Eq, p, q))
			c := b.val("c", ssa2cfa.Bool)
			b.set(c, bin(ssa2cfa.LAnd, q, bin(ssa2cfa.Ne, x, k64(2))))
			return expect{
				types:   map[string]DomainType{"p": Bool, "q": Bool, "c": Bool, "x": IntEq},
				consts:  map[string][]int64{"x": {2}, "p": nil},
				classes: [][]string{{"p", "q"}},
				parts:   [][]string{{"x"}},
			}
		}},
		{"equality of variables shares a partition", func(b *builder) expect {
			x, y, z := b.param("x", i64), b.param("y", i64), b.param("z", i64)
			b.assume(bin(ssa2cfa.Eq, x, y))
			b.assume(ssa2cfa.NotExpr(bin(ssa2cfa.Eq, z, k64(1))))
			return expect{
				types: map[string]DomainType{"x": IntEq, "y": IntEq, "z": IntEq},
				parts: [][]string{{"x", "y"}, {"z"}},
				bits:  []int{1, 1},
			}
		}},
		{"constants: assigned and compared, either side", func(b *builder) expect {
			x, y := b.val("x", i64), b.val("y", i64)
			b.set(x, k64(3))
			b.assume(bin(ssa2cfa.Eq, x, k64(5)))
			b.assume(bin(ssa2cfa.Ne, k64(-7), x))
			b.set(y, x)
			b.set(y, k64(5))
			return expect{
				types:   map[string]DomainType{"x": IntEq},
				consts:  map[string][]int64{"x": {-7, 3, 5}, "y": {-7, 3, 5}},
				classes: [][]string{{"x", "y"}},
				parts:   [][]string{{"x", "y"}},
				bits:    []int{3}, // 3 constants + 2 variables
			}
		}},
		{"constants: unsigned above MaxInt64, folded conversion", func(b *builder) expect {
			u, s := b.param("u", u64), b.param("s", i32)
			b.assume(bin(ssa2cfa.Eq, u, &ssa2cfa.Const{T: u64, Bits: 1<<63 + 1}))
			b.assume(bin(ssa2cfa.Eq, s, conv(i32, k64(1<<32+9))))
			return expect{consts: map[string][]int64{"u": {math.MinInt64 + 1}, "s": {9}}}
		}},
		{"constants: not those of arithmetic", func(b *builder) expect {
			x := b.param("x", i64)
			b.assume(bin(ssa2cfa.Eq, bin(ssa2cfa.Add, x, k64(1)), k64(9)))
			return expect{types: map[string]DomainType{"x": IntEqAdd}, consts: map[string][]int64{"x": nil}}
		}},
		{"havoc does not make Int", func(b *builder) expect {
			x := b.val("x", i64)
			b.havoc(x)
			b.assume(bin(ssa2cfa.Eq, x, k64(1)))
			return expect{types: map[string]DomainType{"x": IntEq}, parts: [][]string{{"x"}}}
		}},
		{"len is IntEqAdd at least", func(b *builder) expect {
			n, y := b.lenOf("len(s)"), b.val("y", i64)
			b.assume(bin(ssa2cfa.Eq, n, k64(0)))
			b.set(y, n)
			return expect{types: map[string]DomainType{"len(s)": IntEqAdd, "y": IntEqAdd}, consts: map[string][]int64{"y": {0}}}
		}},
		{"index check: Fail and Assume edges", func(b *builder) expect {
			i, n := b.param("i", i64), b.lenOf("len(a)")
			b.check(ssa2cfa.CheckIndex, ssa2cfa.AndExpr(bin(ssa2cfa.Le, k64(0), i), bin(ssa2cfa.Lt, i, n)))
			return expect{types: map[string]DomainType{"i": IntEqAdd, "len(a)": IntEqAdd}}
		}},
		{"fail edge alone counts", func(b *builder) expect {
			d := b.param("d", i64)
			chk := &ssa2cfa.Check{Kind: ssa2cfa.CheckDivZero, Cond: bin(ssa2cfa.Gt, d, k64(0))}
			chk.Err = b.loc()
			b.edge(b.at, chk.Err, &ssa2cfa.Fail{Check: chk})
			return expect{types: map[string]DomainType{"d": IntEqAdd}}
		}},
		{"groups propagate the costliest operation", func(b *builder) expect {
			x, y, z, w, u := b.val("x", i64), b.param("y", i64), b.val("z", i64), b.param("w", i64), b.param("u", i64)
			b.set(x, bin(ssa2cfa.Add, y, z))
			b.set(z, bin(ssa2cfa.Mul, w, k64(2)))
			b.assume(bin(ssa2cfa.Eq, u, k64(1)))
			return expect{
				types: map[string]DomainType{"x": Int, "y": Int, "z": Int, "w": Int, "u": IntEq},
				parts: [][]string{{"u"}},
			}
		}},
		{"value-preserving conversions relate without joining", func(b *builder) expect {
			x, y, z := b.param("x", i32), b.val("y", i64), b.param("z", u8)
			b.set(y, conv(i64, x))
			b.assume(bin(ssa2cfa.Eq, conv(i32, z), x))
			b.assume(bin(ssa2cfa.Eq, conv(i64, x), k64(6)))
			return expect{
				types:  map[string]DomainType{"x": IntEq, "y": IntEq, "z": IntEq},
				consts: map[string][]int64{"x": {6}, "y": nil},
				parts:  [][]string{{"x", "y", "z"}},
				bits:   []int{2},
			}
		}},
		{"known callee: IntEqAdd arguments and results", func(b *builder) expect {
			b.c.Fn = &ssa.Function{Pkg: samePkg}
			x, r := b.param("x", i64), b.val("r", i64)
			b.call(withBody(samePkg), []ssa2cfa.Expr{x, nil}, r)
			return expect{types: map[string]DomainType{"x": IntEqAdd, "r": IntEqAdd}}
		}},
		{"unknown callees: Int arguments, havoc results", func(b *builder) expect {
			b.c.Fn = &ssa.Function{Pkg: samePkg}
			x, y, z, w := b.param("x", i64), b.param("y", i64), b.param("z", i64), b.param("w", i64)
			r1, r2, r3, r4 := b.val("r1", i64), b.val("r2", i64), b.val("r3", i64), b.val("r4", i64)
			b.call(nil, []ssa2cfa.Expr{x}, r1)                         // dynamic
			b.call(withBody(otherPkg), []ssa2cfa.Expr{y}, r2)          // another package
			b.call(&ssa.Function{Pkg: samePkg}, []ssa2cfa.Expr{z}, r3) // no body
			b.then(&ssa2cfa.Call{Builtin: "append", ArgLens: []ssa2cfa.Expr{w}, Results: []ssa2cfa.Var{v(r4)}})
			return expect{
				types: map[string]DomainType{"x": Int, "y": Int, "z": Int, "w": Int,
					"r1": IntEq, "r2": IntEq, "r3": IntEq, "r4": IntEq},
				parts: [][]string{{"r1"}, {"r2"}, {"r3"}, {"r4"}},
			}
		}},
		{"boolean call arguments are conditions", func(b *builder) expect {
			x := b.param("x", i64)
			b.call(nil, []ssa2cfa.Expr{bin(ssa2cfa.Eq, x, k64(3))})
			return expect{types: map[string]DomainType{"x": IntEq}, consts: map[string][]int64{"x": {3}}}
		}},
		{"references to unknown variables are ignored", func(b *builder) expect {
			x := b.param("x", i64)
			bad := &ssa2cfa.VarRef{V: 99, T: i64}
			b.then(&ssa2cfa.Assign{Vars: []ssa2cfa.Var{99, v(x)}, Exprs: []ssa2cfa.Expr{x, bad}})
			b.assume(bin(ssa2cfa.Eq, bad, k64(1)))
			b.then(&ssa2cfa.Call{Results: []ssa2cfa.Var{-1, 77}})
			b.then(&ssa2cfa.Assign{Vars: []ssa2cfa.Var{v(x)}}) // missing expression
			return expect{types: map[string]DomainType{"x": IntEq}, parts: [][]string{{"x"}}}
		}},
		{"unsigned and narrow types", func(b *builder) expect {
			x, y := b.param("x", u32), b.param("y", u64)
			b.assume(bin(ssa2cfa.Eq, conv(u64, x), y))
			return expect{parts: [][]string{{"x", "y"}}}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			want := tc.build(b)
			r := Classify(b.c)
			checkInvariants(t, b.c, r)
			checkExpect(t, b, r, want)
		})
	}
}

// TestOperators checks the type each operator demands of its operands.
func TestOperators(t *testing.T) {
	i64, i32, u64, u32, i8 := ssa2cfa.Int, ssa2cfa.Int32, ssa2cfa.Uint64, ssa2cfa.Uint32, ssa2cfa.Int8
	for _, tc := range []struct {
		name string
		want DomainType
		expr func(x, y ssa2cfa.Expr) ssa2cfa.Expr // x, y: int64 operands
	}{
		{"x", IntEq, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return x }},
		{"x == y", IntEq, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, x, y) }},
		{"x != y", IntEq, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Ne, x, y) }},
		{"x + y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Add, x, y) }},
		{"x - y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Sub, x, y) }},
		{"x & y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.And, x, y) }},
		{"x | y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Or, x, y) }},
		{"x ^ y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Xor, x, y) }},
		{"x &^ y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.AndNot, x, y) }},
		{"-x == y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, un(ssa2cfa.Neg, x), y) }},
		{"^x == y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, un(ssa2cfa.Compl, x), y) }},
		{"x < y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Lt, x, y) }},
		{"x <= y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Le, x, y) }},
		{"x > y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Gt, x, y) }},
		{"x >= y", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Ge, x, y) }},
		{"!(x < y)", IntEqAdd, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return un(ssa2cfa.Not, bin(ssa2cfa.Lt, x, y)) }},
		{"x * y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Mul, x, y) }},
		{"x / y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Div, x, y) }},
		{"x % y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Rem, x, y) }},
		{"x << y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Shl, x, y) }},
		{"x >> y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Shr, x, y) }},
		{"int64(int8(x)) == y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, conv(i64, conv(i8, x)), y) }},
		{"int64(uint64(x)) == y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, conv(i64, conv(u64, x)), y) }},
		{"int64(int32(x)) == y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, conv(i64, conv(i32, x)), y) }},
		{"int64(x) == y", IntEq, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Eq, conv(i64, x), y) }},
		{"int64(uint32(x)) + y", Int, func(x, y ssa2cfa.Expr) ssa2cfa.Expr { return bin(ssa2cfa.Add, conv(i64, conv(u32, x)), y) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			x, y := b.param("x", i64), b.param("y", i64)
			e := tc.expr(x, y)
			if e.Type().IsBool() {
				b.assume(e)
			} else {
				b.set(b.val("z", i64), e)
			}
			r := Classify(b.c)
			checkInvariants(t, b.c, r)
			for _, name := range []string{"x", "y", "z"} {
				if _, ok := b.names[name]; ok {
					if got := r.Type(b.names[name]); got != tc.want {
						t.Errorf("Type(%s) = %v, want %v", name, got, tc.want)
					}
				}
			}
		})
	}
}

// TestLenConversions checks that a len converts to any type that holds
// MaxInt64 without becoming Int, and wraps into narrower ones.
func TestLenConversions(t *testing.T) {
	for _, tc := range []struct {
		to   ssa2cfa.Type
		want DomainType
	}{
		{ssa2cfa.Int, IntEqAdd},
		{ssa2cfa.Uint64, IntEqAdd},
		{ssa2cfa.Uint32, Int},
		{ssa2cfa.Int32, Int},
	} {
		t.Run(tc.to.String(), func(t *testing.T) {
			b := newBuilder()
			n, y := b.lenOf("len(s)"), b.param("y", tc.to)
			b.assume(bin(ssa2cfa.Eq, conv(tc.to, n), y))
			r := Classify(b.c)
			if got := r.Type(v(n)); got != tc.want {
				t.Errorf("Type(len(s)) = %v, want %v", got, tc.want)
			}
			if got := r.Type(v(y)); got != tc.want {
				t.Errorf("Type(y) = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestBitsFor(t *testing.T) {
	for _, tc := range []struct{ n, want int }{
		{0, 1}, {1, 1}, {2, 1}, {3, 2}, {4, 2}, {5, 3}, {8, 3}, {9, 4}, {1024, 10}, {1025, 11},
	} {
		if got := BitsFor(tc.n); got != tc.want {
			t.Errorf("BitsFor(%d) = %d, want %d", tc.n, got, tc.want)
		}
	}
}

func TestResultOutOfRange(t *testing.T) {
	b := newBuilder()
	b.param("x", ssa2cfa.Int)
	r := Classify(b.c)
	for _, x := range []ssa2cfa.Var{-1, 1, 100} {
		if r.Type(x) != Int || r.Class(x) != -1 || r.Partition(x) != -1 || r.Constants(x) != nil {
			t.Errorf("out-of-range variable %d: got %v %d %d %v", x, r.Type(x), r.Class(x), r.Partition(x), r.Constants(x))
		}
	}
	if got := DomainType(17).String(); got != "DomainType(17)" {
		t.Errorf("String() = %q", got)
	}
}

// TestKeyVars checks the key variables: the Bool and IntEq ones, or the
// Bool ones without a classification.
func TestKeyVars(t *testing.T) {
	b := newBuilder()
	flag := b.param("flag", ssa2cfa.Bool)
	tag := b.param("tag", ssa2cfa.Int)
	n := b.param("n", ssa2cfa.Int)
	b.assume(flag)
	b.assume(&ssa2cfa.Binary{Op: ssa2cfa.Eq, X: tag, Y: ssa2cfa.IntConst(ssa2cfa.Int, 3)})
	b.assume(&ssa2cfa.Binary{Op: ssa2cfa.Lt, X: n, Y: ssa2cfa.IntConst(ssa2cfa.Int, 3)})
	if got := b.namesOf(KeyVars(b.c, Classify(b.c))); !slices.Equal(got, []string{"flag", "tag"}) {
		t.Errorf("KeyVars = %v, want [flag tag]", got)
	}
	if got := b.namesOf(KeyVars(b.c, nil)); !slices.Equal(got, []string{"flag"}) {
		t.Errorf("KeyVars without types = %v, want [flag]", got)
	}
}
