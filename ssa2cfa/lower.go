package ssa2cfa

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// ErrTooLarge reports a function beyond the lowering's budget.
var ErrTooLarge = errors.New("function too large to analyse")

// Options bounds the lowering.
type Options struct {
	// MaxInstrs is the largest number of SSA instructions lowered per
	// function (0 = 20000); larger functions give ErrTooLarge.
	MaxInstrs int
	// ArgLens, if set, names callees without a body (functions of other
	// packages) whose calls get the lengths of their slice and string
	// arguments tracked, as calls of functions with a body always do: a
	// client that knows something of such a callee's parameters' lengths
	// (a precondition) can then relate them to the caller's values.
	ArgLens func(callee *ssa.Function) bool
	// Punned lists the types the function's package may reach through
	// pointers of other types (PunnedTypes of the package's functions);
	// nil: all of them if the package imports unsafe, else none.
	Punned *Punned
	// Globals are the package-level variables whose loads have a constant
	// length (ConstLenGlobals of the package).
	Globals map[*ssa.Global]GlobalLen
	// NonNilGlobals are the package-level variables of interface type
	// that are never nil once initialized (NonNilGlobals of the package).
	NonNilGlobals map[*ssa.Global]bool
	// SortOnly are the types whose Less and Swap methods only package
	// sort calls, with indexes in range (SortOnlyTypes of the package).
	SortOnly map[*types.TypeName]bool
	// Tables are the package-level variables whose elements are in a
	// known range, and maybe sorted (ConstTables of the package).
	Tables map[*ssa.Global]Table
	// ElemTables are the integer fields of the elements of package-level
	// arrays of structs whose values are known (ConstElemTables of the
	// package).
	ElemTables map[ElemField]Table
	// Fields are the struct fields whose values are in a known range
	// wherever they are read (FieldRanges of the package).
	Fields map[*types.Var]Table
	// FieldInvariants are fields whose values every function leaves in
	// a range whenever other code may read them (see FieldCandidates): a
	// read that no store of the function into the field may precede since
	// its last call (or entry, return, panic...) gets the range.
	FieldInvariants map[*types.Var]Table
	// CheckFieldInvariants adds checks that the value the function last
	// stored into each field of FieldInvariants is in the field's range
	// wherever other code may read it (CheckFieldLow, CheckFieldHigh): to
	// verify them.
	CheckFieldInvariants bool
	// FieldRelations are relations between fields of one struct that
	// every function keeps wherever other code may read them (see
	// FieldRelations): reads of their fields through one base within a
	// stretch where no store of theirs may be unsettled agree with them.
	FieldRelations []FieldRelation
	// CheckFieldRelations adds checks that the fields the function stored
	// satisfy their relations wherever other code may read them
	// (CheckFieldRelation): to verify them.
	CheckFieldRelations bool
	// CalleeWrites, if set, says what callees without a body (functions
	// of other packages) may change of the memory that existed when they
	// were called (WrittenTypes of their own package): loads before and
	// after their calls of what they cannot change agree.
	CalleeWrites CalleeWrites
	// ExitFields, if set, names the fields of the structs a function's
	// pointer parameters point to (parameter and field index) that its
	// CFA keeps at exit (CFA.ExitFields), where it knows them: those its
	// callers read after calling it (see DemandFields). Nil: none.
	ExitFields func(fn *ssa.Function, param, field int) bool
	// EntryFields, if set, gives the first loads of the fields of the
	// structs the pointer parameters point to the variables of
	// CFA.EntryFields, which calling contexts may constrain.
	EntryFields bool
	// EntryRead, if set, names the fields of the structs a callee's
	// pointer parameters point to that it reads on entry (see
	// DemandFields): what a call leaves in one of them and a later call
	// finds there is then a variable (a CallField) that the later call's
	// ArgFields hand on.
	EntryRead func(fn *ssa.Function, param, field int) bool
}

// Lower lowers fn with default options.
func Lower(fn *ssa.Function) (*CFA, error) { return Options{}.Lower(fn) }

// Lower lowers fn to a CFA. It returns an error, never panics, for a function
// without a body or beyond the budget.
func (o Options) Lower(fn *ssa.Function) (c *CFA, err error) {
	if fn == nil || len(fn.Blocks) == 0 {
		return nil, fmt.Errorf("ssa2cfa: %v has no body", fn)
	}
	max := o.MaxInstrs
	if max == 0 {
		max = 20000
	}
	n := 0
	for _, b := range fn.Blocks {
		n += len(b.Instrs)
	}
	if n > max {
		return nil, fmt.Errorf("ssa2cfa: %s: %d instructions: %w", fn, n, ErrTooLarge)
	}
	defer func() {
		// The lowering handles every instruction of well-typed SSA; a panic
		// here is a bug, reported as an error rather than crashing the tool.
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("ssa2cfa: internal error lowering %s: %v", fn, r)
		}
	}()
	l := newLowerer(fn, o)
	l.lower()
	return l.c, nil
}

