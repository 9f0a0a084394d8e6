package ssa2cfa

import (
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestFindFieldRelations checks the candidate relations between the fields
// of the type s that the uses of its fields suggest, and the functions
// that may break them.
func TestFindFieldRelations(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // sorted
		storers   []string
	}{
		{"slicing between two counts", `type s struct{ buf []byte; r, w int }
func (b *s) peek() []byte { return b.buf[b.r:b.w] }
func (b *s) fill(n int) { b.w += n }`,
			[]string{"0 <= r", "0 <= w", "r <= len(buf)", "r <= w", "w <= len(buf)"}, []string{"fill"}},
		{"an index, give or take a constant", `type s struct{ src string; off int }
func (l *s) next() byte { return l.src[l.off+1] }`,
			[]string{"0 <= off", "off <= len(src)"}, nil},
		{"a length minus a count", `type s struct{ buf []byte; n int }
func (w *s) avail() int { return len(w.buf) - w.n }
func (w *s) reset() { *w = s{} }`,
			[]string{"0 <= n", "n <= len(buf)"}, []string{"reset"}},
		{"a count minus another", `type s struct{ r, w int }
func (b *s) buffered() int { return b.w - b.r }`,
			[]string{"0 <= r", "0 <= w", "r <= w"}, nil},
		{"fields of two structs", `type s struct{ buf []byte }
type u struct{ n int }
func g(x *s, y *u) []byte { return x.buf[y.n:] }`,
			nil, nil},
		{"address passed on", `type s struct{ buf []byte; n int }
func g(*int) {}
func (w *s) avail() []byte { g(&w.n); return w.buf[w.n:] }`,
			nil, nil},
		{"exported field", `type s struct{ Buf []byte; n int }
func (w *s) avail() []byte { return w.Buf[w.n:] }`,
			nil, nil},
		{"an int32, converted", `type s struct{ buf []byte; n int32 }
func (w *s) avail() []byte { return w.buf[int(w.n):] }`,
			[]string{"0 <= n", "n <= len(buf)"}, nil},
		{"a uint64, whose values an int may not hold", `type s struct{ buf []byte; n uint64 }
func (w *s) avail() []byte { return w.buf[w.n:] }`,
			nil, nil},
		{"converted from unsafe.Pointer", `import "unsafe"
type s struct{ buf []byte; n int }
func g(p unsafe.Pointer) []byte { w := (*s)(p); return w.buf[w.n:] }`,
			nil, nil},
		{"an unnamed struct type spelled again", `type s = struct{ buf []byte; n int }
func avail(w *s) []byte { return w.buf[w.n:] }
func set(x *s) { *x = struct{ buf []byte; n int }{nil, 5} }`,
			nil, nil},
		{"parallel slices, a range over one indexing the other", `type s struct{ keys []int; vals []string }
func (m *s) sum() (n int) { for i := range m.keys { n += len(m.vals[i]) }; return }`,
			[]string{"len(keys) <= len(vals)"}, nil},
		{"parallel slices, a getter bounding an index", `type s struct{ keys []int; vals []string }
func (m *s) Len() int { return len(m.keys) }
func (m *s) last() string { return m.vals[m.Len()-1] }`,
			[]string{"len(keys) <= len(vals)"}, nil},
		{"two slices, the length of one only compared", `type s struct{ keys []int; vals []string }
func (m *s) same() bool { return len(m.keys) == len(m.vals) }`,
			nil, nil},
		{"a struct that holds one, stored whole", `type s struct{ buf []byte; n int }
type u struct{ in s }
func (w *s) avail() []byte { return w.buf[w.n:] }
func set(x *u, v u) { *x = v }`,
			[]string{"0 <= n", "n <= len(buf)"}, []string{"set"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg, funcs := buildPackageFuncs(t, "package p\n"+tt.src+"\nfunc f() {}\n")
			for _, m := range pkg.Members {
				if ty, ok := m.(*ssa.Type); ok {
					mset := pkg.Prog.MethodSets.MethodSet(types.NewPointer(ty.Type()))
					for sel := range mset.Methods() {
						if fn := pkg.Prog.MethodValue(sel); fn.Synthetic == "" {
							funcs = append(funcs, fn)
						}
					}
				}
			}
			slices.SortFunc(funcs, func(a, b *ssa.Function) int { return int(a.Pos() - b.Pos()) })
			rels := FindFieldRelations(pkg, funcs, nil)
			var got []string
			for _, rel := range rels.Relations {
				got = append(got, rel.String())
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("relations %q, want %q", got, tt.want)
			}
			var storers []string
			for _, fns := range rels.Storers {
				for _, fn := range fns {
					storers = append(storers, fn.Name())
				}
			}
			slices.Sort(storers)
			storers = slices.Compact(storers)
			if len(tt.want) > 0 && strings.Join(storers, ",") != strings.Join(tt.storers, ",") {
				t.Errorf("storers %q, want %q", storers, tt.storers)
			}
		})
	}
}
