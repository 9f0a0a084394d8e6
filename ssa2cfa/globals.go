package ssa2cfa

import (
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// GlobalLen is the length and capacity (-1 for a string) a package-level
// variable holds once initialized.
type GlobalLen struct {
	Len, Cap int64
}

// ConstLenGlobals finds the package's unexported package-level variables
// of slice or string type whose length never changes after their
// initialization (var names = []string{...}): the package initializer
// stores a value of constant length into each exactly once, nothing else
// stores into it or takes its address (funcs are all of the package's
// functions but the initializer, anonymous ones included), and no code can
// read it before that store: the initializer makes no call before it that
// could run the package's code (only builtins, other packages'
// initializers, and functions of other packages called with basic
// values). linked reports
// the names that directives or assembly may refer to; those are left out.
//
// Loads of such a variable (outside the initializer, or after the store
// within it) have its length and capacity.
func ConstLenGlobals(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[*ssa.Global]GlobalLen {
	out := map[*ssa.Global]GlobalLen{}
	for g, st := range storedOnce(pkg, funcs, linked) {
		if gl, ok := constLen(st.Val); ok {
			out[g] = gl
		}
	}
	return out
}

// NonNilGlobals finds the package's unexported package-level variables of
// interface type that are never nil once initialized (var errShort =
// errors.New("short")): stored once, as ConstLenGlobals requires, a value
// that is not nil (a conversion to the interface, errors.New, fmt.Errorf).
func NonNilGlobals(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[*ssa.Global]bool {
	out := map[*ssa.Global]bool{}
	for g, st := range storedOnce(pkg, funcs, linked) {
		if !isInterface(st.Val.Type()) {
			continue
		}
		switch v := st.Val.(type) {
		case *ssa.MakeInterface:
			out[g] = true
		case *ssa.Call:
			out[g] = nonNilError(v.Common().StaticCallee())
		}
	}
	return out
}

// storedOnce returns the package initializer's store into each unexported
// package-level variable that the initializer stores into exactly once,
// that nothing else stores into or takes the address of, and that no code
// can read before that store (see ConstLenGlobals).
func storedOnce(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[*ssa.Global]*ssa.Store {
	if pkg == nil {
		return nil
	}
	init := pkg.Func("init")
	stores := map[*ssa.Global]*ssa.Store{}
	bad := map[*ssa.Global]bool{}
	eachGlobalUse(pkg, funcs, func(fn *ssa.Function, instr ssa.Instruction, g *ssa.Global) {
		switch in := instr.(type) {
		case *ssa.UnOp:
			return // a load (the only unary operation on an address)
		case *ssa.Store:
			if in.Addr == g && fn == init && stores[g] == nil {
				stores[g] = in
				return
			}
		}
		bad[g] = true
	})
	for g, st := range stores {
		if bad[g] || g.Object() == nil || g.Object().Exported() || linked != nil && linked(g.Name()) || !nothingRunsBefore(st, pkg) {
			delete(stores, g)
		}
	}
	return stores
}

// eachGlobalUse calls f for each use of a package-level variable of pkg
// as an operand, in funcs (the package's functions but the initializer)
// and in the initializer and its anonymous functions.
func eachGlobalUse(pkg *ssa.Package, funcs []*ssa.Function, f func(fn *ssa.Function, instr ssa.Instruction, g *ssa.Global)) {
	all := append([]*ssa.Function(nil), funcs...)
	if init := pkg.Func("init"); init != nil {
		all = append(all, init)
		all = appendAnon(all, init)
	}
	for _, fn := range all {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if g, ok := (*op).(*ssa.Global); ok && g.Pkg == pkg {
						f(fn, instr, g)
					}
				}
			}
		}
	}
}

// appendAnon appends fn's anonymous functions, transitively.
func appendAnon(out []*ssa.Function, fn *ssa.Function) []*ssa.Function {
	for _, a := range fn.AnonFuncs {
		out = append(out, a)
		out = appendAnon(out, a)
	}
	return out
}

// constLen returns the length and capacity of v when they are constants:
// a slice with constant bounds of an array (a composite literal, a make
// with constant sizes), a make with constant sizes, a constant string.
func constLen(v ssa.Value) (GlobalLen, bool) {
	switch v := v.(type) {
	case *ssa.Slice:
		p, ok := v.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return GlobalLen{}, false
		}
		a, ok := p.Elem().Underlying().(*types.Array)
		if !ok {
			return GlobalLen{}, false
		}
		bound := func(x ssa.Value, def int64) (int64, bool) {
			if x == nil {
				return def, true
			}
			return intConst(x)
		}
		lo, ok1 := bound(v.Low, 0)
		hi, ok2 := bound(v.High, a.Len())
		max, ok3 := bound(v.Max, a.Len())
		if ok1 && ok2 && ok3 && 0 <= lo && lo <= hi && hi <= max && max <= a.Len() {
			return GlobalLen{Len: hi - lo, Cap: max - lo}, true
		}
	case *ssa.MakeSlice:
		n, ok1 := intConst(v.Len)
		c, ok2 := intConst(v.Cap)
		if ok1 && ok2 && 0 <= n && n <= c {
			return GlobalLen{Len: n, Cap: c}, true
		}
	case *ssa.Const:
		if v.Value != nil && v.Value.Kind() == constant.String {
			return GlobalLen{Len: int64(len(constant.StringVal(v.Value))), Cap: -1}, true
		}
	}
	return GlobalLen{}, false
}

