package ssa2cfa

import (
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestValueNumbers checks which operations of f recompute an earlier
// one's value, and which earlier ones get a variable of their own.
func TestValueNumbers(t *testing.T) {
	tests := []struct {
		name, src string
		dups      int // operations mapped to an earlier one
		numbered  int // earlier ones compared, given a variable
	}{
		{"guard, then slice bounds", `func f(b []byte) []byte {
	if len(b) == 0 || len(b) < int(1+b[0]) {
		return nil
	}
	return b[1+b[0]:]
}`, 1, 1}, // 1+b[0], compared
		{"same operands, not compared", `func f(x, y int) (int, int) { return x + y, x + y }`, 1, 0},
		{"constants of other types", `func f(x int8, y int16) (int8, int16) { return x + 1, y + 1 }`, 0, 0},
		{"different operands", `func f(x, y int) (int, int) { return x + 1, y + 1 }`, 0, 0},
		{"not dominated", `func f(x int, c bool) int {
	if c {
		return x + 1
	}
	return x + 1
}`, 0, 0},
		{"division may panic", `func f(x, y int) (int, int) { return x / y, x / y }`, 0, 0},
		{"signed shift may panic", `func f(x, y int) (int, int) { return x << y, x << y }`, 0, 0},
		{"unsigned shift", `func f(x int, y uint) (int, int) { return x << y, x << y }`, 1, 0},
		{"halves of two reads of one slice's length", `func f(s []byte) ([]byte, int) {
	n := len(s) / 2
	if n > 8 {
		return nil, 0
	}
	return make([]byte, len(s)/2), n
}`, 1, 1},
		{"halves of two maps' sizes", `func f(m map[int]int) (int, int) {
	n := len(m) / 2
	m[n] = 1
	return n, len(m) / 2
}`, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := buildFunc(t, "package p\n"+tt.src+"\n", "f")
			dup, numbered := valueNumbers(f, sameLoads(f, nil, nil))
			if len(dup) != tt.dups || len(numbered) != tt.numbered {
				var ds []string
				for d, r := range dup {
					ds = append(ds, d.(ssa.Instruction).String()+" -> "+r.Name())
				}
				t.Errorf("%d duplicates %v, %d numbered; want %d, %d", len(dup), ds, len(numbered), tt.dups, tt.numbered)
			}
		})
	}
}
