package bddpred

// IntEq partitions, after the BDD CPA of CPAchecker (Beyer & Stahlbauer,
// "BDD-Based Software Model Checking with CPAchecker", MEMICS 2012): integer
// variables that are only compared for equality, with N constants and with
// each other, are encoded by ⌈log2(N+M)⌉ bits each.
//
// Semantics. A valuation of the bits gives each variable x a code σ(x) in
// [0, N+M). Codes 0..N-1 stand for the constants c_0..c_{N-1}; codes N..N+M-1
// are names of values outside C = {c_0..c_{N-1}}. The concrete valuations
// represented by σ are
//
//	γ(σ) = { v | σ(x) < N ⇒ v(x) = c_σ(x);
//	             σ(x) ≥ N ⇒ v(x) ∉ C;
//	             σ(x), σ(y) ≥ N ⇒ (v(x) = v(y) ⇔ σ(x) = σ(y)) }
//
// and γ of a BDD is the union over its satisfying (valid) codes. Equal
// unknown codes mean equal values and distinct unknown codes mean distinct
// values, so EqVar (code equality) is exact for both x == y and x != y.
//
// Why one unknown code per variable (code N+j "belongs" to variable j): M
// variables split into at most M classes of equal non-constant values, so M
// names always suffice, and when one variable is re-assigned the other M-1
// hold at most M-1 names — a free name always exists. That is what makes
// Havoc and AssignUnknown exact below. A single shared "other" code would
// make two variables holding different non-constant values indistinguishable
// from equal ones: assume(x != y) would wrongly prune them (unsound).
//
// Codes are names, not values: a state and its renaming of unknown codes
// have the same γ. The operations never rely on a particular name (new names
// are chosen existentially among the free ones), so they are exact; Leq by
// BDD implication is sound but may miss inclusions between renamings.
//
// Constants outside C: comparing with or assigning a constant c ∉ C is
// over-approximated by "x holds some value outside C".

import (
	"fmt"
	"math/bits"
	"slices"
)

// IntEq is the encoding of one partition of M integer variables compared for
// equality with N constants.
type IntEq struct {
	m      *Manager
	consts []int64
	code   map[int64]int
	nvars  int
	nbits  int
	slot   [][]Pred // slot[var][bit], bit 0 least significant
}

// IntEqBits returns the number of bits per variable of a partition with
// nconsts constants and nvars variables.
func IntEqBits(nconsts, nvars int) int {
	n := nconsts + nvars
	if n <= 1 {
		return 1
	}
	return bits.Len(uint(n - 1))
}

// IntEqSlots returns the number of predicate slots NewIntEq allocates.
func IntEqSlots(nconsts, nvars int) int { return IntEqBits(nconsts, nvars) * nvars }

// NewIntEq allocates the slots of a partition of nvars variables (numbered
// 0..nvars-1) compared with the given constants (duplicates are ignored).
// Bits are interleaved: bit i of every variable, then bit i+1.
func NewIntEq(m *Manager, consts []int64, nvars int) (*IntEq, error) {
	e := &IntEq{m: m, code: map[int64]int{}, nvars: nvars}
	for _, c := range consts {
		if _, ok := e.code[c]; !ok {
			e.code[c] = len(e.consts)
			e.consts = append(e.consts, c)
		}
	}
	if nvars < 1 {
		return nil, fmt.Errorf("bddpred: IntEq partition needs a variable")
	}
	e.nbits = IntEqBits(len(e.consts), nvars)
	ps, err := m.Alloc(e.nbits * nvars)
	if err != nil {
		return nil, err
	}
	e.slot = make([][]Pred, nvars)
	for j := range e.slot {
		e.slot[j] = make([]Pred, e.nbits)
		for i := range e.nbits {
			e.slot[j][i] = ps[i*nvars+j]
		}
	}
	return e, nil
}

// Vars is the number of variables M.
func (e *IntEq) Vars() int { return e.nvars }

// Bits is the number of bits per variable.
func (e *IntEq) Bits() int { return e.nbits }

// Consts returns the constants in code order.
func (e *IntEq) Consts() []int64 { return slices.Clone(e.consts) }

// Slots returns the slots of variable x, least significant bit first.
func (e *IntEq) Slots(x int) []Pred { return slices.Clone(e.slot[x]) }

func (e *IntEq) n() int { return len(e.consts) }

// hasCode is the BDD of σ(x) = k.
func (e *IntEq) hasCode(x, k int) BDD {
	r := e.m.True()
	for i := e.nbits - 1; i >= 0; i-- {
		r = e.m.Lit(e.slot[x][i], false, k>>i&1 == 1).And(r)
	}
	return r
}

// codeLess is the BDD of σ(x) < k.
func (e *IntEq) codeLess(x, k int) BDD {
	r := e.m.False()
	for i := range e.nbits {
		v := e.m.Var(e.slot[x][i])
		if k>>i&1 == 1 {
			r = v.Not().Or(r)
		} else {
			r = v.Not().And(r)
		}
	}
	if k >= 1<<e.nbits {
		return e.m.True()
	}
	return r
}

