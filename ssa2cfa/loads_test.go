package ssa2cfa

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// TestSameLoads counts the reads of f that sameLoads gives the value of
// an earlier read: repeated reads of immutable values always, repeated
// loads when nothing between them may change the location (by its type,
// unless the package imports unsafe; by calls, unless the callee writes
// only memory it allocates).
func TestSameLoads(t *testing.T) {
	tests := []struct {
		name, src string
		want      int
		punned    bool // compute the package's punned types (else: the default)
	}{
		{"string byte twice", `func f(s string, i int) bool { return s[i] == 'a' || s[i] == 'b' }`, 1, false},
		{"string byte at a constant twice", `func f(s string) bool { return s[0] == 'a' || s[0] == 'b' }`, 1, false},
		{"string bytes at two constants", `func f(s string) bool { return s[0] == 'a' || s[1] == 'b' }`, 0, false},
		{"string byte at i+1 three times", `func f(s string, i int) byte { if '1' <= s[i+1] && s[i+1] <= '6' { return s[i+1] }; return 0 }`, 2, false},
		{"string bytes at i+1 and i+2", `func f(s string, i int) bool { return s[i+1] == s[i+2] }`, 0, false},
		{"element at a converted index twice", `func f(p []int, b byte) int { a := p[int(b)]; return a + p[int(b)] }`, 1, false},
		{"embedded field twice", `type In struct{ m []int }
type T struct{ In; n int }
func f(t *T, i int) int { if i >= len(t.m) { return 0 }; return t.m[i] }`, 1, false},
		{"field of an element twice", `type P struct{ x int; y bool }
func f(p []P, q *P) int { a := p[0].x; q.y = true; return a + p[0].x }`, 1, false},
		{"field of an element, the field stored between", `type P struct{ x, y int }
func f(p []P, q *P) int { a := p[0].x; q.x = 1; return a + p[0].x }`, 0, false},
		{"field of an element, another int field stored between", `type P struct{ x, y int }
func f(p []P, q *P) int { a := p[0].x; q.y = 1; return a + p[0].x }`, 1, false},
		{"field, an int field of another struct type stored between", `type P struct{ x, y int }
type Q struct{ x int }
func f(p, r *P, q *Q) int { a := p.x; q.x = 1; r.y = 2; return a + p.x }`, 1, false},
		{"field, a struct holding it stored between", `type P struct{ x, y int }
type Q struct{ p P }
func f(q *Q) int { p := &q.p; a := p.x; q.p = P{}; return a + p.x }`, 0, false},
		{"field, an int stored through a pointer between", `type P struct{ x, y int }
func f(p *P, q *int) int { a := p.x; *q = 1; return a + p.x }`, 0, false},
		{"field of another element", `type P struct{ x, y int }
func f(p []P) int { return p[0].x + p[1].x }`, 0, false},
		{"through a pointer loaded twice", `type N struct{ next *N; v int }
func f(n *N) int { a := n.next.v; return a + n.next.v }`, 2, false},
		{"struct value field twice", `type P struct{ x, y int }
func f(p P, c bool) int { a := p.x; if c { return a }; return p.x + a }`, 1, false},
		{"element twice", `func f(p []int, i int) int { a := p[i]; return a + p[i] }`, 1, false},
		{"other index", `func f(p []int, i, j int) int { a := p[i]; return a + p[j] }`, 0, false},
		{"store of the same type between", `func f(p, q []int, i int) int { a := p[i]; q[0] = 1; return a + p[i] }`, 0, false},
		{"load after its store", `func f(p []int, i int) int { p[i] = 3; return p[i] }`, 1, false},
		{"store of another type between", `type T struct{ s []int; n int }
func f(t, u *T) int { a := len(t.s); u.n = 1; return a + len(t.s) }`, 1, false},
		{"store into a location containing the type", `type P struct{ x, y int }
func f(p *P, q *int) int { a := *p; *q = 1; b := *p; return a.x + b.x }`, 0, false},
		{"store of a whole struct that holds the location", `type P struct{ x, y int }
func f(p *P) int { p.x = 5; *p = P{}; return p.x }`, 0, false},
		{"field, a whole struct of another type holding its type stored between", `type R struct{ op int; sub []*R }
type P struct{ stack []*R }
func f(p *P, r *R) int { a := len(p.stack); *r = R{}; return a + len(p.stack) }`, 1, false},
		{"field, a whole struct holding its owner stored between", `type R struct{ op int; sub []*R }
type P struct{ stack []*R }
type Q struct{ p P }
func f(q *Q, p *P) int { a := len(p.stack); *q = Q{}; return a + len(p.stack) }`, 0, false},
		{"field, a field holding its owner stored between", `type P struct{ stack []int }
type Q struct{ n int; p P }
func f(q *Q, p *P) int { a := len(p.stack); q.p = P{}; return a + len(p.stack) }`, 0, false},
		{"field, a field of its type in another struct stored between", `type P struct{ stack []int }
type Q struct{ n int; s []int }
func f(q *Q, p *P) int { a := len(p.stack); q.s = nil; return a + len(p.stack) }`, 1, false},
		{"field, a map entry stored between", `type T struct{ s []int; m map[int]int }
func f(t *T) int { a := len(t.s); t.m[1] = 2; return a + len(t.s) }`, 1, false},
		{"field, a call that deletes and clears map entries between", `type T struct{ s []int; m map[int]int }
func g(t *T) { delete(t.m, 1); clear(t.m) }
func f(t *T) int { a := len(t.s); g(t); return a + len(t.s) }`, 1, false},
		{"field, a slice of its element type cleared between", `type T struct{ s []int; n int }
func f(t *T, p []int) int { a := t.n; clear(p); return a + t.n }`, 0, false},
		{"map size, an entry deleted between", `func f(m map[int]int) int { a := len(m); delete(m, 1); return a + len(m) }`, 0, false},
		{"map size, a call that inserts between", `func g(m map[int]int) { m[1] = 1 }
func f(m map[int]int) int { a := len(m); g(m); return a + len(m) }`, 0, false},
		{"map size, a slice stored between", `func f(m map[int]int, p []int) int { a := len(m); p[0] = 1; return a + len(m) }`, 1, false},
		{"store of a type with the same underlying type", `type MyInt int
type T struct{ n int }
func f(t *T, m *MyInt) int { a := t.n; *m = 1; return a + t.n }`, 0, false},
		{"package importing unsafe", `import "unsafe"
var _ unsafe.Pointer
type T struct{ s []int; n int }
func f(t, u *T) int { a := len(t.s); u.n = 1; return a + len(t.s) }`, 0, false},
		{"punning another type", `import "unsafe"
func g(x *int) *float64 { return (*float64)(unsafe.Pointer(x)) }
type T struct{ s []int; n int }
func f(t, u *T) int { a := len(t.s); u.n = 1; return a + len(t.s) }`, 1, true},
		{"punning the stored type", `import "unsafe"
func g(x *float64) *int { return (*int)(unsafe.Pointer(x)) }
type T struct{ s []int; n int }
func f(t, u *T) int { a := len(t.s); u.n = 1; return a + len(t.s) }`, 0, true},
		{"punning the loaded type", `import "unsafe"
func g(x *[3]float64) *[]int { return (*[]int)(unsafe.Pointer(x)) }
type T struct{ s []int; n int }
func f(t, u *T) int { a := len(t.s); u.n = 1; return a + len(t.s) }`, 0, true},
		{"package importing unsafe, a store into another variable", `import "unsafe"
var _ unsafe.Pointer
type T struct{ s []int; n int }
func f() int { t := &T{s: []int{1}}; u := &T{}; u.n = 1; return len(t.s) }`, 1, false},
		{"package importing unsafe, a store into another field", `import "unsafe"
var _ unsafe.Pointer
type T struct{ s []int; n int }
func f() int { t := &T{s: []int{1}}; t.n = 1; return len(t.s) }`, 1, false},
		{"package importing unsafe, a store into another constant element", `import "unsafe"
var _ unsafe.Pointer
func f() int { var a [2][]int; a[0] = []int{1}; a[1] = nil; return len(a[0]) }`, 1, false},
		{"package importing unsafe, a store into any element", `import "unsafe"
var _ unsafe.Pointer
func f(i int) int { var a [2][]int; a[0] = []int{1}; a[i] = nil; return len(a[0]) }`, 0, false},
		{"package importing unsafe, a store through a parameter", `import "unsafe"
var _ unsafe.Pointer
type T struct{ s []int; n int }
func f(u *T) int { t := &T{s: []int{1}}; u.n = 1; return len(t.s) }`, 0, false},
		{"store in another block", `type T struct{ s []int; n int }
func f(t, u *T, c bool) int { a := len(t.s); if c { u.n = 1 }; return a + len(t.s) }`, 1, false},
		{"call of a function that writes nothing", `type T struct{ s []int }
func g(s []int) int { n := 0; for _, x := range s { n += x }; b := make([]int, 2); b[0] = n; return b[0] }
func f(t *T) int { a := len(t.s); g(t.s); return a + len(t.s) }`, 2, false},
		{"call of a function that writes", `type T struct{ s []int }
func g(t *T) { t.s = nil }
func f(t *T) int { a := len(t.s); g(t); return a + len(t.s) }`, 0, false},
		{"call of a function that writes another type", `type T struct{ s []int; n int }
func g(t *T) { t.n++ }
func f(t *T) int { a := len(t.s); g(t); return a + len(t.s) }`, 1, false},
		{"call of a function that calls one that writes", `type T struct{ s []int; n int }
func h(t *T) { t.s = t.s[:0] }
func g(t *T) { t.n++; h(t) }
func f(t *T) int { a := len(t.s); g(t); return a + len(t.s) }`, 0, false},
		{"call of a recursive function", `type T struct{ s []int }
func g(n int) int { if n == 0 { return 0 }; return g(n-1) }
func f(t *T) int { a := len(t.s); g(3); return a + len(t.s) }`, 0, false},
		{"call through a function value", `type T struct{ s []int }
func f(t *T, g func()) int { a := len(t.s); g(); return a + len(t.s) }`, 0, false},
		{"call in the body of if on a constant false", `type T struct{ s []int }
const debug = false
func f(t *T, g func()) int { a := len(t.s); if debug { g() }; return a + len(t.s) }`, 1, false},
		{"call in the else of if on a constant true", `type T struct{ s []int }
const debug = true
func f(t *T, g func()) int { a := len(t.s); if debug { a++ } else { g() }; return a + len(t.s) }`, 1, false},
		{"call in the body of if on a constant true", `type T struct{ s []int }
const debug = true
func f(t *T, g func()) int { a := len(t.s); if debug { g() }; return a + len(t.s) }`, 0, false},
		{"map size twice", `func f(m map[int]int) int { return len(m) + len(m) }`, 1, false},
		{"map size, an insertion between", `func f(m map[int]int) int { a := len(m); m[1] = 2; return a + len(m) }`, 0, false},
		{"map size, a call between", `func f(m map[int]int, g func()) int { a := len(m); g(); return a + len(m) }`, 0, false},
		{"map size, then a range over the map", `func f(m map[int]int) int { n := len(m); for range m { n-- }; return n }`, 1, false},
		{"sizes of two maps", `func f(m, p map[int]int) int { return len(m) + len(p) }`, 0, false},
		{"captured variable that closures only read, a call between", `func f(s []int, g func(func() int)) int { a := len(s); g(func() int { return len(s) }); return a + len(s) }`, 2, false},
		{"captured variable read by nested closures, a call between", `func f(s []int, g func(func() func() int)) int { a := len(s); g(func() func() int { return func() int { return len(s) } }); return a + len(s) }`, 2, false},
		{"captured variable that a closure writes, a call between", `func f(s []int, g func(func())) int { a := len(s); g(func() { s = nil }); return a + len(s) }`, 1, false},
		{"captured variable whose address is taken, a call between", `func f(s []int, g func(*[]int)) int { a := len(s); g(&s); return a + len(s) }`, 1, false},
		{"captured variable stored between", `func f(s []int, g func(func() int)) int { a := len(s); g(func() int { return len(s) }); s = s[1:]; return a + len(s) }`, 3, false},
		{"captured variable, a call in another block", `func f(s []int, c bool, g func(func() int)) int { a := len(s); if c { g(func() int { return len(s) }) }; return a + len(s) }`, 2, false},
		{"captured variable stored in another block", `func f(s []int, c bool, g func(func() int)) int { a := len(s); h := func() int { return len(s) }; if c { s = nil }; g(h); return a + len(s) }`, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, "package p\n"+tt.src+"\n", "f")
			var punned *Punned
			if tt.punned {
				var fns []*ssa.Function
				for _, m := range fn.Pkg.Members {
					if g, ok := m.(*ssa.Function); ok {
						fns = append(fns, g)
					}
				}
				punned = PunnedTypes(fns)
			}
			if got := len(sameLoads(fn, punned, nil)); got != tt.want {
				t.Errorf("%d repeated reads share a value, want %d\n%s", got, tt.want, tt.src)
			}
		})
	}
}

