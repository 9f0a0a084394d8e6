package domtypes

import (
	"flag"
	"fmt"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strings"

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
	FactTypes:  []analysis.Fact{new(ReadOnly), new(WritesBasic), new(MayReturn), new(FixedLen)},
}

// ReadOnly is the fact that a function changes no memory that existed
// when it was called (ssa2cfa.WrittenTypes): in the packages that call
// it, loads before and after its calls agree.
type ReadOnly struct{}

// AFact marks ReadOnly as an analysis fact.
func (*ReadOnly) AFact() {}

func (*ReadOnly) String() string { return "changes no memory" }

// WritesBasic is the fact that a function changes, of the memory that
// existed when it was called, only locations of the basic types Kinds (a
// byte a slice argument holds: binary.LittleEndian.PutUint32,
// utf8.EncodeRune): in the packages that call it, loads of other types
// (a slice's header, a struct's integer field of another type) before
// and after its calls agree.
type WritesBasic struct {
	Kinds []types.BasicKind
}

// AFact marks WritesBasic as an analysis fact.
func (*WritesBasic) AFact() {}

func (f *WritesBasic) String() string {
	names := make([]string, len(f.Kinds))
	for i, k := range f.Kinds {
		names[i] = types.Typ[k].Name()
	}
	return "writes only " + strings.Join(names, ", ")
}

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
	// CalleeWrites reports what functions of other packages may change
	// (their ReadOnly and WritesBasic facts).
	CalleeWrites ssa2cfa.CalleeWrites
	// Demand names the fields of pointer parameters' structs the
	// lowering keeps at exit, and those functions read on entry (see
	// ssa2cfa.DemandFields).
	Demand ssa2cfa.FieldDemand
}

// LowerOptions are the options the functions were lowered with: lower
// them again with these.
func (r *Result) LowerOptions() ssa2cfa.Options {
	return ssa2cfa.Options{Punned: r.Punned, Globals: r.Globals, NonNilGlobals: r.NonNilGlobals, SortOnly: r.SortOnly, Tables: r.Tables, ElemTables: r.ElemTables, Fields: r.Fields, CalleeWrites: r.CalleeWrites, ExitFields: r.Demand.Exit, EntryFields: true, EntryRead: r.Demand.EntryRead}
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
	res.CalleeWrites = importedWrites(pass)
	res.Demand = ssa2cfa.DemandFields(srcFuncs, res.Punned, res.CalleeWrites)
	exportWrites(pass, srcFuncs, res)
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

// importedWrites returns what functions of other packages may change,
// from their facts: nothing (ReadOnly), locations of some basic types
// (WritesBasic), or anything (no fact).
func importedWrites(pass *analysis.Pass) ssa2cfa.CalleeWrites {
	type answer struct {
		written []types.Type
		ok      bool
	}
	memo := map[*types.Func]answer{}
	return func(fn *ssa.Function) ([]types.Type, bool) {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj.Pkg() == nil || obj.Pkg() == pass.Pkg {
			return nil, false
		}
		obj = obj.Origin()
		if a, ok := memo[obj]; ok {
			return a.written, a.ok
		}
		var a answer
		var wb WritesBasic
		switch {
		case pass.ImportObjectFact(obj, new(ReadOnly)):
			a.ok = true
		case pass.ImportObjectFact(obj, &wb):
			a.ok = true
			for _, k := range wb.Kinds {
				a.written = append(a.written, types.Typ[k])
			}
		}
		memo[obj] = a
		return a.written, a.ok
	}
}

// exportWrites exports, for each exported function and method of the
// package, a ReadOnly fact when it changes no memory, a WritesBasic fact
// when it changes only locations of basic types.
func exportWrites(pass *analysis.Pass, funcs []*ssa.Function, res *Result) {
	for _, fn := range funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || obj.Pkg() != pass.Pkg || !obj.Exported() || res.Linked[fn.Name()] {
			continue
		}
		written, ok := ssa2cfa.WrittenTypes(fn, res.Punned, res.CalleeWrites)
		if !ok {
			continue
		}
		if len(written) == 0 {
			pass.ExportObjectFact(obj, new(ReadOnly))
			continue
		}
		if kinds, ok := basicKinds(written); ok {
			pass.ExportObjectFact(obj, &WritesBasic{Kinds: kinds})
		}
	}
}

// basicKinds returns the kinds of ts, sorted, when each is a basic type
// (not a named one: another package could not name it back).
func basicKinds(ts []types.Type) ([]types.BasicKind, bool) {
	var kinds []types.BasicKind
	for _, t := range ts {
		b, ok := types.Unalias(t).(*types.Basic)
		if !ok || b.Kind() == types.UnsafePointer || b.Info()&types.IsUntyped != 0 {
			return nil, false
		}
		if !slices.Contains(kinds, b.Kind()) {
			kinds = append(kinds, b.Kind())
		}
	}
	slices.Sort(kinds)
	return kinds, true
}
