package cpa

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// setComp is a toy exact component: a set of values 0..63 as a bit mask.
type setComp struct{}

type set uint64

func (setComp) Name() string                              { return "set" }
func (setComp) Initial() State                            { return set(1) }
func (setComp) Transfer(s State, _ *ssa2cfa.Edge) []State { return []State{s} }
func (setComp) Join(s, r State, _ MergeInfo) State        { return s.(set) | r.(set) }
func (setComp) Leq(a, b State) bool                       { return a.(set)&^b.(set) == 0 }
func (setComp) Equal(a, b State) bool                     { return a == b }
func (setComp) ExactJoin() bool                           { return true }

// ivComp is a toy inexact component: an interval.
type ivComp struct{}

type iv struct{ lo, hi int }

func (ivComp) Name() string                              { return "iv" }
func (ivComp) Initial() State                            { return iv{0, 0} }
func (ivComp) Transfer(s State, _ *ssa2cfa.Edge) []State { return []State{s} }
func (ivComp) Join(s, r State, _ MergeInfo) State {
	a, b := s.(iv), r.(iv)
	return iv{min(a.lo, b.lo), max(a.hi, b.hi)}
}
func (ivComp) Leq(a, b State) bool   { x, y := a.(iv), b.(iv); return x.lo >= y.lo && x.hi <= y.hi }
func (ivComp) Equal(a, b State) bool { return a == b }
func (ivComp) ExactJoin() bool       { return false }

func st(s set, lo, hi int) *CompositeState { return &CompositeState{Parts: []State{s, iv{lo, hi}}} }

func TestCompositeMerge(t *testing.T) {
	s, r := st(1, 0, 1), st(1, 5, 6)
	other := st(2, 5, 6)
	for _, tc := range []struct {
		name string
		op   MergeOp
		s, r *CompositeState
		info MergeInfo
		want *CompositeState // nil: r kept (states apart)
	}{
		{"sep keeps apart", MergeSep, s, r, MergeInfo{}, nil},
		{"sep falls back to predicated at loop heads", MergeSep, s, r, MergeInfo{LoopHead: true}, st(1, 0, 6)},
		{"sep keeps different keys apart at loop heads", MergeSep, s, other, MergeInfo{LoopHead: true}, nil},
		{"sep joins beyond 4×SepLimit", MergeSep, s, other, MergeInfo{Count: 64}, st(3, 0, 6)},
		{"join joins", MergeJoin, s, other, MergeInfo{}, st(3, 0, 6)},
		{"predicated joins equal keys", MergePredicated, s, r, MergeInfo{}, st(1, 0, 6)},
		{"predicated keeps different keys apart", MergePredicated, s, other, MergeInfo{}, nil},
		{"covered state changes nothing", MergeJoin, st(1, 5, 5), r, MergeInfo{}, nil},
	} {
		c := &Composite{Components: []Component{setComp{}, ivComp{}}, Key: []bool{true, false}, MergeOp: tc.op}
		got := c.Merge(tc.s, tc.r, tc.info)
		if tc.want == nil {
			if got != State(tc.r) {
				t.Errorf("%s: got %v, want r unchanged", tc.name, got.(*CompositeState).Parts)
			}
			continue
		}
		if !c.Equal(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got.(*CompositeState).Parts, tc.want.Parts)
		}
	}
}

func TestCompositeStop(t *testing.T) {
	for _, tc := range []struct {
		name      string
		s         *CompositeState
		reached   []State
		sep, join bool
	}{
		{"one covers", st(1, 0, 1), []State{st(3, 0, 5)}, true, true},
		{"only the union covers", st(3, 0, 5), []State{st(1, 0, 10), st(2, 0, 10)}, false, true},
		// The join of the intervals [0,2] and [3,5] would cover [0,5], but
		// no reached state holds 1 with 4: stop-join must not stop.
		{"inexact join does not cover", st(3, 0, 5), []State{st(1, 0, 2), st(2, 3, 5)}, false, false},
		{"nothing covers", st(4, 0, 1), []State{st(3, 0, 5)}, false, false},
	} {
		for _, op := range []StopOp{StopSep, StopJoin} {
			c := &Composite{Components: []Component{setComp{}, ivComp{}}, Key: []bool{true, false}, StopOp: op}
			want := tc.sep
			if op == StopJoin {
				want = tc.join
			}
			if got := c.Stop(tc.s, tc.reached); got != want {
				t.Errorf("%s, stop-%s: got %v, want %v", tc.name, op, got, want)
			}
		}
	}
}

