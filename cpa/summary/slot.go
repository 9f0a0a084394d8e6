package summary

import (
	"fmt"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// Slot numbers a value a summary speaks of: the value or the length of a
// parameter (receiver first, as in ssa.Function.Params), the value or the
// length of a result, or the value or the length of a field of the struct
// a pointer parameter points to, as the function leaves it (FieldSlot)
// or as it finds it (EntryFieldSlot).
type Slot int32

// slotKinds is the number of slots per parameter or result position.
const slotKinds = 4

// fieldSlots is the first field slot; fieldsPerParam bounds the fields of
// a parameter's struct that have slots.
const (
	fieldSlots      Slot = 1 << 24
	entryFieldSlots Slot = 1 << 25
	fieldsPerParam       = 1 << 12
)

// FieldSlot is the slot of field k of the struct parameter i points to
// (k == -1: of what it points to, a slice, string or integer), at return:
// its value, or its length when isLen. ok is false when the field's
// number is past what slots can hold.
func FieldSlot(i, k int, isLen bool) (s Slot, ok bool) {
	if k < -1 || k+1 >= fieldsPerParam || i >= 1<<10 {
		return 0, false
	}
	s = fieldSlots + Slot(2*(i*fieldsPerParam+k+1))
	if isLen {
		s++
	}
	return s, true
}

// EntryFieldSlot is the slot of field k of the struct parameter i points
// to, at entry: its value, or its length when isLen. ok is false when the
// field's number is past what slots can hold.
func EntryFieldSlot(i, k int, isLen bool) (s Slot, ok bool) {
	s, ok = FieldSlot(i, k, isLen)
	return s - fieldSlots + entryFieldSlots, ok
}

// IsField reports whether s is a field slot (see FieldSlot).
func (s Slot) IsField() bool { return s >= fieldSlots && s < entryFieldSlots }

// IsEntryField reports whether s is an entry field slot (see
// EntryFieldSlot).
func (s Slot) IsEntryField() bool { return s >= entryFieldSlots }

// field returns the parameter, field and kind of a field or entry field
// slot.
func (s Slot) field() (i, k int, isLen bool) {
	n := int(s - fieldSlots)
	if s.IsEntryField() {
		n = int(s - entryFieldSlots)
	}
	return n / 2 / fieldsPerParam, n/2%fieldsPerParam - 1, n%2 == 1
}

// ParamSlot is the slot of parameter i's value.
func ParamSlot(i int) Slot { return Slot(slotKinds * i) }

// ParamLenSlot is the slot of the length of parameter i (a slice or string).
func ParamLenSlot(i int) Slot { return Slot(slotKinds*i + 1) }

// ResultSlot is the slot of result k's value.
func ResultSlot(k int) Slot { return Slot(slotKinds*k + 2) }

// ResultLenSlot is the slot of the length of result k (a slice or string).
func ResultLenSlot(k int) Slot { return Slot(slotKinds*k + 3) }

// IsResult reports whether s is a slot of what the function returns or
// leaves: a result's value or length, or a field slot.
func (s Slot) IsResult() bool { return s.IsField() || !s.IsEntryField() && s%slotKinds >= 2 }

// IsParamLen reports whether s is the length of a parameter.
func (s Slot) IsParamLen() bool { return s < fieldSlots && s%slotKinds == 1 }

// IsResultLen reports whether s is the slot of a result's length.
func (s Slot) IsResultLen() bool { return s < fieldSlots && s%slotKinds == 3 }

// Index is the parameter or result number of s (for a field slot, its
// parameter's).
func (s Slot) Index() int {
	if s.IsField() || s.IsEntryField() {
		i, _, _ := s.field()
		return i
	}
	return int(s / slotKinds)
}

func (s Slot) String() string {
	if s.IsField() || s.IsEntryField() {
		i, k, isLen := s.field()
		f := fmt.Sprintf("p%d.f%d", i, k)
		if k < 0 {
			f = fmt.Sprintf("*p%d", i)
		}
		if s.IsEntryField() {
			f = "in(" + f + ")"
		}
		if isLen {
			return "len(" + f + ")"
		}
		return f
	}
	switch s % slotKinds {
	case 0:
		return fmt.Sprintf("p%d", s.Index())
	case 1:
		return fmt.Sprintf("len(p%d)", s.Index())
	case 2:
		return fmt.Sprintf("r%d", s.Index())
	}
	return fmt.Sprintf("len(r%d)", s.Index())
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
	for k, r := range c.ResultLens {
		if r >= 0 {
			m[ResultLenSlot(k)] = r
		}
	}
	for _, f := range c.ExitFields {
		if s, ok := FieldSlot(f.Param, f.Field, f.Len); ok {
			m[s] = f.Var
		}
	}
	return m
}

// AllSlots is Slots with the entry fields of c (see EntryFieldSlot):
// the slots postconditions and calling contexts speak of.
func AllSlots(c *ssa2cfa.CFA) map[Slot]ssa2cfa.Var {
	m := Slots(c)
	for _, f := range c.EntryFields {
		if s, ok := EntryFieldSlot(f.Param, f.Field, f.Len); ok {
			m[s] = f.Var
		}
	}
	return m
}

// callSlot returns the caller's expression for slot s at call: an argument,
// an argument's length, or a result's variable or its length's (nil, -1
// where untracked).
func callSlot(_ *ssa2cfa.CFA, call *ssa2cfa.Call, s Slot) (ssa2cfa.Expr, ssa2cfa.Var) {
	if s.IsEntryField() {
		i, k, isLen := s.field()
		for _, f := range call.ArgFields {
			if f.Arg == i && f.Field == k && f.Len == isLen {
				return f.X, -1
			}
		}
		return nil, -1
	}
	if s.IsField() {
		i, k, isLen := s.field()
		for _, f := range call.Fields {
			if f.Arg == i && f.Field == k && f.Len == isLen {
				return nil, f.Var
			}
		}
		return nil, -1
	}
	i := s.Index()
	switch s % slotKinds {
	case 0:
		if i < len(call.Args) {
			return call.Args[i], -1
		}
	case 1:
		if i < len(call.ArgLens) {
			return call.ArgLens[i], -1
		}
	case 2:
		if i < len(call.Results) {
			return nil, call.Results[i]
		}
	default:
		if i < len(call.ResultLens) {
			return nil, call.ResultLens[i]
		}
	}
	return nil, -1
}
