package ssa2cfa

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Var identifies a tracked variable of one CFA: an index into CFA.Vars.
type Var int

// VarRole says where a variable comes from.
type VarRole uint8

const (
	RoleValue  VarRole = iota // an SSA value of integer or boolean type
	RoleParam                 // a parameter or free variable (an input)
	RoleLen                   // len of a slice, string or array value
	RoleCap                   // cap of a slice value
	RoleResult                // the i-th result of the function (set by Return)
)

// VarInfo describes a tracked variable.
type VarInfo struct {
	Name string  // for messages: the source name where known ("i", "len(a)"), else the SSA name
	Type Type    // its Go type
	Role VarRole // where it comes from
	// Value is the SSA value the variable stands for (for RoleLen/RoleCap, the
	// slice, string or array value measured); nil for results.
	Value ssa.Value
	// Input reports that the variable is unconstrained at function entry
	// (parameters, free variables and their lengths), within its range.
	Input bool
	// Max, if non-zero, is the greatest value the variable can hold when
	// that is less than its type's: MaxLen for the lengths of strings and of
	// slices whose elements take memory.
	Max int64
	// Ghost marks a variable of the lowering's own bookkeeping (a loop's
	// round counter) that moves with the program's variables it is
	// assigned together with.
	Ghost bool
	// NilFlag marks a Bool variable that is true exactly when a value of
	// interface or slice type is nil: a result's, or that of a value the lowering
	// compares with nil (see nilflags.go).
	NilFlag bool
}

// MaxLen bounds the length of a string or of a slice whose elements are not
// of size zero: no 64-bit platform Go supports can address 2^56 bytes (the
// runtime's allocation limit is 2^48), while an array of zero-size elements
// may have any length up to math.MaxInt64. A finite bound lets relational
// domains prove that i+1 cannot wrap when i < len(s).
const MaxLen = 1 << 56

// Lo and Hi give the range a variable can ever hold as int64 (Hi saturates at
// math.MaxInt64): the type's range, and [0, MaxInt64] for len and cap.
func (v *VarInfo) Lo() int64 {
	if v.Role == RoleLen || v.Role == RoleCap {
		return 0
	}
	return v.Type.MinInt64()
}

// Hi is the greatest value the variable can hold, saturated to MaxInt64.
func (v *VarInfo) Hi() int64 {
	if v.Max != 0 {
		return v.Max
	}
	return v.Type.MaxInt64()
}

// Loc identifies a location of one CFA: an index into CFA.Locs.
type Loc int

// LocInfo describes a location.
type LocInfo struct {
	Pos   token.Pos // source position of the instruction the location precedes, if any
	Block int       // index of the SSA block, or -1
	// Check is the check whose error location this is, or nil.
	Check *Check
	// Ghost marks a location of the lowering's own bookkeeping, not a
	// point of the program: its tests partition the inputs (see logLoop),
	// so no analysis may take it for a point every execution through
	// which fails or diverges.
	Ghost bool
}

// Edge is a transition between two locations.
type Edge struct {
	From, To Loc
	Op       Op
	Pos      token.Pos // source position, if any
}

// Op is an edge's operation: one of *Assume, *Assign, *Havoc, *Call,
// *Return and *Fail.
type Op interface {
	String() string
	isOp()
}

// Assume blocks executions in which Cond is false.
type Assume struct {
	Cond Expr
}

// Assign sets Vars[i] to Exprs[i] for all i simultaneously.
type Assign struct {
	Vars  []Var
	Exprs []Expr
}

// Havoc gives each of Vars an arbitrary value within its range (see
// VarInfo.Lo/Hi); Reason says why in a word ("load", "call", "map").
type Havoc struct {
	Vars   []Var
	Reason string
}

// Call calls a function. Its tracked results are Results (one entry per
// callee result; -1 where the result is not tracked; a nil flag for a
// result of interface type, see CFA.Results), and the call havocs
// them unless the analysis knows the callee. Args holds one expression per
// callee parameter: nil where the argument is not tracked. For slice and
// string arguments ArgLens holds the len variable's expression (else nil).
// Callee is the static callee, or nil for a dynamic call; Builtin names a
// builtin ("append", "copy", ...) when the call is one that the lowering did
// not model exactly.
type Call struct {
	Callee  *ssa.Function
	Builtin string
	Args    []Expr
	ArgLens []Expr
	Results []Var
	// ResultLens holds, for each result of slice or string type, its len
	// variable (-1 otherwise); the call havocs them too.
	ResultLens []Var
	// Fields holds what the call leaves in the fields of the structs its
	// pointer arguments point to, for the loads after it that read them;
	// the lowering havocs them just before the call.
	Fields []CallField
	// ArgFields holds what the caller knows of the fields of the structs
	// its pointer arguments point to when it calls (for calling
	// contexts).
	ArgFields []ArgField
}

