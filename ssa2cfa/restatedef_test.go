package ssa2cfa_test

import (
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// TestRestatedDefinitions checks that a branch or check reading a value
// defined by an operation that may wrap around (or a conversion) states
// its definition again with its condition, and that other values are not
// restated.
func TestRestatedDefinitions(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // substrings of assume edges
		not       []string // substrings no assume edge has
	}{
		{"make of a sum", `package p
func f(k int) []int {
	if k < 0 {
		return nil
	}
	s := make([]int, 2+k)
	s[1+k] = 1
	return s
}`, []string{"== (2 + v"}, nil},
		{"branch on a conversion", `package p
func f(s []int) int {
	n := uint(len(s))
	if n > 0 {
		return s[0]
	}
	return int(n)
}`, []string{"== uint64(v"}, nil},
		{"branch on a parameter", `package p
func f(s []int, i int) int {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return 0
}`, nil, []string{" == "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := ssa2cfatest.Lower(t, tt.src)[0]
			var assumes []string
			for _, e := range c.Edges {
				if s := e.Op.String(); strings.HasPrefix(s, "assume ") {
					assumes = append(assumes, s)
				}
			}
			all := strings.Join(assumes, "\n")
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("no assume has %q:\n%s", w, all)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(all, w) {
					t.Errorf("an assume has %q:\n%s", w, all)
				}
			}
		})
	}
}
