package cfainterp_test

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Differential tests of the ssa2cfa lowering: every difffns function runs
// compiled and as its interpreted CFA on the same inputs, and the outcomes
// must agree exactly (see agree). Fuzz with
//
//	go test -run '^$' -fuzz FuzzLowering ./ssa2cfa/cfainterp
//
// and hunt with a larger corpus (not to be committed) with
//
//	go run ./internal/difffns/gen -n 1500 -s 600 -seed 7 -o internal/difffns/gen_fns.go

// corpusOrSkip loads the corpus and skips the test while the lowering is
// not implemented.
func corpusOrSkip(t testing.TB) *corpus {
	t.Helper()
	corp, err := loadCorpus()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cachedLower(corp.SSA["AddI8"]); err != nil && strings.Contains(err.Error(), "not implemented") {
		t.Skip(err)
	}
	return corp
}

func TestCorpusSize(t *testing.T) {
	corp, err := loadCorpus()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(corp.Names); n < 200 {
		t.Errorf("difffns has %d functions, want at least 200", n)
	}
}

func TestDifferential(t *testing.T) {
	corp := corpusOrSkip(t)
	nRandom := 400
	if testing.Short() {
		nRandom = 30
	}
	var mu sync.Mutex
	runs := 0
	var stats outcomeStats
	t.Run("fn", func(t *testing.T) {
		for _, name := range corp.Names {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				c, err := cachedLower(corp.SSA[name])
				if err != nil {
					t.Fatalf("lowering: %v", err)
				}
				if err := c.Sanity(); err != nil {
					t.Errorf("sanity: %v", err)
				}
				var bad []mismatch
				n := diffFunction(corp, name, cachedLower, nRandom, func(m mismatch) bool {
					bad = append(bad, m)
					return m.HarnessErr == nil && len(bad) < 3
				}, &stats)
				for _, m := range bad {
					t.Error(m)
				}
				mu.Lock()
				runs += n
				mu.Unlock()
			})
		}
	})
	t.Logf("%d functions, %d runs: %d returned, failed checks %v", len(corp.Names), runs, stats.Returned, stats.Failed)
	// Every kind of check must have failed in some agreeing run.
	for k := ssa2cfa.CheckIndex; k <= ssa2cfa.CheckPanic && !testing.Short(); k++ {
		if stats.Failed[k] == 0 {
			t.Errorf("no agreeing run failed a %s check", k)
		}
	}
}

// fuzzNames are the functions FuzzLowering exercises: division, shifts,
// wrap-around, conversions, slicing and string indexing.
var fuzzNames = []string{
	"DivI64", "RemI8", "DivI16", "ShlI64", "ShrI8", "ShlSignedCount", "ShrSignedBoth", "AddI8",
	"MulI32", "ConvU16ToI8ToU32", "CmpMixed", "Slice3", "StrSliceIndex", "SliceOfSliceIndex",
	"BinarySearch", "GcdSigned", "Fib", "RotateThree", "AssertWrap",
}

// FuzzLowering runs one of fuzzNames (which, modulo their number) on
// arguments decoded from data (see decodeVector).
func FuzzLowering(f *testing.F) {
	f.Add(uint8(0), []byte{0, 0, 0, 0, 0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Add(uint8(3), []byte{1, 0, 0, 0, 0, 0, 0, 0, 64})
	f.Add(uint8(11), []byte{3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 7, 7, 7, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3})
	f.Add(uint8(12), []byte("\x04\x00\x00\x00\x00\x00\x00\x00h\x00\x00\x00\x00\x00\x00\x00\xc3\x00\x00\x00\x00\x00\x00\x00"))
	corp := corpusOrSkip(f)
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := fuzzNames[int(which)%len(fuzzNames)]
		args := decodeVector(reflect.TypeOf(corp.Native[name]), data)
		if m, ok := diffOnce(corp, name, cachedLower, args, nil); !ok {
			t.Error(m)
		}
	})
}

func TestFuzzNamesExist(t *testing.T) {
	corp, err := loadCorpus()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range fuzzNames {
		if !slices.Contains(corp.Names, n) {
			t.Errorf("fuzz target %s is not in difffns", n)
		}
	}
}
