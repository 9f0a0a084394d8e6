package cfainterp_test

import (
	"sync"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"golang.org/x/tools/go/ssa"
)

// Mutation tests: each mutation breaks the lowering in one way (applied to
// the CFAs after lowering), and the differential test must disagree with
// the compiled code on at least one input on which the unmutated lowering
// agrees. A semantics-preserving rewrite must not be detected.

type expr = ssa2cfa.Expr

// mutation rewrites a freshly lowered CFA and returns the number of places
// changed.
type mutation struct {
	name       string
	apply      func(*ssa2cfa.CFA) int
	equivalent bool // semantics-preserving: must not be detected
}

var mutations = []mutation{
	{"arithmetic without wrap-around (narrow types computed in 64 bits)", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			wide := func(t ssa2cfa.Type) ssa2cfa.Type {
				if t.IsInt() {
					t.Width = 64
				}
				return t
			}
			switch x := e.(type) {
			case *ssa2cfa.VarRef:
				if x.T.IsInt() && x.T.Width < 64 {
					return &ssa2cfa.VarRef{V: x.V, T: wide(x.T)}
				}
			case *ssa2cfa.Const:
				if x.T.IsInt() && x.T.Width < 64 {
					return &ssa2cfa.Const{T: wide(x.T), Bits: x.Bits}
				}
			case *ssa2cfa.Convert:
				if x.T.Width < 64 {
					return &ssa2cfa.Convert{X: x.X, T: wide(x.T)}
				}
			}
			return e
		})
	}, false},
	{"narrowing conversion does not truncate", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Convert); ok && x.T.Width < x.X.Type().Width {
				return x.X
			}
			return e
		})
	}, false},
	{"widening conversion zero-extends signed values", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Convert); ok && isSignedInt(x.X) && x.X.Type().Width < x.T.Width {
				return &ssa2cfa.Convert{X: &ssa2cfa.Convert{X: x.X, T: unsignedOf(x.X.Type())}, T: x.T}
			}
			return e
		})
	}, false},
	{"signed comparisons compare unsigned", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Binary); ok && x.Op >= ssa2cfa.Lt && x.Op <= ssa2cfa.Ge && isSignedInt(x.X) {
				u := unsignedOf(x.X.Type())
				return &ssa2cfa.Binary{Op: x.Op, X: &ssa2cfa.Convert{X: x.X, T: u}, Y: &ssa2cfa.Convert{X: x.Y, T: u}}
			}
			return e
		})
	}, false},
	{"signed division and remainder computed unsigned", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Binary); ok && (x.Op == ssa2cfa.Div || x.Op == ssa2cfa.Rem) && isSignedInt(x.X) {
				t, u := x.X.Type(), unsignedOf(x.X.Type())
				q := &ssa2cfa.Binary{Op: x.Op, X: &ssa2cfa.Convert{X: x.X, T: u}, Y: &ssa2cfa.Convert{X: x.Y, T: u}}
				return &ssa2cfa.Convert{X: q, T: t}
			}
			return e
		})
	}, false},
	{"shift count masked to the width (x86 semantics)", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Binary); ok && (x.Op == ssa2cfa.Shl || x.Op == ssa2cfa.Shr) {
				mask := ssa2cfa.IntConst(x.Y.Type(), int64(x.X.Type().Width)-1)
				return &ssa2cfa.Binary{Op: x.Op, X: x.X, Y: &ssa2cfa.Binary{Op: ssa2cfa.And, X: x.Y, Y: mask}}
			}
			return e
		})
	}, false},
	{"φ assignments sequential instead of parallel", sequentialise, false},
	{"φ assignments swapped", swapAssigned, false},
	{"branch conditions negated", negateBranches, false},
	{"division-by-zero check dropped", func(c *ssa2cfa.CFA) int {
		return rewriteChecks(c, ssa2cfa.CheckDivZero, func(expr) expr { return ssa2cfa.True })
	}, false},
	{"negative-shift check dropped", func(c *ssa2cfa.CFA) int {
		return rewriteChecks(c, ssa2cfa.CheckShift, func(expr) expr { return ssa2cfa.True })
	}, false},
	{"index check off by one (i <= len)", func(c *ssa2cfa.CFA) int {
		return rewriteChecks(c, ssa2cfa.CheckIndex, func(cond expr) expr {
			n := 0
			return mapExpr(cond, func(e expr) expr {
				if x, ok := e.(*ssa2cfa.Binary); ok && x.Op == ssa2cfa.Lt {
					return &ssa2cfa.Binary{Op: ssa2cfa.Le, X: x.X, Y: x.Y}
				}
				return e
			}, &n)
		})
	}, false},
	{"slice check ignores the capacity (three-index slices)", func(c *ssa2cfa.CFA) int {
		// Drop the last conjunct, max <= cap (or high <= len).
		return rewriteChecks(c, ssa2cfa.CheckSlice, func(cond expr) expr {
			if x, ok := cond.(*ssa2cfa.Binary); ok && x.Op == ssa2cfa.LAnd {
				return x.X
			}
			return cond
		})
	}, false},
	{"checks located at the function's position", func(c *ssa2cfa.CFA) int {
		for _, chk := range c.Checks {
			chk.Pos = c.Fn.Pos()
		}
		return len(c.Checks)
	}, false},
	{"loads read 0", zeroLoads, false},
	{"x % y rewritten as x - x/y*y (equivalent)", func(c *ssa2cfa.CFA) int {
		return rewriteExprs(c, func(e expr) expr {
			if x, ok := e.(*ssa2cfa.Binary); ok && x.Op == ssa2cfa.Rem {
				q := &ssa2cfa.Binary{Op: ssa2cfa.Div, X: x.X, Y: x.Y}
				return &ssa2cfa.Binary{Op: ssa2cfa.Sub, X: x.X, Y: &ssa2cfa.Binary{Op: ssa2cfa.Mul, X: q, Y: x.Y}}
			}
			return e
		})
	}, true},
}

// mutatedLower returns cachedLower's lowering with m applied to every CFA,
// once per function, and counts the changes in *changed.
func mutatedLower(m mutation, changed *int) lowerFunc {
	var mu sync.Mutex
	memo := make(map[*ssa.Function]lowered)
	return func(fn *ssa.Function) (*ssa2cfa.CFA, error) {
		mu.Lock()
		defer mu.Unlock()
		if l, ok := memo[fn]; ok {
			return l.c, l.err
		}
		c, err := tableOptions(fn.Pkg).Lower(fn)
		if err == nil {
			*changed += m.apply(c)
		}
		memo[fn] = lowered{c, err}
		return c, err
	}
}

func TestMutationsDetected(t *testing.T) {
	corp := corpusOrSkip(t)
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			changed := 0
			lower := mutatedLower(m, &changed)
			var found *mismatch
			for _, name := range corp.Names {
				diffFunction(corp, name, lower, 40, func(mm mismatch) bool {
					if _, ok := diffOnce(corp, name, cachedLower, mm.Args, nil); !ok {
						return true // the unmutated lowering disagrees too: not the mutation's doing
					}
					found = &mm
					return false
				}, nil)
				if found != nil && !m.equivalent {
					break
				}
			}
			switch {
			case changed == 0:
				t.Errorf("the mutation changed nothing")
			case m.equivalent && found != nil:
				t.Errorf("an equivalent rewrite (%d changes) was detected: %v", changed, found)
			case !m.equivalent && found == nil:
				t.Errorf("not detected (%d changes)", changed)
			case found != nil:
				t.Logf("detected (%d changes): %v", changed, found)
			}
		})
	}
}
