package domtype

import (
	"math/rand/v2"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// realPackages are the standard-library packages whose functions
// TestRealCFAs classifies: integer-heavy code with loops, checks and calls.
var realPackages = []string{"strconv", "sort", "unicode/utf8", "math/bits", "bytes", "container/ring"}

// TestRealCFAs classifies the lowered functions of some standard-library
// packages and checks every promise of Result on them, determinism, and
// (by execution) that permuting an IntEq partition maps runs to runs.
func TestRealCFAs(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and lowers standard-library packages")
	}
	patterns := realPackages
	if env := os.Getenv("DOMTYPE_PACKAGES"); env != "" {
		patterns = strings.Fields(env)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	prog, ssaPkgs := ssautil.Packages(pkgs, ssa.InstantiateGenerics)
	prog.Build()
	want := make(map[*ssa.Package]bool)
	for _, p := range ssaPkgs {
		want[p] = true
	}
	var fns []*ssa.Function
	for fn := range ssautil.AllFunctions(prog) {
		if want[fn.Pkg] && len(fn.Blocks) > 0 {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].String() < fns[j].String() })
	var lowered, vars, compared int
	rng := rand.New(rand.NewPCG(1, 1))
	var spent time.Duration
	for _, fn := range fns {
		c, err := ssa2cfa.Lower(fn)
		if err != nil {
			continue
		}
		lowered++
		vars += len(c.Vars)
		start := time.Now()
		r := Classify(c)
		spent += time.Since(start)
		checkInvariants(t, c, r)
		compared += checkBijection(t, c, rng, 5)
		if !reflect.DeepEqual(r, Classify(c)) {
			t.Errorf("Classify is not deterministic")
		}
		if t.Failed() {
			t.Fatalf("in %s", fn)
		}
	}
	t.Logf("%d functions lowered (of %d), %d variables, classified in %v; %d permuted runs compared",
		lowered, len(fns), vars, spent, compared)
}
