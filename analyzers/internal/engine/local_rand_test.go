package engine

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/cpa/numeric"
	"github.com/numpredvet/numpredvet/domains/interval"
	"github.com/numpredvet/numpredvet/domains/linform"
	"github.com/numpredvet/numpredvet/domains/octagon"
	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/cfainterp"
)

// TestProveLocalSound generates functions of nested loops whose indexes
// move by guarded and unguarded steps, analyses them with intervals, then
// each check left unproven from its loops' entries (proveLocal), and runs
// them on random inputs: a check that fails on some run must not be
// proven. NPV_SEEDS sets the number of functions (CI runs a few).
func TestProveLocalSound(t *testing.T) {
	seeds := 12
	if n, err := strconv.Atoi(os.Getenv("NPV_SEEDS")); err == nil {
		seeds = n
	}
	oct := linform.Domain{Base: octagon.Domain{}}
	failures, proofs := 0, 0
	for seed := range seeds {
		src := genLoops(rand.New(rand.NewSource(int64(seed))))
		c := loadSrc(t, src)[0]
		ctx := context.Background()
		p := numeric.New(c, numeric.Config{Domain: interval.Domain{}})
		reached, err := cpa.Run(ctx, c, p, cpa.Budget{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var todo []*ssa2cfa.Check
		for _, chk := range c.Checks {
			if len(reached.ByLoc[chk.Err]) > 0 {
				todo = append(todo, chk)
			}
		}
		proven := proveLocal(ctx, c, Config{}, oct, reached, todo, reached.Steps)
		proofs += len(proven)
		rng := rand.New(rand.NewSource(int64(seed)))
		o := randOracle{rng}
		for range 2000 {
			in := map[ssa2cfa.Var]cfainterp.Value{}
			for _, v := range c.Inputs {
				x := uint64(int64(rng.Intn(9) - 2))
				if c.Vars[v].Role == ssa2cfa.RoleLen || c.Vars[v].Role == ssa2cfa.RoleCap {
					x = uint64(rng.Intn(6))
				}
				in[v] = x
			}
			out, err := cfainterp.Run(c, in, o, 20000)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if out.Failed != nil {
				failures++
				if proven[out.Failed] {
					t.Errorf("seed %d: %s proven, but fails on %v in\n%s", seed, out.Failed.Text, in, src)
				}
			}
		}
	}
	if failures == 0 || proofs == 0 {
		t.Errorf("%d failing runs, %d proofs: the test cannot catch an unsound proof", failures, proofs)
	}
}

// genLoops writes a function of two nested loops over a slice, with index
// variables stepped, reset and guarded at random.
func genLoops(r *rand.Rand) string {
	vars := []string{"i", "j", "k"}
	bounds := []string{"len(a)", "n", "m", "len(a) - 1", "n + 1"}
	v := func() string { return vars[r.Intn(len(vars))] }
	b := func() string { return bounds[r.Intn(len(bounds))] }
	idx := func() string {
		switch r.Intn(4) {
		case 0:
			return v() + " + 1"
		case 1:
			return v() + " - 1"
		default:
			return v()
		}
	}
	stmt := func(sb *strings.Builder, indent string) {
		switch r.Intn(7) {
		case 0:
			fmt.Fprintf(sb, "%s%s++\n", indent, v())
		case 1:
			fmt.Fprintf(sb, "%s%s = %s\n", indent, v(), v())
		case 2:
			fmt.Fprintf(sb, "%sif %s < %s {\n%s\tt += a[%s]\n%s}\n", indent, v(), b(), indent, idx(), indent)
		case 3:
			x := v()
			fmt.Fprintf(sb, "%sif %s >= 0 && %s < %s {\n%s\tt += a[%s]\n%s}\n", indent, x, x, b(), indent, x, indent)
		case 4:
			fmt.Fprintf(sb, "%st += a[%s]\n", indent, idx())
		case 5:
			fmt.Fprintf(sb, "%sif %s > %s {\n%s\t%s = %s\n%s}\n", indent, v(), b(), indent, v(), b(), indent)
		default:
			fmt.Fprintf(sb, "%s%s = 0\n", indent, v())
		}
	}
	var sb strings.Builder
	sb.WriteString("package p\n\nfunc F(a []int, n, m int) int {\n\tt, i, j, k := 0, 0, 0, 0\n")
	fmt.Fprintf(&sb, "\tfor o := 0; o < %d; o++ {\n", 1+r.Intn(3))
	for range r.Intn(3) {
		stmt(&sb, "\t\t")
	}
	fmt.Fprintf(&sb, "\t\tfor q := 0; q < 4 && %s < %s; q++ {\n", v(), b())
	for range 1 + r.Intn(4) {
		stmt(&sb, "\t\t\t")
	}
	sb.WriteString("\t\t}\n")
	for range r.Intn(2) {
		stmt(&sb, "\t\t")
	}
	sb.WriteString("\t}\n\treturn t + i + j + k\n}\n")
	return sb.String()
}
