// Command cfadump prints the control-flow automata numpredvet builds, and
// lowering statistics over whole packages.
//
//	cfadump [-dot] [-run REGEXP] packages...   print the CFA of matching functions
//	cfadump -stats packages...                  lower every function; print counts and time
//
// With -stats it lowers every function of the packages (std works), checks
// each CFA's invariants, and prints how many functions and check edges of
// each kind it found, and how long lowering took.
package main

import (
	"flag"
	"fmt"
	"go/types"
	"os"
	"regexp"
	"sort"
	"time"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

func main() {
	dot := flag.Bool("dot", false, "print Graphviz dot instead of text")
	run := flag.String("run", ".", "print only functions whose name matches `regexp`")
	stats := flag.Bool("stats", false, "lower every function and print statistics")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: cfadump [-dot] [-run regexp] [-stats] packages...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	re, err := regexp.Compile(*run)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cfadump:", err)
		os.Exit(2)
	}
	start := time.Now()
	fns, err := load(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "cfadump:", err)
		os.Exit(1)
	}
	loaded := time.Since(start)
	if *stats {
		os.Exit(printStats(fns, loaded))
	}
	opts := optionsByPackage(fns)
	for _, fn := range fns {
		if !re.MatchString(fn.String()) {
			continue
		}
		c, err := opts[fn.Pkg].Lower(fn)
		if err != nil {
			fmt.Fprintln(os.Stderr, "cfadump:", err)
			continue
		}
		if *dot {
			c.WriteDot(os.Stdout)
		} else {
			c.WriteText(os.Stdout)
		}
	}
}

// load type-checks the packages and returns their functions with bodies,
// sorted by name.
func load(patterns []string) ([]*ssa.Function, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if packages.PrintErrors(pkgs) > 0 {
		return nil, fmt.Errorf("packages contain errors")
	}
	prog, spkgs := ssautil.Packages(pkgs, ssa.BuilderMode(0))
	prog.Build()
	wanted := map[*ssa.Package]bool{}
	for _, p := range spkgs {
		wanted[p] = true
	}
	all := ssautil.AllFunctions(prog)
	for _, p := range spkgs {
		// Methods of types never converted to an interface, which
		// AllFunctions leaves out, and their function literals.
		for _, m := range p.Members {
			t, ok := m.(*ssa.Type)
			if !ok {
				continue
			}
			for _, recv := range []types.Type{t.Type(), types.NewPointer(t.Type())} {
				ms := prog.MethodSets.MethodSet(recv)
				for i := range ms.Len() {
					if fn := prog.MethodValue(ms.At(i)); fn != nil {
						addWithAnon(all, fn)
					}
				}
			}
		}
	}
	var fns []*ssa.Function
	for fn := range all {
		if len(fn.Blocks) > 0 && fn.Pkg != nil && wanted[fn.Pkg] && fn.Synthetic == "" {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool {
		if a, b := fns[i].String(), fns[j].String(); a != b {
			return a < b
		}
		return fns[i].Pos() < fns[j].Pos()
	})
	return fns, nil
}

// addWithAnon adds fn and its function literals to set.
func addWithAnon(set map[*ssa.Function]bool, fn *ssa.Function) {
	set[fn] = true
	for _, a := range fn.AnonFuncs {
		addWithAnon(set, a)
	}
}

// optionsByPackage returns the lowering options of each package of fns, as
// the analyzers lower them (without the names directives link: none is
// left out).
func optionsByPackage(fns []*ssa.Function) map[*ssa.Package]ssa2cfa.Options {
	byPkg := map[*ssa.Package][]*ssa.Function{}
	for _, fn := range fns {
		byPkg[fn.Pkg] = append(byPkg[fn.Pkg], fn)
	}
	out := map[*ssa.Package]ssa2cfa.Options{}
	for p, pfns := range byPkg {
		globals := ssa2cfa.ConstLenGlobals(p, pfns, nil)
		punned := ssa2cfa.PunnedTypes(pfns)
		demand := ssa2cfa.DemandFields(pfns, punned, nil)
		out[p] = ssa2cfa.Options{
			Punned:        punned,
			Globals:       globals,
			NonNilGlobals: ssa2cfa.NonNilGlobals(p, pfns, nil),
			Tables:        ssa2cfa.ConstTables(p, pfns, nil, globals),
			ElemTables:    ssa2cfa.ConstElemTables(p, pfns, nil),
			Fields:        ssa2cfa.FieldRanges(p, pfns, nil),
			ExitFields:    demand.Exit,
			EntryFields:   true,
			EntryRead:     demand.EntryRead,
		}
	}
	return out
}

func printStats(fns []*ssa.Function, loaded time.Duration) int {
	start := time.Now()
	kinds := map[ssa2cfa.CheckKind]int{}
	var lowered, failed, tooLarge, insane, edges, vars int
	opts := optionsByPackage(fns)
	for _, fn := range fns {
		c, err := opts[fn.Pkg].Lower(fn)
		if err != nil {
			failed++
			if isTooLarge(err) {
				tooLarge++
			} else {
				fmt.Fprintln(os.Stderr, "cfadump:", err)
			}
			continue
		}
		if err := c.Sanity(); err != nil {
			insane++
			fmt.Fprintf(os.Stderr, "cfadump: %s: %v\n", fn, err)
		}
		lowered++
		edges += len(c.Edges)
		vars += len(c.Vars)
		for _, chk := range c.Checks {
			kinds[chk.Kind]++
		}
	}
	took := time.Since(start)
	fmt.Printf("functions: %d lowered, %d not (%d too large), %d failing sanity\n", lowered, failed, tooLarge, insane)
	fmt.Printf("edges: %d, variables: %d\n", edges, vars)
	for k := ssa2cfa.CheckIndex; k <= ssa2cfa.CheckPanic; k++ {
		fmt.Printf("checks %-12s %d\n", k.String()+":", kinds[k])
	}
	fmt.Printf("load+ssa: %v, lowering: %v\n", loaded.Round(time.Millisecond), took.Round(time.Millisecond))
	if failed-tooLarge > 0 || insane > 0 {
		return 1
	}
	return 0
}

func isTooLarge(err error) bool {
	for e := err; e != nil; {
		if e == ssa2cfa.ErrTooLarge {
			return true
		}
		u, ok := e.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		e = u.Unwrap()
	}
	return false
}
