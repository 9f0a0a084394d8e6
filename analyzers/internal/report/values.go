package report

import (
	"strings"

	"github.com/numpredvet/numpredvet/ssa2cfa"
)

// indexValues describes a failing index as the Go runtime does, from the
// operand values [index, len] of the witness: " [5] with length 3".
func indexValues(vals []string) string {
	if len(vals) < 2 || vals[0] == "" {
		return ""
	}
	if vals[1] == "" {
		return " [" + vals[0] + "]"
	}
	return " [" + vals[0] + "] with length " + vals[1]
}

// conversionValues describes a failing conversion of a slice to an array
// from the operand values [len, array length] of the witness, as the Go
// runtime does: " with length 2 to array of length 4".
func conversionValues(vals []string) string {
	if len(vals) < 2 || vals[0] == "" || vals[1] == "" {
		return " to a longer array"
	}
	return " with length " + vals[0] + " to array of length " + vals[1]
}

// sliceValues describes the failing bound of a slice expression from the
// operand values [low, high, max, cap] of the witness, as the Go runtime
// does: " [:5] with capacity 3", " [4:2]", " [-1:]".
func sliceValues(c *ssa2cfa.CFA, chk *ssa2cfa.Check, vals []string) string {
	capName := "capacity"
	if len(chk.Operands) >= 4 {
		if r, ok := chk.Operands[3].(*ssa2cfa.VarRef); ok && strings.HasPrefix(c.Vars[r.V].Name, "len(") {
			capName = "length"
		}
	}
	return boundValues(capName, vals)
}

// boundValues is sliceValues with the name of the bound ("capacity",
// "length") given.
func boundValues(capName string, vals []string) string {
	if len(vals) < 4 {
		return ""
	}
	low, high, max, capv := vals[0], vals[1], vals[2], vals[3]
	lt := func(a, b string) bool { return a != "" && b != "" && less(a, b) }
	switch {
	case max != "" && capv != "" && lt(capv, max):
		return " [::" + max + "] with " + capName + " " + capv
	case high != "" && max != "" && lt(max, high):
		return " [:" + high + ":" + max + "]"
	case high != "" && max == "" && capv != "" && lt(capv, high):
		return " [:" + high + "] with " + capName + " " + capv
	case low != "" && high == "" && capv != "" && lt(capv, low):
		return " [" + low + ":] with " + capName + " " + capv
	case low != "" && high != "" && lt(high, low):
		return " [" + low + ":" + high + "]"
	case low != "" && strings.HasPrefix(low, "-"):
		return " [" + low + ":]"
	}
	return ""
}

// less compares two decimal integers.
func less(a, b string) bool {
	na, nb := strings.HasPrefix(a, "-"), strings.HasPrefix(b, "-")
	switch {
	case na && !nb:
		return true
	case !na && nb:
		return false
	case na:
		return lessAbs(b[1:], a[1:])
	}
	return lessAbs(a, b)
}

func lessAbs(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}
