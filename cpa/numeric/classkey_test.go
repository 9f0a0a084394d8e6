package numeric

import (
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// TestClass checks a value's place among landmarks: each landmark is a
// class, and so is each gap between two of them.
func TestClass(t *testing.T) {
	marks := []int64{-3, 0, 1, 10}
	tests := []struct {
		x    int64
		want int
	}{
		{-100, 0}, {-3, 1}, {-2, 2}, {0, 3}, {1, 5}, {2, 6}, {9, 6}, {10, 7}, {11, 8}, {1 << 62, 8},
	}
	for _, tt := range tests {
		if got := class(tt.x, marks); got != tt.want {
			t.Errorf("class(%d) = %d, want %d", tt.x, got, tt.want)
		}
	}
	if got := class(5, nil); got != 0 {
		t.Errorf("class(5) without landmarks = %d, want 0", got)
	}
}

// TestSplitClassKey checks that an assumption x != k splits into x < k and
// x > k when x is a class key (the classes keep the two apart), and not
// when x is neither a key nor ordered against k anywhere.
func TestSplitClassKey(t *testing.T) {
	c := &ssa2cfa.CFA{Vars: []ssa2cfa.VarInfo{{Name: "c", Type: ssa2cfa.Uint8}, {Name: "d", Type: ssa2cfa.Uint8}}}
	p := &CPA{cfa: c, cfg: Config{ClassKeys: []ssa2cfa.Var{0}}}
	ne := func(v ssa2cfa.Var) ssa2cfa.Expr {
		return &ssa2cfa.Binary{Op: ssa2cfa.Ne, X: c.Ref(v), Y: ssa2cfa.IntConst(ssa2cfa.Uint8, '.')}
	}
	parts := p.splitDisequality(ne(0))
	if len(parts) != 2 || parts[0].String() != "v0 < 46" || parts[1].String() != "v0 > 46" {
		t.Errorf("split of a class key's c != '.' = %v, want [v0 < 46 v0 > 46]", parts)
	}
	if parts := p.splitDisequality(ne(1)); parts != nil {
		t.Errorf("split of another variable's d != '.' = %v, want none", parts)
	}
}
