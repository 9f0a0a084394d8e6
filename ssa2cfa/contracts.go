package ssa2cfa

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// indexFunc says which argument of a function that calls its function
// argument only with indexes in [0, n) gives n: the count argument itself
// (count) or the length of the slice it holds (in an interface).
type indexFunc struct {
	count    bool
	n, fnArg int // argument positions (a method's receiver is argument 0)
	// writes says what else the function changes while it runs: the
	// elements of the slice it sorts (elems), or state of its own (any).
	elems, any bool
}

// indexFuncs are the functions of std, by ssa.Function.String, that call
// their function argument only with int arguments in [0, n). Left out is
// (*math/rand.Rand).Shuffle: for n >= 2^31 it trusts its Source's Int63
// to be non-negative, which a Source of the caller's need not be.
var indexFuncs = map[string]indexFunc{
	"sort.Search":                  {count: true, n: 0, fnArg: 1},
	"sort.Find":                    {count: true, n: 0, fnArg: 1},
	"sort.Slice":                   {n: 0, fnArg: 1, elems: true},
	"sort.SliceStable":             {n: 0, fnArg: 1, elems: true},
	"sort.SliceIsSorted":           {n: 0, fnArg: 1},
	"math/rand.Shuffle":            {count: true, n: 0, fnArg: 1, any: true},
	"math/rand/v2.Shuffle":         {count: true, n: 0, fnArg: 1, any: true},
	"(*math/rand/v2.Rand).Shuffle": {count: true, n: 1, fnArg: 2, any: true},
}

// stableVar is what makes a free variable stable: the store of its value
// (nil when several stores may give it), all the stores into it, and the
// type of its value.
type stableVar struct {
	store  *ssa.Store
	stores []*ssa.Store
	typ    types.Type
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
		sv := stableVar{stores: stores, typ: stores[0].Val.Type()}
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

// noneAfter reports whether no path leads from from to one of stores: the
// variable keeps, once from has run, the value it had then.
func noneAfter(from ssa.Instruction, stores []*ssa.Store) bool {
	isStore := map[ssa.Instruction]bool{}
	for _, st := range stores {
		isStore[st] = true
	}
	b := from.Block()
	after := false
	for _, instr := range b.Instrs {
		if instr == from {
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

// indexCall is the call of one of indexFuncs whose function argument is
// an anonymous function's closure, and nothing else uses that closure.
type indexCall struct {
	call *ssa.Call
	f    indexFunc
	mc   *ssa.MakeClosure // nil for a function without free variables
}

// indexCallOf returns the call of indexFuncs that alone uses the closure
// of fn, an anonymous function; false if there is none.
func indexCallOf(fn *ssa.Function) (indexCall, bool) {
	if fn.Parent() == nil {
		return indexCall{}, false
	}
	// The closure value: fn itself, or the MakeClosure that binds its free
	// variables.
	var value ssa.Value = fn
	var mc *ssa.MakeClosure
	if len(fn.FreeVars) > 0 {
		if mc = makeClosureOf(fn); mc == nil {
			return indexCall{}, false
		}
		value = mc
	}
	refs := value.Referrers()
	if refs == nil || len(*refs) != 1 {
		return indexCall{}, false
	}
	call, ok := (*refs)[0].(*ssa.Call)
	if !ok {
		return indexCall{}, false
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg == nil {
		return indexCall{}, false
	}
	f, ok := indexFuncs[callee.String()]
	args := call.Call.Args
	if !ok || len(args) <= max(f.n, f.fnArg) || args[f.fnArg] != value {
		return indexCall{}, false
	}
	return indexCall{call, f, mc}, true
}

// bound returns what bounds the indexes the call passes: a constant, or
// the parent's slice whose length (divided by div) does.
func (ic indexCall) bound() (k int64, slice ssa.Value, div int64) {
	div = 1
	if !ic.f.count {
		if mi, ok := ic.call.Call.Args[ic.f.n].(*ssa.MakeInterface); ok {
			if _, isSlice := mi.X.Type().Underlying().(*types.Slice); isSlice {
				return 0, mi.X, 1
			}
		}
		return 0, nil, 1
	}
	n := ic.call.Call.Args[ic.f.n]
	if q, ok := n.(*ssa.BinOp); ok && q.Op == token.QUO {
		if d, ok := positiveConst(q.Y); ok {
			n, div = q.X, d
		}
	}
	if c, ok := positiveConst(n); ok && div == 1 {
		return c, nil, 1
	}
	if c, ok := n.(*ssa.Call); ok {
		if b, ok := c.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(c.Call.Args) == 1 {
			return 0, c.Call.Args[0], div
		}
	}
	return 0, nil, 1
}

// callerContract returns what holds of the parameters of an anonymous
// function whose only use is as the function argument of one of
// indexFuncs: each int parameter is in [0, n), where n is a constant or
// the length of a slice the function's stable free variable holds, or of
// a frozen field (see frozenFieldOf) (divided by a positive constant, for
// a count: sort.Find(len(a)/2, ...)). Nil otherwise.
func (l *lowerer) callerContract() Expr {
	ic, ok := indexCallOf(l.fn)
	if !ok {
		return nil
	}
	k, slice, div := ic.bound()
	var bound Expr
	switch {
	case k > 0:
		bound = IntConst(Int, k)
	case slice != nil && ic.mc != nil:
		bound = l.stableLenOf(ic.mc, slice)
		if bound == nil && l.frozen != nil {
			bound = l.c.Ref(l.frozen.len)
		}
		if bound != nil && div > 1 {
			bound = &Binary{Op: Div, X: bound, Y: IntConst(Int, div)}
		}
	}
	if bound == nil {
		return nil
	}
	return l.indexesIn(l.fn.Params, bound)
}

// positiveConst returns the value of v, an integer constant, if positive.
func positiveConst(v ssa.Value) (int64, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	k, exact := constant.Int64Val(c.Value)
	return k, exact && k > 0
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
		cond = andAlso(cond, AndExpr(&Binary{Op: Le, X: IntConst(Int, 0), Y: l.c.Ref(x)}, &Binary{Op: Lt, X: l.c.Ref(x), Y: bound}))
	}
	return cond
}

// stableLenOf returns the length of the value a stable free variable
// holds while the closure mc makes runs, if slice, a value of the parent,
// is that value (see holdsStable); nil otherwise.
func (l *lowerer) stableLenOf(mc *ssa.MakeClosure, slice ssa.Value) Expr {
	for i, b := range mc.Bindings {
		fv := l.fn.FreeVars[i]
		if n, ok := l.stableLen[fv]; ok && l.holdsStable(fv, b, slice) {
			return l.c.Ref(n)
		}
	}
	return nil
}

// holdsStable reports whether v, a value of the parent, is the value the
// stable free variable fv (bound to b) holds while the closure runs: the
// value of its one store, or a load of the variable after which no store
// runs (nor, with one store, before which none does).
func (l *lowerer) holdsStable(fv *ssa.FreeVar, b, v ssa.Value) bool {
	sv, ok := l.stable[fv]
	if !ok {
		return false
	}
	if sv.store != nil && v == sv.store.Val {
		return true
	}
	u, ok := v.(*ssa.UnOp)
	return ok && u.Op == token.MUL && u.X == b &&
		(sv.store != nil && dominates(sv.store, u) || noneAfter(u, sv.stores))
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
