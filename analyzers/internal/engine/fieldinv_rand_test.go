package engine

import (
	"fmt"
	"go/types"
	"math/rand"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// fieldTypes is how many struct types one random program declares.
const fieldTypes = 40

// TestFieldInvariantsSound generates struct types whose methods store
// into an int field k in random ways (checked and unchecked arguments,
// increments, sentinels, transient stores, counts reset at a threshold,
// calls and copies between stores) and read it as an index, verifies the fields' ranges
// (verifyFieldRanges), then compiles the program with a driver that calls
// the methods in random order with random arguments, recovering their
// panics, and checks every verified range after every call: a range the
// verification keeps must hold at every call boundary of every run.
func TestFieldInvariantsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs a program")
	}
	for seed := int64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewSource(seed))
		var src strings.Builder
		src.WriteString("package main\n")
		methods := make([]int, fieldTypes)
		for i := range fieldTypes {
			methods[i] = 2 + r.Intn(3)
			writeFieldType(&src, r, i, methods[i])
		}
		ranges := verifiedFieldRanges(t, src.String())
		if len(ranges) == 0 {
			t.Fatalf("seed %d: no range verified: the test checks nothing", seed)
		}
		if len(ranges) == fieldTypes {
			t.Fatalf("seed %d: every range verified: the generator makes no field that fails", seed)
		}
		out := runProgram(t, src.String(), fieldDriver(seed, methods, ranges))
		if len(out) > 0 {
			t.Errorf("seed %d: verified ranges broken by an execution:\n%s", seed, out)
		}
		t.Logf("seed %d: %d of %d ranges verified and held: %v", seed, len(ranges), fieldTypes, ranges)
	}
}

// writeFieldType writes type s<i>, with an int field k and an array buf,
// and its methods m0..m<n-1>(a int); method j may call methods below j.
func writeFieldType(b *strings.Builder, r *rand.Rand, i, n int) {
	size := []int{4, 8}[r.Intn(2)]
	fmt.Fprintf(b, "\ntype s%d struct {\n\tk   int\n\tbuf [%d]byte\n}\n", i, size)
	stmts := []string{
		"x.k = a",
		"if a >= 0 && a < N {\n\t\tx.k = a\n\t}",
		"if a >= 0 && a <= N {\n\t\tx.k = a\n\t}",
		"x.k = 0",
		"x.k = N - 1",
		"x.k = N",
		"x.k = -1",
		"if x.k < N-1 {\n\t\tx.k++\n\t}",
		"x.k++",
		"if x.k > 0 {\n\t\tx.k--\n\t}",
		"x.k--",
		"x.k = (x.k + 1) % N",
		"x.k = a\n\tif x.k < 0 || x.k >= N {\n\t\tx.k = 0\n\t}",
		"_ = x.buf[x.k]",
		"_ = x.buf[x.k]",
		"{\n\t\ty := *x\n\t\t_ = y\n\t}",
		"{\n\t\tn := x.k + 1\n\t\tif n >= N-1 {\n\t\t\tn = 0\n\t\t}\n\t\tx.k = n\n\t}",
		"{\n\t\tn := x.k + 3\n\t\tif n > N {\n\t\t\tn = 0\n\t\t}\n\t\tx.k = n\n\t}",
		"CALL",
	}
	for j := range n {
		fmt.Fprintf(b, "\nfunc (x *s%d) m%d(a int) {\n", i, j)
		if j == 0 {
			b.WriteString("\t_ = x.buf[x.k]\n") // a read as an index: a candidate
		}
		for range 1 + r.Intn(4) {
			st := stmts[r.Intn(len(stmts))]
			if st == "CALL" {
				if j == 0 {
					continue
				}
				st = fmt.Sprintf("x.m%d(a)", r.Intn(j))
			}
			b.WriteString("\t" + strings.ReplaceAll(st, "N", fmt.Sprint(size)) + "\n")
		}
		b.WriteString("}\n")
	}
}

// verifiedFieldRanges builds src and returns the verified range of each
// type's field k, by type index.
func verifiedFieldRanges(t *testing.T, src string) map[int]ssa2cfa.Table {
	t.Helper()
	pkg, funcs := buildMethods(t, "main", src)
	cands := ssa2cfa.FindFieldCandidates(pkg, funcs, nil)
	inv := verifyFieldRanges(cands, ssa2cfa.Options{}, cpa.DefaultConfig, newSummaries(nil))
	out := map[int]ssa2cfa.Table{}
	for v, tab := range inv {
		var i int
		for _, m := range pkg.Members {
			if ty, ok := m.(*ssa.Type); ok && ty.Type().Underlying().(*types.Struct).Field(0) == v {
				fmt.Sscanf(ty.Name(), "s%d", &i)
				out[i] = tab
			}
		}
	}
	return out
}

// fieldDriver writes a main that runs each type with a verified range
// through random calls, printing any value of k outside the range.
func fieldDriver(seed int64, methods []int, ranges map[int]ssa2cfa.Table) string {
	var b strings.Builder
	b.WriteString(driverPrelude(seed))
	b.WriteString("func main() {\n")
	for i, n := range methods {
		tab, ok := ranges[i]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\t{\n\t\tx := &s%d{}\n\t\tfor range 400 {\n\t\t\ta := args[next()%%len(args)]\n\t\t\tm := next() %% %d\n", i, n)
		b.WriteString("\t\t\tfunc() {\n\t\t\t\tdefer func() { recover() }()\n\t\t\t\tswitch m {\n")
		for j := range n {
			fmt.Fprintf(&b, "\t\t\t\tcase %d:\n\t\t\t\t\tx.m%d(a)\n", j, j)
		}
		b.WriteString("\t\t\t\t}\n\t\t\t}()\n")
		fmt.Fprintf(&b, "\t\t\tif x.k < %d || x.k > %d {\n\t\t\t\tprintln(\"s%d.k =\", x.k, \"after m\", m, \"with\", a)\n\t\t\t\tbreak\n\t\t\t}\n", tab.Lo, tab.Hi, i)
		b.WriteString("\t\t}\n\t}\n")
	}
	b.WriteString("}\n")
	return b.String()
}
