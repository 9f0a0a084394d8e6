package ssa2cfa

import (
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestGuardedUnsigned: the bound that the branches leading to int(x) put
// on the unsigned x, whichever side the constant is on and whichever
// outcome leads there.
func TestGuardedUnsigned(t *testing.T) {
	tests := []struct {
		name, body string
		max        uint64
		ok         bool
	}{
		{"x > c, false", `if x > 100 { return 0 }; return int(x)`, 100, true},
		{"x >= c, false", `if x >= 100 { return 0 }; return int(x)`, 99, true},
		{"x < c, true", `if x < 100 { return int(x) }; return 0`, 99, true},
		{"x <= c, true", `if x <= 100 { return int(x) }; return 0`, 100, true},
		{"c < x, false", `if 100 < x { return 0 }; return int(x)`, 100, true},
		{"c >= x, true", `if 100 >= x { return int(x) }; return 0`, 100, true},
		{"two guards, the tighter", `if x > 100 { return 0 }; if x >= 50 { return 1 }; return int(x)`, 49, true},
		{"lower bound only", `if x < 100 { return 0 }; return int(x)`, 0, false},
		{"x < 0 never holds", `if x < 0 { return int(x) }; return 0`, 0, false},
		{"another value", `y := x + 1; if y > 100 { return 0 }; return int(x)`, 0, false},
		{"after a join", `if x > 100 { x = 0 }; return int(x)`, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := buildFunc(t, "package p\nfunc f(x uint64) int { "+tt.body+" }\n", "f")
			var conv *ssa.Convert
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					if c, ok := in.(*ssa.Convert); ok {
						conv = c
					}
				}
			}
			if conv == nil {
				t.Fatal("no conversion")
			}
			max, ok := guardedUnsigned(conv, conv.X)
			if ok != tt.ok || ok && max != tt.max {
				t.Errorf("guardedUnsigned = %d, %v, want %d, %v", max, ok, tt.max, tt.ok)
			}
		})
	}
}