// Return ends the function, assigning Results[i] to the result variable
// CFA.Results[i] and ResultLens[i] to CFA.ResultLens[i]; untracked results
// are nil. It leads to CFA.Exit.
type Return struct {
	Results    []Expr
	ResultLens []Expr
}

// SingleAssignments maps each variable that exactly one Assign edge of c
// assigns to the expression it receives there (other operations that set
// variables, such as Havoc and Call, are not counted).
func (c *CFA) SingleAssignments() map[Var]Expr {
	defs := map[Var]Expr{}
	count := map[Var]int{}
	for _, e := range c.Edges {
		a, ok := e.Op.(*Assign)
		if !ok {
			continue
		}
		for i, v := range a.Vars {
			count[v]++
			defs[v] = a.Exprs[i]
		}
	}
	for v, k := range count {
		if k != 1 {
			delete(defs, v)
		}
	}
	return defs
}

// SetVars returns the variables op sets: those of an Assign or a Havoc,
// the results and result lengths of a Call (with their -1 entries for
// untracked results) and what it leaves in its arguments' fields (see
// Call.Fields); none for other operations.
func SetVars(op Op) []Var {
	switch op := op.(type) {
	case *Assign:
		return op.Vars
	case *Havoc:
		return op.Vars
	case *Call:
		out := append(append([]Var(nil), op.Results...), op.ResultLens...)
		for _, f := range op.Fields {
			out = append(out, f.Var)
		}
		return out
	}
	return nil
}

// ReturnTargets returns the assignment a Return edge of c makes: the
// tracked result variables and result lengths, and the expressions they
// receive.
func (c *CFA) ReturnTargets(op *Return) ([]Var, []Expr) {
	var vars []Var
	var xs []Expr
	for i, x := range op.Results {
		if x == nil || i >= len(c.Results) || c.Results[i] < 0 {
			continue
		}
		vars = append(vars, c.Results[i])
		xs = append(xs, x)
	}
	for i, x := range op.ResultLens {
		if x == nil || i >= len(c.ResultLens) || c.ResultLens[i] < 0 {
			continue
		}
		vars = append(vars, c.ResultLens[i])
		xs = append(xs, x)
	}
	return vars, xs
}

// ReturnReads returns the expressions a Return edge reads.
func (op *Return) ReturnReads() []Expr {
	var xs []Expr
	for _, x := range op.Results {
		if x != nil {
			xs = append(xs, x)
		}
	}
	for _, x := range op.ResultLens {
		if x != nil {
			xs = append(xs, x)
		}
	}
	return xs
}

// Fail is taken when a check fails: assume(!Check.Cond), to the check's error
// location.
type Fail struct {
	Check *Check
}

func (*Assume) isOp() {}
func (*Assign) isOp() {}
func (*Havoc) isOp()  {}
func (*Call) isOp()   {}
func (*Return) isOp() {}
func (*Fail) isOp()   {}

// CheckKind classifies a check.
type CheckKind uint8

const (
	CheckIndex        CheckKind = iota // a[i]: 0 <= i < len
	CheckSlice                         // s[l:h:m]: 0 <= l <= h <= m <= cap
	CheckDivZero                       // x / y, x % y: y != 0
	CheckShift                         // x << y with signed y: y >= 0
	CheckSliceToArray                  // [N]T(s): len(s) >= N
	CheckMake                          // make([]T, n, m): 0 <= n <= m
	CheckAssert                        // assert(b): b
	CheckUnreachable                   // panic("...unreachable..."): never reached
	CheckPanic                         // any other panic: never reached
	// The value last stored into a field of Options.FieldInvariants, where
	// other code may read it, is at least (CheckFieldLow) or at most
	// (CheckFieldHigh) the field's bound. Not a run-time check: only the
	// lowering with Options.CheckFieldInvariants makes these.
	CheckFieldLow
	CheckFieldHigh
	// A relation of Options.FieldRelations holds of the fields a function
	// stored, where other code may read them (with
	// Options.CheckFieldRelations). Not a run-time check either.
	CheckFieldRelation
)

var checkKindNames = [...]string{
	CheckIndex: "index", CheckSlice: "slice", CheckDivZero: "division",
	CheckShift: "shift", CheckSliceToArray: "conversion", CheckMake: "make",
	CheckAssert: "assert", CheckUnreachable: "unreachable", CheckPanic: "panic",
	CheckFieldLow: "field low", CheckFieldHigh: "field high",
	CheckFieldRelation: "field relation",
}

func (k CheckKind) String() string { return checkKindNames[k] }

