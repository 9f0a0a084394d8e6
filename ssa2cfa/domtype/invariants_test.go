package domtype

import (
	"slices"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// checkInvariants checks what every Result promises, whatever the CFA.
func checkInvariants(t *testing.T, c *ssa2cfa.CFA, r *Result) {
	t.Helper()
	n := len(c.Vars)
	seen := make([]int, n)
	classes := r.Classes()
	for i, cl := range classes {
		if len(cl) == 0 || !slices.IsSorted(cl) {
			t.Fatalf("class %d = %v: empty or unsorted", i, cl)
		}
		if i > 0 && classes[i-1][0] >= cl[0] {
			t.Fatalf("classes not ordered by least variable: %v", classes)
		}
		for _, x := range cl {
			seen[x]++
			if r.Class(x) != i {
				t.Fatalf("Class(v%d) = %d, want %d", x, r.Class(x), i)
			}
			if c.Vars[x].Type != c.Vars[cl[0]].Type || r.Type(x) != r.Type(cl[0]) {
				t.Fatalf("class %v mixes types", cl)
			}
			if !slices.Equal(r.Constants(x), r.Constants(cl[0])) {
				t.Fatalf("class %v has differing constants", cl)
			}
		}
	}
	for x, k := range seen {
		if k != 1 {
			t.Fatalf("v%d is in %d classes", x, k)
		}
	}
	inPart := make([]int, n)
	for i, p := range r.Partitions() {
		if len(p) == 0 || !slices.IsSorted(p) {
			t.Fatalf("partition %d = %v: empty or unsorted", i, p)
		}
		for _, x := range p {
			inPart[x]++
			if r.Partition(x) != i {
				t.Fatalf("Partition(v%d) = %d, want %d", x, r.Partition(x), i)
			}
		}
		if got, want := r.Bits(p), BitsFor(len(r.PartitionConstants(p))+len(p)); got != want || got < 1 {
			t.Fatalf("Bits(%v) = %d, want %d", p, got, want)
		}
	}
	for x := range n {
		v := ssa2cfa.Var(x)
		dt := r.Type(v)
		if (dt == Bool) != c.Vars[x].Type.IsBool() {
			t.Fatalf("v%d of type %v is %v", x, c.Vars[x].Type, dt)
		}
		if (dt == IntEq) != (inPart[x] == 1) || inPart[x] > 1 {
			t.Fatalf("v%d is %v and in %d partitions", x, dt, inPart[x])
		}
		if role := c.Vars[x].Role; (role == ssa2cfa.RoleLen || role == ssa2cfa.RoleCap) && dt < IntEqAdd {
			t.Fatalf("len/cap v%d is %v", x, dt)
		}
		if cs := r.Constants(v); !slices.IsSorted(cs) || len(slices.Compact(slices.Clone(cs))) != len(cs) {
			t.Fatalf("Constants(v%d) = %v: unsorted or duplicated", x, cs)
		}
	}
	checkIntEqUses(t, c, r)
}

// checkIntEqUses checks the soundness promise independently of Classify:
// an IntEq variable occurs only in copies and constant assignments (from
// and into its own partition) and in == and != against constants or
// variables of its partition.
func checkIntEqUses(t *testing.T, c *ssa2cfa.CFA, r *Result) {
	t.Helper()
	valid := func(x ssa2cfa.Var) bool { return x >= 0 && int(x) < len(c.Vars) }
	intEq := func(x ssa2cfa.Var) bool { return valid(x) && r.Type(x) == IntEq }
	// atom returns the variable under value-preserving conversions.
	var atom func(e ssa2cfa.Expr) (ssa2cfa.Var, bool)
	atom = func(e ssa2cfa.Expr) (ssa2cfa.Var, bool) {
		switch e := e.(type) {
		case *ssa2cfa.VarRef:
			return e.V, true
		case *ssa2cfa.Convert:
			if x, ok := atom(e.X); ok && (&classifier{c: c}).preserves(e) {
				return x, true
			}
		}
		return 0, false
	}
	samePart := func(x, y ssa2cfa.Var) {
		if !valid(x) || !valid(y) {
			return
		}
		if intEq(x) != intEq(y) || intEq(x) && r.Partition(x) != r.Partition(y) {
			t.Fatalf("v%d (%v) and v%d (%v) are related but differ", x, r.Type(x), y, r.Type(y))
		}
	}
	// bad fails if an IntEq variable occurs in e outside allowed positions.
	var cond, bad func(e ssa2cfa.Expr)
	bad = func(e ssa2cfa.Expr) {
		ssa2cfa.Vars(e, func(x ssa2cfa.Var) {
			if intEq(x) {
				t.Fatalf("IntEq v%d occurs in %v", x, e)
			}
		})
	}
	cond = func(e ssa2cfa.Expr) {
		switch e := e.(type) {
		case *ssa2cfa.Unary:
			cond(e.X)
			return
		case *ssa2cfa.Binary:
			if !e.X.Type().IsInt() {
				cond(e.X)
				cond(e.Y)
				return
			}
			if e.Op == ssa2cfa.Eq || e.Op == ssa2cfa.Ne {
				x, okx := atom(e.X)
				y, oky := atom(e.Y)
				_, cx := constBits(e.X)
				_, cy := constBits(e.Y)
				switch {
				case okx && oky:
					samePart(x, y)
					return
				case okx && cy, oky && cx:
					return
				}
			}
		}
		if e != nil && e.Type().IsInt() || isComparison(e) {
			bad(e)
		}
	}
	assign := func(x ssa2cfa.Var, e ssa2cfa.Expr) {
		if e == nil {
			return
		}
		if !e.Type().IsInt() {
			cond(e)
			return
		}
		if _, ok := constBits(e); ok {
			return
		}
		if y, ok := atom(e); ok {
			samePart(x, y)
			return
		}
		if intEq(x) {
			t.Fatalf("IntEq v%d assigned %v", x, e)
		}
		bad(e)
	}
	for _, edge := range c.Edges {
		switch op := edge.Op.(type) {
		case *ssa2cfa.Assign:
			for i, x := range op.Vars {
				if i < len(op.Exprs) {
					assign(x, op.Exprs[i])
				}
			}
		case *ssa2cfa.Assume:
			cond(op.Cond)
		case *ssa2cfa.Fail:
			cond(op.Check.Cond)
		case *ssa2cfa.Return:
			for i, e := range op.Results {
				x := ssa2cfa.Var(-1)
				if i < len(c.Results) {
					x = c.Results[i]
				}
				assign(x, e)
			}
		case *ssa2cfa.Call:
			for _, a := range slices.Concat(op.Args, op.ArgLens) {
				if a != nil && a.Type().IsInt() {
					bad(a)
				} else if a != nil {
					cond(a)
				}
			}
		}
	}
}

func isComparison(e ssa2cfa.Expr) bool {
	b, ok := e.(*ssa2cfa.Binary)
	return ok && b.Op.IsComparison() && b.X.Type().IsInt()
}
