package summary

import (
	"fmt"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Slot numbers a value a summary speaks of: the value or the length of a
// parameter (receiver first, as in ssa.Function.Params), or a result value.
type Slot int32

// ParamSlot is the slot of parameter i's value.
func ParamSlot(i int) Slot { return Slot(3 * i) }

// ParamLenSlot is the slot of the length of parameter i (a slice or string).
func ParamLenSlot(i int) Slot { return Slot(3*i + 1) }

// ResultSlot is the slot of result k's value.
func ResultSlot(k int) Slot { return Slot(3*k + 2) }

// IsResult reports whether s is a result slot.
func (s Slot) IsResult() bool { return s%3 == 2 }

// Index is the parameter or result number of s.
func (s Slot) Index() int { return int(s / 3) }

func (s Slot) String() string {
	switch s % 3 {
	case 0:
		return fmt.Sprintf("p%d", s/3)
	case 1:
		return fmt.Sprintf("len(p%d)", s/3)
	}
	return fmt.Sprintf("r%d", s/3)
}

// Slots maps the slots of c's function to c's variables, for the parameters
// and results the CFA tracks. Functions with free variables (closures) have
// slots too: their free variables are simply not among them.
func Slots(c *ssa2cfa.CFA) map[Slot]ssa2cfa.Var {
	m := map[Slot]ssa2cfa.Var{}
	if c.Fn != nil {
		for i, p := range c.Fn.Params {
			if i < len(c.Params) && c.Params[i] >= 0 {
				m[ParamSlot(i)] = c.Params[i]
			}
			if v, ok := c.LenOf(p); ok {
				m[ParamLenSlot(i)] = v
			}
		}
	}
	for k, r := range c.Results {
		if r >= 0 {
			m[ResultSlot(k)] = r
		}
	}
	return m
}

// callSlot returns the caller's expression for slot s at call: an argument,
// an argument's length or a result variable (nil, -1 where untracked).
func callSlot(_ *ssa2cfa.CFA, call *ssa2cfa.Call, s Slot) (ssa2cfa.Expr, ssa2cfa.Var) {
	i := s.Index()
	switch s % 3 {
	case 0:
		if i < len(call.Args) {
			return call.Args[i], -1
		}
	case 1:
		if i < len(call.ArgLens) {
			return call.ArgLens[i], -1
		}
	default:
		if i < len(call.Results) {
			return nil, call.Results[i]
		}
	}
	return nil, -1
}
