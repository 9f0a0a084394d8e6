package ssa2cfa

import (
	"testing"

	"golang.org/x/tools/go/ssa"
)

const fieldPostTypes = `package p
type T struct{ n int; s []int; f float64 }
func h(t *T) { t.n++ }
`

// TestCallFields counts the loads of f that read what a call left in a
// field of its pointer argument (see markCallFields): only for static
// callees, only with no write between, only through the argument, and
// not when an earlier value still holds.
func TestCallFields(t *testing.T) {
	tests := []struct {
		name, body string
		want       int
	}{
		{"load after the call", `func f(t *T) int { h(t); return t.n }`, 1},
		{"both fields, one load each", `func f(t *T) int { h(t); return t.n + len(t.s) }`, 2},
		{"two loads of one field: the second reads the first", `func f(t *T, c bool) int { h(t); a := t.n; if c { return a }; return t.n + 1 }`, 1},
		{"an int stored between", `func f(t *T, q *int) int { h(t); *q = 1; return t.n }`, 0},
		{"another pointer", `func f(t, u *T) int { h(t); return u.n }`, 0},
		{"a dynamic call", `func f(t *T, g func(*T)) int { g(t); return t.n }`, 0},
		{"an untracked field", `func f(t *T) float64 { h(t); return t.f }`, 0},
		{"a load before a call that cannot change it", `func f(t *T, q *float64) int { a := len(t.s); k(q); return a + len(t.s) }
func k(q *float64) { *q = 1 }`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, fieldPostTypes+tt.body+"\n", "f")
			got := 0
			for _, v := range loadFlow(fn, nil, nil, false, nil).fromMem {
				if _, ok := v.(*callMark); ok {
					got++
				}
			}
			if got != tt.want {
				t.Errorf("%d loads read a call's field, want %d", got, tt.want)
			}
		})
	}
}

// TestExitFields lists the exit fields of g: the fields of its pointer
// parameters' structs whose value some return knows (stored, loaded, or
// left by a call), and how many of them some return assigns.
func TestExitFields(t *testing.T) {
	tests := []struct {
		name, body string
		want       []ExitField // Var left out
		known      int         // exit fields some return assigns (not havocs)
	}{
		{"a stored slice", `func g(t *T, m int) { t.s = t.s[:m] }`, []ExitField{{Param: 0, Field: 1, Len: true}}, 1},
		{"a loaded int", `func g(t *T) int { return t.n }`, []ExitField{{Param: 0, Field: 0}}, 1},
		{"the second parameter", `func g(m int, t *T) { t.n = m }`, []ExitField{{Param: 1, Field: 0}}, 1},
		{"a store in one branch", `func g(t *T, c bool) { if c { t.n = 1 } }`, nil, 0},
		{"one of two returns", `func g(t *T, c bool) { if c { t.n = 1; return }; h(t) }`, []ExitField{{Param: 0, Field: 0}, {Param: 0, Field: 1, Len: true}}, 2},
		{"what a call leaves, and a store it cannot change", `func g(t *T) { t.s = nil; h(t) }`, []ExitField{{Param: 0, Field: 0}, {Param: 0, Field: 1, Len: true}}, 2},
		{"an untracked field", `func g(t *T) { t.f = 1 }`, nil, 0},
		{"a struct value", `func g(t T) int { return t.n }`, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, fieldPostTypes+tt.body+"\n", "g")
			all := func(*ssa.Function, int, int) bool { return true }
			c, err := Options{ExitFields: all}.Lower(fn)
			if err != nil {
				t.Fatal(err)
			}
			var got []ExitField
			assigned := map[Var]bool{}
			for _, ef := range c.ExitFields {
				got = append(got, ExitField{Param: ef.Param, Field: ef.Field, Len: ef.Len})
				for _, e := range c.Edges {
					if a, ok := e.Op.(*Assign); ok {
						for _, v := range a.Vars {
							if v == ef.Var {
								assigned[v] = true
							}
						}
					}
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("exit fields %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("exit field %d = %+v, want %+v", i, got[i], tt.want[i])
				}
			}
			if len(assigned) != tt.known {
				t.Errorf("%d exit fields assigned, want %d", len(assigned), tt.known)
			}
		})
	}
}