func intConst(v ssa.Value) (int64, bool) {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(k.Value)
}

// nothingRunsBefore reports whether no code of pkg can run in the package
// initializer before st: every call that may precede it is a builtin,
// another package's initializer, or a static call of another package's
// function with arguments of basic types only (it cannot call back into
// pkg).
func nothingRunsBefore(st *ssa.Store, pkg *ssa.Package) bool {
	blocks := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock)
	walk = func(b *ssa.BasicBlock) {
		for _, p := range b.Preds {
			if !blocks[p] {
				blocks[p] = true
				walk(p)
			}
		}
	}
	walk(st.Block())
	safe := func(instr ssa.Instruction) bool {
		switch in := instr.(type) {
		case *ssa.Go, *ssa.Defer:
			return false
		case *ssa.Call:
			if _, ok := in.Call.Value.(*ssa.Builtin); ok {
				return true // len, append, copy...: none runs the package's code
			}
			fn := in.Call.StaticCallee()
			if fn == nil || fn.Pkg == pkg || fn.Pkg == nil {
				return false
			}
			if fn.Name() == "init" && fn.Signature.Params().Len() == 0 {
				return true
			}
			for _, a := range in.Call.Args {
				if _, ok := a.Type().Underlying().(*types.Basic); !ok {
					return false
				}
			}
		}
		return true
	}
	for b := range blocks {
		if b == st.Block() {
			continue // handled below, up to st (unless st's block is in a loop)
		}
		for _, instr := range b.Instrs {
			if !safe(instr) {
				return false
			}
		}
	}
	for _, instr := range st.Block().Instrs {
		if instr == st {
			break
		}
		if !safe(instr) {
			return false
		}
	}
	if blocks[st.Block()] { // st's block in a loop: all of it may run first
		for _, instr := range st.Block().Instrs {
			if !safe(instr) {
				return false
			}
		}
	}
	return true
}

// loadedGlobal gives a load of a variable of constant length (see
// ConstLenGlobals) that length and capacity.
func (l *lowerer) loadedGlobal(load *ssa.UnOp) {
	g, ok := load.X.(*ssa.Global)
	if !ok {
		return
	}
	gl, ok := l.globals[g]
	if !ok {
		return
	}
	var vars []Var
	var exprs []Expr
	if x, ok := l.c.lenVar[load]; ok {
		vars, exprs = append(vars, x), append(exprs, IntConst(Int, gl.Len))
	}
	if x, ok := l.c.capVar[load]; ok && gl.Cap >= 0 {
		vars, exprs = append(vars, x), append(exprs, IntConst(Int, gl.Cap))
	}
	if len(vars) > 0 {
		l.emit(&Assign{Vars: vars, Exprs: exprs}, load.Pos())
	}
}