// lowerer holds the state of one lowering.
type lowerer struct {
	fn   *ssa.Function
	c    *CFA
	need demand
	same map[ssa.Value]ssa.Value // repeated loads to the first load of the same location
	// sameOf maps a first load to the repeated ones (see sameLoads).
	sameOf map[ssa.Value][]ssa.Value
	// guardedReads are the function's table reads (see indexReads).
	guardedReads *[]tableIndexRead
	// dup maps an operation that recomputes an earlier one's value to it;
	// numbered holds the earlier ones (see valueNumbers).
	dup      map[ssa.Value]ssa.Value
	numbered map[ssa.Value]bool
	// numberedDef holds the expression each numbered value is defined as.
	numberedDef map[ssa.Value]Expr
	// wrapDef holds the definitions that may wrap around of the values
	// given a variable (see restateDefinitions).
	wrapDef map[ssa.Value]Expr
	// alias maps SSA values that need no variable of their own (copies,
	// comparisons, negations) to the expression they stand for.
	alias map[ssa.Value]Expr
	// lenMods caches lenModulus by loop-head φ.
	lenMods  map[*ssa.Phi]int64
	blockLoc []Loc
	// logLoops are the loops whose rounds a ghost counts, by head block
	// index (see logLoop).
	logLoops map[int]*logLoop
	// branchLoc is, per SSA block ending in an If, the location its
	// branch edges leave from (-1 until lowered).
	branchLoc []Loc
	// condChecks are the assertions whose condition regions (see
	// condRegion) are delimited once every block is lowered: the blocks
	// that evaluate a condition's right operand may come after the check's
	// in the order of lowering.
	condChecks []condCheck
	cur        Loc // where the next operation starts
	block      int // SSA block being lowered
	text       sourceText
	lastPos    token.Pos // position of the last instruction lowered that has one
	unmod      map[string]bool
	// stable are the free variables that hold one value throughout (see
	// stableFreeVars), with the store of that value; stableLen and
	// stableCap the input variables of those values' lengths and
	// capacities.
	stable    map[*ssa.FreeVar]stableVar
	stableLen map[*ssa.FreeVar]Var
	stableCap map[*ssa.FreeVar]Var
	// stableVal holds the input variable of the value of a stable free
	// variable whose loads are tracked.
	stableVal map[*ssa.FreeVar]Var
	// frozen is the field of a captured pointer's struct whose length the
	// function sees unchanged (see frozenFieldOf), nil if none.
	frozen *frozenField
	// rowFills are the slices of slices whose rows a loop sets to one
	// length (see rowFills).
	rowFills map[ssa.Value]*rowFill
	globals  map[*ssa.Global]GlobalLen
	sortOnly map[*types.TypeName]bool
	nonNil   map[*ssa.Global]bool
	// needNil are the interface values whose nil flags the lowering uses
	// (see nilDemand).
	needNil map[ssa.Value]bool
	tables  map[*ssa.Global]Table
	// elemTables are the options' ElemTables (nil in the initializer).
	elemTables map[ElemField]Table
	fields     map[*types.Var]Table
	fieldInv   map[*types.Var]Table
	checkInv   bool
	flow       *fieldFlow // stores into fieldInv, nil when none
	rels       []FieldRelation
	checkRel   bool
	rel        *relFlow // cells of rels' fields, nil when none
	curInstr   ssa.Instruction
	// tableReads lists, per sorted table, the function's reads of it,
	// and readIndex where each is in its block (made on first use).
	tableReads map[*ssa.Global][]ssa.Value
	readIndex  map[ssa.Value]int
	// punned is what the package may pun (Options.Punned or the default).
	punned *Punned
	// calleeWrites is Options.CalleeWrites.
	calleeWrites CalleeWrites
	// writeFree decides what calls may change (see callKeeps).
	writeFree *writeFree
	// mapCounts are the iteration counters of ranges over maps (see
	// mapRange).
	mapCounts map[*ssa.Range]mapCount
	// callResults are the Extracts of calls' results, which the Call edge
	// defines (their variables and lengths).
	callResults map[ssa.Value]bool
	// fromMem and exitVals are loadFlow's memFacts.fromMem and exits (of
	// the exit fields kept); marksOf and phisOf group the pseudo-values
	// they read by call and by block, and pseudoVar holds the variable
	// of each once declared (a callMark's where its call is lowered).
	fromMem   map[ssa.Value]ssa.Value
	exitVals  map[*ssa.Return]map[loadKey]ssa.Value
	marksOf   map[*ssa.Call][]*callMark
	phisOf    map[*ssa.BasicBlock][]*memPhi
	pseudoVar map[ssa.Value]Var
	// pseudoCap holds the cap variable of each memPhi of a slice field
	// whose cap a load needs.
	pseudoCap map[*memPhi]Var
	// entryMarks are the entry fields loads read; argVals what loadFlow
	// knows of the fields of calls' pointer arguments.
	entryMarks []*entryMark
	argVals    map[*ssa.Call]map[argRef]ssa.Value
	entryRead  func(fn *ssa.Function, param, field int) bool
}