func TestLocation(t *testing.T) {
	c := &ssa2cfa.CFA{}
	a, b := c.NewLoc(ssa2cfa.LocInfo{}), c.NewLoc(ssa2cfa.LocInfo{})
	e := c.AddEdge(a, b, &ssa2cfa.Assume{Cond: ssa2cfa.BoolConst(true)}, 0)
	l := Location{CFA: c}
	if got := l.Transfer(LocState(a), e); len(got) != 1 || got[0] != LocState(b) {
		t.Errorf("transfer from the source: %v", got)
	}
	if got := l.Transfer(LocState(b), e); len(got) != 0 {
		t.Errorf("transfer from elsewhere: %v", got)
	}
	if j := l.Join(LocState(a), LocState(b), MergeInfo{}); j != LocTop || !l.Leq(LocState(a), j) || l.Leq(j, LocState(a)) {
		t.Errorf("join of two locations: %v", j)
	}
}

func TestParseConfig(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Config
		err  bool
	}{
		{"", DefaultConfig, false},
		{"default", DefaultConfig, false},
		{"A", Config{Composite: true, Name: "A", Merge: MergeSep, Stop: StopSep, Preds: BDDIntEq}, false},
		{"d+bdd-int", Config{Composite: true, Name: "D", Merge: MergePredicated, Stop: StopJoin, Preds: BDDInt}, false},
		{"bdd-bool", Config{Composite: true, Merge: MergeSep, Stop: StopSep, Preds: BDDBool}, false},
		{"E+explicit-int", Config{Composite: true, Name: "E", Merge: MergeJoin, Stop: StopSep, Preds: ExplicitInt}, false},
		{"ndd", Config{Preds: BDDIntEq, Combined: NDD}, false},
		{"NEX+bdd-bool", Config{Preds: BDDBool, Combined: NEX}, false},
		{"bdd-inteq+mtndd", Config{Preds: BDDIntEq, Combined: MTNDD}, false},
		{"nexpoint", Config{Preds: BDDIntEq, Combined: NEXPOINT}, false},
		{"ndd+nex", Config{}, true},
		{"ndd+C", Config{}, true},
		{"ndd+bdd-int", Config{}, true},
		{"G", Config{}, true},
		{"A+B", Config{}, true},
		{"bdd-int+bdd-bool", Config{}, true},
	} {
		got, err := ParseConfig(tc.in)
		if (err != nil) != tc.err || !tc.err && got != tc.want {
			t.Errorf("ParseConfig(%q) = %+v, %v; want %+v (error %v)", tc.in, got, err, tc.want, tc.err)
		}
		if err == nil {
			if back, _ := ParseConfig(got.String()); back != got {
				t.Errorf("ParseConfig(%q).String() = %q does not parse back", tc.in, got.String())
			}
		}
	}
	for _, n := range ConfigNames() {
		if _, err := ParseConfig(n); err != nil {
			t.Errorf("ConfigNames lists %q: %v", n, err)
		}
	}
}

// TestMergeInfoWidens: joins widen at loop heads, except for what enters
// the loop from outside every loop.
func TestMergeInfoWidens(t *testing.T) {
	for _, tt := range []struct {
		info MergeInfo
		want bool
	}{
		{MergeInfo{}, false},
		{MergeInfo{LoopHead: true}, true},
		{MergeInfo{LoopHead: true, Entering: true}, false},
	} {
		if got := tt.info.Widens(); got != tt.want {
			t.Errorf("%+v.Widens() = %v, want %v", tt.info, got, tt.want)
		}
	}
}
