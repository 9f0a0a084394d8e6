package engine

import (
	"fmt"
	"go/types"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// relationTypes is how many struct types one random program declares.
const relationTypes = 40

// TestFieldRelationsSound generates buffer types (buf []byte; r, w int)
// whose methods store into the fields in random ways (guarded and
// unguarded stores, increments, compaction, reallocation, whole-struct
// stores, stores through an alias that may point to another object and
// into a package-level variable, calls between stores), verifies the
// relations between the fields (verifyFieldRelations), then compiles the
// program with a driver that calls the methods of three objects (one the
// variable) in random order with random arguments, recovering their
// panics, and checks every verified relation of each after every call.
func TestFieldRelationsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs a program")
	}
	seeds := int64(3)
	if n, err := strconv.Atoi(os.Getenv("NPV_SEEDS")); err == nil {
		seeds = int64(n) // more runs, by hand
	}
	for seed := int64(1); seed <= seeds; seed++ {
		r := rand.New(rand.NewSource(seed))
		var src strings.Builder
		src.WriteString("package main\n")
		methods := make([]int, relationTypes)
		for i := range relationTypes {
			methods[i] = 2 + r.Intn(3)
			writeRelationType(&src, r, i, methods[i])
		}
		rels := verifiedRelations(t, src.String())
		kept, total := 0, 0
		for _, rs := range rels {
			kept += len(rs)
		}
		for range relationTypes {
			total += 5
		}
		if kept == 0 || kept == total {
			t.Fatalf("seed %d: %d of %d relations verified: the test checks nothing", seed, kept, total)
		}
		out := runProgram(t, src.String(), relationDriver(seed, methods, rels))
		if len(out) > 0 {
			t.Errorf("seed %d: verified relations broken by an execution:\n%s", seed, out)
		}
		t.Logf("seed %d: %d of %d relations verified and held", seed, kept, total)
	}
}

// writeRelationType writes type s<i> (buf []byte; r, w int), a variable
// alias<i> that methods may point at their receiver, and methods
// m0..m<n-1>(a int); method j may call methods below j.
func writeRelationType(b *strings.Builder, r *rand.Rand, i, n int) {
	fmt.Fprintf(b, "\ntype s%d struct {\n\tbuf  []byte\n\tr, w int\n}\n\nvar alias%d *s%d\n\nvar glob%d s%d\n", i, i, i, i, i)
	// Statements that keep 0 <= r <= w <= len(buf) wherever other code
	// may read the fields, and (breaking) some that do not.
	stmts := []string{
		"if a >= 0 && a <= x.w {\n\t\tx.r = a\n\t}",
		"if a >= x.r && a <= len(x.buf) {\n\t\tx.w = a\n\t}",
		"x.w = len(x.buf)",
		"x.r = x.w",
		"x.r = 0",
		"x.r, x.w = 0, 0",
		"x.w = 0\n\tx.r = 0",
		"x.buf = make([]byte, a&15)\n\tx.r, x.w = 0, 0",
		"x.buf = x.buf[:x.w]",
		"x.buf = append(x.buf, byte(a))",
		"if x.r < x.w {\n\t\tx.r++\n\t}",
		"if x.w < len(x.buf) {\n\t\tx.w++\n\t}",
		"if x.r > 0 {\n\t\tx.r--\n\t}",
		"if x.r < x.w {\n\t\tx.r = x.w\n\t}",
		"copy(x.buf, x.buf[x.r:x.w])\n\tx.w -= x.r\n\tx.r = 0",
		"_ = x.buf[x.r:x.w]",
		"_ = x.w - x.r",
		"{\n\t\ty := *x\n\t\t_ = y\n\t}",
		"*x = S{buf: make([]byte, a&7)}",
		"*x = S{}",
		"x.w = a\n\tif x.w < x.r || x.w > len(x.buf) {\n\t\tx.w = x.r\n\t}",
		"alias = x",
		"if alias != nil && alias.r <= alias.w {\n\t\talias.w = alias.r\n\t}",
		"if alias != nil {\n\t\t*alias = S{}\n\t}",
		"if alias != nil {\n\t\talias.buf = nil\n\t\talias.r, alias.w = 0, 0\n\t}",
		"if alias != nil {\n\t\talias.r, alias.w = 0, 0\n\t}",
		"glob = *x",
		"glob.r = glob.w",
		"if a <= len(glob.buf) && a >= glob.r {\n\t\tglob.w = a\n\t}",
		"CALL",
		"CALL",
		"CALL",
	}
	breaking := []string{
		"x.r = a",
		"x.w = 0",
		"x.buf = make([]byte, a&15)",
		"x.buf = x.buf[:0]",
		"x.r++",
		"x.w--",
		"*x = S{buf: make([]byte, 4), w: a}",
		"if alias != nil {\n\t\talias.w = 0\n\t}",
		"glob.w = a",
	}
	for j := range n {
		fmt.Fprintf(b, "\nfunc (x *s%d) m%d(a int) {\n", i, j)
		if j == 0 {
			b.WriteString("\t_ = x.buf[x.r:x.w]\n") // reads that make the candidates
		}
		for range 1 + r.Intn(4) {
			st := stmts[r.Intn(len(stmts))]
			if r.Intn(24) == 0 {
				st = breaking[r.Intn(len(breaking))]
			}
			if st == "CALL" {
				if j == 0 {
					continue
				}
				st = fmt.Sprintf("x.m%d(a)", r.Intn(j))
			}
			st = strings.ReplaceAll(st, "alias", fmt.Sprintf("alias%d", i))
			st = strings.ReplaceAll(st, "glob", fmt.Sprintf("glob%d", i))
			st = strings.ReplaceAll(st, "S{", fmt.Sprintf("s%d{", i))
			b.WriteString("\t" + st + "\n")
		}
		b.WriteString("}\n")
	}
}

