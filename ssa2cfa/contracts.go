package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// sortIndexFuncs are the functions of package sort that call their
// function argument (the second) only with indexes in [0, n): n the first
// argument (Search, Find: true) or the length of the slice the first
// argument holds (Slice, SliceStable, SliceIsSorted: false).
var sortIndexFuncs = map[string]bool{
	"Search": true, "Find": true,
	"Slice": false, "SliceStable": false, "SliceIsSorted": false,
}

// stableVar is what makes a free variable stable: the store of its value
// (nil when several stores may give it), and the type of that value.
type stableVar struct {
	store *ssa.Store
	typ   types.Type
}

// stableFreeVars returns, for an anonymous function, its free variables
// that hold one value during all of its runs: the parent's variable (an
// Alloc) is written only before the closure is made (once, by a store that
// dominates the making, or by several that the making never reaches),
// every other closure that captures it only reads it, and so does the
// function. (The parent may read it too.)
func stableFreeVars(fn *ssa.Function) map[*ssa.FreeVar]stableVar {
	if fn.Parent() == nil {
		return nil
	}
	mc := makeClosureOf(fn)
	if mc == nil {
		return nil
	}
	var out map[*ssa.FreeVar]stableVar
	for i, b := range mc.Bindings {
		alloc, ok := b.(*ssa.Alloc)
		if !ok || !onlyLoaded(fn.FreeVars[i]) {
			continue
		}
		stores, ok := storedBefore(alloc, mc)
		if !ok {
			continue
		}
		sv := stableVar{typ: stores[0].Val.Type()}
		if len(stores) == 1 && dominates(stores[0], mc) {
			sv.store = stores[0]
		} else if !noneAfter(mc, stores) {
			continue
		}
		if out == nil {
			out = map[*ssa.FreeVar]stableVar{}
		}
		out[fn.FreeVars[i]] = sv
	}
	return out
}

// storedBefore returns the stores into alloc if its only uses are those
// stores, loads, mc itself, and other closures that only load it; false
// otherwise.
func storedBefore(alloc *ssa.Alloc, mc *ssa.MakeClosure) ([]*ssa.Store, bool) {
	var stores []*ssa.Store
	captured := 0
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != alloc || r.Val == alloc {
				return nil, false
			}
			stores = append(stores, r)
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return nil, false
			}
		case *ssa.MakeClosure:
			if r == mc {
				captured++
			} else if !onlyLoadedBy(r, alloc) {
				return nil, false
			}
		case *ssa.DebugRef:
		default:
			return nil, false
		}
	}
	return stores, len(stores) > 0 && captured == 1
}

// noneAfter reports whether no path leads from mc to one of stores: the
// variable keeps, once the closure is made, the value it had then.
func noneAfter(mc *ssa.MakeClosure, stores []*ssa.Store) bool {
	isStore := map[ssa.Instruction]bool{}
	for _, st := range stores {
		isStore[st] = true
	}
	b := mc.Block()
	after := false
	for _, instr := range b.Instrs {
		if instr == mc {
			after = true
		} else if after && isStore[instr] {
			return false
		}
	}
	return EveryInstr(b, Succs, nil, func(instr ssa.Instruction) bool { return !isStore[instr] })
}

// onlyLoadedBy reports whether the closure mc makes only loads v, a
// variable it captures (each free variable it binds to v is only loaded).
func onlyLoadedBy(mc *ssa.MakeClosure, v ssa.Value) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for i, b := range mc.Bindings {
		if b == v && (i >= len(fn.FreeVars) || !onlyLoaded(fn.FreeVars[i])) {
			return false
		}
	}
	return true
}

// onlyLoaded reports whether every use of fv is a load, or a capture by a
// nested closure that only loads it.
func onlyLoaded(fv *ssa.FreeVar) bool { return onlyAccessed(fv, false) }

