package domtypes

import (
	"flag"
	"fmt"
	"go/types"
	"reflect"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// Analyzer lowers and classifies every source function of a package.
var Analyzer = &analysis.Analyzer{
	Name:       "domtypes",
	Doc:        "classify variables by usage (Bool, IntEq, IntEqAdd, Int)\n\nLowers every function to a control-flow automaton and classifies its integer and boolean variables by domain type. Reports nothing unless -domtypes.report is set.",
	URL:        "https://github.com/numpredvet/numpredvet/tree/main/analyzers/domtypes",
	Flags:      flags(),
	Requires:   []*analysis.Analyzer{ctrlflow.Analyzer},
	Run:        run,
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(ReadOnly), new(MayReturn), new(FixedLen)},
}

// ReadOnly is the fact that a function changes no memory that existed
// when it was called (ssa2cfa.WritesNothing): in the packages that call
// it, loads before and after its calls agree.
type ReadOnly struct{}

// AFact marks ReadOnly as an analysis fact.
func (*ReadOnly) AFact() {}

func (*ReadOnly) String() string { return "changes no memory" }

// FixedLen is the fact that an exported package-level variable of slice or
// string type keeps, once initialized, the length (and capacity, -1 for a
// string) of its initializer, as long as no other package stores into it
// (ssa2cfa.ConstLenGlobals). The package that declares it relies on that;
// the packages that import it rely on it too, and report each instruction
// that may store into it (Result.ForeignWrites).
type FixedLen struct {
	Len, Cap int64
}

// AFact marks FixedLen as an analysis fact.
func (*FixedLen) AFact() {}

func (f *FixedLen) String() string { return fmt.Sprintf("fixed length %d", f.Len) }

// Result holds every source function of the package (methods and function
// literals included), sorted by position.
type Result struct {
	Funcs []Func
	// Punned is what the lowering assumed of the package's unsafe
	// pointer conversions (see ssa2cfa.PunnedTypes).
	Punned *ssa2cfa.Punned
	// Globals are the package-level variables of constant length the
	// lowering assumed (see ssa2cfa.ConstLenGlobals).
	Globals map[*ssa.Global]ssa2cfa.GlobalLen
	// ForeignWrites are the instructions of the package that may store
	// into another package's variable whose length that package relies
	// on (a FixedLen fact): each breaks that package's proofs.
	ForeignWrites []ssa2cfa.ForeignWrite
	// NonNilGlobals are the package-level variables of interface type the
	// lowering assumed never nil (see ssa2cfa.NonNilGlobals).
	NonNilGlobals map[*ssa.Global]bool
	// SortOnly are the types whose Less and Swap methods the lowering
	// assumed only package sort calls (see ssa2cfa.SortOnlyTypes).
	SortOnly map[*types.TypeName]bool
	// Tables are the read-only integer tables the lowering assumed (see
	// ssa2cfa.ConstTables).
	Tables map[*ssa.Global]ssa2cfa.Table
	// ElemTables are the fields of read-only tables of structs the
	// lowering assumed (see ssa2cfa.ConstElemTables).
	ElemTables map[ssa2cfa.ElemField]ssa2cfa.Table
	// Fields are the struct fields of known range the lowering assumed
	// (see ssa2cfa.FieldRanges).
	Fields map[*types.Var]ssa2cfa.Table
	// FieldCandidates are the fields whose ranges an analysis may verify
	// (see ssa2cfa.FindFieldCandidates); the functions were lowered
	// without them.
	FieldCandidates ssa2cfa.FieldCandidates
	// FieldRelations are the relations between fields an analysis may
	// verify (see ssa2cfa.FindFieldRelations); the functions were lowered
	// without them.
	FieldRelations ssa2cfa.FieldRelations
	// Linked are the names that //go:linkname and //export directives, or
	// the package's assembly files, refer to: code the package does not
	// show may use them.
	Linked map[string]bool
	// Stubs are the package's intrinsic stubs: functions whose Go body
	// only panics ("must be intrinsicified"), whose calls the compiler
	// replaces. They return; their bodies say nothing of what.
	Stubs map[*ssa.Function]bool
	// ReadOnly reports the functions of other packages known to change no
	// memory (their ReadOnly facts).
	ReadOnly func(*ssa.Function) bool
	// Demand names the fields of pointer parameters' structs the
	// lowering keeps at exit, and those functions read on entry (see
	// ssa2cfa.DemandFields).
	Demand ssa2cfa.FieldDemand
}

// LowerOptions are the options the functions were lowered with: lower
// them again with these.
func (r *Result) LowerOptions() ssa2cfa.Options {
	return ssa2cfa.Options{Punned: r.Punned, Globals: r.Globals, NonNilGlobals: r.NonNilGlobals, SortOnly: r.SortOnly, Tables: r.Tables, ElemTables: r.ElemTables, Fields: r.Fields, ReadOnly: r.ReadOnly, ExitFields: r.Demand.Exit, EntryFields: true, EntryRead: r.Demand.EntryRead}
}

// Func is one lowered and classified function. CFA and Types are nil, and
// Err says why, when the lowering failed.
type Func struct {
	Fn    *ssa.Function
	CFA   *ssa2cfa.CFA
	Types *domtype.Result
	Err   error
}

// reportFlag names the flag that turns on the per-function report.
const reportFlag = "report"

func flags() flag.FlagSet {
	var fs flag.FlagSet
	fs.Bool(reportFlag, false, "report the domain types of each function's variables")
	return fs
}

// reporting reports whether the running analyzer's report flag is set.
func reporting(pass *analysis.Pass) bool {
	f := pass.Analyzer.Flags.Lookup(reportFlag)
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	b, _ := g.Get().(bool)
	return b
}