// sameCode is the BDD of σ(x) = σ(y).
func (e *IntEq) sameCode(x, y int) BDD {
	r := e.m.True()
	for i := e.nbits - 1; i >= 0; i-- {
		r = e.m.Var(e.slot[x][i]).Iff(e.m.Var(e.slot[y][i])).And(r)
	}
	return r
}

// ValidVar is the BDD of "x holds a valid code" (σ(x) < N+M).
func (e *IntEq) ValidVar(x int) BDD { return e.codeLess(x, e.n()+e.nvars) }

// Valid is the BDD of all valid codings: the top state of the partition.
func (e *IntEq) Valid() BDD {
	r := e.m.True()
	for x := range e.nvars {
		r = r.And(e.ValidVar(x))
	}
	return r
}

// IsOther is the BDD of "x holds a value outside the constants".
func (e *IntEq) IsOther(x int) BDD { return e.codeLess(x, e.n()).Not().And(e.ValidVar(x)) }

// EqConst returns the BDD of x == c, exact when c is one of the constants
// (ok); for another c it returns the over-approximation IsOther(x) and false.
func (e *IntEq) EqConst(x int, c int64) (b BDD, ok bool) {
	if k, ok := e.code[c]; ok {
		return e.hasCode(x, k), true
	}
	return e.IsOther(x), false
}

// EqVar returns the BDD of x == y (exact).
func (e *IntEq) EqVar(x, y int) BDD { return e.sameCode(x, y) }

// AssumeEqConst restricts s to x == c (eq) or x != c (!eq); sound, and
// exact when c is a constant of the partition.
func (e *IntEq) AssumeEqConst(s BDD, x int, c int64, eq bool) BDD {
	b, exact := e.EqConst(x, c)
	switch {
	case eq:
		return s.And(b)
	case exact:
		return s.Diff(b)
	}
	return s // x != c for c outside C excludes no coding
}

// AssumeEqVar restricts s to x == y (eq) or x != y (!eq); exact.
func (e *IntEq) AssumeEqVar(s BDD, x, y int, eq bool) BDD {
	if x == y {
		if eq {
			return s
		}
		return e.m.False()
	}
	if eq {
		return s.And(e.sameCode(x, y))
	}
	return s.Diff(e.sameCode(x, y))
}

// Havoc returns the states of s with x given any value (exact).
func (e *IntEq) Havoc(s BDD, x int) BDD {
	return s.Exists(e.slot[x]...).And(e.ValidVar(x))
}

// AssignConst returns s after x := c; exact when c is a constant of the
// partition, otherwise it is AssignOther.
func (e *IntEq) AssignConst(s BDD, x int, c int64) BDD {
	if k, ok := e.code[c]; ok {
		return s.Exists(e.slot[x]...).And(e.hasCode(x, k))
	}
	return e.AssignOther(s, x)
}

// AssignVar returns s after x := y (exact: x takes y's code).
func (e *IntEq) AssignVar(s BDD, x, y int) BDD {
	if x == y {
		return s
	}
	return s.Exists(e.slot[x]...).And(e.sameCode(x, y))
}

// AssignOther returns s after x := v for an arbitrary v outside the
// constants, possibly equal to the value of another variable (exact).
func (e *IntEq) AssignOther(s BDD, x int) BDD {
	return s.Exists(e.slot[x]...).And(e.IsOther(x))
}

// AssignUnknown returns s after x := v for a fresh v: outside the constants
// and different from the value of every other variable of the partition
// (exact: x gets an unknown code no other variable holds; one always
// exists). Use Havoc for values that may coincide with others.
func (e *IntEq) AssignUnknown(s BDD, x int) BDD {
	r := s.Exists(e.slot[x]...).And(e.IsOther(x))
	for y := range e.nvars {
		if y != x {
			r = r.Diff(e.sameCode(x, y))
		}
	}
	return r
}

// Alpha returns the codings whose γ contains the concrete valuation vals
// (one value per variable): the exact abstraction of a single state.
func (e *IntEq) Alpha(vals []int64) BDD {
	r := e.Valid()
	for x, v := range vals {
		if k, ok := e.code[v]; ok {
			r = r.And(e.hasCode(x, k))
			continue
		}
		r = r.And(e.IsOther(x))
		for y := range x {
			if _, isConst := e.code[vals[y]]; isConst {
				continue
			}
			if vals[y] == v {
				r = r.And(e.sameCode(x, y))
			} else {
				r = r.Diff(e.sameCode(x, y))
			}
		}
	}
	return r
}

// Contains reports whether the concrete valuation vals lies in γ(s).
func (e *IntEq) Contains(s BDD, vals []int64) bool {
	return !s.And(e.Alpha(vals)).IsFalse()
}