func newLowerer(fn *ssa.Function, o Options) *lowerer {
	c := &CFA{
		Fn:       fn,
		valueVar: map[ssa.Value]Var{},
		lenVar:   map[ssa.Value]Var{},
		capVar:   map[ssa.Value]Var{},
		nilVar:   map[ssa.Value]Var{},
	}
	c.alias = map[ssa.Value]Expr{}
	punned := o.Punned
	if punned == nil {
		punned = defaultPunned(fn)
	}
	mem := loadFlow(fn, punned, o.CalleeWrites, o.EntryFields, o.EntryRead)
	same := mem.same
	exits := keptExits(fn, mem.exits, o.ExitFields)
	marks, phis, entries, pseudoLens := usedPseudo(mem.fromMem, exits, readArgs(mem.args, o.EntryRead), mem.phis)
	stable := stableFreeVars(fn)
	sameStableLoads(fn, stable, same)
	dup, numbered := valueNumbers(fn, same)
	tables, elemTables, nonNil := o.Tables, o.ElemTables, o.NonNilGlobals
	if fn.Synthetic == "package initializer" {
		tables, elemTables, nonNil = nil, nil, nil // it may read a table before setting it
	}
	return &lowerer{
		fn:           fn,
		c:            c,
		same:         same,
		dup:          dup,
		numbered:     numbered,
		numberedDef:  map[ssa.Value]Expr{},
		wrapDef:      map[ssa.Value]Expr{},
		need:         computeDemand(fn, same, mem.fromMem, o.ArgLens, append(relationStores(fn, o.FieldRelations), pseudoLens...)),
		alias:        c.alias,
		text:         newSourceText(fn),
		unmod:        map[string]bool{},
		stable:       stable,
		stableLen:    map[*ssa.FreeVar]Var{},
		stableCap:    map[*ssa.FreeVar]Var{},
		stableVal:    map[*ssa.FreeVar]Var{},
		globals:      o.Globals,
		sortOnly:     o.SortOnly,
		nonNil:       nonNil,
		needNil:      nilDemand(fn),
		tables:       tables,
		elemTables:   elemTables,
		fields:       o.Fields,
		fieldInv:     o.FieldInvariants,
		checkInv:     o.CheckFieldInvariants,
		rels:         o.FieldRelations,
		checkRel:     o.CheckFieldRelations,
		punned:       punned,
		calleeWrites: o.CalleeWrites,
		callResults:  map[ssa.Value]bool{},
		fromMem:      mem.fromMem,
		exitVals:     exits,
		marksOf:      marks,
		phisOf:       phis,
		pseudoVar:    map[ssa.Value]Var{},
		pseudoCap:    map[*memPhi]Var{},
		entryMarks:   entries,
		argVals:      mem.args,
		entryRead:    o.EntryRead,
	}
}

func (l *lowerer) lower() {
	c, fn := l.c, l.fn
	c.Entry = c.NewLoc(LocInfo{Pos: fn.Pos(), Block: -1})
	c.Exit = c.NewLoc(LocInfo{Pos: fn.Pos(), Block: -1})
	l.cur = c.Entry
	l.block = -1
	l.declareInputs()
	l.declareEntryFields()
	l.stableLens()
	l.declareFrozenField()
	l.rowFills = rowFills(fn)
	l.declareResults()
	l.declareExitFields()
	l.declareMemPhis()
	l.blockLoc = make([]Loc, len(fn.Blocks))
	l.branchLoc = make([]Loc, len(fn.Blocks))
	for i := range l.branchLoc {
		l.branchLoc[i] = -1
	}
	for i, b := range fn.Blocks {
		l.blockLoc[i] = c.NewLoc(LocInfo{Pos: blockPos(b), Block: i})
	}
	// φ variables exist before any block is lowered: edges assign them.
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if phi, ok := instr.(*ssa.Phi); ok {
				l.declareValue(phi)
				l.declareLens(phi, false)
				l.declareNil(phi)
			}
		}
	}
	l.logLoops = findLogLoops(fn)
	l.entryFacts()
	l.initFieldFlow()
	l.initRelFlow(l.rels)
	l.c.AddEdge(l.cur, l.blockLoc[0], &Assign{}, token.NoPos)
	// Dominator-tree preorder: every value is lowered before its uses.
	for _, b := range fn.DomPreorder() {
		l.block = b.Index
		l.cur = l.blockLoc[b.Index]
		for _, instr := range b.Instrs {
			l.instr(instr)
		}
	}
	for _, cc := range l.condChecks {
		cc.chk.CondLocs = l.condRegion(cc.arg, cc.at)
	}
	if fn.Recover != nil {
		l.unmod["recover"] = true
	}
	for k := range l.unmod {
		c.Unmodelled = append(c.Unmodelled, k)
	}
	sort.Strings(c.Unmodelled)
}