func run(pass *analysis.Pass) (any, error) {
	ssaPkg, srcFuncs, stubs := buildPackageSSA(pass)
	res := &Result{Funcs: make([]Func, 0, len(srcFuncs)), Punned: ssa2cfa.PunnedTypes(srcFuncs), Linked: LinkedNames(pass), Stubs: map[*ssa.Function]bool{}}
	for _, fn := range srcFuncs {
		if obj, ok := fn.Object().(*types.Func); ok && stubs[obj] {
			res.Stubs[fn] = true
		}
	}
	linked := func(name string) bool { return res.Linked[name] }
	res.Globals = ssa2cfa.ConstLenGlobals(ssaPkg, srcFuncs, linked)
	exportFixedLen(pass, res.Globals)
	res.ForeignWrites = importFixedLen(pass, ssaPkg, srcFuncs, res.Globals)
	res.NonNilGlobals = ssa2cfa.NonNilGlobals(ssaPkg, srcFuncs, linked)
	res.SortOnly = ssa2cfa.SortOnlyTypes(ssaPkg, srcFuncs, pass.TypesInfo)
	res.Tables = ssa2cfa.ConstTables(ssaPkg, srcFuncs, linked, res.Globals)
	res.ElemTables = ssa2cfa.ConstElemTables(ssaPkg, srcFuncs, linked)
	res.Fields = ssa2cfa.FieldRanges(ssaPkg, srcFuncs, linked)
	res.FieldCandidates = ssa2cfa.FindFieldCandidates(ssaPkg, srcFuncs, linked)
	res.FieldRelations = ssa2cfa.FindFieldRelations(ssaPkg, srcFuncs, linked)
	res.ReadOnly = importedReadOnly(pass)
	res.Demand = ssa2cfa.DemandFields(srcFuncs, res.Punned, res.ReadOnly)
	exportReadOnly(pass, srcFuncs, res)
	opts := res.LowerOptions()
	for _, fn := range srcFuncs {
		res.Funcs = append(res.Funcs, classify(fn, opts))
	}
	sort.SliceStable(res.Funcs, func(i, j int) bool { return res.Funcs[i].Fn.Pos() < res.Funcs[j].Fn.Pos() })
	if reporting(pass) {
		for _, f := range res.Funcs {
			report(pass, f)
		}
	}
	return res, nil
}

// classify lowers and classifies fn. A panic of the lowering becomes the
// function's error, so that one function never stops the others.
func classify(fn *ssa.Function, opts ssa2cfa.Options) (f Func) {
	f.Fn = fn
	defer func() {
		if p := recover(); p != nil {
			f = Func{Fn: fn, Err: fmt.Errorf("ssa2cfa: internal error lowering %s: %v", fn, p)}
		}
	}()
	c, err := opts.Lower(fn)
	if err != nil {
		return Func{Fn: fn, Err: err}
	}
	return Func{Fn: fn, CFA: c, Types: domtype.Classify(c)}
}

// exportFixedLen exports a FixedLen fact for each exported variable of
// constant length.
func exportFixedLen(pass *analysis.Pass, globals map[*ssa.Global]ssa2cfa.GlobalLen) {
	for g, gl := range globals {
		if obj := g.Object(); obj != nil && obj.Exported() {
			pass.ExportObjectFact(obj, &FixedLen{Len: gl.Len, Cap: gl.Cap})
		}
	}
}

// importFixedLen adds to globals the other packages' variables with a
// FixedLen fact that the package reads, and returns the instructions that
// may store into them.
func importFixedLen(pass *analysis.Pass, pkg *ssa.Package, funcs []*ssa.Function, globals map[*ssa.Global]ssa2cfa.GlobalLen) []ssa2cfa.ForeignWrite {
	if init := pkg.Func("init"); init != nil {
		funcs = append(funcs[:len(funcs):len(funcs)], init)
	}
	memo := map[*ssa.Global]bool{}
	pinned := func(g *ssa.Global) bool {
		v, ok := memo[g]
		if !ok {
			var f FixedLen
			if obj := g.Object(); obj != nil && obj.Pkg() != pass.Pkg && pass.ImportObjectFact(obj, &f) {
				globals[g] = ssa2cfa.GlobalLen{Len: f.Len, Cap: f.Cap}
				v = true
			}
			memo[g] = v
		}
		return v
	}
	return ssa2cfa.ForeignWrites(pkg, funcs, pinned)
}

// importedReadOnly returns the function that reports, from their facts,
// the functions of other packages that change no memory.
func importedReadOnly(pass *analysis.Pass) func(*ssa.Function) bool {
	memo := map[*types.Func]bool{}
	return func(fn *ssa.Function) bool {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj.Pkg() == nil || obj.Pkg() == pass.Pkg {
			return false
		}
		obj = obj.Origin()
		if v, ok := memo[obj]; ok {
			return v
		}
		v := pass.ImportObjectFact(obj, new(ReadOnly))
		memo[obj] = v
		return v
	}
}

// exportReadOnly exports a ReadOnly fact for each exported function and
// method of the package that changes no memory.
func exportReadOnly(pass *analysis.Pass, funcs []*ssa.Function, res *Result) {
	for _, fn := range funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || obj.Pkg() != pass.Pkg || !obj.Exported() || res.Linked[fn.Name()] {
			continue
		}
		if ssa2cfa.WritesNothing(fn, res.Punned, res.ReadOnly) {
			pass.ExportObjectFact(obj, new(ReadOnly))
		}
	}
}
