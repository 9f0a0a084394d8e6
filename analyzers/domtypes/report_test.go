package domtypes

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// buildSSA builds the SSA form of a one-file package p.
func buildSSA(t *testing.T, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", "package p\n\n"+src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("example.com/p", "p")
	conf := &types.Config{Importer: importer.Default()}
	p, _, err := ssautil.BuildPackage(conf, fset, pkg, []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestDescribe checks the report line of lowered functions.
func TestDescribe(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"named result", "func f() (n int) { n = 1; return }",
			"f: n IntEq{1}; partitions: {n} 1 bit"},
		{"one class, two source variables", "func swap(n int) int { x, y := 0, 1; for i := 0; i < n; i++ { x, y = y, x }; return x }",
			"swap: i IntEqAdd, n IntEqAdd, x/y IntEq{0,1}; partitions: {x,y} 3 bits"},
		{"len and cap of a parameter", "func g(s []byte) int { return len(s) + cap(s) }",
			"g: cap(s) IntEqAdd, len(s) IntEqAdd"},
		{"booleans and comparisons", "func h(b bool, x uint8) bool { return b && x != 255 }",
			"h: b Bool, x IntEq{255}; partitions: {x} 1 bit"},
		{"no body", "func ext(x int) int",
			"ext: not lowered: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := buildSSA(t, tc.src)
			var fn *ssa.Function
			for _, m := range p.Members {
				if f, ok := m.(*ssa.Function); ok && f.Name() != "init" {
					fn = f
				}
			}
			got := describe(classify(fn, ssa2cfa.Options{}), p.Pkg)
			if strings.HasSuffix(tc.want, ": ") && strings.HasPrefix(got, tc.want) {
				return // an error message: its text is the lowering's
			}
			if got != tc.want {
				t.Errorf("describe = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDescribeHandBuilt checks formatting details on hand-built CFAs:
// unsigned constants, temporaries, duplicate entries, missing results.
func TestDescribeHandBuilt(t *testing.T) {
	p := buildSSA(t, "func f(u uint64, x int) {}")
	fn := p.Func("f")
	u, x := fn.Params[0], fn.Params[1]
	c := &ssa2cfa.CFA{Fn: fn}
	c.Entry = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	c.Exit = c.NewLoc(ssa2cfa.LocInfo{Block: -1})
	vu := c.NewVar(ssa2cfa.VarInfo{Name: "u", Type: ssa2cfa.Uint64, Role: ssa2cfa.RoleParam, Value: u, Input: true})
	vx := c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: ssa2cfa.Int, Role: ssa2cfa.RoleParam, Value: x, Input: true})
	vx2 := c.NewVar(ssa2cfa.VarInfo{Name: "x", Type: ssa2cfa.Int}) // a second class named x
	vt := c.NewVar(ssa2cfa.VarInfo{Name: "t7", Type: ssa2cfa.Int}) // a temporary
	c.AddEdge(c.Entry, c.Exit, &ssa2cfa.Assume{Cond: ssa2cfa.AndExpr(
		&ssa2cfa.Binary{Op: ssa2cfa.Eq, X: c.Ref(vu), Y: &ssa2cfa.Const{T: ssa2cfa.Uint64, Bits: 1<<64 - 1}},
		&ssa2cfa.Binary{Op: ssa2cfa.Lt, X: c.Ref(vt), Y: &ssa2cfa.Binary{Op: ssa2cfa.Add, X: c.Ref(vx), Y: c.Ref(vx2)}},
	)}, 0)
	got := describe(Func{Fn: fn, CFA: c, Types: domtype.Classify(c)}, p.Pkg)
	want := "f: u IntEq{18446744073709551615}, x IntEqAdd; partitions: {u} 1 bit"
	if got != want {
		t.Errorf("describe = %q, want %q", got, want)
	}
	if got := describe(Func{Fn: fn}, p.Pkg); got != "f: not lowered" {
		t.Errorf("describe without CFA = %q", got)
	}
}

func TestSourceName(t *testing.T) {
	p := buildSSA(t, "func f(s []int, _ int) (n, _ int, r int) { return }")
	fn := p.Func("f")
	s := fn.Params[0]
	tmp := &ssa.BinOp{} // an instruction: its SSA name is t0-like
	c := &ssa2cfa.CFA{Fn: fn}
	for _, tc := range []struct {
		info ssa2cfa.VarInfo
		want string
	}{
		{ssa2cfa.VarInfo{Name: "s", Role: ssa2cfa.RoleParam, Value: s}, "s"},
		{ssa2cfa.VarInfo{Name: "_", Role: ssa2cfa.RoleParam, Value: fn.Params[1]}, ""},
		{ssa2cfa.VarInfo{Name: "len(s)", Role: ssa2cfa.RoleLen, Value: s}, "len(s)"},
		{ssa2cfa.VarInfo{Name: "cap(s)", Role: ssa2cfa.RoleCap, Value: s}, "cap(s)"},
		{ssa2cfa.VarInfo{Name: "len(t3)", Role: ssa2cfa.RoleLen}, ""},
		{ssa2cfa.VarInfo{Name: "len(" + tmp.Name() + ")", Role: ssa2cfa.RoleLen, Value: tmp}, ""},
		{ssa2cfa.VarInfo{Name: "size(s)", Role: ssa2cfa.RoleLen, Value: s}, ""},
		{ssa2cfa.VarInfo{Name: "t12"}, ""},
		{ssa2cfa.VarInfo{Name: "t"}, "t"},
		{ssa2cfa.VarInfo{Name: "tally"}, "tally"},
		{ssa2cfa.VarInfo{Name: "rangeindex", Value: &ssa.Phi{Comment: "rangeindex"}}, ""},
		{ssa2cfa.VarInfo{Name: "&&", Value: &ssa.Phi{Comment: "&&"}}, ""},
		{ssa2cfa.VarInfo{Name: "i", Value: &ssa.Phi{Comment: "i"}}, "i"},
		{ssa2cfa.VarInfo{Name: tmp.Name(), Value: tmp}, ""},
	} {
		c.Vars = []ssa2cfa.VarInfo{tc.info}
		if got := sourceName(c, 0); got != tc.want {
			t.Errorf("sourceName(%q) = %q, want %q", tc.info.Name, got, tc.want)
		}
	}
	// Results are named by the signature: n, _, r.
	c.Vars = make([]ssa2cfa.VarInfo, 3)
	c.Results = []ssa2cfa.Var{0, 1, 2}
	for i, want := range []string{"n", "", "r"} {
		c.Vars[i] = ssa2cfa.VarInfo{Name: "result", Role: ssa2cfa.RoleResult}
		if got := sourceName(c, ssa2cfa.Var(i)); got != want {
			t.Errorf("result %d: sourceName = %q, want %q", i, got, want)
		}
	}
}
