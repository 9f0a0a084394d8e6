package engine

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// buildMethods builds src as package path and returns it with the methods
// of its types (no other code is reachable in the generated programs), in
// source order.
func buildMethods(t *testing.T, path, src string) (*ssa.Package, []*ssa.Function) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage(path, path), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	var funcs []*ssa.Function
	for _, m := range pkg.Members {
		if ty, ok := m.(*ssa.Type); ok {
			mset := pkg.Prog.MethodSets.MethodSet(types.NewPointer(ty.Type()))
			for sel := range mset.Methods() {
				funcs = append(funcs, pkg.Prog.MethodValue(sel))
			}
		}
	}
	sort.Slice(funcs, func(i, j int) bool { return funcs[i].Pos() < funcs[j].Pos() })
	return pkg, funcs
}

// runProgram writes src (package main) and its driver main to a module
// of their own and returns what `go run` prints; it skips the test where
// there is no go command.
func runProgram(t *testing.T, src, driver string) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{"go.mod": "module p\n\ngo 1.22\n", "p.go": src, "main.go": driver} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(goCmd, "run", ".")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	return string(out)
}

// driverPrelude returns the start of a driver's source: package main, the
// arguments to pick from, and next, a xorshift generator seeded by seed.
func driverPrelude(seed int64) string {
	return fmt.Sprintf("package main\n\nvar args = []int{-9, -1, 0, 1, 2, 3, 4, 7, 8, 9, 100}\n\nvar state = uint32(%d)\n\n", 2*seed+1) +
		"func next() int {\n\tstate ^= state << 13\n\tstate ^= state >> 17\n\tstate ^= state << 5\n\treturn int(state >> 1)\n}\n\n"
}
