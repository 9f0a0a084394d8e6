// Package cpa2_step_flag is a predicated-merge example in the style of CPA
// (Beyer, Henzinger & Theoduloz): a step chosen by a flag is added n times.
//
// Under flag, x == i after the loop; under !flag, x == 2*i. Joining the flag
// cases loses the correlation (i <= x <= 2i only). n is confined to [0, 1000].
//
// Needs: predicated merge on flag, relational invariant x == step*i.
// Expect: SAFE (no diagnostic in default or strict mode).
package cpa2_step_flag

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// StepFlag adds the step n times.
func StepFlag(flag bool, n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	step := 2
	if flag {
		step = 1
	}
	x, i := 0, 0
	for i < n {
		x += step
		i++
	}
	if flag {
		assert(x == i)
	} else {
		assert(x == 2*i)
	}
	return x
}
