package engine

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/numpredvet/numpredvet/analyzers/domtypes"
)

const runtimeSrc = `package runtime

func growslice(n int) int  { return n } // a compiler builtin
func panicshift(n int) int { return n } // named by LookupRuntime("panicshift")
func memequal64(n int) int { return n } // named by Sprintf("memequal%d", 64)
func semacquire1(n int) int { return n } // linked to by another package
func cmpstring(n int) int  { return n } // called by another package's assembly
func helper(n int) int     { return n } // closed

func Use(n int) int {
	return growslice(n) + panicshift(n) + memequal64(n) + semacquire1(n) + cmpstring(n) + helper(n)
}
`

// toolchainFiles is a GOROOT/src with each way the toolchain or another
// package calls the runtime.
var toolchainFiles = map[string]string{
	"cmd/compile/internal/typecheck/_builtin/runtime.go": "package runtime\n\nfunc growslice(n int) int\n",
	"cmd/compile/internal/walk/walk.go":                  "package walk\n\nvar a, b = lookup(\"panicshift\"), sprintf(\"memequal%d\", 64)\n",
	"cmd/compile/internal/walk/walk_test.go":             "package walk\n\nvar c = \"helper\"\n", // tests do not count
	"sync/runtime.go":                                    "package sync\n\n//go:linkname semacquire runtime.semacquire1\nfunc semacquire(n int) int\n",
	"cmd/link/main.go":                                   "package main\n\nvar s = \"runtime.morestack\"\n",
	"cmd/internal/obj/obj.go":                            "package obj\n",
	"cmd/cgo/main.go":                                    "package main\n",
	"internal/bytealg/compare_amd64.s":                   "TEXT ·Compare(SB),0,$0\n\tJMP runtime·cmpstring(SB)\n",
}

// TestToolchainCallees checks that a runtime function is closed only when
// nothing in the toolchain's source or another package names it, and
// that none is when the toolchain's source is missing.
func TestToolchainCallees(t *testing.T) {
	for _, tc := range []struct {
		name      string
		toolchain bool
		want      map[string]int
	}{
		{"with the toolchain", true, map[string]int{"helper": 1}},
		{"without", false, map[string]int{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "src")
			if tc.toolchain {
				for name, text := range toolchainFiles {
					path := filepath.Join(src, filepath.FromSlash(name))
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, filepath.Join(src, "runtime", "runtime.go"), runtimeSrc, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			pass := checkedPass(t, fset, f, "runtime")
			got := map[string]int{}
			for fn, n := range closedFuncs(pass, domtypes.LinkedNames(pass)) {
				got[fn.Name()] = n
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("closed = %v, want %v", got, tc.want)
			}
		})
	}
}