// TestDemandFields: a callee's field is kept at exit when a caller
// loads it right after the call, hands it to a later callee that reads it
// on entry, or when a kept exit field of the caller comes from it; no
// other.
func TestDemandFields(t *testing.T) {
	src := fieldPostTypes + `func set(t *T) { t.n = 1; t.s = nil }
func loadsN(t *T) int { set(t); return t.n }
func passes(t *T) { set(t) }
func loadsLenViaPasses(t *T) int { passes(t); return len(t.s) }
func reset(t *T) { t.n = 2; t.s = nil }
func readsN(t *T) int { return t.n }
func resetReads(t *T) int { reset(t); return readsN(t) }
func passesN(t *T) int { return readsN(t) }
`
	fn := buildFunc(t, src, "set")
	var funcs []*ssa.Function
	for _, name := range []string{"h", "set", "loadsN", "passes", "loadsLenViaPasses", "reset", "readsN", "resetReads", "passesN"} {
		funcs = append(funcs, fn.Pkg.Func(name))
	}
	demand := DemandFields(funcs, nil, nil)
	tests := []struct {
		fn    string
		field int
		want  bool
	}{
		{"reset", 0, true},  // resetReads hands t.n to readsN, which reads it on entry
		{"reset", 1, false}, // readsN does not read t.s
		{"set", 0, true},    // loadsN reads t.n after set
		{"set", 1, true},    // passes' kept t.s comes from set
		{"passes", 1, true}, // loadsLenViaPasses reads len(t.s)
		{"passes", 0, false},
		{"h", 0, false},
		{"loadsN", 0, false},
	}
	for _, tt := range tests {
		if got := demand.Exit(fn.Pkg.Func(tt.fn), 0, tt.field); got != tt.want {
			t.Errorf("%s field %d kept = %v, want %v", tt.fn, tt.field, got, tt.want)
		}
	}
	reads := []struct {
		fn    string
		field int
		want  bool
	}{
		{"readsN", 0, true},
		{"readsN", 1, false},
		{"resetReads", 0, false}, // its first access is a call's
		{"passesN", 0, true},     // hands t.n on to readsN
		{"loadsN", 0, false},
	}
	for _, tt := range reads {
		if got := demand.EntryRead(fn.Pkg.Func(tt.fn), 0, tt.field); got != tt.want {
			t.Errorf("%s field %d read on entry = %v, want %v", tt.fn, tt.field, got, tt.want)
		}
	}
}

// TestMemPhis counts the loads of f that read a memory φ: a field whose
// value at a join depends on the way in, known on every one.
func TestMemPhis(t *testing.T) {
	tests := []struct {
		name, body string
		want       int
	}{
		{"stored on one side, loaded before", `func f(t *T, c bool) int { n := t.n; if c { t.n = 0 }; return n + t.n }`, 1},
		{"stored on both sides", `func f(t *T, c bool) int { if c { t.n = 0 } else { t.n = 1 }; return t.n }`, 1},
		{"the same value on both sides", `func f(t *T, c bool, k int) int { if c { t.n = k } else { t.n = k }; return t.n }`, 0},
		{"unknown on one side", `func f(t *T, c bool) int { if c { t.n = 0 }; return t.n }`, 0},
		{"a loop", `func f(t *T, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i }; return t.n }`, 1},
		{"a loop that appends", `func f(t *T, k int) int { n := len(t.s); for i := 0; i < k; i++ { t.s = append(t.s, 0) }; return n + len(t.s) }`, 2},
		{"a loop read in its body", `func f(t *T, k int) int { t.n = 0; for t.n < k { t.n++ }; return t.n }`, 1},
		{"a loop a static call writes in", `func f(t *T, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; hn(t) }; return t.n }
func hn(t *T) { t.n = 3 }`, 1},
		{"a loop of three calls", `func f(t *T, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; hn(t); hn(t); hn(t) }; return t.n }
func hn(t *T) { t.n = 3 }`, 0},
		{"a loop of three calls on another", `func f(t *T, u *U, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; hu(u); hu(u); hu(u) }; return t.n }
type U struct{ m int }
func hu(u *U) { u.m = 3 }`, 1},
		{"a loop of three calls on a field's address", `func f(t *T, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; hp(&t.n); hp(&t.n); hp(&t.n) }; return t.n }
func hp(p *int) { *p = 3 }`, 0},
		{"a loop an unknown call may write in", `func f(t *T, k int, g func(*T)) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; g(t) }; return t.n }`, 0},
		{"a loop that leaves it unknown on one way back", `func f(t *T, u *T, k int) int { t.n = 0; for i := 0; i < k; i++ { if i > 2 { *u = T{}; continue }; t.n = i }; return t.n }`, 0},
		{"a loop whose other field a call writes", `func f(t *T, k int) int { t.n = 0; for i := 0; i < k; i++ { t.n = i; hs(t) }; return t.n }
func hs(t *T) { t.s = nil }`, 1},
		{"what a call leaves on one side", `func f(t *T, c bool) int { s := len(t.s); if c { hs(t) }; return s + len(t.s) }
func hs(t *T) { t.s = nil }`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, fieldPostTypes+tt.body+"\n", "f")
			got := 0
			for _, v := range loadFlow(fn, nil, nil, false, nil).fromMem {
				if _, ok := v.(*memPhi); ok {
					got++
				}
			}
			if got != tt.want {
				t.Errorf("%d loads read a memory φ, want %d", got, tt.want)
			}
		})
	}
}
