package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// GlobalLen is the length and capacity (-1 for a string) a package-level
// variable holds once initialized.
type GlobalLen struct {
	Len, Cap int64
}

// ConstLenGlobals finds the package's package-level variables of slice or
// string type whose length never changes after their initialization (var
// names = []string{...}): the package initializer
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
//
// An exported variable keeps its length only if no other package stores
// into it either: the caller that assumes it must make that a guarantee
// other packages check (ForeignWrites).
func ConstLenGlobals(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool) map[*ssa.Global]GlobalLen {
	out := map[*ssa.Global]GlobalLen{}
	for g, st := range storedOnce(pkg, funcs, linked, true) {
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
	for g, st := range storedOnce(pkg, funcs, linked, false) {
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

// storedOnce returns the package initializer's store into each
// package-level variable (unexported ones only, unless exported) that the
// initializer stores into exactly once, that nothing else in the package
// stores into or takes the address of, and that no code can read before
// that store (see ConstLenGlobals).
func storedOnce(pkg *ssa.Package, funcs []*ssa.Function, linked func(string) bool, exported bool) map[*ssa.Global]*ssa.Store {
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
	reads := &globalReads{pkg: pkg}
	for g, st := range stores {
		if bad[g] || g.Object() == nil || g.Object().Exported() && !exported || linked != nil && linked(g.Name()) || !nothingRunsBefore(st, pkg, reads) {
			delete(stores, g)
		}
	}
	return stores
}

// ForeignWrites finds, in funcs, the instructions that may change another
// package's variables that pinned reports (an exported variable whose
// length its package assumes constant, see ConstLenGlobals): a store into
// one, or any use of its address other than a load (which may let it be
// stored into elsewhere).
func ForeignWrites(pkg *ssa.Package, funcs []*ssa.Function, pinned func(*ssa.Global) bool) []ForeignWrite {
	var out []ForeignWrite
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if g, ok := (*op).(*ssa.Global); ok && g.Pkg != pkg && pinned(g) && !readsOnly(instr) {
						out = append(out, ForeignWrite{Instr: instr, Global: g})
					}
				}
			}
		}
	}
	return out
}

// readsOnly reports whether instr, given the address of a variable as an
// operand, only reads it.
func readsOnly(instr ssa.Instruction) bool {
	switch in := instr.(type) {
	case *ssa.UnOp:
		return in.Op == token.MUL
	case *ssa.DebugRef:
		return true
	}
	return false
}

// ForeignWrite is an instruction that may change another package's
// variable (see ForeignWrites).
type ForeignWrite struct {
	Instr  ssa.Instruction
	Global *ssa.Global
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

// nothingRunsBefore reports whether no code of pkg that may read the
// variable st stores into can run in the package initializer before st:
// every call that may precede it is a builtin, another package's
// initializer, a static call of another package's function with arguments
// of basic types only (it cannot call back into pkg), or a static call of
// one of pkg's functions whose code (and that of the functions it calls,
// under the same rules) does not refer to the variable. reads memoizes
// the last.
func nothingRunsBefore(st *ssa.Store, pkg *ssa.Package, reads *globalReads) bool {
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
	g := st.Addr.(*ssa.Global)
	safe := func(instr ssa.Instruction) bool {
		if c, ok := instr.(*ssa.Call); ok {
			if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg == pkg {
				refs, known := reads.of(fn)
				return known && !refs[g]
			}
		}
		return runsNoCodeOf(instr, pkg)
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

// runsNoCodeOf reports whether instr cannot run code of pkg: it is not a
// go or defer statement, nor a call but of a builtin, of another
// package's initializer, or of another package's function with arguments
// of basic types only.
func runsNoCodeOf(instr ssa.Instruction, pkg *ssa.Package) bool {
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

// globalReads finds the package-level variables of pkg that a function of
// pkg, and the functions it calls, may refer to.
type globalReads struct {
	pkg  *ssa.Package
	memo map[*ssa.Function]map[*ssa.Global]bool
}

// of returns the variables of the package that fn's code, and that of the
// package's functions it calls statically, refers to. known is false when
// that code may run code it does not show: a call of a function value or
// interface method, a go or defer statement, a call of another package's
// function (but an initializer) with arguments not all of basic types, a
// function without a body.
func (r *globalReads) of(fn *ssa.Function) (refs map[*ssa.Global]bool, known bool) {
	if refs, ok := r.memo[fn]; ok {
		return refs, refs != nil
	}
	refs = map[*ssa.Global]bool{}
	seen := map[*ssa.Function]bool{fn: true}
	work := []*ssa.Function{fn}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		if f.Blocks == nil {
			refs = nil
			break
		}
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if g, ok := (*op).(*ssa.Global); ok && g.Pkg == r.pkg {
						refs[g] = true
					}
				}
				if c, ok := instr.(*ssa.Call); ok {
					if callee := c.Call.StaticCallee(); callee != nil && callee.Pkg == r.pkg {
						if !seen[callee] {
							seen[callee] = true
							work = append(work, callee)
						}
						continue
					}
				}
				if !runsNoCodeOf(instr, r.pkg) {
					refs = nil
					break
				}
			}
			if refs == nil {
				break
			}
		}
		if refs == nil {
			break
		}
	}
	if r.memo == nil {
		r.memo = map[*ssa.Function]map[*ssa.Global]bool{}
	}
	r.memo[fn] = refs
	return refs, refs != nil
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
