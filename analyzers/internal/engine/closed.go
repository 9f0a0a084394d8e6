package engine

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/ssa"
)

// closedFuncs finds the package's functions whose every call is visible
// here: unexported functions and methods that the package's source only
// calls, statically, never takes as a value, starts as a goroutine or
// defers, and that no directive or assembly file can reach (linked: see
// domtypes.Result.Linked). It maps each
// to its number of calls. Such a function runs only in the calling
// contexts of those calls, which callContexts collects.
//
// A method with an unexported name can only be called from its own
// package; it is excluded when the package calls any interface method of
// that name (a dynamic call might reach it). A function of the runtime's
// packages is excluded when the toolchain may call it (see
// toolchainCallees), and all are when its source cannot be read.
func closedFuncs(pass *analysis.Pass, linked map[string]bool) map[*types.Func]int {
	var toolchain map[string]bool
	if runtimePackage(pass.Pkg.Path()) {
		var ok bool
		if toolchain, ok = toolchainCallees(pass); !ok {
			return nil
		}
	}
	info := pass.TypesInfo
	calls := map[*types.Func]int{}
	bad := map[*types.Func]bool{}
	abstract := map[string]bool{} // interface methods the package calls
	ins := inspector.New(pass.Files)
	ins.WithStack([]ast.Node{(*ast.Ident)(nil), (*ast.SelectorExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil {
				if f, ok := s.Obj().(*types.Func); ok && f.Pkg() == pass.Pkg && isInterfaceMethod(f) {
					abstract[f.Name()] = true
				}
			}
			return true
		}
		id := n.(*ast.Ident)
		f, ok := info.Uses[id].(*types.Func)
		if !ok || f.Pkg() != pass.Pkg || f.Exported() || isInterfaceMethod(f) {
			return true
		}
		if staticCall(info, id, stack) {
			calls[f]++
		} else {
			bad[f] = true
		}
		return true
	})
	out := map[*types.Func]int{}
	for f, n := range calls {
		if bad[f] || linked[f.Name()] || genericFunc(f) || calledByToolchain(toolchain, f.Name()) {
			continue
		}
		if sig := f.Signature(); sig.Recv() != nil && abstract[f.Name()] {
			continue
		}
		out[f] = n
	}
	return out
}

// staticCall reports whether id, a use of a function, is the callee of a
// call expression (a direct call or a method call on a concrete value) in
// a function that is not generic, neither started by go nor deferred.
func staticCall(info *types.Info, id *ast.Ident, stack []ast.Node) bool {
	i := len(stack) - 1 // stack[i] == id
	var fun ast.Expr = id
	if i > 0 {
		if sel, ok := stack[i-1].(*ast.SelectorExpr); ok && sel.Sel == id {
			if s := info.Selections[sel]; s != nil && s.Kind() != types.MethodVal {
				return false
			}
			fun = sel
			i--
		}
	}
	for i > 0 {
		p, ok := stack[i-1].(*ast.ParenExpr)
		if !ok {
			break
		}
		fun = p
		i--
	}
	if i == 0 {
		return false
	}
	call, ok := stack[i-1].(*ast.CallExpr)
	if !ok || call.Fun != fun {
		return false
	}
	if i >= 2 {
		switch s := stack[i-2].(type) {
		case *ast.GoStmt:
			if s.Call == call {
				return false
			}
		case *ast.DeferStmt:
			if s.Call == call {
				return false
			}
		}
	}
	for j := i - 1; j >= 0; j-- {
		if d, ok := stack[j].(*ast.FuncDecl); ok {
			if obj, ok := info.Defs[d.Name].(*types.Func); ok && genericFunc(obj) {
				return false
			}
		}
	}
	return true
}

// genericFunc reports a function or method with type parameters.
func genericFunc(f *types.Func) bool {
	sig := f.Signature()
	if sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0 {
		return true
	}
	return false
}

// isInterfaceMethod reports an abstract method.
func isInterfaceMethod(f *types.Func) bool {
	recv := f.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

// closedSet are the functions whose every call the package's analyses
// see (closedFuncs, closedAnonFuncs), with their numbers of calls.
type closedSet struct {
	named map[*types.Func]int
	anon  map[*ssa.Function]int
}

// calls returns the number of calls of fn if it is closed, else 0.
func (s closedSet) calls(fn *ssa.Function) int {
	if fn == nil || fn.Synthetic != "" || len(fn.TypeArgs()) > 0 {
		return 0
	}
	if fn.Parent() != nil {
		return s.anon[fn]
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return s.named[obj]
	}
	return 0
}

// closedAnonFuncs finds the anonymous functions of fns that only their
// parent calls: their closure (or the function itself, if it has no free
// variables) is used only as the callee of calls, not deferred, started
// as a goroutine, stored or passed (num2 := func(b []byte) byte {...};
// num2(s[5:7])). It maps each to its number of calls. Functions of generic
// code are left out.
func closedAnonFuncs(fns []*ssa.Function) map[*ssa.Function]int {
	out := map[*ssa.Function]int{}
	for _, fn := range fns {
		if fn.Parent() == nil || fn.Synthetic != "" || inGeneric(fn) {
			continue
		}
		var value ssa.Value = fn
		if len(fn.FreeVars) > 0 {
			mc := makeClosureOf(fn)
			if mc == nil {
				continue
			}
			value = mc
		}
		refs := value.Referrers()
		if refs == nil || len(*refs) == 0 {
			continue
		}
		n := 0
		for _, r := range *refs {
			call, ok := r.(*ssa.Call)
			if !ok || call.Call.Value != value || slices.Contains(call.Call.Args, value) {
				n = 0
				break
			}
			n++
		}
		if n > 0 {
			out[fn] = n
		}
	}
	return out
}

// makeClosureOf returns the instruction of fn's parent that makes the
// closure of fn, nil if there is not exactly one.
func makeClosureOf(fn *ssa.Function) *ssa.MakeClosure {
	var found *ssa.MakeClosure
	for _, r := range *fn.Referrers() {
		mc, ok := r.(*ssa.MakeClosure)
		if !ok || mc.Fn != fn || found != nil {
			return nil
		}
		found = mc
	}
	return found
}

// inGeneric reports whether fn is, or is nested in, a generic function.
func inGeneric(fn *ssa.Function) bool {
	for ; fn != nil; fn = fn.Parent() {
		if fn.TypeParams().Len() > 0 || len(fn.TypeArgs()) > 0 {
			return true
		}
	}
	return false
}