// buildFunc builds src, a file of package p, and returns its function name.
func buildFunc(t *testing.T, src, name string) *ssa.Function {
	t.Helper()
	pkg, _ := buildTestPackage(t, src)
	return pkg.Func(name)
}

// buildTestPackage builds package p from src, with its type information.
func buildTestPackage(t *testing.T, src string) (*ssa.Package, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, info, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{file}, 0)
	if err != nil {
		t.Fatal(err)
	}
	return pkg, info
}

// TestWrittenTypes checks what functions may change of the memory that
// existed when they were called: nothing, stores of some types, or
// anything.
func TestWrittenTypes(t *testing.T) {
	const anything = "anything"
	tests := []struct {
		name, src string
		want      string // the written types, or anything
	}{
		{"reads only", `func f(b []byte) uint32 { return uint32(b[0]) | uint32(b[1])<<8 }`, ""},
		{"stores into memory it allocates", `func f(n int) []int { s := make([]int, n); for i := range s { s[i] = i }; return s }`, ""},
		{"calls a function that reads only", `func g(b []byte) byte { return b[0] }
func f(b []byte) byte { return g(b) + 1 }`, ""},
		{"stores into its parameter", `func f(b []byte) { b[0] = 1 }`, "byte"},
		{"stores bytes through a callee", `func g(b []byte, v uint16) { b[0], b[1] = byte(v), byte(v>>8) }
func f(b []byte) { g(b, 1); g(b[2:], 2) }`, "byte"},
		{"appends to its parameter", `func f(b []byte) []byte { return append(b, 1) }`, "byte"},
		{"stores into a field", `type T struct{ n int; s []int }
func f(p *T) { p.n++ }`, "int"},
		{"stores two types", `type T struct{ n int; s []int }
func f(p *T, b []byte) { p.s = nil; b[0] = 1 }`, "[]int, byte"},
		{"calls a function value", `func f(g func()) { g() }`, anything},
		{"calls a function that stores", `type T struct{ n int }
func g(p *T) { p.n++ }
func f(p *T) { g(p) }`, "int"},
		{"sends on a channel", `func f(c chan int) { c <- 1 }`, anything},
		{"recursive", `func f(n int) int { if n == 0 { return 0 }; return f(n-1) }`, anything},
		{"stores only under if on a constant false", `const debug = false
func f(b []byte) byte { if debug { b[0] = 1 }; return b[0] }`, ""},
		{"stores under if on a constant true", `const debug = true
func f(b []byte) byte { if debug { b[0] = 1 }; return b[0] }`, "byte"},
		{"calls an unexported interface method", `type stepper interface{ step(b []byte) int }
type one struct{ n int }
func (o *one) step(b []byte) int { o.n++; return 1 }
type two struct{}
func (two) step(b []byte) int { b[0] = 2; return 2 }
func f(s stepper, b []byte) int { return s.step(b) }`, "byte, int"},
		{"calls an unexported interface method one implementation calls a function value of", `type stepper interface{ step() }
type one struct{ g func() }
func (o one) step() { o.g() }
func f(s stepper) { s.step() }`, anything},
		{"calls an exported interface method", `type Stepper interface{ Step() }
type one struct{ n int }
func (o *one) Step() { o.n++ }
func f(s Stepper) { s.Step() }`, anything},
		{"calls an unexported method of a generic type's name", `type stepper interface{ step() }
type one[T any] struct{ n T }
func (o *one[T]) step() {}
func f(s stepper) { s.step() }`, anything},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, "package p\n"+tt.src+"\n", "f")
			written, ok := WrittenTypes(fn, nil, nil)
			got := anything
			if ok {
				var names []string
				for _, w := range written {
					names = append(names, w.String())
				}
				slices.Sort(names)
				got = strings.Join(names, ", ")
			}
			if got != tt.want {
				t.Errorf("WrittenTypes = %q, want %q\n%s", got, tt.want, tt.src)
			}
		})
	}
}

// buildPackageFuncs builds the package src declares and returns it with its
// functions with a body (not init) and their function literals, in source
// order: what an analyzer lowers.
func buildPackageFuncs(t *testing.T, src string) (*ssa.Package, []*ssa.Function) {
	t.Helper()
	pkg := buildFunc(t, src, "f").Pkg
	var funcs []*ssa.Function
	for _, m := range pkg.Members {
		if fn, ok := m.(*ssa.Function); ok && fn.Name() != "init" && len(fn.Blocks) > 0 {
			funcs = appendAnon(append(funcs, fn), fn)
		}
	}
	slices.SortFunc(funcs, func(a, b *ssa.Function) int { return int(a.Pos() - b.Pos()) })
	return pkg, funcs
}