// declareInputs creates the variables of parameters and free variables and
// of their lengths.
func (l *lowerer) declareInputs() {
	c := l.c
	for _, p := range l.fn.Params {
		v := l.declareValue(p)
		c.Params = append(c.Params, v)
		l.declareLens(p, true)
	}
	for _, fv := range l.fn.FreeVars {
		l.declareValue(fv)
		l.declareLens(fv, true)
	}
	for v := range c.Vars {
		if c.Vars[v].Input {
			c.Inputs = append(c.Inputs, Var(v))
		}
	}
}

// declareResults creates one variable per tracked result, and one per
// length of a slice or string result.
func (l *lowerer) declareResults() {
	res := l.fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		name := res.At(i).Name()
		if name == "" || name == "_" {
			name = fmt.Sprintf("result%d", i)
		}
		if HasLen(res.At(i).Type()) {
			l.c.ResultLens = append(l.c.ResultLens, l.c.NewVar(VarInfo{Name: "len(" + name + ")", Type: Int, Role: RoleResult, Max: lenLimit(res.At(i).Type())}))
		} else {
			l.c.ResultLens = append(l.c.ResultLens, -1)
		}
		if isNilable(res.At(i).Type()) {
			l.c.Results = append(l.c.Results, l.c.NewVar(VarInfo{Name: name + " == nil", Type: Bool, Role: RoleResult, NilFlag: true}))
			continue
		}
		t, ok := TypeOf(res.At(i).Type())
		if !ok {
			l.c.Results = append(l.c.Results, -1)
			continue
		}
		l.c.Results = append(l.c.Results, l.c.NewVar(VarInfo{Name: name, Type: t, Role: RoleResult}))
	}
}

// entryFacts assumes what holds of every input at entry: cap >= len, and
// what the only caller of an anonymous function guarantees of its
// arguments (see callerContract).
func (l *lowerer) entryFacts() {
	var conds []Expr
	add := func(v ssa.Value) {
		lv, ok1 := l.c.lenVar[v]
		cv, ok2 := l.c.capVar[v]
		if ok1 && ok2 {
			conds = append(conds, &Binary{Op: Le, X: l.c.Ref(lv), Y: l.c.Ref(cv)})
		}
	}
	for _, p := range l.fn.Params {
		add(p)
	}
	for _, fv := range l.fn.FreeVars {
		add(fv)
	}
	conds = append(conds, l.stableFacts()...)
	if c := l.callerContract(); c != nil {
		conds = append(conds, c)
	}
	if c := l.sortContract(); c != nil {
		conds = append(conds, c)
	}
	if c := l.captureContract(); c != nil {
		conds = append(conds, c)
	}
	for _, e := range conds {
		l.emit(&Assume{Cond: e}, l.fn.Pos())
	}
}

// declareValue creates the variable of a tracked SSA value (-1 if untracked).
func (l *lowerer) declareValue(v ssa.Value) Var {
	if x, ok := l.c.valueVar[v]; ok {
		return x
	}
	t, ok := TypeOf(v.Type())
	if !ok {
		return -1
	}
	info := VarInfo{Name: valueName(v), Type: t, Role: RoleValue, Value: v}
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		info.Role, info.Input = RoleParam, true
	}
	x := l.c.NewVar(info)
	l.c.valueVar[v] = x
	return x
}

// emit adds an edge for op from the current location to a new one.
func (l *lowerer) emit(op Op, pos token.Pos) {
	next := l.c.NewLoc(LocInfo{Pos: pos, Block: l.block})
	l.c.AddEdge(l.cur, next, op, pos)
	l.cur = next
}

// valueName names a value for messages: its source name where known.
func valueName(v ssa.Value) string {
	switch v := v.(type) {
	case *ssa.Parameter:
		return v.Name()
	case *ssa.FreeVar:
		return v.Name()
	case *ssa.Phi:
		if v.Comment != "" {
			return v.Comment
		}
	}
	return v.Name()
}
