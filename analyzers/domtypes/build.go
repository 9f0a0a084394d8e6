package domtypes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// MayReturn is the fact that a function the ctrlflow analysis takes for one
// that never returns does return: it is an intrinsic stub (its Go body
// only panics, and the compiler replaces its calls), or it never returns
// only by calling one (crypto/internal/constanttime.ByteEq).
type MayReturn struct{}

// AFact marks MayReturn as an analysis fact.
func (*MayReturn) AFact() {}

func (*MayReturn) String() string { return "may return (intrinsic)" }

// buildPackageSSA builds the package's SSA form as the buildssa pass does, the
// calls of functions that never return ending their blocks, except those
// of intrinsic stubs and of functions that call one (see noReturn). It
// returns the package and its source functions, function literals after
// the function that holds them, in source order, those of package-level
// variables' initializers last, and the intrinsic stubs.
func buildPackageSSA(pass *analysis.Pass) (*ssa.Package, []*ssa.Function, map[*types.Func]bool) {
	prog := ssa.NewProgram(pass.Fset, 0)
	never, stubs := noReturn(pass, pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs))
	prog.SetNoReturn(never)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()
	var funcs []*ssa.Function
	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			if d, ok := decl.(*ast.FuncDecl); ok {
				if f := prog.FuncValue(pass.TypesInfo.Defs[d.Name].(*types.Func)); f != nil {
					add(f)
				}
			}
		}
	}
	// The literals of package-level variables' initializers (var f =
	// sync.OnceFunc(func() { ... })) belong to the package initializer,
	// which no declaration names.
	if init := pkg.Func("init"); init != nil {
		for _, anon := range init.AnonFuncs {
			add(anon)
		}
	}
	return pkg, funcs, stubs
}

// noReturn returns ctrlflow's judgement of whether a function never
// returns, corrected for intrinsic stubs: a function of the package that
// ctrlflow takes for one that never returns does return if it is a stub,
// or if its body, with the calls of those that do returning, has a
// reachable return. Each gets a MayReturn fact, which corrects the
// judgement of the packages that import it. It also returns the stubs.
func noReturn(pass *analysis.Pass, cfgs *ctrlflow.CFGs) (func(*types.Func) bool, map[*types.Func]bool) {
	var decls []*ast.FuncDecl
	var funcs []*types.Func
	local := map[*types.Func]bool{}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			if d, ok := decl.(*ast.FuncDecl); ok && d.Body != nil {
				fn := pass.TypesInfo.Defs[d.Name].(*types.Func)
				decls, funcs = append(decls, d), append(funcs, fn)
				local[fn] = true
			}
		}
	}
	returns := map[*types.Func]bool{}
	imported := func(fn *types.Func) bool {
		return fn.Pkg() != pass.Pkg && pass.ImportObjectFact(fn, new(MayReturn))
	}
	never := func(fn *types.Func) bool {
		return cfgs.NoReturn(fn) && !returns[fn] && !imported(fn)
	}
	mayReturn := func(call *ast.CallExpr) bool {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if _, ok := pass.TypesInfo.Uses[id].(*types.Builtin); ok && id.Name == "panic" {
				return false
			}
		}
		fn := typeutil.StaticCallee(pass.TypesInfo, call)
		return fn == nil || !never(fn)
	}
	stubs := map[*types.Func]bool{}
	for i, d := range decls {
		if intrinsicStub(pass.TypesInfo, d) {
			stubs[funcs[i]] = true
			returns[funcs[i]] = cfgs.NoReturn(funcs[i])
		}
	}
	for changed := len(returns) > 0 || importsReturns(pass); changed; {
		changed = false
		for i, d := range decls {
			fn := funcs[i]
			if returns[fn] || !cfgs.NoReturn(fn) {
				continue
			}
			if !cfg.New(d.Body, mayReturn).NoReturn() {
				returns[fn] = true
				changed = true
			}
		}
	}
	for _, fn := range funcs {
		if returns[fn] {
			pass.ExportObjectFact(fn, new(MayReturn))
		}
	}
	return never, stubs
}

// importsReturns reports whether some package the pass imports has a
// MayReturn fact.
func importsReturns(pass *analysis.Pass) bool {
	for _, f := range pass.AllObjectFacts() {
		if _, ok := f.Fact.(*MayReturn); ok {
			return true
		}
	}
	return false
}

// intrinsicStub reports a function whose body is one panic with a
// constant message naming it an intrinsic ("unreachable; must be
// intrinsicified").
func intrinsicStub(info *types.Info, d *ast.FuncDecl) bool {
	if len(d.Body.List) != 1 {
		return false
	}
	es, ok := d.Body.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "panic" {
		return false
	} else if _, ok := info.Uses[id].(*types.Builtin); !ok {
		return false
	}
	tv, ok := info.Types[call.Args[0]]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String &&
		strings.Contains(strings.ToLower(constant.StringVal(tv.Value)), "intrinsic")
}