// Check is one run-time check or assertion.
type Check struct {
	ID   int       // index in CFA.Checks
	Kind CheckKind // what is checked
	Pos  token.Pos // position of the checked expression or call
	// Cond holds exactly when the check passes (false for panics).
	Cond Expr
	// Err is the check's own error location.
	Err Loc
	// Operands, for messages: for index checks [index, len]; for slice
	// checks [low, high, max, cap] with nil for absent bounds; for division
	// [divisor]; for shifts [count]; for make [len, cap]; for conversions
	// to arrays [len, array length]. Integer operands are converted to
	// int64 where the check compares them.
	Operands []Expr
	// Text is the checked source expression ("a[i]", "s[i:j]") where known.
	Text string
	// AfterCall marks a panic that directly follows a call statement: the
	// idiom fatal(...); panic("unreachable") that documents a call which
	// does not return.
	AfterCall bool
	// CondLocs, for an assertion of a short-circuit condition
	// (assert(a && b)), are the locations that evaluate the condition
	// before the check: reached by a branch of the condition itself, they
	// are inside the check, not points before it.
	CondLocs []Loc
	// Field is the field of a CheckFieldLow or CheckFieldHigh.
	Field *types.Var
	// Relation is the index in Options.FieldRelations of a
	// CheckFieldRelation's relation.
	Relation int
}

// CFA is the control-flow automaton of one function.
type CFA struct {
	Fn     *ssa.Function
	Vars   []VarInfo
	Locs   []LocInfo
	Edges  []*Edge
	Out    [][]*Edge // outgoing edges per location, in creation order
	In     [][]*Edge // incoming edges per location, in creation order
	Entry  Loc
	Exit   Loc
	Checks []*Check
	Params []Var // tracked parameter variables, in order (-1 for untracked ones)
	Inputs []Var // every variable unconstrained at entry (params, free variables, their lengths)
	// Results holds one variable per function result (-1 for untracked
	// ones); for a result of interface or slice type, its nil flag
	// (NilFlag).
	Results []Var
	// ResultLens holds, per function result, the variable of its length
	// for a slice or string result (-1 for others).
	ResultLens []Var
	// ExitFields holds what the function leaves in the fields of the
	// structs its pointer parameters point to, assigned before each return.
	ExitFields []ExitField
	// EntryFields holds what the function finds in the fields of the
	// structs its pointer parameters point to (Options.EntryFields).
	EntryFields []EntryField
	// Unmodelled lists what the lowering could not model precisely
	// ("defer", "recover", "goroutine", "select", ...), sorted, without duplicates.
	Unmodelled []string

	valueVar map[ssa.Value]Var  // tracked SSA values (RoleValue, RoleParam)
	alias    map[ssa.Value]Expr // tracked SSA values without a variable of their own
	lenVar   map[ssa.Value]Var  // len variables (RoleLen) by measured value
	capVar   map[ssa.Value]Var  // cap variables (RoleCap) by measured value
	nilVar   map[ssa.Value]Var  // nil flags (NilFlag) of interface and slice values
}

// VarOf returns the variable that holds the SSA value v, if v is tracked.
func (c *CFA) VarOf(v ssa.Value) (Var, bool) {
	x, ok := c.valueVar[v]
	return x, ok
}

// ExprOf returns the expression that holds the tracked SSA value v: its
// variable, or the expression it was inlined as (copies, comparisons,
// values used once).
func (c *CFA) ExprOf(v ssa.Value) (Expr, bool) {
	if x, ok := c.valueVar[v]; ok {
		return c.Ref(x), true
	}
	e, ok := c.alias[v]
	return e, ok
}

// LenOf returns the len variable of the slice or string value v, if any.
func (c *CFA) LenOf(v ssa.Value) (Var, bool) {
	x, ok := c.lenVar[v]
	return x, ok
}

// CapOf returns the cap variable of the slice value v, if any.
func (c *CFA) CapOf(v ssa.Value) (Var, bool) {
	x, ok := c.capVar[v]
	return x, ok
}

// NewVar adds a variable and returns it.
func (c *CFA) NewVar(info VarInfo) Var {
	c.Vars = append(c.Vars, info)
	return Var(len(c.Vars) - 1)
}

// NewLoc adds a location and returns it.
func (c *CFA) NewLoc(info LocInfo) Loc {
	c.Locs = append(c.Locs, info)
	c.Out = append(c.Out, nil)
	c.In = append(c.In, nil)
	return Loc(len(c.Locs) - 1)
}

// AddEdge adds an edge and returns it.
func (c *CFA) AddEdge(from, to Loc, op Op, pos token.Pos) *Edge {
	e := &Edge{From: from, To: to, Op: op, Pos: pos}
	c.Edges = append(c.Edges, e)
	c.Out[from] = append(c.Out[from], e)
	c.In[to] = append(c.In[to], e)
	return e
}

// Ref returns an expression reading v.
func (c *CFA) Ref(v Var) *VarRef { return &VarRef{V: v, T: c.Vars[v].Type} }
