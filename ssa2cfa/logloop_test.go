package ssa2cfa_test

import (
	"strings"
	"testing"

	"github.com/numpredvet/numpredvet/ssa2cfa/ssa2cfatest"
)

const logLoopSrc = `package p

func div10(u uint64) (n int) {
	for u >= 10 {
		u /= 10
		n++
	}
	return
}

func shr(x uint32) (n int) {
	for x != 0 {
		x >>= 3
		n++
	}
	return
}

func signed(x int) (n int) {
	for x > 0 {
		n++
		x = x / 2
	}
	return
}

func byVar(u, b uint64) (n int) {
	for u >= b {
		u /= b
		n++
	}
	return
}

func unsignedZero(u uint64) (n int) {
	for u >= 0 {
		u /= 2
		n++
		if n > 70 {
			break
		}
	}
	return
}

func signedNonzero(x int) (n int) {
	for x != 0 {
		x /= 2
		n++
	}
	return
}

func mixed(u uint64, odd bool) (n int) {
	for u > 0 {
		if odd {
			u /= 2
			continue
		}
		u /= 3
		n++
	}
	return
}

func decrement(u uint64) (n int) {
	for u > 0 {
		u--
		n++
	}
	return
}
`

// TestLogLoops checks which loops get a ghost counting their rounds (see
// logLoop), and how many thresholds its entry chain tests.
func TestLogLoops(t *testing.T) {
	want := map[string]int{ // thresholds; 0: no ghost
		"div10":         19, // 10, 100, ..., 10^19 <= MaxUint64
		"shr":           11, // 1, 8, ..., 8^10 = 2^30 <= MaxUint32
		"signed":        63, // 1, 2, ..., 2^62
		"byVar":         0,  // divisor not constant
		"unsignedZero":  0,  // u >= 0 always holds
		"signedNonzero": 0,  // negative x also run
		"mixed":         0,  // two divisors
		"decrement":     0,
	}
	for _, c := range ssa2cfatest.Lower(t, logLoopSrc) {
		name := c.Fn.Name()
		got := 0
		for v := range c.Vars {
			if strings.HasPrefix(c.Vars[v].Name, "rounds(") {
				got = int(c.Vars[v].Max)
			}
		}
		if got != want[name] {
			t.Errorf("%s: %d thresholds, want %d", name, got, want[name])
		}
		ghosts := 0
		for _, l := range c.Locs {
			if l.Ghost {
				ghosts++
			}
		}
		if (ghosts > 0) != (want[name] > 0) {
			t.Errorf("%s: %d ghost locations", name, ghosts)
		}
		if err := c.Sanity(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
