package engine

import (
	"slices"
	"testing"

	"github.com/numpredvet/numpredvet/cpa"
	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestVerifyFieldRelations checks which relations between the fields of
// a buffer type s (buf []byte; r, w int) verifyFieldRelations keeps: all
// of them where every method keeps 0 <= r <= w <= len(buf) wherever other
// code may read the fields, and not r <= w where a method breaks it in a
// way only a stale view of the fields would miss: across a call, through
// another pointer that may be the same, before a panic that a recover
// may catch. A call whose callee changes none of the fields keeps them.
func TestVerifyFieldRelations(t *testing.T) {
	const common = `package p

type s struct {
	buf  []byte
	r, w int
}

func (x *s) peek() []byte { return x.buf[x.r:x.w] }

func (x *s) clear() { x.r, x.w = 0, 0 }

func (x *s) grow(n int) {
	if n > 0 {
		x.buf = append(x.buf, make([]byte, n)...)
		x.w = len(x.buf)
	}
}
`
	all := []string{"0 <= r", "0 <= w", "r <= len(buf)", "r <= w", "w <= len(buf)"}
	tests := []struct {
		name, src string
		keepsRW   bool // r <= w verified
	}{
		{"every method keeps them", `func (x *s) advance(n int) {
	if n >= 0 && n <= x.w-x.r {
		x.r += n
	}
}`, true},
		{"a stale count across a call", `func (x *s) m() {
	w := x.w
	x.clear()
	x.r = w
}`, false},
		{"a count stored through a pointer that may be the receiver", `func (x *s) m(y *s) {
	w := x.w
	y.r, y.w = 0, 0
	x.r = w
}`, false},
		{"a whole struct stored through a pointer that may be the receiver", `func (x *s) m(y *s) {
	w := x.w
	*y = s{}
	_ = *y // a copy settles y's fields, not x's
	x.r = w
}`, false},
		{"broken before a panic a recover may catch", `func (x *s) m(p *int) {
	x.r = x.w + 1
	_ = *p
	x.r = x.w
}`, false},
		{"a struct value copied after its source changed", `func (x *s) m(y *s) int {
	v := *y
	y.r = 0
	_ = *y // settles y
	*x = v
	if x.r == 0 {
		return 0
	}
	x.r = x.w + 1
	return 0
}`, false},
		{"broken between two stores, nothing between", `func (x *s) m() {
	x.r = x.w + 1
	x.r = x.w
}`, true},
		{"a count across a call that changes no field", `func count(b []byte) int {
	n := 0
	for n < len(b) && b[n] != 0 {
		n++
	}
	return n
}

func (x *s) m() int {
	w := x.w
	n := count(x.buf)
	x.r = w
	return n
}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := verifiedRelationNames(t, common+tt.src+"\n")
			if tt.keepsRW && !slices.Equal(got, all) {
				t.Errorf("verified %q, want %q", got, all)
			}
			if !tt.keepsRW && slices.Contains(got, "r <= w") {
				t.Errorf("verified %q, want r <= w dropped", got)
			}
		})
	}
}

// verifiedRelationNames builds src and returns its verified relations,
// described and sorted.
func verifiedRelationNames(t *testing.T, src string) []string {
	t.Helper()
	pkg, funcs := buildMethods(t, "p", src)
	var out []string
	for _, rel := range verifyFieldRelations(ssa2cfa.FindFieldRelations(pkg, funcs, nil), ssa2cfa.Options{}, cpa.DefaultConfig, newSummaries(nil)) {
		out = append(out, rel.String())
	}
	slices.Sort(out)
	return out
}

// TestVerifyLengthRelations checks relations between the lengths of
// parallel slice fields: kept where every store keeps them (the two
// slices made alike, a third made as long as the first), dropped where a
// store makes one longer, with those that relied on it.
func TestVerifyLengthRelations(t *testing.T) {
	const common = `package p

type s struct {
	keys []int
	vals []int
	seen []bool
}

func (x *s) Len() int { return len(x.keys) }

func (x *s) sum() (n int) {
	for i := range x.seen {
		n += x.vals[i]
	}
	for i := 0; i < x.Len(); i++ {
		n += x.vals[i]
	}
	return n
}

func newS(t []int) *s {
	return &s{keys: append([]int(nil), t...), vals: append([]int(nil), t...)}
}

func (x *s) mark() { x.seen = make([]bool, len(x.keys)) }
`
	tests := []struct {
		name, src string
		want      []string
	}{
		{"every store keeps them", ``, []string{"len(keys) <= len(vals)", "len(seen) <= len(vals)"}},
		{"a key added alone", `func (x *s) add(k int) { x.keys = append(x.keys, k) }`, nil}, // seen is made as long as keys
		{"both made again, alike, seen dropped", `func (x *s) reset(n int) { k, v := make([]int, n), make([]int, n); x.keys, x.vals, x.seen = k, v, nil }`, []string{"len(keys) <= len(vals)", "len(seen) <= len(vals)"}},
		// The second make may panic, and a recover find keys longer.
		{"both made again, a make between the stores", `func (x *s) reset(n int) { x.keys = make([]int, n); x.vals = make([]int, n) }`, nil},
		{"both made again, the first longer", `func (x *s) reset(n int) { x.keys = make([]int, n+1); x.vals = make([]int, n) }`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := verifiedRelationNames(t, common+tt.src+"\n"); !slices.Equal(got, tt.want) {
				t.Errorf("verified %q, want %q", got, tt.want)
			}
		})
	}
}
