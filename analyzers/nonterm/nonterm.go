package nonterm

import (
	"context"
	"flag"
	"fmt"
	"go/types"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
	"github.com/numpredvet/numpredvet/analyzers/internal/engine"
	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/recur"
	"github.com/numpredvet/numpredvet/cpa/summary"
	"github.com/numpredvet/numpredvet/domains"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/domtype"
)

// Analyzer reports functions that never terminate.
var Analyzer = &analysis.Analyzer{
	Name:      "nonterm",
	Doc:       "report recursion and loops that never terminate\n\nReports functions in which every execution through some reachable point diverges (default), or that diverge for some inputs (-nonterm.strict).",
	URL:       "https://github.com/numpredvet/numpredvet/tree/main/analyzers/nonterm",
	Flags:     flags(),
	Requires:  []*analysis.Analyzer{domtypes.Analyzer, engine.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(Diverges), new(Returns)},
}

// DependencyAnalyzer is Analyzer for a package analysed only for the facts
// its importers use (a vet tool's VetxOnly run of a dependency outside the
// packages vetted). It keeps the searches that are cheap (a call that
// recurses with its own arguments, a loop that changes nothing, cycles
// that call each other forever) and leaves out the costly search for a
// point every execution through which diverges, and for latent
// divergence: they take most of the analysis's time, their diagnostics
// would not be printed, and the must-diverge summaries they give an
// exported function are rare (none in the standard library).
var DependencyAnalyzer = &analysis.Analyzer{
	Name:      Analyzer.Name,
	Doc:       Analyzer.Doc,
	URL:       Analyzer.URL,
	Flags:     flags(),
	Requires:  Analyzer.Requires,
	Run:       func(pass *analysis.Pass) (any, error) { return runMode(pass, true) },
	FactTypes: Analyzer.FactTypes,
}

// flags returns the analyzer's flags: -strict, and -budget, the steps of
// each abstract run of a function.
func flags() flag.FlagSet {
	fs := engine.StrictFlag("also report functions that diverge for some inputs")
	fs.Int("budget", defaultSteps, "abstract steps per analysis run of a function; a function past it is reported as not analysed in strict mode")
	return fs
}

// budget returns the budget of each abstract run set by -budget.
func budget(pass *analysis.Pass) cpa.Budget {
	steps := defaultSteps
	if f := pass.Analyzer.Flags.Lookup("budget"); f != nil {
		if g, ok := f.Value.(flag.Getter); ok {
			if n, ok := g.Get().(int); ok && n > 0 {
				steps = n
			}
		}
	}
	return cpa.Budget{MaxNodes: max(steps/3, 1), MaxSteps: steps}
}

// defaultSteps is the default of -budget.
const defaultSteps = 60000

// hangGuard stops the analysis of a function that still runs after this
// long. It is a guard only: what decides the outcome is the function's
// work limit (see funcContext), counted in steps and deterministic; the
// guard, far above what that limit allows on a loaded machine, only keeps
// a pathological function from hanging the tool.
const hangGuard = 2 * time.Minute

// workPerStep is the work a function may spend, per step of -budget (see
// recur.Meter): the default budget allows 60000·workPerStep units, well
// under a CPU second.
const workPerStep = 2000

const (
	maxCandidates = 12    // points P tried per function
	maxPerLoop    = 3     // points P tried per nest of loops (strongly connected component)
	strictSteps   = 60000 // concrete steps of the strict search per function
	checkSteps    = 20000 // concrete steps of a run confirming a proof
	confirmTries  = 16    // runs tried to confirm a proof
	maxCycleEdges = 6000  // call cycles up to this size (CFA edges in all) are analysed together
	maxFamilies   = 2     // families of entry sets grown per function and mode
	maxOctLocs    = 120   // recursive functions up to this size (locations)
	maxOctVars    = 32    // and variables get relational candidate states
	// latentSummaries makes default mode look for entry sets from which a
	// function diverges (as strict mode does) to summarise it for callers.
	latentSummaries = true
	// maxLatentLocs bounds the functions (in locations) default mode
	// summarises so: the search is costly, and go vet runs it on every
	// dependency of the packages it checks.
	maxLatentLocs = 40
)

// Categories of diagnostics.
const (
	catManifest = "manifest"
	catLatent   = "latent"
	catBudget   = "budget"
)

func run(pass *analysis.Pass) (any, error) { return runMode(pass, false) }

