package nonterm

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

// TestRelationalExit checks which loops get a second, relational search:
// those left by a test of two variables that the loop does not visibly
// move toward each other.
func TestRelationalExit(t *testing.T) {
	src := `package p

func up(i, n int) int {
	for i < n {
		i++
	}
	return i
}

func both(i, j int) int {
	for i < j {
		i, j = i+1, j-1
	}
	return i
}

func apart(i, j int) int {
	for i < j {
		i, j = i-1, j+1
	}
	return i
}

func sometimes(i, n int, s []byte) int {
	for i < n {
		if s[0] == ' ' {
			continue
		}
		i++
	}
	return i
}

func down(i int) int {
	for i > 0 {
		i--
	}
	return i
}
`
	want := map[string]bool{"up": false, "both": false, "apart": true, "sometimes": true, "down": false}
	for _, c := range ssa2cfatest.Lower(t, src) {
		stays := loopStays(c, func(*ssa.Function) bool { return false })
		if got := relationalExit(c, stays); got != want[c.Fn.Name()] {
			t.Errorf("%s: relationalExit = %v, want %v", c.Fn.Name(), got, want[c.Fn.Name()])
		}
	}
}