// verifiedRelations builds src and returns the verified relations of each
// type, as Go conditions on a variable o, by type index.
func verifiedRelations(t *testing.T, src string) map[int][]string {
	t.Helper()
	pkg, funcs := buildMethods(t, "main", src)
	owners := map[*types.Struct]int{}
	for _, m := range pkg.Members {
		if ty, ok := m.(*ssa.Type); ok {
			var i int
			fmt.Sscanf(ty.Name(), "s%d", &i)
			owners[ty.Type().Underlying().(*types.Struct)] = i
		}
	}
	cands := ssa2cfa.FindFieldRelations(pkg, funcs, nil)
	rels := verifyFieldRelations(cands, ssa2cfa.Options{}, cpa.DefaultConfig, newSummaries(nil))
	out := map[int][]string{}
	for _, rel := range rels {
		var cond string
		switch rel.Kind {
		case ssa2cfa.RelNonNeg:
			cond = "0 <= o." + rel.X.Name()
		case ssa2cfa.RelLe:
			cond = "o." + rel.X.Name() + " <= o." + rel.Y.Name()
		default:
			cond = "o." + rel.X.Name() + " <= len(o." + rel.Y.Name() + ")"
		}
		out[owners[rel.Owner]] = append(out[owners[rel.Owner]], cond)
	}
	return out
}

// relationDriver writes a main that runs two objects of each type with
// verified relations through random calls, printing any broken relation.
func relationDriver(seed int64, methods []int, rels map[int][]string) string {
	var b strings.Builder
	b.WriteString(driverPrelude(seed))
	b.WriteString("func main() {\n")
	for i, n := range methods {
		conds := rels[i]
		if len(conds) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\t{\n\t\tobjs := []*s%d{&glob%d, {}, {}}\n\t\tfor range 400 {\n\t\t\ta := args[next()%%len(args)]\n\t\t\tm := next() %% %d\n\t\t\tx := objs[next()%%3]\n", i, i, n)
		b.WriteString("\t\t\tfunc() {\n\t\t\t\tdefer func() { recover() }()\n\t\t\t\tswitch m {\n")
		for j := range n {
			fmt.Fprintf(&b, "\t\t\t\tcase %d:\n\t\t\t\t\tx.m%d(a)\n", j, j)
		}
		b.WriteString("\t\t\t\t}\n\t\t\t}()\n")
		b.WriteString("\t\t\tfor _, o := range objs {\n")
		for _, c := range conds {
			fmt.Fprintf(&b, "\t\t\t\tif !(%s) {\n\t\t\t\t\tprintln(\"s%d: %s broken: r, w, len =\", o.r, o.w, len(o.buf), \"after m\", m, \"with\", a)\n\t\t\t\t}\n", c, i, c)
		}
		b.WriteString("\t\t\t}\n\t\t}\n\t}\n")
	}
	b.WriteString("}\n")
	return b.String()
}