// runMode runs the analysis of a package, for its facts alone if
// dependency is set (see DependencyAnalyzer).
func runMode(pass *analysis.Pass, dependency bool) (any, error) {
	dt := pass.ResultOf[domtypes.Analyzer].(*domtypes.Result)
	posts := pass.ResultOf[engine.Analyzer].(*engine.PackageResult)
	strict := engine.Strict(pass)
	a := &pkg{
		pureFns:    map[*ssa.Function]bool{},
		posts:      posts.ImportedPost,
		cfas:       map[*ssa.Function]*ssa2cfa.CFA{},
		keys:       map[*ssa2cfa.CFA][]ssa2cfa.Var{},
		sums:       &summaries{pass: pass, local: map[*ssa.Function]*Diverges{}, ext: map[*ssa.Function]*Diverges{}},
		pkg:        pass.Pkg,
		dependency: dependency,
	}
	var fns []*ssa.Function
	for _, f := range dt.Funcs {
		if f.CFA == nil {
			continue
		}
		a.cfas[f.Fn] = f.CFA
		a.keys[f.CFA] = domtype.KeyVars(f.CFA, f.Types)
		fns = append(fns, f.Fn)
	}
	a.budget = budget(pass)
	a.checker = &recur.Checker{Domain: octagon.Domain{}, Budget: a.budget, CFAs: a.cfas, Keys: a.keys, Summaries: a.sums.summary, Posts: a.posts, Cost: octagonCost}
	a.loops = &recur.Checker{Domain: interval.Domain{}, Budget: a.budget, CFAs: a.cfas, Keys: a.keys, Summaries: a.sums.summary, Posts: a.posts, Cost: intervalCost}
	a.rets = &returnsSet{a: a, known: map[*ssa.Function]bool{}, busy: map[*ssa.Function]bool{}}
	a.explorer = a.newExplorer(4000)
	for _, scc := range components(fns, a.cfas) {
		for _, d := range a.component(context.Background(), scc, strict) {
			pass.Report(d)
		}
	}
	a.sums.export(fns)
	a.rets.export(fns)
	return nil, nil
}

// funcContext returns the context of the analysis of one function: a work
// meter of -budget·workPerStep units, under the hang guard. The work of an
// abstract operation grows with the function's variables (octagonCost,
// intervalCost), so a larger function gets fewer steps.
func (a *pkg) funcContext(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(ctx, hangGuard)
	return recur.WithMeter(ctx, &recur.Meter{Limit: int64(a.budget.MaxSteps) * workPerStep}), cancel
}

// octagonCost is the work of an octagon operation over n variables: its
// matrix has 4n² bounds, each copied and closed over, at a cost of about
// four interval operations per bound.
func octagonCost(n int) int64 { return 16 * int64(n) * int64(n) }

// intervalCost is the work of an interval operation over n variables.
func intervalCost(n int) int64 { return int64(n) }

// pkg is the state of one pass: the package's CFAs and the tools
// working on them.
type pkg struct {
	cfas     map[*ssa.Function]*ssa2cfa.CFA
	keys     map[*ssa2cfa.CFA][]ssa2cfa.Var
	checker  *recur.Checker // octagons, for recursion
	loops    *recur.Checker // intervals, for loops
	explorer *recur.Explorer
	sums     *summaries     // must-diverge summaries, local and imported
	rets     *returnsSet    // functions that always return, local and imported
	pkg      *types.Package // the package analysed
	// dependency leaves out the costly searches (see DependencyAnalyzer).
	dependency bool
	scc        []*ssa.Function // the call cycle being analysed
	budget     cpa.Budget      // of each abstract run
	// posts returns the postcondition of another package's function that
	// the package calls (the engine's facts), or nil.
	posts func(*ssa.Function) *summary.Summary
	// pureFns memoizes pureFunc.
	pureFns map[*ssa.Function]bool
}

// newExplorer returns an explorer over the package's functions that takes
// calls satisfying a must-diverge summary as never returning.
func (a *pkg) newExplorer(steps int) *recur.Explorer {
	return &recur.Explorer{CFAs: a.cfas, MaxSteps: steps, Summaries: a.sums.summary, Posts: a.posts, Returns: a.rets.returns}
}

// component analyses the functions of one call-graph cycle (or a single
// function) and returns its diagnostics, in source order.
func (a *pkg) component(ctx context.Context, scc []*ssa.Function, strict bool) []analysis.Diagnostic {
	a.scc = scc
	var out []diag
	done := map[*ssa.Function]bool{}
	if recursive(scc, a.cfas) {
		for _, d := range a.cycleForever(ctx, scc) {
			out = append(out, d)
			done[d.fn] = true
			a.sums.record(a.cfas[d.fn], d.entry)
		}
	}
	for _, f := range scc {
		c := a.cfas[f]
		if done[f] || !a.mayDiverge(c, scc) {
			continue
		}
		fctx, cancel := a.funcContext(ctx)
		d, same := a.sameArgsRecursion(fctx, c, scc)
		if !same {
			d, same = a.stalledLoop(fctx, c)
		}
		if !same && a.dependency {
			cancel()
			continue
		}
		st := found
		if !same {
			d, st = a.manifest(fctx, c, scc)
		}
		if st == found {
			a.sums.record(c, d.entry)
		} else if strict {
			var ok bool
			if d, ok = a.latent(fctx, c, scc); ok {
				st = found
				a.sums.record(c, d.entry)
			} else if st == overBudget {
				d, st = newDiag(c, c.Fn.Pos(), catBudget, fmt.Sprintf("%s not analysed for termination: budget", c.Fn.Name())), found
			}
		} else if st == notFound && latentSummaries && len(c.Locs) <= maxLatentLocs {
			// Not reported in default mode, but callers whose arguments
			// fall in the set diverge for sure.
			if ld, ok := a.latentSet(fctx, c, scc, false); ok {
				a.sums.record(c, ld.entry)
			}
		}
		cancel()
		if st == found {
			out = append(out, d)
		}
	}
	sortDiags(out)
	res := make([]analysis.Diagnostic, len(out))
	for i, d := range out {
		res[i] = d.Diagnostic
	}
	return res
}

// diag is a diagnostic with the function it is about.
type diag struct {
	analysis.Diagnostic
	fn *ssa.Function
	// entry is an entry set of fn from which every execution diverges,
	// when the proof gives one; nil otherwise.
	entry domains.Numeric
}