// onlyAccessed reports whether every use of the address v is a load, a
// capture by a closure that only loads it, or (with stores) a store to it.
func onlyAccessed(v ssa.Value, stores bool) bool {
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.Store:
			if !stores || r.Addr != v || r.Val == v {
				return false
			}
		case *ssa.DebugRef:
		case *ssa.MakeClosure:
			if !onlyLoadedBy(r, v) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// dominates reports whether instruction a runs before b on every path to
// b (a and b in one function).
func dominates(a, b ssa.Instruction) bool {
	if a.Block() != b.Block() {
		return a.Block().Dominates(b.Block())
	}
	for _, instr := range a.Block().Instrs {
		switch instr {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}

// stableLens declares, for each stable free variable (see
// stableFreeVars), an input variable for the value it holds when that is
// tracked, and for its length (capacity) when its loads' lengths
// (capacities) are.
func (l *lowerer) stableLens() {
	for _, fv := range l.fn.FreeVars {
		st, ok := l.stable[fv]
		if !ok {
			continue
		}
		max := lenLimit(st.typ)
		for _, r := range *fv.Referrers() {
			v, ok := r.(ssa.Value)
			if !ok {
				continue
			}
			if t, ok := TypeOf(st.typ); ok {
				if _, done := l.stableVal[fv]; !done {
					l.stableVal[fv] = l.c.NewVar(VarInfo{Name: "*" + fv.Name(), Type: t, Role: RoleParam, Value: fv, Input: true})
				}
			}
			if _, done := l.stableLen[fv]; !done && l.need.len[v] {
				l.stableLen[fv] = l.c.NewVar(VarInfo{Name: "len(*" + fv.Name() + ")", Type: Int, Role: RoleLen, Value: fv, Input: true, Max: max})
			}
			if _, done := l.stableCap[fv]; !done && l.need.cap[v] {
				l.stableCap[fv] = l.c.NewVar(VarInfo{Name: "cap(*" + fv.Name() + ")", Type: Int, Role: RoleCap, Value: fv, Input: true, Max: max})
			}
		}
	}
}

// stableFacts returns len <= cap for the values of stable free variables.
func (l *lowerer) stableFacts() []Expr {
	var out []Expr
	for _, fv := range l.fn.FreeVars {
		n, ok1 := l.stableLen[fv]
		c, ok2 := l.stableCap[fv]
		if ok1 && ok2 {
			out = append(out, &Binary{Op: Le, X: l.c.Ref(n), Y: l.c.Ref(c)})
		}
	}
	return out
}

// sameStableLoads adds to same the loads of stable free variables: each
// reads the value an earlier load that dominates it read, whatever runs
// between (a call cannot change the variable), so that value numbering
// sees 2*n-1 computed twice from two loads of n as one value.
func sameStableLoads(fn *ssa.Function, stable map[*ssa.FreeVar]stableVar, same map[ssa.Value]ssa.Value) {
	if len(stable) == 0 {
		return
	}
	firsts := map[*ssa.FreeVar][]ssa.Value{}
	for _, b := range fn.DomPreorder() {
		for _, instr := range b.Instrs {
			load, ok := instr.(*ssa.UnOp)
			if !ok || load.Op != token.MUL {
				continue
			}
			fv, ok := load.X.(*ssa.FreeVar)
			if _, isStable := stable[fv]; !ok || !isStable {
				continue
			}
			if f, done := same[load]; done {
				// An earlier load, mapped in turn (dominance preorder):
				// map to where it maps.
				if r, ok := same[f]; ok {
					same[load] = r
				}
				continue
			}
			found := false
			for _, f := range firsts[fv] {
				if fb := f.(ssa.Instruction).Block(); fb == b || fb.Dominates(b) {
					same[load], found = f, true
					break
				}
			}
			if !found {
				firsts[fv] = append(firsts[fv], load)
			}
		}
	}
}

// loadedStable sets, after a load of a stable free variable, the length
// and capacity of the value loaded to those of the value it holds
// throughout.
func (l *lowerer) loadedStable(load *ssa.UnOp) {
	fv, ok := load.X.(*ssa.FreeVar)
	if !ok {
		return
	}
	var vars []Var
	var exprs []Expr
	if n, ok := l.stableVal[fv]; ok {
		if x, ok := l.c.valueVar[load]; ok {
			vars, exprs = append(vars, x), append(exprs, l.c.Ref(n))
		}
	}
	if n, ok := l.stableLen[fv]; ok {
		if x, ok := l.c.lenVar[load]; ok {
			vars, exprs = append(vars, x), append(exprs, l.c.Ref(n))
		}
	}
	if n, ok := l.stableCap[fv]; ok {
		if x, ok := l.c.capVar[load]; ok {
			vars, exprs = append(vars, x), append(exprs, l.c.Ref(n))
		}
	}
	if len(vars) > 0 {
		l.emit(&Assign{Vars: vars, Exprs: exprs}, load.Pos())
	}
}

// callerContract returns what holds of the parameters of an anonymous
// function whose only use is as the function argument of one of
// sortIndexFuncs: each int parameter is in [0, n), where n is a constant
// or the length of a slice the function's stable free variable holds.
// Nil otherwise.
func (l *lowerer) callerContract() Expr {
	fn := l.fn
	if fn.Parent() == nil {
		return nil
	}
	// The closure value: fn itself, or the MakeClosure that binds its free
	// variables.
	var value ssa.Value = fn
	var mc *ssa.MakeClosure
	if len(fn.FreeVars) > 0 {
		if mc = makeClosureOf(fn); mc == nil {
			return nil
		}
		value = mc
	}
	refs := value.Referrers()
	if refs == nil || len(*refs) != 1 {
		return nil
	}
	call, ok := (*refs)[0].(*ssa.Call)
	if !ok {
		return nil
	}
	callee := call.Call.StaticCallee()
	args := call.Call.Args
	if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg.Path() != "sort" || callee.Signature.Recv() != nil ||
		len(args) != 2 || args[1] != value {
		return nil
	}
	count, ok := sortIndexFuncs[callee.Name()]
	if !ok {
		return nil
	}
	var slice ssa.Value // the parent's slice whose length bounds the indexes
	var bound Expr
	if count {
		switch n := args[0].(type) {
		case *ssa.Const:
			if n.Value == nil || n.Value.Kind() != constant.Int {
				return nil
			}
			k, exact := constant.Int64Val(n.Value)
			if !exact {
				return nil
			}
			bound = IntConst(Int, k)
		case *ssa.Call:
			if b, ok := n.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(n.Call.Args) == 1 {
				slice = n.Call.Args[0]
			}
		}
	} else if mi, ok := args[0].(*ssa.MakeInterface); ok {
		if _, isSlice := mi.X.Type().Underlying().(*types.Slice); isSlice {
			slice = mi.X
		}
	}
	if slice != nil && mc != nil {
		bound = l.stableLenOf(mc, slice)
	}
	if bound == nil {
		return nil
	}
	return l.indexesIn(fn.Params, bound)
}

// indexesIn returns 0 <= p < bound for each int parameter of params that
// has a variable, nil if none does.
func (l *lowerer) indexesIn(params []*ssa.Parameter, bound Expr) Expr {
	var cond Expr
	for _, p := range params {
		x, ok := l.c.valueVar[p]
		if !ok || l.c.Vars[x].Type != Int {
			continue
		}
		in := AndExpr(&Binary{Op: Le, X: IntConst(Int, 0), Y: l.c.Ref(x)}, &Binary{Op: Lt, X: l.c.Ref(x), Y: bound})
		if cond == nil {
			cond = in
		} else {
			cond = AndExpr(cond, in)
		}
	}
	return cond
}

// stableLenOf returns the length of the value a stable free variable
// holds, if slice, a value of the parent, is that value (or a load of
// its variable); nil otherwise.
func (l *lowerer) stableLenOf(mc *ssa.MakeClosure, slice ssa.Value) Expr {
	for i, b := range mc.Bindings {
		fv := l.fn.FreeVars[i]
		n, ok := l.stableLen[fv]
		if !ok {
			continue
		}
		st := l.stable[fv].store
		if st == nil {
			continue // several stores: no one value of the parent
		}
		if slice == st.Val {
			return l.c.Ref(n)
		}
		if u, ok := slice.(*ssa.UnOp); ok && u.Op == token.MUL && u.X == b && dominates(st, u) {
			return l.c.Ref(n)
		}
	}
	return nil
}

// makeClosureOf returns the instruction of fn's parent that makes the
// closure of fn, nil if there is not exactly one.
func makeClosureOf(fn *ssa.Function) *ssa.MakeClosure {
	var found *ssa.MakeClosure
	refs := fn.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		mc, ok := r.(*ssa.MakeClosure)
		if !ok || mc.Fn != fn || found != nil {
			return nil
		}
		found = mc
	}
	return found
}
