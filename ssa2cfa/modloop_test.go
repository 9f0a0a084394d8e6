package ssa2cfa_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa"
	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

const modLoopSrc = `package p

func whole(d []byte) (n int) {
	if len(d)%16 != 0 {
		return
	}
	for len(d) > 0 {
		n += int(d[15])
		d = d[16:]
	}
	return
}

func choice(d string, wide bool) (n int) {
	size := 8
	if wide {
		size = 16
	}
	if len(d)%size != 0 {
		return
	}
	for len(d) != 0 {
		if wide {
			d = d[16:]
		} else {
			d = d[8:]
		}
		n++
	}
	return
}

func sliced(d []byte) (n int) {
	if len(d) == 0 || len(d)%24 != 0 {
		return
	}
	d = d[24:]
	for len(d) > 0 {
		n += int(d[23])
		d = d[24:]
	}
	return
}

func sameRemainder(d []byte) (n int) {
	if len(d)%8 == 0 {
		for len(d) > 0 {
			d = d[8:]
			n++
		}
	}
	return
}

func oddStep(d []byte) (n int) {
	if len(d)%8 != 0 {
		return
	}
	for len(d) > 0 {
		d = d[12:]
	}
	return
}

func unguarded(d []byte) (n int) {
	for len(d) > 0 {
		d = d[8:]
	}
	return
}

func guardOtherWay(d []byte) (n int) {
	if len(d)%8 == 0 {
		return
	}
	for len(d) > 0 {
		d = d[8:]
	}
	return
}

func variableStep(d []byte, k int) (n int) {
	if len(d)%8 != 0 {
		return
	}
	for len(d) > 0 {
		d = d[k:]
	}
	return
}

func afterGuard(d []byte) (n int) {
	if len(d)%16 != 0 {
		return
	}
	if len(d) > 0 {
		n = int(d[15])
	}
	return
}

func zeroFirst(d []byte) (n int) {
	if len(d) == 0 || 0 != len(d)%16 {
		return
	}
	return int(d[15])
}

func remainderOfOther(d []byte) (n int) {
	if len(d)%16 != 1 {
		return
	}
	return int(d[15])
}

func nilEntry(b []byte, x bool) (n int) {
	var d []byte
	if x {
		d = b[:0]
	}
	for len(d) > 0 {
		d = d[8:]
	}
	return
}

func resliced(d []byte) (n int) {
	if len(d)%8 != 0 {
		return
	}
	for len(d) > 0 {
		d = d[8:len(d)]
	}
	return
}
`

// TestModBound checks which loop conditions get the bound of a length that
// stays a multiple of a record size (see modBound).
func TestModBound(t *testing.T) {
	want := map[string]string{ // the bounds, sorted; "" for none
		"whole":            "0 or >= 16; >= 16",
		"choice":           "0 or >= 8; >= 8",
		"sliced":           "0 or >= 24; >= 24",
		"sameRemainder":    "0 or >= 8; >= 8",
		"oddStep":          "0 or >= 8; >= 4", // gcd(8, 12) in the loop
		"unguarded":        "",
		"guardOtherWay":    "0 or >= 8", // on the way out only
		"variableStep":     "0 or >= 8",
		"resliced":         "0 or >= 8",
		"afterGuard":       "0 or >= 16; >= 16",
		"zeroFirst":        "0 or >= 16",
		"remainderOfOther": "",
		"nilEntry":         "",
	}
	for _, c := range ssa2cfatest.Lower(t, modLoopSrc) {
		name := c.Fn.Name()
		var bounds []string
		for _, e := range c.Edges {
			a, ok := e.Op.(*ssa2cfa.Assume)
			if !ok {
				continue
			}
			// The bound is conjoined to the loop condition on a length.
			and, ok := a.Cond.(*ssa2cfa.Binary)
			if !ok || and.Op != ssa2cfa.LAnd {
				continue
			}
			ge, ok := and.Y.(*ssa2cfa.Binary)
			either := ""
			if ok && ge.Op == ssa2cfa.LOr {
				// Where the remainder is 0: the length is 0 or a record.
				ge, ok = ge.Y.(*ssa2cfa.Binary)
				either = "0 or "
			}
			if !ok || ge.Op != ssa2cfa.Ge {
				continue
			}
			x, ok1 := ge.X.(*ssa2cfa.VarRef)
			k, ok2 := ge.Y.(*ssa2cfa.Const)
			if ok1 && ok2 && c.Vars[x.V].Role == ssa2cfa.RoleLen {
				bounds = append(bounds, fmt.Sprintf("%s>= %d", either, k.Bits))
			}
		}
		slices.Sort(bounds)
		got := strings.Join(slices.Compact(bounds), "; ")
		if got != want[name] {
			t.Errorf("%s: bound %q, want %q", name, got, want[name])
		}
	}
}
